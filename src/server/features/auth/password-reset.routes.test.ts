import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  postLogin,
  sessionCookieOf,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { listOutbox } from "../../adapters/mail/outbox-mailer";

describe.each(TEST_BACKENDS)("password recovery (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  async function forgot(email: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email, recaptcha_token: await solveCaptcha(t.app) },
    });
  }

  async function reset(token: string, newPassword: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: newPassword, recaptcha_token: await solveCaptcha(t.app) },
    });
  }

  it("answers the same for known and unknown e-mails and mails only the real account", async () => {
    const user = await createUser(t.ctx.db);
    const stranger = uniqueEmail("desconocido");
    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      "Si el correo existe en nuestro sistema, recibirá instrucciones para restablecer su contraseña.",
    );
    await waitForMail(t.ctx.db, user.email, /contraseña/i);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await listOutbox(t.ctx.db)).some((entry) => entry.to.includes(stranger))).toBe(false);
  });

  it("resets with the newest link only, once, ends every session, and the new password works", async () => {
    const user = await createUser(t.ctx.db);
    const session = sessionCookieOf(await postLogin(t.app, user.email, user.password))!;

    const firstRequest = Date.now();
    await forgot(user.email);
    const oldToken = tokenFromMail(
      await waitForMail(t.ctx.db, user.email, /contraseña/i, { after: firstRequest }),
    );
    const secondRequest = Date.now();
    await forgot(user.email);
    const token = tokenFromMail(
      await waitForMail(t.ctx.db, user.email, /contraseña/i, { after: secondRequest }),
    );
    expect(token).not.toBe(oldToken);

    const verifyOld = await t.app.inject({
      method: "GET",
      url: `/api/auth/verify-reset-token?token=${oldToken}`,
    });
    expect(verifyOld.json()).toEqual({ valid: false });
    const verify = await t.app.inject({ method: "GET", url: `/api/auth/verify-reset-token?token=${token}` });
    expect(verify.json()).toEqual({ valid: true });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify-reset-token" })).json()).toEqual({
      valid: false,
    });

    const superseded = await reset(oldToken, "Nueva#Clave2026");
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toMatchObject({
      code: "RESET_TOKEN_INVALID",
      message: "No se pudo actualizar la contraseña. Por favor, intente nuevamente.",
    });
    const weak = await reset(token, "debil");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe("VALIDATION_ERROR");

    // No maximum length for a reset (unlike registration).
    const newPassword = `Nueva#Clave2026${"x".repeat(40)}`;
    const done = await reset(token, newPassword);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "Contraseña actualizada" });
    expect((await reset(token, "Otra#Clave20260")).statusCode).toBe(400);

    const old = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      cookies: { licita_session: session },
    });
    expect(old.statusCode).toBe(401);
    expect((await postLogin(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await postLogin(t.app, user.email, newPassword)).statusCode).toBe(200);
  });

  it("refuses recovery without a valid captcha", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "a@b.mx" },
    });
    expect(missing.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "a@b.mx", recaptcha_token: "falso" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("CAPTCHA_INVALID");
  });
});
