/**
 * Stop 25 (w-25c): a checkout started before an administrator deactivated the account and approved at
 * PayPal after, reaching the server by PayPal's webhook (the buyer closed the tab instead of returning
 * to the page). The live test (attacks-stop25) covers the page's confirmation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postConfirm, postRegister, waitForMail } from "../../../../tests/support/accounts";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { outboxMessages, payments, subscriptions, users } from "../../db/schema";
import { insertSubscription } from "./payments.repository";

describe.each(TEST_BACKENDS)("a checkout overtaken by a deactivation, by webhook (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is cancelled at PayPal and locally, its charge recorded, nothing mailed", async () => {
    const registered = await postRegister(t.app);
    const { user_id: userId, payment_url: firstUrl } = registered.json();
    expect((await postConfirm(t.app, await submitSandboxApproval(t.app, firstUrl), userId)).statusCode).toBe(
      200,
    );
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    // Both mails of the first payment (its receipt and the activation link) before counting the outbox:
    // the second one arriving late was counted as mailed for the overtaken checkout (a loaded machine).
    await waitForMail(t.ctx.db, user!.email, /pago/i);
    await waitForMail(t.ctx.db, user!.email, /active/i);
    await t.ctx.payments.sandbox?.webhooks.idle();
    // The client had stopped paying and opened a new checkout; an administrator then deactivated it.
    await t.ctx.db
      .update(users)
      .set({ subscriptionStatus: "cancelado", status: "inactive", activatedAt: new Date() })
      .where(eq(users.id, userId));
    const checkout = await t.ctx.payments.createSubscription({
      userId,
      email: user!.email,
      fullName: user!.fullName,
      returnUrl: "http://127.0.0.1/reactivate-subscription",
      cancelUrl: "http://127.0.0.1/reactivate-subscription",
      requestId: `prueba-${userId}`,
    });
    await insertSubscription(t.ctx.db, {
      userId,
      providerSubscriptionId: checkout.id,
      planId: MONTHLY_PLAN.id,
      providerPlanId: checkout.planId,
      status: checkout.status,
    });
    const mailsBefore = await t.ctx.db.select().from(outboxMessages);

    await submitSandboxApproval(t.app, checkout.approvalUrl);
    await t.ctx.payments.sandbox?.webhooks.idle();

    const [local] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, checkout.id));
    expect(local).toMatchObject({ status: "CANCELLED", cancelledBy: "sistema" });
    expect((await t.ctx.payments.getSubscription(checkout.id)).status).toBe("CANCELLED");
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(2);
    expect(await t.ctx.db.select().from(outboxMessages)).toHaveLength(mailsBefore.length);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(after!.status).toBe("inactive");
  });
});
