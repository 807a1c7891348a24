import { isResetPasswordValid } from "../../../shared/rules/password";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import { findUserByEmail, insertUser } from "./auth.repository";
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
    throw new AppError("VALIDATION_ERROR", {
      message:
        "La contraseña debe tener al menos 12 caracteres, una mayúscula, una minúscula, un número y un carácter especial (# $ % & _ -).",
    });
  }
  if (await findUserByEmail(db, email)) throw new AppError("EMAIL_TAKEN");
  const user = await insertUser(db, {
    email,
    fullName: input.fullName.trim(),
    passwordHash: await hashPassword(input.password),
    role: "admin",
    status: "active",
    subscriptionStatus: "pendiente",
  });
  return { id: user.id, email: user.email };
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: the first administrator, created on the first start only. */
export async function ensureInitialAdmin(
  db: Database,
  input: { email?: string; password?: string; fullName: string },
): Promise<"created" | "exists" | "not-configured"> {
  if (!input.email || !input.password) return "not-configured";
  if (await findUserByEmail(db, normalizeEmail(input.email))) return "exists";
  await createAdminAccount(db, { email: input.email, password: input.password, fullName: input.fullName });
  return "created";
}
