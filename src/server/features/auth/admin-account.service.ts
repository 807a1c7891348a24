import { RESET_PASSWORD_RULES_MESSAGE } from "../../../shared/contracts/auth";
import { isResetPasswordValid } from "../../../shared/rules/password";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import { findUserByEmail, hasAnyAdmin, insertUser } from "./auth.repository";
import { hashPassword, normalizeEmail } from "./credentials";

/** Creates an active administrator. The password follows the reset rule (12+ with every class). */
export async function createAdminAccount(
  db: Database,
  input: { email: string; fullName: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new AppError("VALIDATION_ERROR", { message: "El correo electrónico no es válido." });
  }
  if (input.fullName.trim().length < 2) {
    throw new AppError("VALIDATION_ERROR", { message: "El nombre debe tener al menos 2 caracteres" });
  }
  if (!isResetPasswordValid(input.password)) {
    throw new AppError("VALIDATION_ERROR", { message: `${RESET_PASSWORD_RULES_MESSAGE}.` });
  }
  if (await findUserByEmail(db, email)) throw new AppError("EMAIL_TAKEN");
  const user = await insertUser(db, {
    email,
    fullName: input.fullName.trim(),
    passwordHash: await hashPassword(input.password),
    role: "admin",
    status: "active",
    activatedAt: new Date(),
    subscriptionStatus: "pendiente",
  });
  return { id: user.id, email: user.email };
}

export type InitialAdminOutcome = "created" | "admin-exists" | "email-taken" | "not-configured";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: the first administrator, created only while the product has no
 * administrator at all (its first start). Once one exists the variables are ignored, whatever e-mail
 * they name: changing them later never creates a second administrator nor resets a password. An e-mail
 * already used by another account is left alone. The caller logs the outcome.
 */
export async function ensureInitialAdmin(
  db: Database,
  input: { email?: string; password?: string; fullName: string },
): Promise<InitialAdminOutcome> {
  if (!input.email || !input.password) return "not-configured";
  if (await hasAnyAdmin(db)) return "admin-exists";
  if (await findUserByEmail(db, normalizeEmail(input.email))) return "email-taken";
  await createAdminAccount(db, { email: input.email, password: input.password, fullName: input.fullName });
  return "created";
}
