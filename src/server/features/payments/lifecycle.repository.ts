import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, paymentWebhookEvents, subscriptions, users } from "../../db/schema";
import { reportedStatus, type SubscriptionRow } from "./payments.repository";

type SubscriptionStatus = (typeof users.$inferSelect)["subscriptionStatus"];

export async function findSubscriptionByProviderId(
  db: Database,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** Records what PayPal last said of a subscription (status, last failed charge) and when. */
export async function recordProviderState(
  db: Database,
  id: string,
  state: { status: string; lastFailedPaymentAt?: Date },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: reportedStatus(state.status),
      syncedAt: new Date(),
      ...(state.lastFailedPaymentAt ? { lastFailedPaymentAt: state.lastFailedPaymentAt } : {}),
    })
    .where(eq(subscriptions.id, id));
}

/**
 * Marks the subscription cancelled, once: true only for the call that did it (so the e-mail goes once,
 * whichever of the page, the webhook or the reconciliation sees it first).
 */
export async function markSubscriptionCancelled(
  db: Database,
  id: string,
  cancelledBy: "cliente" | "paypal" | "sistema" | "administrador",
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      status: "CANCELLED",
      cancelledAt: new Date(),
      cancelledBy,
      cancelAtPeriodEnd: false,
      syncedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.cancelledAt)))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/**
 * Moves a client's subscription status from one of `from` to `to`; true only when it moved. A client
 * never paid ('pendiente') is never moved by billing events.
 */
export async function moveSubscriptionStatus(
  db: Database,
  userId: string,
  from: SubscriptionStatus[],
  to: SubscriptionStatus,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ subscriptionStatus: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.subscriptionStatus, from)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * A renewal PayPal could not collect ends the paid period at the failure: the client has not paid
 * beyond it, whatever date the last payment reached.
 */
export async function endPaidPeriodAt(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ paidThrough: sql`least(coalesce(${users.paidThrough}, ${at}), ${at})`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets or clears the wish to cancel at period end, in one statement and only from the other value on a
 * subscription not cancelled: true when this call changed it. 'Reanudar' and the reconciliation's
 * cancellation both go through here, so of the two racing only one wins.
 */
export async function setCancelAtPeriodEnd(db: Database, id: string, value: boolean): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: value })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.cancelAtPeriodEnd, !value),
        isNull(subscriptions.cancelledAt),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/** Claims a webhook event id: false when it was received before (a replay). */
export async function claimWebhookEvent(
  db: Database,
  event: { eventId: string; eventType: string; resourceId?: string; body: unknown },
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ ...event, body: event.body as object })
    .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length === 1;
}

export async function setWebhookOutcome(db: Database, eventId: string, outcome: string): Promise<void> {
  await db.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.eventId, eventId));
}

/** Gives a claimed event back when applying it failed, so PayPal's next delivery is applied. */
export async function releaseWebhookEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
}

/**
 * Clients whose billing needs PayPal's word: paid through a date that is past or within `horizon`,
 * or not paid up after having paid ('vencido'), or paid at PayPal and never confirmed, or with a
 * cancellation at period end still to send, or blocked by an administrator while PayPal may charge.
 */
export async function listClientsToReconcile(
  db: Database,
  horizon: Date,
  unconfirmedBefore: Date,
): Promise<string[]> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "cliente"),
        or(
          and(
            eq(users.subscriptionStatus, "al corriente"),
            isNotNull(users.paidThrough),
            lt(users.paidThrough, horizon),
          ),
          eq(users.subscriptionStatus, "vencido"),
        ),
      ),
    );
  // Paid at PayPal but never confirmed by the return page (the buyer closed the tab).
  const unconfirmed = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(users.subscriptionStatus, "pendiente"),
        inArray(subscriptions.status, ["APPROVED", "ACTIVE"]),
        lt(subscriptions.createdAt, unconfirmedBefore),
      ),
    );
  const pendingCancels = await db
    .select({ id: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.cancelAtPeriodEnd, true), isNull(subscriptions.cancelledAt)));
  // Blocked by an administrator with a subscription PayPal may still charge (its cancellation failed,
  // or the account was blocked before stop 25, w-25e).
  const blocked = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(users.role, "cliente"),
        or(eq(users.status, "suspended"), and(eq(users.status, "inactive"), isNotNull(users.activatedAt))),
        inArray(subscriptions.status, ["APPROVED", "ACTIVE", "SUSPENDED"]),
        isNull(subscriptions.cancelledAt),
      ),
    );
  return [...new Set([...due, ...unconfirmed, ...pendingCancels, ...blocked].map((row) => row.id))];
}

export async function listPayments(db: Database, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.paidAt));
}

export async function findPayment(db: Database, userId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.id, paymentId)))
    .limit(1);
  return row;
}

/**
 * How many payments a user has before this one: the receipt's sequence number is its rank by date (two
 * charges PayPal dated to the same second are ranked in the order they were recorded, never equal).
 */
export async function countPaymentsBefore(
  db: Database,
  payment: { id: string; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        sql`(${payments.paidAt}, ${payments.createdAt}, ${payments.id}) < (select paid_at, created_at, id from payments where id = ${payment.id})`,
      ),
    );
  return Number(row?.total ?? 0);
}
