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

describe.each(TEST_BACKENDS)("registration, payment and activation (%s)", (backend) => {
  let t: TestApp;

  const register = (email: string, overrides: Record<string, unknown> = {}) =>
    postRegister(t.app, { email, ...overrides });
  const confirm = (returnUrl: URL, userId: string) => postConfirm(t.app, returnUrl, userId);

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("registers, pays in the sandbox, confirms once, e-mails the link, activates and signs in", async () => {
    const email = uniqueEmail("registro");
    const registered = await register(email.toUpperCase());
    expect(registered.statusCode).toBe(201);
    const { user_id, paypal_order_id, payment_url } = registered.json();
    expect(paypal_order_id).toMatch(/^I-[A-Z0-9]+$/);
    expect(new URL(payment_url).pathname).toBe("/sandbox/paypal/checkoutnow");
    const [created] = await t.ctx.db.select().from(users).where(eq(users.id, user_id));
    expect(created).toMatchObject({ email, status: "inactive", subscriptionStatus: "pendiente" });
    expect(created!.passwordHash).toMatch(/^\$argon2id\$/);

    // Nothing was paid yet: the server asks PayPal and refuses.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/payments/confirm/TOKEN12345",
      payload: { user_id, transaction_id: paypal_order_id },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("PAYMENT_NOT_COMPLETED");

    const back = await submitSandboxApproval(t.app, payment_url);
    expect(back.pathname).toBe("/payment-success");
    expect(back.searchParams.get("user_id")).toBe(user_id);
    expect(back.searchParams.get("subscription_id")).toBe(paypal_order_id);

    const confirmed = await confirm(back, user_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      payment_status: "completed",
      status: "success",
      duplicate: false,
    });
    const again = await confirm(back, user_id);
    expect(again.json()).toMatchObject({
      payment_status: "completed",
      status: "already_processed",
      duplicate: true,
    });
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.userId, user_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: "99.90", currency: "USD", status: "completed" });
    const [paid] = await t.ctx.db.select().from(users).where(eq(users.id, user_id));
    expect(paid!.subscriptionStatus).toBe("al corriente");
    const days = (paid!.paidThrough!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // Paid but not activated: the login says so.
    expect((await postLogin(t.app, email, GOOD_PASSWORD)).json().code).toBe("SECURE_AUTH_ERROR_INACTIVE");

    await waitForMail(t.ctx.db, email, /pago/i);
    const activationMail = await waitForMail(t.ctx.db, email, /active/i);
    const token = tokenFromMail(activationMail);
    const activated = await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    expect(activated.statusCode).toBe(200);
    const reused = await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: "TOKEN_INVALID",
      message:
        "Ha ocurrido un error al activar su cuenta. El enlace puede ser inválido o ya ha sido utilizado.",
    });

    const login = await postLogin(t.app, email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      role: "cliente",
      status: "active",
      subscription_status: "al corriente",
    });

    // The address is now taken.
    const taken = await register(email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain("ya existe");
  });

  it("lets an unpaid registration start over, and a cancelled checkout charges nothing", async () => {
    const email = uniqueEmail("abandono");
    const first = (await register(email)).json();
    const cancelledAt = await submitSandboxApproval(t.app, first.payment_url, "Cancelar");
    expect(cancelledAt.pathname).toBe("/payment-cancel");
    const refused = await confirm(cancelledAt, first.user_id);
    expect(refused.statusCode).toBe(409);

    const second = await register(email, { full_name: "José Ángel Núñez Ruiz" });
    expect(second.statusCode).toBe(201);
    expect(second.json().user_id).toBe(first.user_id);
    expect(second.json().paypal_order_id).not.toBe(first.paypal_order_id);
    const back = await submitSandboxApproval(t.app, second.json().payment_url);
    expect((await confirm(back, first.user_id)).json().status).toBe("success");
  });

  it("sends an expired activation link to /activation-expired ('expirado') and resends a fresh one", async () => {
    const email = uniqueEmail("expira");
    const { user_id, payment_url } = (await register(email)).json();
    await confirm(await submitSandboxApproval(t.app, payment_url), user_id);
    const token = tokenFromMail(await waitForMail(t.ctx.db, email, /active/i));
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user_id));
    const expired = await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe("TOKEN_EXPIRED");
    expect(String(expired.json().detail)).toContain("expirado");

    const before = Date.now();
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: uniqueEmail("nadie") },
    });
    expect(resend.json()).toEqual(unknown.json());
    expect(resend.json().message).toBe(
      "Si existe una cuenta con este correo, recibirá instrucciones de activación en breve.",
    );
    const fresh = tokenFromMail(await waitForMail(t.ctx.db, email, /active/i, { after: before }));
    expect(fresh).not.toBe(token);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token: fresh } }))
        .statusCode,
    ).toBe(200);
  });

  it("answers bad registration and confirmation input with the spec's messages", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        full_name: "",
        email: "no-es-correo",
        password: "corta",
        phone: "55-12",
        recaptcha_token: "",
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual([
      { field: "full_name", message: "El nombre completo es requerido" },
      { field: "email", message: "El formato del correo electrónico no es válido" },
      { field: "password", message: "La contraseña no cumple con los requisitos de seguridad" },
      { field: "phone", message: "El teléfono debe tener 10 dígitos" },
      { field: "recaptcha_token", message: "Por favor, complete la verificación reCAPTCHA" },
    ]);
    const required = { email: "", password: "", phone: "", recaptcha_token: "" };
    for (const payload of [required, {}]) {
      const empty = await t.app.inject({ method: "POST", url: "/api/auth/register", payload });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().detail).toEqual([
        { field: "full_name", message: "El nombre completo es requerido" },
        { field: "email", message: "El correo electrónico es requerido" },
        { field: "password", message: "La contraseña es requerida" },
        { field: "phone", message: "El teléfono es requerido" },
        { field: "recaptcha_token", message: "Por favor, complete la verificación reCAPTCHA" },
      ]);
    }
    const tooLong = await register(uniqueEmail(), { password: `${GOOD_PASSWORD}${"A1#".repeat(3)}` });
    expect(tooLong.statusCode).toBe(400);

    const notUuid = await t.app.inject({
      method: "POST",
      url: "/api/payments/confirm/TOKEN12345",
      payload: { user_id: "123", transaction_id: "I-X" },
    });
    expect(notUuid.statusCode).toBe(400);
    const unknownUser = await t.app.inject({
      method: "POST",
      url: "/api/payments/confirm/TOKEN12345",
      payload: { user_id: "00000000-0000-4000-8000-000000000000", transaction_id: "I-X" },
    });
    expect(unknownUser.statusCode).toBe(404);
  });
});
