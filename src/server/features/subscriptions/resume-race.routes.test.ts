/**
 * Stop 23 (w-23a): 'Reanudar' pressed while the reconciliation is sending the period-end cancellation
 * to PayPal. Before, the resume answered 200 (and wrote 'cancel_undone') and then the cancellation
 * landed: the client was told its subscription went on, and it ended at the paid date.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  postConfirm,
  postLogin,
  postRegister,
  sessionCookieOf,
  tokenFromMail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { subscriptions, users } from "../../db/schema";
import { reconcileSubscriptions } from "../payments/reconciliation";

describe.each(TEST_BACKENDS)("'Reanudar' during the period-end cancellation (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is refused once PayPal is being asked, never answered 'reanudada' for a cancelled subscription", async () => {
    const registered = await postRegister(t.app);
    const { user_id: userId, payment_url } = registered.json();
    const back = await submitSandboxApproval(t.app, payment_url);
    expect((await postConfirm(t.app, back, userId)).statusCode).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    const token = tokenFromMail(await waitForMail(t.ctx.db, user!.email, /active/i));
    await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    const cookies = { licita_session: sessionCookieOf(await postLogin(t.app, user!.email, GOOD_PASSWORD))! };
    await t.ctx.payments.sandbox?.webhooks.idle();
    const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, cookies, payload });
    expect((await post("/api/subscriptions/cancel", { atPeriodEnd: true })).statusCode).toBe(200);

    // PayPal answers the cancellation only when the test says so.
    const gateway = t.ctx.payments;
    const cancelAtPayPal = gateway.cancelSubscription.bind(gateway);
    let reached!: () => void;
    let release!: () => void;
    const isReached = new Promise<void>((resolve) => (reached = resolve));
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    gateway.cancelSubscription = async (...args: Parameters<typeof cancelAtPayPal>) => {
      reached();
      await isReleased;
      return cancelAtPayPal(...args);
    };
    try {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
      const run = reconcileSubscriptions(t.ctx, new Date(row!.paidThrough!.getTime() - 60 * 60_000));
      await isReached;
      const resume = post("/api/subscriptions/resume");
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const [summary, answer] = await Promise.all([run, resume]);
      expect(summary.cancelled).toBe(1);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe("SUBSCRIPTION_ALREADY_CANCELLED_AT_PROVIDER");
    } finally {
      gateway.cancelSubscription = cancelAtPayPal;
    }
    const subscriptionId = back.searchParams.get("subscription_id")!;
    expect((await gateway.getSubscription(subscriptionId)).status).toBe("CANCELLED");
    const [local] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(local?.cancelledAt).not.toBeNull();
  });
});
