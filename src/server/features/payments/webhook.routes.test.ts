import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  postConfirm,
  postLogin,
  postRegister,
  tokenFromMail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { payments, paymentWebhookEvents, users } from "../../db/schema";
import { RECONCILE_SUBSCRIPTIONS } from "./payments.jobs";
import { reconcileSubscriptions } from "./reconciliation";

interface SentEvent {
  id: string;
  event_type: string;
  body: string;
  headers: Record<string, string>;
  delivery_status: number | null;
}

describe.each(TEST_BACKENDS)("PayPal webhooks and the subscription lifecycle (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered, paid and activated client, and its PayPal subscription id. */
  async function paidClient() {
    const registered = await postRegister(t.app);
    const { user_id: userId, payment_url } = registered.json();
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    const back = await submitSandboxApproval(t.app, payment_url);
    expect((await postConfirm(t.app, back, userId)).statusCode).toBe(200);
    const token = tokenFromMail(await waitForMail(t.ctx.db, user!.email, /active/i));
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } })).statusCode,
    ).toBe(200);
    await t.ctx.payments.sandbox?.webhooks.idle();
    return {
      userId: userId as string,
      email: user!.email,
      subscriptionId: back.searchParams.get("subscription_id")!,
    };
  }

  const control = (subscriptionId: string, action: string) =>
    t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/${action}`,
    });

  async function sentEvents(subscriptionId: string): Promise<SentEvent[]> {
    const answer = await t.app.inject({
      method: "GET",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/webhook-events`,
    });
    return answer.json().events;
  }

  const paymentsOf = (userId: string) => t.ctx.db.select().from(payments).where(eq(payments.userId, userId));
  const userOf = async (userId: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const deliver = (event: SentEvent, headers = event.headers, body = event.body) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { ...headers, "content-type": "application/json" },
      payload: body,
    });

  it("a renewal charged by PayPal moves the paid-through date one month and records one more payment", async () => {
    const { userId, subscriptionId } = await paidClient();
    const before = await userOf(userId);
    expect(await paymentsOf(userId)).toHaveLength(1);

    const advanced = await control(subscriptionId, "advance-cycle");
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json().outcome).toBe("charged");

    const after = await userOf(userId);
    expect(after.subscriptionStatus).toBe("al corriente");
    const expected = new Date(before.paidThrough!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.paidThrough!.toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    expect(await paymentsOf(userId)).toHaveLength(2);
    const events = await sentEvents(subscriptionId);
    expect(events.map((event) => event.event_type)).toContain("PAYMENT.SALE.COMPLETED");
    expect(events.every((event) => event.delivery_status === 200)).toBe(true);
  });

  it("replaying the same event 10 times records one payment; a wrong signature or a tampered body none", async () => {
    const { userId, subscriptionId } = await paidClient();
    await control(subscriptionId, "advance-cycle");
    const sale = (await sentEvents(subscriptionId)).find(
      (event) => event.event_type === "PAYMENT.SALE.COMPLETED",
    )!;
    expect(await paymentsOf(userId)).toHaveLength(2);

    for (let i = 0; i < 10; i++) {
      const replay = await deliver(sale);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().status).toBe("duplicado");
    }
    expect(await paymentsOf(userId)).toHaveLength(2);

    // A new event id with a copied signature: the signature covers the body, so PayPal refuses it.
    const forged = JSON.parse(sale.body);
    forged.id = "WH-FORGED-0000000000000000000000";
    forged.resource.create_time = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
    const tampered = await deliver(sale, sale.headers, JSON.stringify(forged));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: "WEBHOOK_REJECTED" });

    const wrongSignature = await deliver(
      { ...sale, body: sale.body.replace(sale.id, "WH-OTHER-111111111111111111111") },
      { ...sale.headers, "paypal-transmission-sig": Buffer.from("not a signature").toString("base64") },
    );
    expect(wrongSignature.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: JSON.parse(sale.body),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toMatch(/firma/);

    expect(await paymentsOf(userId)).toHaveLength(2);
    const stored = await t.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, forged.id));
    expect(stored).toHaveLength(0);
  });

  it("a failed charge makes the client 'vencido', mails it and refuses the login with the spec's message", async () => {
    const { userId, email, subscriptionId } = await paidClient();
    expect((await control(subscriptionId, "fail-next-charge")).statusCode).toBe(200);
    const failed = await control(subscriptionId, "advance-cycle");
    expect(failed.json().outcome).toBe("failed");
    expect((await userOf(userId)).subscriptionStatus).toBe("vencido");
    expect(await paymentsOf(userId)).toHaveLength(1);
    await waitForMail(t.ctx.db, email, /No pudimos cobrar/);

    const login = await postLogin(t.app, email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/no está al corriente en sus pagos/);
  });

  it("events in any order end in PayPal's current state: a stale failure after a later payment changes nothing", async () => {
    const { userId, subscriptionId } = await paidClient();
    await control(subscriptionId, "advance-cycle");
    // PayPal's word now: ACTIVE and paid. A failure event about it, genuine but about an earlier
    // moment, is re-read against PayPal and leaves the client paid up.
    const events = await sentEvents(subscriptionId);
    const activated = events.find((event) => event.event_type === "BILLING.SUBSCRIPTION.ACTIVATED")!;
    await t.ctx.db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, activated.id));
    expect((await deliver(activated)).json().status).toBe("aplicado");
    expect((await userOf(userId)).subscriptionStatus).toBe("al corriente");
  });

  it("a cancellation from PayPal's side keeps access until the paid-through date, then 'cancelado'", async () => {
    const { userId, email, subscriptionId } = await paidClient();
    expect((await control(subscriptionId, "cancel")).statusCode).toBe(200);
    expect((await userOf(userId)).subscriptionStatus).toBe("al corriente");
    await waitForMail(t.ctx.db, email, /cancelada/);

    // The paid period ends: the login asks PayPal, finds it cancelled and refuses.
    await t.ctx.db
      .update(users)
      .set({ paidThrough: new Date(Date.now() - 60_000) })
      .where(eq(users.id, userId));
    const login = await postLogin(t.app, email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("SECURE_AUTH_ERROR_NOT_PAID");
    expect((await userOf(userId)).subscriptionStatus).toBe("cancelado");
  });

  it("the reconciliation is a pg-boss schedule, every 10 minutes", async () => {
    const result = (await t.ctx.db.execute(
      sql`select cron from pgboss.schedule where name = ${RECONCILE_SUBSCRIPTIONS.name}`,
    )) as unknown as { rows: { cron: string }[] };
    expect(result.rows.map((row) => row.cron)).toEqual(["*/10 * * * *"]);
  });

  it("a lost webhook costs one reconciliation run: PayPal is asked and the renewal recorded", async () => {
    const { userId, subscriptionId } = await paidClient();
    const before = await userOf(userId);
    const outlet = t.ctx.payments.sandbox!.outlet;
    const handler = outlet.setLocalHandler(async () => 503);
    try {
      expect((await control(subscriptionId, "advance-cycle")).json().outcome).toBe("charged");
    } finally {
      outlet.setLocalHandler(handler);
    }
    expect(await paymentsOf(userId)).toHaveLength(1);

    // The next run after the paid period comes due asks PayPal and corrects the local state.
    const dueSoon = new Date(before.paidThrough!.getTime() - 30 * 60_000);
    const summary = await reconcileSubscriptions(t.ctx, dueSoon);
    expect(summary.failed).toBe(0);
    expect(await paymentsOf(userId)).toHaveLength(2);
    expect((await userOf(userId)).paidThrough!.getTime()).toBeGreaterThan(before.paidThrough!.getTime());
  });

  it("access ends when the paid-through date passes without a payment: the reconciliation makes it 'vencido'", async () => {
    const { userId, email, subscriptionId } = await paidClient();
    const outlet = t.ctx.payments.sandbox!.outlet;
    const handler = outlet.setLocalHandler(async () => 503);
    try {
      await control(subscriptionId, "fail-next-charge");
      expect((await control(subscriptionId, "advance-cycle")).json().outcome).toBe("failed");
    } finally {
      outlet.setLocalHandler(handler);
    }
    await t.ctx.db
      .update(users)
      .set({ paidThrough: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId));
    await reconcileSubscriptions(t.ctx);
    expect((await userOf(userId)).subscriptionStatus).toBe("vencido");
    await waitForMail(t.ctx.db, email, /No pudimos cobrar/);
  });
});
