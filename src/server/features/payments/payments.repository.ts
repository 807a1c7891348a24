import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, subscriptions, users } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscription(
  db: Database,
  values: typeof subscriptions.$inferInsert,
): Promise<void> {
  await db.insert(subscriptions).values(values);
}

export async function findSubscriptionForUser(
  db: Database,
  userId: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)),
    )
    .limit(1);
  return row;
}

export async function findSubscriptionById(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** The user's newest checkout: the only one a payment may be confirmed for. */
export async function findLatestSubscription(
  db: Database,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** Statuses after which PayPal never charges a subscription again. */
const CLOSED_STATUSES = ["CANCELLED", "EXPIRED"];

/**
 * The status to store for what PayPal reported: a subscription closed here stays closed. PayPal never
 * reopens a cancelled or expired subscription, so an 'ACTIVE' read before this server cancelled it (a
 * webhook or a re-check that fetched it while another cancelled it) is stale and must not reopen it.
 */
export function reportedStatus(status: string) {
  return CLOSED_STATUSES.includes(status)
    ? sql`${status}`
    : sql`CASE WHEN ${subscriptions.status} IN ('CANCELLED', 'EXPIRED') THEN ${subscriptions.status} ELSE ${status} END`;
}

/** The user's subscriptions PayPal might still charge (as last seen), newest first. */
export async function listOpenSubscriptions(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, CLOSED_STATUSES)))
    .orderBy(desc(subscriptions.createdAt));
}

/** Records the status PayPal last reported, and when it was cancelled. */
export async function updateSubscriptionStatus(db: Database, id: string, status: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: reportedStatus(status), ...(status === "CANCELLED" ? { cancelledAt: new Date() } : {}) })
    .where(eq(subscriptions.id, id));
}

/**
 * Moves a subscription out of APPROVAL_PENDING once PayPal reports it approved. True only for the
 * request that made the move, so a follow-up (the charge re-check) is started once.
 */
export async function claimApproval(db: Database, id: string, status: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "APPROVAL_PENDING")))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

/**
 * Records a confirmed charge and its effects in one transaction. The payment's unique provider
 * reference makes this idempotent: a second confirmation of the same charge records nothing and
 * returns false.
 */
export async function recordConfirmedPayment(
  db: Database,
  input: {
    userId: string;
    subscriptionId: string;
    providerReference: string;
    amount: string;
    currency: string;
    paidAt: Date;
    paidThrough: Date;
    payerId?: string;
    providerStatus: string;
    /** False for a charge of a subscription the user has since replaced: recorded, access untouched. */
    isCurrent?: boolean;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        subscriptionId: input.subscriptionId,
        providerReference: input.providerReference,
        amount: input.amount,
        currency: input.currency,
        status: "completed",
        paidAt: input.paidAt,
        periodEnd: input.paidThrough,
      })
      .onConflictDoNothing({ target: payments.providerReference })
      .returning({ id: payments.id });
    if (inserted.length === 0) return false;
    await tx
      .update(subscriptions)
      .set({
        status: input.providerStatus,
        payerId: input.payerId,
        currentPeriodEnd: input.paidThrough,
        activatedAt: sql`coalesce(${subscriptions.activatedAt}, now())`,
      })
      .where(eq(subscriptions.id, input.subscriptionId));
    if (input.isCurrent === false) return true;
    // A charge that arrives late (after a newer one) never moves the paid-through date back.
    await tx
      .update(users)
      .set({
        subscriptionStatus: "al corriente",
        paidThrough: sql`greatest(coalesce(${users.paidThrough}, ${input.paidThrough}), ${input.paidThrough})`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, input.userId));
    return true;
  });
}
