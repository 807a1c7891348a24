import type { ProviderSubscription } from "../../adapters/payments/payments-gateway";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import { findUserById } from "../auth/auth.repository";
import { type BillingOrigin, RECONCILIATION_ORIGIN, recordBillingChange } from "./billing-audit";
import {
  endPaidPeriodAt,
  findSubscriptionByProviderId,
  markSubscriptionCancelled,
  moveSubscriptionStatus,
  recordProviderState,
} from "./lifecycle.repository";
import { findLatestSubscription, type SubscriptionRow } from "./payments.repository";
import { chargeOf, settleCharge } from "./payments.service";

/** How long a registration's first payment is left to its return page before the server settles it. */
export const FIRST_PAYMENT_WINDOW_MS = 10 * 60_000;

export type SyncContext = Pick<AppContext, "db" | "payments" | "queue" | "logger">;

export type SyncOutcome = "unknown" | "not-ours" | "synced";

/**
 * Brings one subscription in line with what PayPal says now (never with what an event or a page says):
 * the last charge is recorded once (its reference is the subscription and PayPal's payment time, as at
 * the confirmation), and the client's access follows PayPal's status. Every event, the reconciliation
 * and the login of a client whose paid period ended come through here, so events may arrive in any
 * order, twice, or not at all: the result is the same.
 */
export async function syncSubscription(
  ctx: SyncContext,
  providerSubscriptionId: string,
  origin: BillingOrigin = RECONCILIATION_ORIGIN,
): Promise<SyncOutcome> {
  const local = await findSubscriptionByProviderId(ctx.db, providerSubscriptionId);
  if (!local) return "unknown";
  let remote: ProviderSubscription;
  try {
    remote = await ctx.payments.getSubscription(providerSubscriptionId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return "unknown";
    throw error;
  }
  if (remote.customId && remote.customId !== local.userId) {
    ctx.logger.warn({ subscription: remote.id }, "PayPal subscription belongs to another user: ignored");
    return "not-ours";
  }
  await applyProviderState(ctx, local, remote, origin);
  return "synced";
}

/**
 * Applies PayPal's view of `remote` to the local subscription and, if it is the user's newest, to access.
 * Each change it makes (a charge, a failed charge, a cancellation, the end of access) is written to the
 * audit log once, by the call that made it.
 */
export async function applyProviderState(
  ctx: SyncContext,
  local: SubscriptionRow,
  remote: ProviderSubscription,
  origin: BillingOrigin = RECONCILIATION_ORIGIN,
): Promise<void> {
  const newest = await findLatestSubscription(ctx.db, local.userId);
  const isCurrent = newest?.id === local.id;
  const charge = chargeOf(ctx, remote, { isAnyStatus: true });
  const lastFailedAt = remote.lastFailedPaymentTime ? new Date(remote.lastFailedPaymentTime) : undefined;
  const isFailureOutstanding =
    lastFailedAt !== undefined && (!charge || new Date(charge.time).getTime() < lastFailedAt.getTime());

  // A payment PayPal collected is recorded whatever happened since (money moved), except a first
  // payment the registration's own page is about to confirm: that page (and its re-check) settles it,
  // refusing it if a later registration replaced this checkout. Left unconfirmed, the reconciliation
  // settles it after FIRST_PAYMENT_WINDOW_MS.
  const user = await findUserById(ctx.db, local.userId);
  const isFirstPaymentWindow =
    user?.subscriptionStatus === "pendiente" &&
    (!isCurrent || Date.now() - local.createdAt.getTime() < FIRST_PAYMENT_WINDOW_MS);
  if (charge && !isFirstPaymentWindow)
    await settleCharge(ctx, { subscription: local, remote, charge, isCurrent, origin });
  await recordProviderState(ctx.db, local.id, { status: remote.status, lastFailedPaymentAt: lastFailedAt });

  const isClosed = remote.status === "CANCELLED" || remote.status === "EXPIRED";
  const cancelledBy = local.cancelAtPeriodEnd ? "cliente" : "paypal";
  if (isClosed && (await markSubscriptionCancelled(ctx.db, local.id, cancelledBy))) {
    if (isCurrent) {
      await recordBillingChange(ctx, {
        action: "subscription.cancelled",
        userId: local.userId,
        origin,
        detail: { suscripcion: remote.id, estadoPayPal: remote.status, canceladaPor: cancelledBy },
      });
      await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "subscription-cancelled", userId: local.userId });
    }
  }
  if (!isCurrent) return;

  if (remote.status === "SUSPENDED" || (remote.status === "ACTIVE" && isFailureOutstanding)) {
    if (await moveSubscriptionStatus(ctx.db, local.userId, ["al corriente"], "vencido")) {
      await endPaidPeriodAt(ctx.db, local.userId, lastFailedAt ?? new Date());
      await recordBillingChange(ctx, {
        action: "subscription.failed",
        userId: local.userId,
        origin,
        detail: {
          suscripcion: remote.id,
          estadoPayPal: remote.status,
          cobroFallido: (lastFailedAt ?? new Date()).toISOString(),
        },
      });
      ctx.logger.info(
        { userId: local.userId, subscription: remote.id },
        "subscription payment failed: vencido",
      );
      await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "payment-failed", userId: local.userId });
    }
    return;
  }
  if (isClosed) await expireIfLapsed(ctx, local.userId, { isClosedAtProvider: true, origin });
}

/**
 * Ends access whose paid period is over: 'cancelado' when the subscription is closed at PayPal,
 * 'vencido' when it should have been charged and was not. A client still inside the period keeps
 * access (a cancellation at period end, a cancellation from PayPal's side).
 */
export async function expireIfLapsed(
  ctx: SyncContext,
  userId: string,
  options: { isClosedAtProvider?: boolean; origin?: BillingOrigin } = {},
): Promise<void> {
  const origin = options.origin ?? RECONCILIATION_ORIGIN;
  const expired = (to: "cancelado" | "vencido") =>
    recordBillingChange(ctx, {
      action: "subscription.expired",
      userId,
      origin,
      detail: { estado: to, pagadoHasta: user?.paidThrough?.toISOString() ?? null },
    });
  const user = await findUserById(ctx.db, userId);
  if (user?.role !== "cliente") return;
  const isLapsed = !user.paidThrough || user.paidThrough.getTime() <= Date.now();
  const newest = await findLatestSubscription(ctx.db, userId);
  const isClosed =
    options.isClosedAtProvider || newest?.status === "CANCELLED" || newest?.status === "EXPIRED";
  if (isClosed) {
    if (isLapsed && (await moveSubscriptionStatus(ctx.db, userId, ["al corriente", "vencido"], "cancelado")))
      await expired("cancelado");
    return;
  }
  if (isLapsed && (await moveSubscriptionStatus(ctx.db, userId, ["al corriente"], "vencido"))) {
    ctx.logger.info({ userId }, "paid-through date passed without a payment: vencido");
    await expired("vencido");
    await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "payment-failed", userId });
  }
}

/**
 * Asks PayPal about the user's newest subscription, then ends access if the paid period is over
 * without a payment. Used by the reconciliation and by the login of a client whose date has passed.
 */
export async function reconcileClient(
  ctx: SyncContext,
  userId: string,
  origin: BillingOrigin = RECONCILIATION_ORIGIN,
): Promise<void> {
  const newest = await findLatestSubscription(ctx.db, userId);
  if (newest && newest.status !== "APPROVAL_PENDING") {
    try {
      await syncSubscription(ctx, newest.providerSubscriptionId, origin);
    } catch (error) {
      // PayPal not answering: the local dates still decide (access ends when the period does).
      ctx.logger.warn({ err: error, userId }, "PayPal did not answer during reconciliation");
    }
  }
  await expireIfLapsed(ctx, userId, { origin });
}
