import {
  IDENTITY_MIN_DURATION_MS,
  type TIdentityCheckRequest,
  type TIdentityCheckResponse,
} from "../../../shared/contracts/subscriptions";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from "../../../shared/rules/auth";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import {
  clearLoginFailures,
  consumeAccountToken,
  findAccountToken,
  findLoginFailures,
  findUserByEmail,
  findUserById,
  recordLoginFailure,
  releaseAccountToken,
  replaceAccountToken,
  type UserRow,
} from "../auth/auth.repository";
import { generateToken, hashToken, normalizeEmail, verifyPassword } from "../auth/credentials";
import { canCancel, canReactivate, isDeactivatedByAdmin } from "./subscriptions.policy";

/** How long the identity check's grant lets the page cancel or start a payment. */
export const ACCESS_GRANT_MINUTES = 15;

type IdentityContext = Pick<AppContext, "db">;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The public cancel/reactivate flow's identity check (spec 01 §2, §5, §8). It shares the login's
 * lockout (the same failure count per e-mail: three failures lock it for 15 minutes) and its timing
 * (an unknown e-mail costs the same Argon2 work), and every answer takes at least one second, so the
 * time says nothing about the account. On success it hands out a short single-use grant.
 */
export async function checkIdentity(
  ctx: IdentityContext,
  input: TIdentityCheckRequest,
): Promise<TIdentityCheckResponse> {
  const started = Date.now();
  try {
    return await verifyIdentity(ctx, input);
  } finally {
    await sleep(Math.max(0, IDENTITY_MIN_DURATION_MS - (Date.now() - started)));
  }
}

async function verifyIdentity(
  ctx: IdentityContext,
  input: TIdentityCheckRequest,
): Promise<TIdentityCheckResponse> {
  const email = normalizeEmail(input.email);
  const failures = await findLoginFailures(ctx.db, email);
  if (failures?.lockedUntil && failures.lockedUntil > new Date()) throw lockedError(failures.lockedUntil);

  const user = await findUserByEmail(ctx.db, email);
  const isPasswordRight = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isPasswordRight) {
    const recorded = await recordLoginFailure(ctx.db, email, LOGIN_MAX_FAILURES, LOGIN_LOCK_MS);
    if (recorded.lockedUntil) throw lockedError(recorded.lockedUntil);
    throw new AppError("IDENTITY_INVALID", {
      detail: {
        failures: recorded.failureCount,
        remaining_attempts: LOGIN_MAX_FAILURES - recorded.failureCount,
      },
    });
  }
  await clearLoginFailures(ctx.db, email);
  if (user.status === "suspended") throw new AppError("SECURE_AUTH_ERROR_SUSPENDED");
  if (user.role !== "cliente") throw new AppError("FORBIDDEN");

  const token = generateToken();
  await replaceAccountToken(ctx.db, {
    userId: user.id,
    kind: "subscription_access",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCESS_GRANT_MINUTES * 60_000),
  });
  return {
    access_token: token,
    name: user.fullName,
    subscription_status: user.subscriptionStatus,
    paid_through: user.paidThrough?.toISOString() ?? null,
    can_cancel: canCancel(user),
    can_reactivate: canReactivate(user),
    account_deactivated: isDeactivatedByAdmin(user),
  };
}

function lockedError(lockedUntil: Date): AppError {
  const minutesLeft = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new AppError("IDENTITY_LOCKED", {
    detail: { failures: LOGIN_MAX_FAILURES, minutes_left: minutesLeft },
  });
}

/** The user an identity grant stands for; SUBSCRIPTION_ACCESS_INVALID when missing, used or expired. */
export async function userOfAccessGrant(
  ctx: IdentityContext,
  token: string,
): Promise<{ user: UserRow; grantId: string }> {
  const grant = await findAccountToken(ctx.db, "subscription_access", hashToken(token));
  const isLive = grant && !grant.usedAt && !grant.supersededAt && grant.expiresAt > new Date();
  const user = isLive ? await findUserById(ctx.db, grant.userId) : undefined;
  if (!grant || !user || user.status === "suspended") throw new AppError("SUBSCRIPTION_ACCESS_INVALID");
  return { user, grantId: grant.id };
}

/**
 * Runs one action under an identity grant, which it takes first: of two requests with one grant at
 * once only one acts (the other is SUBSCRIPTION_ACCESS_INVALID), so a grant starts one checkout, not
 * one per tab. An action that fails gives the grant back, to be tried again.
 */
export async function withAccessGrant<T>(
  ctx: IdentityContext,
  token: string,
  action: (user: UserRow) => Promise<T>,
): Promise<T> {
  const { user, grantId } = await userOfAccessGrant(ctx, token);
  if (!(await consumeAccountToken(ctx.db, grantId))) throw new AppError("SUBSCRIPTION_ACCESS_INVALID");
  try {
    return await action(user);
  } catch (error) {
    await releaseAccountToken(ctx.db, grantId);
    throw error;
  }
}
