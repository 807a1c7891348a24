import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  postConfirm,
  postRegister,
  uniqueEmail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { listOutbox } from "../../adapters/mail/outbox-mailer";
import { payments, subscriptions, users } from "../../db/schema";
import { RECHECK_SUBSCRIPTION_CHARGE } from "./payments.jobs";
import { recheckSubscriptionCharge } from "./payments.service";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_BACKENDS)("a charge PayPal records after approval (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  async function registerAndApprove(funding: "balance" | "echeck") {
    const email = uniqueEmail("echeck");
    const registered = await postRegister(t.app, { full_name: "Pablo Ruiz", email });
    const { user_id, payment_url } = registered.json();
    const back = await submitSandboxApproval(t.app, payment_url, "Aprobar pago", { funding });
    const confirm = () =>
      t.app.inject({
        method: "POST",
        url: `/api/payments/confirm/${back.searchParams.get("token")}`,
        payload: { user_id, transaction_id: back.searchParams.get("subscription_id") },
      });
    return { email, userId: user_id as string, confirm };
  }

  async function queuedRechecks(): Promise<number> {
    const result = (await t.ctx.db.execute(
      sql`select count(*)::int as total from pgboss.job where name = ${RECHECK_SUBSCRIPTION_CHARGE.name}`,
    )) as unknown as { rows: { total: number }[] };
    return Number(result.rows[0]?.total ?? 0);
  }

  async function waitForPayment(userId: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const rows = await t.ctx.db.select().from(payments).where(eq(payments.userId, userId));
      if (rows.length > 0) return rows;
      await sleep(250);
    }
    throw new Error("the re-check recorded no payment in time");
  }

  it("says the charge is pending, keeps asking PayPal by itself, then records it and sends the e-mails once", async () => {
    const before = await queuedRechecks();
    const { email, userId, confirm } = await registerAndApprove("echeck");

    const pending = await confirm();
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: "PAYMENT_PENDING",
      message:
        "PayPal aprobó la suscripción, pero el cobro todavía está en proceso. Le enviaremos el correo de activación en cuanto PayPal lo confirme.",
      detail: { provider_status: "ACTIVE" },
    });
    // The page asks three times; the server starts one re-check, not three.
    expect((await confirm()).json().code).toBe("PAYMENT_PENDING");
    expect((await confirm()).json().code).toBe("PAYMENT_PENDING");
    expect(await queuedRechecks()).toBe(before + 1);
    const [waiting] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(waiting!.subscriptionStatus).toBe("pendiente");

    // Nobody confirms again: the server's own re-check records the charge once PayPal shows it.
    const [payment] = await waitForPayment(userId, 40_000);
    expect(payment).toMatchObject({ amount: "99.90", currency: "USD", status: "completed" });
    const [paid] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(paid!.subscriptionStatus).toBe("al corriente");
    await waitForMail(t.ctx.db, email, /pago/i);
    await waitForMail(t.ctx.db, email, /active/i);

    // The page's confirmation now agrees, and nothing is recorded or sent twice.
    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "already_processed", duplicate: true });
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(await recheckSubscriptionCharge(t.ctx, { subscriptionId: subscription!.id })).toBe(
      "already-settled",
    );
    await sleep(1500);
    const mails = (await listOutbox(t.ctx.db)).filter((entry) => entry.to.includes(email));
    expect(mails).toHaveLength(2);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);
  }, 60_000);

  it("does nothing more when the page's confirmation recorded the charge first", async () => {
    const { email, userId, confirm } = await registerAndApprove("balance");
    expect((await confirm()).json().status).toBe("success");
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(await recheckSubscriptionCharge(t.ctx, { subscriptionId: subscription!.id })).toBe(
      "already-settled",
    );
    await waitForMail(t.ctx.db, email, /active/i);
    await sleep(1000);
    expect((await listOutbox(t.ctx.db)).filter((entry) => entry.to.includes(email))).toHaveLength(2);
  });
});
