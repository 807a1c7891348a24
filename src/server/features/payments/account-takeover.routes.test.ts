import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  postConfirm,
  postLogin,
  postRegister,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { accountTokens, payments, users } from "../../db/schema";

const ATTACKER_PASSWORD = 'Intruso#2026"toma';

describe.each(TEST_BACKENDS)("registration cannot be taken over in the payment window (%s)", (backend) => {
  let t: TestApp;

  const register = (email: string, password: string) =>
    postRegister(t.app, { full_name: "Laura Gómez", email, password });
  const confirm = (back: URL, userId: string) => postConfirm(t.app, back, userId);

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a second registration once PayPal has the checkout approved; the payer's password is the one that signs in", async () => {
    const email = uniqueEmail("victima");
    const victim = (await register(email, GOOD_PASSWORD)).json();
    const back = await submitSandboxApproval(t.app, victim.payment_url);

    const attacker = await register(email, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(409);
    expect(attacker.json()).toMatchObject({
      code: "EMAIL_TAKEN",
      message: "El correo electrónico ya existe en el sistema",
    });

    const confirmed = await confirm(back, victim.user_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe("success");
    const token = tokenFromMail(await waitForMail(t.ctx.db, email, /active/i));
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } })).statusCode,
    ).toBe(200);

    expect((await postLogin(t.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await postLogin(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("does not confirm a checkout replaced by a later registration, and cancels it at PayPal", async () => {
    const email = uniqueEmail("reemplazo");
    const first = (await register(email, GOOD_PASSWORD)).json();
    // Someone registers the same e-mail again before the first checkout is approved.
    const second = await register(email, ATTACKER_PASSWORD);
    expect(second.statusCode).toBe(201);
    expect(second.json().user_id).toBe(first.user_id);

    const back = await submitSandboxApproval(t.app, first.payment_url);
    const refused = await confirm(back, first.user_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PAYMENT_SUPERSEDED",
      message:
        "Este pago corresponde a un registro anterior de este correo que ya fue reemplazado; la suscripción se canceló en PayPal. Si se realizó un cargo, contacte a soporte.",
    });
    expect((await t.ctx.payments.getSubscription(first.paypal_order_id)).status).toBe("CANCELLED");
    // Asking again changes nothing: still refused, nothing recorded, no activation link issued.
    expect((await confirm(back, first.user_id)).json().code).toBe("PAYMENT_SUPERSEDED");
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, first.user_id))).toEqual([]);
    expect(
      await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, first.user_id)),
    ).toEqual([]);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, first.user_id));
    expect(user).toMatchObject({ status: "inactive", subscriptionStatus: "pendiente" });
  });

  it("answers an unknown user and another user's subscription alike, and never with the e-mail", async () => {
    const email = uniqueEmail("privado");
    const registered = (await register(email, GOOD_PASSWORD)).json();
    const back = await submitSandboxApproval(t.app, registered.payment_url);
    const token = back.searchParams.get("token");

    const unknownUser = await t.app.inject({
      method: "POST",
      url: `/api/payments/confirm/${token}`,
      payload: {
        user_id: "00000000-0000-4000-8000-000000000000",
        transaction_id: registered.paypal_order_id,
      },
    });
    const wrongSubscription = await t.app.inject({
      method: "POST",
      url: `/api/payments/confirm/${token}`,
      payload: { user_id: registered.user_id, transaction_id: "I-OTRA00000000" },
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(wrongSubscription.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual(wrongSubscription.json());
    expect(unknownUser.json()).toEqual({
      code: "NOT_FOUND",
      message: "El recurso solicitado no fue encontrado.",
    });

    const confirmed = await confirm(back, registered.user_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).not.toContain(email);
    expect(confirmed.json()).not.toHaveProperty("email");
  });
});
