import type { TLoginFailureDetail, TLoginRequest, TLoginResponse } from "../../../shared/contracts/auth";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from "../../../shared/rules/auth";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/audit.service";
import { reconcileClient } from "../payments/subscription-sync";
import { signInRefusal } from "./auth.policy";
import type { UserRow } from "./auth.repository";
import {
  clearLoginFailures,
  findLoginFailures,
  findUserByEmail,
  findUserById,
  recordLoginFailure,
  updateUser,
} from "./auth.repository";
import { normalizeEmail, verifyPassword } from "./credentials";
import { toSessionUser } from "./session-user";
import { closeSession, openSession } from "./sessions.service";

type LoginContext = Pick<AppContext, "db" | "config" | "captcha" | "payments" | "queue" | "logger">;

function minutesLeft(lockedUntil: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
}

function lockedError(failures: number, lockedUntil: Date): AppError {
  const detail: TLoginFailureDetail = {
    failures,
    remaining_attempts: 0,
    minutes_left: minutesLeft(lockedUntil),
  };
  return new AppError("SECURE_AUTH_ERROR_LOCKED", { detail });
}

/**
 * Signs in. Order matters: the captcha is checked before anything else, a locked e-mail is refused
 * before its password is checked, and an unknown e-mail costs the same Argon2 work and gets the same
 * answer as a wrong password. The third failure for an e-mail (known or not) locks it for 15 minutes.
 */
export async function login(
  ctx: LoginContext,
  input: TLoginRequest & { previousToken?: string; userAgent?: string; ipAddress?: string },
): Promise<TLoginResponse> {
  const email = normalizeEmail(input.email);
  const where = { actorEmail: email, ipAddress: input.ipAddress };
  if (!(await ctx.captcha.verify(input.recaptcha_token, input.ipAddress))) {
    await recordAudit(ctx, { action: "auth.captcha_failed", ...where, detail: { form: "login" } });
    throw new AppError("CAPTCHA_INVALID");
  }

  const failures = await findLoginFailures(ctx.db, email);
  if (failures?.lockedUntil && failures.lockedUntil > new Date()) {
    await recordAudit(ctx, { action: "auth.login_failed", ...where, detail: { reason: "bloqueado" } });
    throw lockedError(failures.failureCount, failures.lockedUntil);
  }

  const user = await findUserByEmail(ctx.db, email);
  const isPasswordRight = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isPasswordRight) {
    const recorded = await recordLoginFailure(ctx.db, email, LOGIN_MAX_FAILURES, LOGIN_LOCK_MS);
    const why = { reason: user ? "contraseña" : "cuenta inexistente", failures: recorded.failureCount };
    await recordAudit(ctx, { action: "auth.login_failed", ...where, detail: why });
    if (recorded.lockedUntil) {
      await recordAudit(ctx, {
        action: "auth.locked",
        ...where,
        detail: { minutes: minutesLeft(recorded.lockedUntil) },
      });
      throw lockedError(recorded.failureCount, recorded.lockedUntil);
    }
    const detail: TLoginFailureDetail = {
      failures: recorded.failureCount,
      remaining_attempts: Math.max(0, LOGIN_MAX_FAILURES - recorded.failureCount),
    };
    throw new AppError("SECURE_AUTH_ERROR_INVALID_CREDENTIALS", { detail });
  }

  // Nothing to clear when no failure was on record (read above): one statement less per sign-in. A
  // failure recorded meanwhile counts as coming after this success.
  if (failures) await clearLoginFailures(ctx.db, email);
  let current = user;
  if (isPeriodOver(user)) {
    // The paid period ended: PayPal may have charged the renewal and the webhook not arrived yet.
    await reconcileClient(ctx, user.id, { source: "inicio de sesión", ipAddress: input.ipAddress });
    current = (await findUserById(ctx.db, user.id)) ?? user;
  }
  const refusal = signInRefusal(current);
  if (refusal) {
    await recordAudit(ctx, {
      action: "auth.login_failed",
      actor: current,
      ipAddress: input.ipAddress,
      detail: { reason: refusal },
    });
    throw new AppError(refusal);
  }

  // A new session id at every login; the one the browser came with (if any) ends here.
  if (input.previousToken) await closeSession(ctx.db, input.previousToken);
  const session = await openSession({
    db: ctx.db,
    userId: user.id,
    ttlHours: ctx.config.SESSION_TTL_HOURS,
    userAgent: input.userAgent,
    ipAddress: input.ipAddress,
  });
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? current;
  await recordAudit(ctx, {
    action: "auth.login",
    actor: user,
    ipAddress: input.ipAddress,
    detail: { role: user.role },
  });
  return { token: session.token, user: toSessionUser(updated) };
}

function isPeriodOver(user: UserRow): boolean {
  return (
    user.role === "cliente" &&
    user.subscriptionStatus === "al corriente" &&
    user.paidThrough !== null &&
    user.paidThrough.getTime() <= Date.now()
  );
}
