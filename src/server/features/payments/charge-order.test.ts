import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../tests/support/accounts";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { kindOfCharge } from "./billing-audit";
import { countPaymentsBefore } from "./lifecycle.repository";
import { insertSubscription, recordConfirmedPayment } from "./payments.repository";

/**
 * PayPal dates charges to the whole second, so a client's charges can share a time (a renewal and the
 * checkout that replaced its subscription, in the same second): each still has one meaning and its own
 * receipt number.
 */
describe.each(TEST_BACKENDS)("charges dated to the same second (%s)", (backend) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = test.database.db;
  });
  afterAll(async () => {
    await test.destroy();
  });

  const subscriptionOf = async (userId: string, providerId: string) => {
    const id = randomUUID();
    await insertSubscription(db, {
      id,
      userId,
      providerSubscriptionId: providerId,
      planId: "monthly_plan",
      providerPlanId: "P-PLAN",
      status: "ACTIVE",
    });
    return { id };
  };
  const charge = async (userId: string, subscriptionId: string, reference: string, paidAt: Date) => {
    expect(
      await recordConfirmedPayment(db, {
        userId,
        subscriptionId,
        providerReference: reference,
        amount: "99.90",
        currency: "USD",
        paidAt,
        paidThrough: new Date(paidAt.getTime() + 30 * 86_400_000),
        providerStatus: "ACTIVE",
      }),
    ).toBe(true);
    return kindOfCharge(db, { userId, providerReference: reference });
  };

  it("reads a client's charges in the order they were recorded: activated, renewed, reactivated", async () => {
    const user = await createUser(db);
    const first = await subscriptionOf(user.id, "I-FIRST");
    const second = await subscriptionOf(user.id, "I-SECOND");
    const second0 = new Date("2026-11-26T04:18:35Z");
    expect(await charge(user.id, first.id, "I-FIRST:a", second0)).toBe("subscription.activated");
    // The sandbox's compressed month: the renewal dated a second later than the new checkout.
    expect(await charge(user.id, first.id, "I-FIRST:b", new Date(second0.getTime() + 1000))).toBe(
      "subscription.renewed",
    );
    expect(await charge(user.id, second.id, "I-SECOND:a", second0)).toBe("subscription.reactivated");
    expect(await charge(user.id, second.id, "I-SECOND:b", second0)).toBe("subscription.renewed");
  });

  it("numbers two receipts of the same second one after the other", async () => {
    const user = await createUser(db);
    const only = await subscriptionOf(user.id, "I-ONLY");
    const at = new Date("2026-11-26T05:00:00Z");
    await charge(user.id, only.id, "I-ONLY:a", at);
    await charge(user.id, only.id, "I-ONLY:b", at);
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    const ranks = await Promise.all(rows.map((row) => countPaymentsBefore(db, row)));
    expect(ranks.sort()).toEqual([0, 1]);
  });
});
