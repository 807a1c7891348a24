import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  paypalSandboxPlans,
  paypalSandboxProducts,
  paypalSandboxRequests,
  paypalSandboxSubscriptions,
} from "../../../db/schema";

export type JsonObject = Record<string, unknown>;

/** What a write answered: replayed as is when the same PayPal-Request-Id comes again. */
export interface SandboxAnswer {
  statusCode: number;
  body?: JsonObject;
  /** The webhook event the write calls for: sent after the commit, never stored, never replayed. */
  event?: { type: string; resource: JsonObject };
}

/**
 * Runs a write once per PayPal-Request-Id. The request row is claimed first, in the same transaction as
 * the write: a concurrent duplicate waits for it and then reads the first answer. A failed write rolls
 * the claim back, so a retry is processed anew (PayPal keeps only completed answers).
 */
export async function runOncePerRequestId(
  db: Database,
  key: { requestId: string | undefined; operation: string },
  write: (tx: Database) => Promise<SandboxAnswer>,
): Promise<SandboxAnswer> {
  const { requestId, operation } = key;
  if (!requestId) return db.transaction(async (tx) => write(tx as unknown as Database));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await tx
      .insert(paypalSandboxRequests)
      .values({ requestId, operation, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ requestId: paypalSandboxRequests.requestId });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(paypalSandboxRequests)
        .where(
          and(eq(paypalSandboxRequests.requestId, requestId), eq(paypalSandboxRequests.operation, operation)),
        );
      if (!first) throw new Error("paypal_sandbox_requests: claimed row vanished");
      return {
        statusCode: first.statusCode,
        body: first.statusCode === 204 ? undefined : (first.response as JsonObject),
      };
    }
    const answer = await write(tx);
    await tx
      .update(paypalSandboxRequests)
      .set({ statusCode: answer.statusCode, response: answer.body ?? {} })
      .where(
        and(eq(paypalSandboxRequests.requestId, requestId), eq(paypalSandboxRequests.operation, operation)),
      );
    return answer;
  });
}

export async function insertProduct(db: Database, id: string, body: JsonObject): Promise<void> {
  await db.insert(paypalSandboxProducts).values({ id, body });
}

export async function findProduct(db: Database, id: string): Promise<JsonObject | undefined> {
  const [row] = await db.select().from(paypalSandboxProducts).where(eq(paypalSandboxProducts.id, id));
  return row?.body as JsonObject | undefined;
}

export async function insertPlan(
  db: Database,
  id: string,
  productId: string,
  body: JsonObject,
): Promise<void> {
  await db.insert(paypalSandboxPlans).values({ id, productId, body });
}

export async function findPlan(db: Database, id: string): Promise<JsonObject | undefined> {
  const [row] = await db.select().from(paypalSandboxPlans).where(eq(paypalSandboxPlans.id, id));
  return row?.body as JsonObject | undefined;
}

export interface StoredSubscription {
  id: string;
  planId: string;
  status: string;
  body: JsonObject;
}

export async function insertSubscription(db: Database, subscription: StoredSubscription): Promise<void> {
  await db.insert(paypalSandboxSubscriptions).values(subscription);
}

export async function findSubscription(db: Database, id: string): Promise<StoredSubscription | undefined> {
  const [row] = await db
    .select()
    .from(paypalSandboxSubscriptions)
    .where(eq(paypalSandboxSubscriptions.id, id));
  return row ? toStored(row) : undefined;
}

/** The subscription a buyer's approval token (ba_token) belongs to. */
export async function findSubscriptionByApprovalToken(
  db: Database,
  baToken: string,
): Promise<StoredSubscription | undefined> {
  const [row] = await db
    .select()
    .from(paypalSandboxSubscriptions)
    .where(sql`${paypalSandboxSubscriptions.body} -> 'checkout' ->> 'ba_token' = ${baToken}`);
  return row ? toStored(row) : undefined;
}

/**
 * Replaces the subscription's state only if it is still in `fromStatus`: two approvals of the same page
 * (double click, two tabs) cannot both succeed. Returns false when another change came first.
 */
export async function updateSubscriptionFrom(
  db: Database,
  id: string,
  fromStatus: string,
  next: { status: string; body: JsonObject },
): Promise<boolean> {
  const updated = await db
    .update(paypalSandboxSubscriptions)
    .set({ status: next.status, body: next.body, updatedAt: new Date() })
    .where(and(eq(paypalSandboxSubscriptions.id, id), eq(paypalSandboxSubscriptions.status, fromStatus)))
    .returning({ id: paypalSandboxSubscriptions.id });
  return updated.length > 0;
}

function toStored(row: typeof paypalSandboxSubscriptions.$inferSelect): StoredSubscription {
  return { id: row.id, planId: row.planId, status: row.status, body: row.body as JsonObject };
}
