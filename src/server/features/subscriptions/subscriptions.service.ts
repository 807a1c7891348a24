import type {
  TCancelRequest,
  TSubscribeRequest,
  TSubscribeResponse,
  TSubscriptionMessage,
} from "../../../shared/contracts/subscriptions";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { AppError } from "../../http/app-error";
import { findUserById, type UserRow } from "../auth/auth.repository";
import { getSubscriptionState } from "./billing-info.service";
import { withAccessGrant } from "./identity.service";
import {
  assertMonthlyPlan,
  type BillingContext,
  cancelAtPeriodEnd,
  cancelNow,
  resumeSubscription,
  startSubscription,
} from "./subscription-actions.service";

async function withState(
  ctx: BillingContext,
  userId: string,
  message: string,
): Promise<TSubscriptionMessage> {
  const user = await findUserById(ctx.db, userId);
  return user ? { message, subscription: await getSubscriptionState(ctx, user) } : { message };
}

/** The public flow's cancellation: effective immediately, as its dialog says. */
export async function publicCancel(
  ctx: BillingContext,
  accessToken: string,
  ipAddress?: string,
): Promise<TSubscriptionMessage> {
  const user = await withAccessGrant(ctx, accessToken, async (owner) => {
    await cancelNow(ctx, owner, { source: "flujo público", ipAddress });
    return owner;
  });
  return withState(ctx, user.id, "Suscripción cancelada");
}

/** The public flow's reactivation: a new PayPal subscription; the browser goes to its approval page. */
export async function publicSubscribe(
  ctx: BillingContext,
  input: { access_token: string; planId: string },
): Promise<TSubscribeResponse> {
  assertMonthlyPlan(input.planId);
  return withAccessGrant(ctx, input.access_token, (user) => startSubscription(ctx, user));
}

export async function subscribeFor(
  ctx: BillingContext,
  user: UserRow,
  input: TSubscribeRequest,
): Promise<TSubscribeResponse> {
  assertMonthlyPlan(input.planId, input.amount);
  return startSubscription(ctx, user);
}

export async function cancelSubscriptionFor(
  ctx: BillingContext,
  user: UserRow,
  input: TCancelRequest,
  ipAddress?: string,
): Promise<TSubscriptionMessage> {
  const origin = { source: "cliente" as const, ipAddress };
  if (!input.atPeriodEnd) {
    await cancelNow(ctx, user, origin);
    return withState(ctx, user.id, "Suscripción cancelada de inmediato.");
  }
  await cancelAtPeriodEnd(ctx, user, origin);
  return withState(
    ctx,
    user.id,
    "Su suscripción se cancelará al final del periodo pagado: conserva el acceso hasta entonces y PayPal no hará más cargos.",
  );
}

export async function resumeFor(
  ctx: BillingContext,
  user: UserRow,
  ipAddress?: string,
): Promise<TSubscriptionMessage> {
  await resumeSubscription(ctx, user, { source: "cliente", ipAddress });
  return withState(ctx, user.id, "Su suscripción sigue activa: PayPal la renovará al final del periodo.");
}

/** One plan exists: asking for it is a no-op said plainly; anything else does not exist. */
export async function changePlan(
  ctx: BillingContext,
  user: UserRow,
  planId: string,
): Promise<TSubscriptionMessage> {
  if (planId !== MONTHLY_PLAN.id) throw new AppError("PLAN_NOT_FOUND", { detail: { planId } });
  if (user.subscriptionStatus === "al corriente") throw new AppError("PLAN_ALREADY_ACTIVE");
  throw new AppError("SUBSCRIPTION_NOT_ACTIVE");
}
