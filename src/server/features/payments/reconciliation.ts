import { SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import { RECONCILIATION_ORIGIN, recordBillingChange } from "./billing-audit";
import { stopBillingOfBlockedClient } from "./blocked-account-billing";
import { listClientsToReconcile, markSubscriptionCancelled } from "./lifecycle.repository";
import { findLatestSubscription } from "./payments.repository";
import { withSubscriptionLock } from "./subscription-lock";
import { FIRST_PAYMENT_WINDOW_MS, reconcileClient, type SyncContext } from "./subscription-sync";

/** How early a paid period counts as due: PayPal charges on the date, the webhook may lag. */
export const RECONCILE_HORIZON_MS = 60 * 60_000;
/** A cancellation at period end is sent to PayPal this long before the next charge. */
export const CANCEL_AHEAD_MS = 24 * 60 * 60_000;

/**
 * One pass of the reconciliation: for every client that is due or uncertain, PayPal is asked and the
 * local state corrected (`reconcileClient`); cancellations at period end whose charge is near are sent
 * to PayPal (which has no "cancel at period end" of its own). Safe to run twice or in two workers.
 */
export async function reconcileSubscriptions(
  ctx: SyncContext,
  now = new Date(),
): Promise<{ clients: number; cancelled: number; failed: number }> {
  const userIds = await listClientsToReconcile(
    ctx.db,
    new Date(now.getTime() + RECONCILE_HORIZON_MS),
    new Date(now.getTime() - FIRST_PAYMENT_WINDOW_MS),
  );
  let cancelled = 0;
  let failed = 0;
  for (const userId of userIds) {
    try {
      cancelled += (await stopBillingOfBlockedClient(ctx, { userId, origin: RECONCILIATION_ORIGIN }))
        .cancelled.length;
      cancelled += (await sendDueCancellation(ctx, userId, now)) ? 1 : 0;
      await reconcileClient(ctx, userId);
    } catch (error) {
      failed += 1;
      ctx.logger.warn({ err: error, userId }, "reconciliation of a client failed; next run tries again");
    }
  }
  return { clients: userIds.length, cancelled, failed };
}

async function sendDueCancellation(ctx: SyncContext, userId: string, now: Date): Promise<boolean> {
  const newest = await findLatestSubscription(ctx.db, userId);
  if (!newest?.cancelAtPeriodEnd || newest.cancelledAt) return false;
  const periodEnd = newest.currentPeriodEnd?.getTime() ?? 0;
  if (periodEnd - now.getTime() > CANCEL_AHEAD_MS) return false;
  const isMarked = await withSubscriptionLock(ctx.db, newest.id, async (db) => {
    // Read again under the lock: a 'Reanudar' that came first wins, one that comes now waits.
    const current = await findLatestSubscription(db, userId);
    if (current?.id !== newest.id || !current.cancelAtPeriodEnd || current.cancelledAt) return null;
    await ctx.payments.cancelSubscription(
      newest.providerSubscriptionId,
      "Cancelada por el suscriptor al final del periodo",
      `period-end-${newest.id}`,
    );
    return markSubscriptionCancelled(db, newest.id, "cliente");
  });
  if (isMarked === null) return false;
  if (isMarked) {
    await recordBillingChange(ctx, {
      action: "subscription.cancelled",
      userId,
      origin: RECONCILIATION_ORIGIN,
      detail: {
        suscripcion: newest.providerSubscriptionId,
        canceladaPor: "cliente",
        motivo: "cancelación al final del periodo enviada a PayPal",
      },
    });
    await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "subscription-cancelled", userId });
  }
  return true;
}
