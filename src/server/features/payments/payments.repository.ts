import { and, desc, eq, sql } from "drizzle-orm";
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

export async function findLatestSubscription(
  db: Database,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
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
    await tx
      .update(users)
      .set({ subscriptionStatus: "al corriente", paidThrough: input.paidThrough, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    return true;
  });
}
