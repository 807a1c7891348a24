import type { TMessageResponse, TResetPasswordRequest } from "../../../shared/contracts/auth";
import { MESSAGES } from "../../../shared/messages";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/audit.service";
import { accountEmailSendOptions, SEND_ACCOUNT_EMAIL } from "./auth.jobs";
import { isAwaitingActivation } from "./auth.policy";
import {
  clearLoginFailures,
  consumeAccountToken,
  endWhatThePasswordGranted,
  findAccountToken,
  findUserById,
  retireAccountTokens,
  updateUser,
} from "./auth.repository";
import { hashPassword, hashToken } from "./credentials";

type LinksContext = Pick<AppContext, "db" | "queue" | "captcha">;

/** Activates the account behind a single-use, 30-minute link. */
export async function activateAccount(
  ctx: Pick<AppContext, "db">,
  input: { token: string },
): Promise<TMessageResponse> {
  const token = await findAccountToken(ctx.db, "activation", hashToken(input.token));
  if (!token || token.usedAt || token.supersededAt) throw new AppError("TOKEN_INVALID");
  if (token.expiresAt <= new Date()) throw new AppError("TOKEN_EXPIRED", { detail: "Enlace expirado" });
  if (!(await consumeAccountToken(ctx.db, token.id))) throw new AppError("TOKEN_INVALID");
  const user = await findUserById(ctx.db, token.userId);
  // A link opens a registration once: an account an administrator deactivated stays so.
  if (!user || !isAwaitingActivation(user)) throw new AppError("TOKEN_INVALID");
  await updateUser(ctx.db, user.id, { status: "active", activatedAt: new Date() });
  // Resends leave earlier links valid; once one has activated the account, the others are used up.
  await retireAccountTokens(ctx.db, user.id, "activation");
  await recordAudit(ctx, { action: "auth.account_activated", actor: user });
  return { message: "Su cuenta ha sido activada. Ya puede iniciar sesión." };
}

/**
 * Always the same neutral answer; the job decides whether anything is sent (only to a paid account not
 * yet active, at most three links per 30 minutes, none of which ends the others).
 */
export async function resendActivation(ctx: Pick<AppContext, "queue">, input: { email: string }) {
  const payload = { kind: "activation-resend" as const, email: input.email.slice(0, 254) };
  await ctx.queue.send(SEND_ACCOUNT_EMAIL, payload, accountEmailSendOptions(payload));
  return { message: MESSAGES.activation.neutral };
}

/** Always the same neutral answer, after the captcha; the job sends a link only to a real account. */
export async function requestPasswordReset(
  ctx: LinksContext,
  input: { email: string; recaptcha_token: string; ipAddress?: string },
): Promise<TMessageResponse> {
  if (!(await ctx.captcha.verify(input.recaptcha_token, input.ipAddress))) {
    await recordAudit(ctx, {
      action: "auth.captcha_failed",
      ipAddress: input.ipAddress,
      detail: { form: "recuperación" },
    });
    throw new AppError("CAPTCHA_INVALID");
  }
  const payload = { kind: "password-reset" as const, email: input.email };
  await ctx.queue.send(SEND_ACCOUNT_EMAIL, payload, accountEmailSendOptions(payload));
  // The e-mail typed is recorded as typed: whether an account exists is not the log's to say here.
  await recordAudit(ctx, {
    action: "auth.password_reset_requested",
    actorEmail: input.email.trim().toLowerCase(),
    ipAddress: input.ipAddress,
  });
  return { message: MESSAGES.recovery.neutral };
}

async function findUsableResetToken(ctx: Pick<AppContext, "db">, rawToken: string | undefined) {
  if (!rawToken) return undefined;
  const token = await findAccountToken(ctx.db, "password_reset", hashToken(rawToken));
  if (!token || token.usedAt || token.supersededAt || token.expiresAt <= new Date()) return undefined;
  return token;
}

export async function verifyResetToken(ctx: Pick<AppContext, "db">, input: { token?: string }) {
  return { valid: Boolean(await findUsableResetToken(ctx, input.token)) };
}

/**
 * Sets the new password with a single-use link and, with it, ends everything the old password opened:
 * every session, the public flow's identity grant, every download link (whoever knew the old password
 * may hold any of them).
 */
export async function resetPassword(
  ctx: LinksContext,
  input: TResetPasswordRequest & { ipAddress?: string },
): Promise<TMessageResponse> {
  if (!(await ctx.captcha.verify(input.recaptcha_token, input.ipAddress))) {
    await recordAudit(ctx, {
      action: "auth.captcha_failed",
      ipAddress: input.ipAddress,
      detail: { form: "restablecer" },
    });
    throw new AppError("CAPTCHA_INVALID");
  }
  const token = await findUsableResetToken(ctx, input.token);
  if (!token || !(await consumeAccountToken(ctx.db, token.id))) throw new AppError("RESET_TOKEN_INVALID");
  const user = await findUserById(ctx.db, token.userId);
  if (!user) throw new AppError("RESET_TOKEN_INVALID");
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endWhatThePasswordGranted(tx, user.id);
  });
  await clearLoginFailures(ctx.db, user.email);
  await recordAudit(ctx, { action: "auth.password_reset", actor: user, ipAddress: input.ipAddress });
  return { message: MESSAGES.recovery.resetDone };
}
