import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
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
import { createProject } from "../../../../tests/support/client-project";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { projects, subscriptions, users } from "../../db/schema";

describe.each(TEST_BACKENDS)("subscription API and the public cancel/reactivate flow (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Registered, paid, activated and signed in through the real routes. */
  async function paidClient() {
    const registered = await postRegister(t.app);
    const { user_id: userId, payment_url } = registered.json();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    const back = await submitSandboxApproval(t.app, payment_url);
    expect((await postConfirm(t.app, back, userId)).statusCode).toBe(200);
    const token = tokenFromMail(await waitForMail(t.ctx.db, row!.email, /active/i));
    await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    const login = await postLogin(t.app, row!.email, GOOD_PASSWORD);
    await t.ctx.payments.sandbox?.webhooks.idle();
    return {
      userId: userId as string,
      email: row!.email,
      subscriptionId: back.searchParams.get("subscription_id")!,
      cookies: { licita_session: sessionCookieOf(login)! },
    };
  }

  const identity = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/subscriptions/identity-check", payload: { email, password } });
  const userOf = async (userId: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;

  it("identity check: the spec's messages, at least one second, and the login's lockout", async () => {
    const { email } = await paidClient();
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/identity-check",
      payload: { email: "no-es-correo", password: "123" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Ingrese un correo electrónico válido");
    expect(invalid.body).toContain("La contraseña debe tener al menos 6 caracteres");

    const started = Date.now();
    const wrong = await identity(email, "Equivocada#2026");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      "El correo o la contraseña son incorrectos. Por favor, inténtelo de nuevo.",
    );
    expect((await identity(email, "Equivocada#2027")).statusCode).toBe(401);
    const third = await identity(email, "Equivocada#2028");
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      "Ha alcanzado el máximo número de intentos. Por favor, inténtelo más tarde.",
    );
    // The same lock as the login's: the right password does not open either until it ends.
    expect((await identity(email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await postLogin(t.app, email, GOOD_PASSWORD)).json().code).toBe("SECURE_AUTH_ERROR_LOCKED");
  });

  it("public cancel is immediate; the login is refused with the spec's message; the projects stay", async () => {
    const { userId, email, subscriptionId, cookies } = await paidClient();
    const projectId = await createProject(t, cookies, {
      name: "Licitación LA-001",
      description: "Obra pública",
    });
    const checked = await identity(email, GOOD_PASSWORD);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      subscription_status: "al corriente",
      can_cancel: true,
      can_reactivate: false,
    });

    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/public/cancel",
      payload: { access_token: checked.json().access_token },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await userOf(userId)).subscriptionStatus).toBe("cancelado");
    expect((await t.ctx.payments.getSubscription(subscriptionId)).status).toBe("CANCELLED");
    await waitForMail(t.ctx.db, email, /cancelada/);

    const login = await postLogin(t.app, email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/no está al corriente en sus pagos/);
    // The session opened before is refused too, and the project is still there.
    expect((await t.app.inject({ method: "GET", url: "/api/projects", cookies })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(projects).where(eq(projects.id, projectId))).toHaveLength(1);
    // The grant was used up.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/public/cancel",
      payload: { access_token: checked.json().access_token },
    });
    expect(again.statusCode).toBe(401);
  });

  it("reactivation starts a new PayPal subscription; once paid the account is 'al corriente' again", async () => {
    const { userId, email, subscriptionId } = await paidClient();
    const paidCurrent = await identity(email, GOOD_PASSWORD);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/public/subscribe",
      payload: { access_token: paidCurrent.json().access_token },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("SUBSCRIPTION_ALREADY_CURRENT");

    await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/fail-next-charge`,
    });
    await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/advance-cycle`,
    });
    expect((await userOf(userId)).subscriptionStatus).toBe("vencido");

    const checked = await identity(email, GOOD_PASSWORD);
    expect(checked.json()).toMatchObject({ subscription_status: "vencido", can_reactivate: true });
    const started = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/public/subscribe",
      payload: { access_token: checked.json().access_token, planId: "monthly_plan" },
    });
    expect(started.statusCode).toBe(200);
    const { redirectUrl, subscriptionId: newId } = started.json();
    expect(newId).not.toBe(subscriptionId);
    const back = await submitSandboxApproval(t.app, redirectUrl);
    expect(back.pathname).toBe("/reactivate-subscription");
    const confirmed = await postConfirm(t.app, back, userId);
    expect(confirmed.statusCode).toBe(200);
    await t.ctx.payments.sandbox?.webhooks.idle();

    expect((await userOf(userId)).subscriptionStatus).toBe("al corriente");
    expect((await postLogin(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    // The suspended subscription was cancelled at PayPal, so it cannot be charged again.
    expect((await t.ctx.payments.getSubscription(subscriptionId)).status).toBe("CANCELLED");
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(2);
  });

  it("one identity check starts one checkout, even asked from three tabs at once (stop 23, w-23a)", async () => {
    const { userId, email, subscriptionId } = await paidClient();
    await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/fail-next-charge`,
    });
    await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/advance-cycle`,
    });
    const grant = (await identity(email, GOOD_PASSWORD)).json().access_token;
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.app.inject({
          method: "POST",
          url: "/api/subscriptions/public/subscribe",
          payload: { access_token: grant, planId: "monthly_plan" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401].sort());
    const refusal = answers.find((answer) => answer.statusCode !== 200)!;
    expect(refusal.json().code).toBe("SUBSCRIPTION_ACCESS_INVALID");
    // Before: three PayPal checkouts, each of which the buyer could approve and pay.
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(2);
  });

  it("the signed-in API: plans, status, cancel at period end and resume, change-plan, payment methods", async () => {
    const { cookies } = await paidClient();
    const get = (url: string) => t.app.inject({ method: "GET", url, cookies });
    const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, cookies, payload });

    expect((await get("/api/subscriptions/plans")).json().plans).toEqual([
      {
        id: "monthly_plan",
        name: "Suscripción mensual",
        amount: 99.9,
        currency: "USD",
        interval: "month",
        method: "PayPal",
      },
    ]);
    const status = (await get("/api/payments/status/current")).json();
    expect(status).toMatchObject({
      subscription_status: "al corriente",
      cancel_at_period_end: false,
      provider_status: "ACTIVE",
    });
    expect(status.last_payment).toMatchObject({ amount: "99.90", currency: "USD" });

    const cancel = await post("/api/subscriptions/cancel", {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription).toMatchObject({
      subscription_status: "al corriente",
      cancel_at_period_end: true,
    });
    expect(cancel.json().subscription.next_billing_time).toBeNull();
    const resumed = await post("/api/subscriptions/resume");
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription.cancel_at_period_end).toBe(false);
    expect((await post("/api/subscriptions/resume")).json().code).toBe("SUBSCRIPTION_NOT_PENDING_CANCEL");

    expect((await post("/api/subscriptions/change-plan", { planId: "monthly_plan" })).json().code).toBe(
      "PLAN_ALREADY_ACTIVE",
    );
    const unknown = await post("/api/subscriptions/change-plan", { planId: "annual_plan" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/único plan disponible/);
    expect(
      (await post("/api/subscriptions/subscribe", { planId: "monthly_plan", amount: 99.9 })).json().code,
    ).toBe("SUBSCRIPTION_ALREADY_CURRENT");

    const methods = (await get("/api/payment-methods")).json();
    expect(methods).toMatchObject({ managed_by_provider: true, provider: "PayPal" });
    expect(methods.message).toMatch(/PayPal guarda su forma de pago/);
    expect(methods.methods).toHaveLength(1);
    expect(methods.methods[0]).toMatchObject({ type: "paypal", is_default: true });
    expect((await post("/api/payment-methods/add", {})).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/payment-methods/${methods.methods[0].id}`,
          cookies,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post("/api/payment-methods/default", { paymentMethodId: methods.methods[0].id })).statusCode,
    ).toBe(200);
    expect((await post("/api/payment-methods/default", { paymentMethodId: "tarjeta-4242" })).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/payments/status/current" })).statusCode).toBe(401);
  });

  it("one invoice per recorded payment, each a Spanish PDF receipt; another client's is not found", async () => {
    const owner = await paidClient();
    await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${owner.subscriptionId}/advance-cycle`,
    });
    const { invoices } = (
      await t.app.inject({ method: "GET", url: "/api/invoices", cookies: owner.cookies })
    ).json();
    expect(invoices).toHaveLength(2);
    const pdf = await t.app.inject({ method: "GET", url: invoices[0].download_url, cookies: owner.cookies });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain("Recibo de pago");
    expect(text).toContain("Suscripción mensual");
    expect(text).toContain("99.90 USD");
    expect(text).toContain(invoices[0].number);

    const other = await paidClient();
    expect(
      (await t.app.inject({ method: "GET", url: invoices[0].download_url, cookies: other.cookies }))
        .statusCode,
    ).toBe(404);
  });
});
