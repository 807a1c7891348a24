import type { TSubscribeResponse } from "../../../shared/contracts/subscriptions";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import type { UserRow } from "../auth/auth.repository";
import { recordBillingChange } from "../payments/billing-audit";
import {
  markSubscriptionCancelled,
  moveSubscriptionStatus,
  setCancelAtPeriodEnd,
} from "../payments/lifecycle.repository";
import {
  findLatestSubscription,
  insertSubscription,
  listOpenSubscriptions,
} from "../payments/payments.repository";
import { withSubscriptionLock } from "../payments/subscription-lock";
import { canCancel, canReactivate, isDeactivatedByAdmin } from "./subscriptions.policy";

export type BillingContext = Pick<AppContext, "db" | "config" | "payments" | "queue" | "logger">;

/** PayPal accepts a cancellation only in these statuses. */
const CANCELLABLE = new Set(["ACTIVE", "SUSPENDED"]);

/** The one plan; any other id is refused, and a given amount must be its price. */
export function assertMonthlyPlan(planId: string, amount?: number | string): void {
  if (planId !== MONTHLY_PLAN.id) throw new AppError("PLAN_NOT_FOUND", { detail: { planId } });
  if (amount !== undefined && Number(amount) !== MONTHLY_PLAN.amount)
    throw new AppError("PLAN_AMOUNT_MISMATCH");
}

/**
 * Starts a new PayPal subscription for a client who is not paid up (reactivation, or a registration
 * whose payment never arrived) and answers where to send the browser. PayPal returns the buyer to
 * /reactivate-subscription, whose page confirms the payment server-side as the registration's does.
 */
export async function startSubscription(ctx: BillingContext, user: UserRow): Promise<TSubscribeResponse> {
  // Before any checkout exists at PayPal: nothing to approve, nothing charged.
  if (isDeactivatedByAdmin(user)) throw new AppError("SUBSCRIPTION_ACCOUNT_DEACTIVATED");
  if (!canReactivate(user)) throw new AppError("SUBSCRIPTION_ALREADY_CURRENT");
  const returnUrl = `${ctx.config.PUBLIC_URL}/reactivate-subscription?user_id=${encodeURIComponent(user.id)}`;
  let created: Awaited<ReturnType<BillingContext["payments"]["createSubscription"]>>;
  try {
    created = await ctx.payments.createSubscription({
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      returnUrl,
      cancelUrl: `${ctx.config.PUBLIC_URL}/reactivate-subscription?pago=cancelado`,
      requestId: `reactivate-${user.id}-${Date.now()}`,
    });
  } catch (error) {
    ctx.logger.warn({ err: error, userId: user.id }, "reactivation: PayPal subscription not created");
    const isMissingLink =
      error instanceof AppError &&
      (error.detail as { name?: string } | undefined)?.name === "MISSING_APPROVE_LINK";
    throw new AppError(isMissingLink ? "PAYMENT_URL_MISSING" : "PAYMENT_SESSION_FAILED", { cause: error });
  }
  await insertSubscription(ctx.db, {
    userId: user.id,
    providerSubscriptionId: created.id,
    planId: MONTHLY_PLAN.id,
    providerPlanId: created.planId,
    status: created.status,
  });
  ctx.logger.info({ userId: user.id, subscriptionId: created.id }, "reactivation checkout started");
  return { subscriptionId: created.id, redirectUrl: created.approvalUrl };
}

/** The client acting on its own subscription, for the audit log: who, and from which address. */
export interface ClientOrigin {
  source: "cliente" | "flujo público";
  ipAddress?: string;
}

function asClient(user: UserRow, origin: ClientOrigin) {
  return { ...origin, actor: { id: user.id, email: user.email } };
}

/**
 * Cancels now, at PayPal and here (the public flow's dialog: "effective immediately"; the API with
 * `atPeriodEnd: false`). Every subscription PayPal could still charge is cancelled; the account
 * becomes 'cancelado'; its projects and documents stay. One e-mail says so, one audit line records it.
 */
export async function cancelNow(ctx: BillingContext, user: UserRow, origin: ClientOrigin): Promise<void> {
  if (!canCancel(user)) throw new AppError("SUBSCRIPTION_NOT_ACTIVE");
  const cancelled: string[] = [];
  for (const subscription of await listOpenSubscriptions(ctx.db, user.id)) {
    if (subscription.status === "APPROVAL_PENDING") continue;
    const remote = await ctx.payments.getSubscription(subscription.providerSubscriptionId);
    if (CANCELLABLE.has(remote.status)) {
      await ctx.payments.cancelSubscription(
        subscription.providerSubscriptionId,
        "Cancelada por el suscriptor",
        `cancel-${subscription.id}`,
      );
    }
    if (await markSubscriptionCancelled(ctx.db, subscription.id, "cliente"))
      cancelled.push(subscription.providerSubscriptionId);
  }
  const hasMoved = await moveSubscriptionStatus(ctx.db, user.id, ["al corriente", "vencido"], "cancelado");
  if (hasMoved || cancelled.length > 0) {
    await recordBillingChange(ctx, {
      action: "subscription.cancelled",
      userId: user.id,
      origin: asClient(user, origin),
      detail: { suscripciones: cancelled, canceladaPor: "cliente", efecto: "inmediato" },
    });
  }
  if (hasMoved) {
    await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "subscription-cancelled", userId: user.id });
  }
  ctx.logger.info({ userId: user.id }, "subscription cancelled by the client, effective now");
}

/**
 * `atPeriodEnd: true`: the client keeps access until the paid-through date and PayPal charges no
 * more. PayPal has no "cancel at period end", so the wish is stored and the reconciliation cancels at
 * PayPal a day before the next charge; until then 'resume' undoes it.
 */
export async function cancelAtPeriodEnd(
  ctx: BillingContext,
  user: UserRow,
  origin: ClientOrigin,
): Promise<void> {
  const newest = await findLatestSubscription(ctx.db, user.id);
  if (
    user.subscriptionStatus !== "al corriente" ||
    !newest ||
    newest.cancelledAt ||
    newest.status !== "ACTIVE"
  ) {
    throw new AppError("SUBSCRIPTION_NOT_ACTIVE");
  }
  if (newest.cancelAtPeriodEnd) return;
  await setCancelAtPeriodEnd(ctx.db, newest.id, true);
  await recordBillingChange(ctx, {
    action: "subscription.cancel_scheduled",
    userId: user.id,
    origin: asClient(user, origin),
    detail: {
      suscripcion: newest.providerSubscriptionId,
      pagadoHasta: user.paidThrough?.toISOString() ?? null,
    },
  });
}

/** Undoes a pending cancellation at period end, while PayPal still has the subscription active. */
export async function resumeSubscription(
  ctx: BillingContext,
  user: UserRow,
  origin: ClientOrigin,
): Promise<void> {
  const latest = await findLatestSubscription(ctx.db, user.id);
  if (!latest) throw new AppError("SUBSCRIPTION_NOT_PENDING_CANCEL");
  // Under the lock the reconciliation holds while it sends a period-end cancellation to PayPal: read
  // after it, the subscription shows that cancellation and 'Reanudar' is refused, never answered.
  const newest = await withSubscriptionLock(ctx.db, latest.id, async (db) => {
    const current = (await findLatestSubscription(db, user.id)) ?? latest;
    if (
      current.cancelledAt &&
      current.cancelledBy === "cliente" &&
      user.subscriptionStatus === "al corriente"
    ) {
      throw new AppError("SUBSCRIPTION_ALREADY_CANCELLED_AT_PROVIDER");
    }
    if (!current.cancelAtPeriodEnd || current.cancelledAt)
      throw new AppError("SUBSCRIPTION_NOT_PENDING_CANCEL");
    if (!(await setCancelAtPeriodEnd(db, current.id, false)))
      throw new AppError("SUBSCRIPTION_NOT_PENDING_CANCEL");
    return current;
  });
  await recordBillingChange(ctx, {
    action: "subscription.cancel_undone",
    userId: user.id,
    origin: asClient(user, origin),
    detail: { suscripcion: newest.providerSubscriptionId },
  });
}
