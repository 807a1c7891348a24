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
import { subscriptions } from "../../db/schema";
import { markSubscriptionCancelled, recordProviderState } from "./lifecycle.repository";
import { insertSubscription, updateSubscriptionStatus } from "./payments.repository";

/**
 * A subscription this server closed stays closed: PayPal never reopens a cancelled subscription, so an
 * 'ACTIVE' fetched before the cancellation (a webhook or a re-check running beside it) is stale. Seen
 * once in a clean-clone run: a deactivated account's checkout was cancelled by one webhook and marked
 * 'ACTIVE' again by another that had read PayPal first.
 */
describe.each(TEST_BACKENDS)("a closed subscription and a stale status from PayPal (%s)", (backend) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = test.database.db;
  });
  afterAll(async () => {
    await test.destroy();
  });

  const subscription = async (status: string) => {
    const user = await createUser(db);
    const id = randomUUID();
    await insertSubscription(db, {
      id,
      userId: user.id,
      providerSubscriptionId: `I-${id.slice(0, 8)}`,
      planId: "monthly_plan",
      providerPlanId: "P-PLAN",
      status,
    });
    return id;
  };
  const statusOf = async (id: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

  it("keeps 'CANCELLED' and who cancelled it when a stale 'ACTIVE' is recorded after", async () => {
    const id = await subscription("ACTIVE");
    expect(await markSubscriptionCancelled(db, id, "sistema")).toBe(true);
    await recordProviderState(db, id, { status: "ACTIVE" });
    await updateSubscriptionStatus(db, id, "ACTIVE");
    expect(await statusOf(id)).toMatchObject({ status: "CANCELLED", cancelledBy: "sistema" });
  });

  it("still records every move of an open subscription, and its closing", async () => {
    const id = await subscription("APPROVAL_PENDING");
    await updateSubscriptionStatus(db, id, "ACTIVE");
    expect((await statusOf(id))?.status).toBe("ACTIVE");
    await recordProviderState(db, id, { status: "SUSPENDED" });
    expect((await statusOf(id))?.status).toBe("SUSPENDED");
    await recordProviderState(db, id, { status: "EXPIRED" });
    expect((await statusOf(id))?.status).toBe("EXPIRED");
  });
});
