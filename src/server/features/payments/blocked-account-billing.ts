import type { AppContext } from "../../context";
import { findUserById, type UserRow } from "../auth/auth.repository";
import { isDeactivatedByAdmin } from "../subscriptions/subscriptions.policy";
import { type BillingOrigin, recordBillingChange } from "./billing-audit";
import { markSubscriptionCancelled } from "./lifecycle.repository";
import { listOpenSubscriptions, type SubscriptionRow } from "./payments.repository";

type StopContext = Pick<AppContext, "db" | "payments" | "logger">;

/** PayPal accepts a cancellation only in these statuses. */
const CANCELLABLE = new Set(["ACTIVE", "SUSPENDED"]);

/** What the administrator's decision did at PayPal: subscriptions cancelled, and those PayPal refused. */
export interface BillingStop {
  cancelled: string[];
  failed: string[];
}

/**
 * A client an administrator deactivated, suspended or deleted cannot use what it would pay for, so
 * PayPal must charge it no more (Stop 25, w-25e). A checkout still awaiting approval is left to the
 * confirmation, which cancels it when approved (`deactivated-checkout.ts`).
 */
export function isBlockedClient(user: Pick<UserRow, "role" | "status" | "activatedAt">): boolean {
  return user.role === "cliente" && (user.status === "suspended" || isDeactivatedByAdmin(user));
}

/**
 * Cancels each subscription at PayPal and marks it cancelled by 'administrador'. One PayPal refuses
 * (or that does not answer) is left open and named in `failed`: the reconciliation tries again.
 */
export async function cancelSubscriptionsAtProvider(
  ctx: StopContext,
  rows: SubscriptionRow[],
  reason: string,
): Promise<BillingStop> {
  const stop: BillingStop = { cancelled: [], failed: [] };
  for (const subscription of rows) {
    if (subscription.status === "APPROVAL_PENDING") continue;
    try {
      const remote = await ctx.payments.getSubscription(subscription.providerSubscriptionId);
      if (CANCELLABLE.has(remote.status)) {
        await ctx.payments.cancelSubscription(
          subscription.providerSubscriptionId,
          reason,
          `blocked-${subscription.id}`,
        );
      }
    } catch (error) {
      ctx.logger.warn(
        { err: error, subscriptionId: subscription.providerSubscriptionId },
        "subscription of a blocked account could not be cancelled at PayPal",
      );
      stop.failed.push(subscription.providerSubscriptionId);
      continue;
    }
    await markSubscriptionCancelled(ctx.db, subscription.id, "administrador");
    stop.cancelled.push(subscription.providerSubscriptionId);
  }
  return stop;
}

/**
 * Stops PayPal's charges of a client the administrator blocked (deactivated or suspended), and writes
 * one audit line 'Suscripción cancelada' when anything was cancelled or is still to be. The account's
 * paid-through date is kept: reactivated inside it, the client keeps the days it paid; after it, the
 * reconciliation makes it 'cancelado' and a new subscription (/reactivate-subscription) brings it back.
 */
export async function stopBillingOfBlockedClient(
  ctx: StopContext,
  input: { userId: string; origin: BillingOrigin },
): Promise<BillingStop> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user || !isBlockedClient(user)) return { cancelled: [], failed: [] };
  const reason =
    user.status === "suspended"
      ? "Cuenta suspendida por un administrador"
      : "Cuenta desactivada por un administrador";
  const stop = await cancelSubscriptionsAtProvider(ctx, await listOpenSubscriptions(ctx.db, user.id), reason);
  // The reconciliation's retries write a line only when they cancel: no line every run PayPal refuses.
  const isFirstWord = input.origin.source === "administrador" && stop.failed.length > 0;
  if (stop.cancelled.length > 0 || isFirstWord) {
    await recordBillingChange(ctx, {
      action: "subscription.cancelled",
      userId: user.id,
      origin: input.origin,
      detail: {
        suscripciones: stop.cancelled,
        ...(stop.failed.length > 0 ? { pendientesEnPayPal: stop.failed } : {}),
        canceladaPor: "administrador",
        motivo: reason,
        pagadoHasta: user.paidThrough?.toISOString() ?? null,
      },
    });
  }
  return stop;
}
