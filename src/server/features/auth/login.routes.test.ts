import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, postLogin, sessionCookieOf, uniqueEmail } from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { loginFailures } from "../../db/schema";

describe.each(TEST_BACKENDS)("sign-in (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("signs in an active, paid-up client: token, user, httpOnly cookie; profile; logout", async () => {
    const user = await createUser(t.ctx.db);
    const response = await postLogin(t.app, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      name: "María Fernanda López",
      email: user.email,
      phone: "5512345678",
      role: "cliente",
      status: "active",
      subscription_status: "al corriente",
      paid_through: user.paidThrough!.toISOString(),
    });
    const cookie = response.cookies.find((item) => item.name === "licita_session");
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });

    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      cookies: { licita_session: body.token },
    });
    expect(byCookie.json().user.email).toBe(user.email);
    const byBearer = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(byBearer.statusCode).toBe(200);

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies: { licita_session: body.token },
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      cookies: { licita_session: body.token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("SECURE_AUTH_ERROR");
  });

  it("gives a new session at every login and ends the one the browser came with", async () => {
    const user = await createUser(t.ctx.db);
    const first = sessionCookieOf(await postLogin(t.app, user.email, user.password))!;
    const second = sessionCookieOf(
      await postLogin(t.app, user.email, user.password, { cookie: `licita_session=${first}` }),
    )!;
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      cookies: { licita_session: first },
    });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      cookies: { licita_session: second },
    });
    expect(current.statusCode).toBe(200);
  });

  it("answers an unknown e-mail exactly like a wrong password, and takes as long", async () => {
    const user = await createUser(t.ctx.db);
    const wrong = await postLogin(t.app, user.email, "Incorrecta#123");
    const unknown = await postLogin(t.app, uniqueEmail("nadie"), "Incorrecta#123");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      code: "SECURE_AUTH_ERROR_INVALID_CREDENTIALS",
      message: "Usuario y/o contraseña no válidos",
      detail: { failures: 1, remaining_attempts: 2 },
    });

    // Both pay for one Argon2 verification; without the decoy hash an unknown e-mail would answer
    // many times faster. Captchas are solved before the clock starts.
    const timeLogin = async (email: string) => {
      const token = await solveCaptcha(t.app);
      const started = performance.now();
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "Otra#Incorrecta1", recaptcha_token: token },
      });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail("tiempo");
      const account = await createUser(t.ctx.db, { email });
      known.push(await timeLogin(account.email));
      unknownTimes.push(await timeLogin(uniqueEmail("fantasma")));
    }
    expect(median(unknownTimes)).toBeGreaterThan(median(known) * 0.5);
  });

  it("locks an e-mail for 15 minutes at the third failure, warns after two, and keeps it locked", async () => {
    const user = await createUser(t.ctx.db);
    const first = await postLogin(t.app, user.email, "Mala#Clave0001");
    const second = await postLogin(t.app, user.email, "Mala#Clave0002");
    const third = await postLogin(t.app, user.email, "Mala#Clave0003");
    expect(first.json().detail).toEqual({ failures: 1, remaining_attempts: 2 });
    expect(second.json().detail).toEqual({ failures: 2, remaining_attempts: 1 });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: "SECURE_AUTH_ERROR_LOCKED",
      message: "Acceso bloqueado",
      detail: { failures: 3, remaining_attempts: 0, minutes_left: 15 },
    });
    // Even the right password is refused while locked.
    const right = await postLogin(t.app, user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().detail.minutes_left).toBe(15);

    // Once the lock has passed, the right password works and the count starts again.
    await t.ctx.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.email, user.email));
    const later = await postLogin(t.app, user.email, user.password);
    expect(later.statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.email, user.email));
    expect(rows).toEqual([]);
  });

  it("locks unknown e-mails the same way, so a lock says nothing about an account", async () => {
    const email = uniqueEmail("inexistente");
    for (const attempt of [1, 2]) {
      expect((await postLogin(t.app, email, `Mala#Clave000${attempt}`)).statusCode).toBe(401);
    }
    const third = await postLogin(t.app, email, "Mala#Clave0003");
    expect(third.statusCode).toBe(429);
    expect(third.json().detail.minutes_left).toBe(15);
  });

  it("refuses accounts that may not enter, with the spec's reasons, only after the right password", async () => {
    const cases = [
      { overrides: { status: "inactive" as const }, code: "SECURE_AUTH_ERROR_INACTIVE", status: 403 },
      { overrides: { status: "suspended" as const }, code: "SECURE_AUTH_ERROR_SUSPENDED", status: 403 },
      {
        overrides: { subscriptionStatus: "vencido" as const },
        code: "SECURE_AUTH_ERROR_NOT_PAID",
        status: 403,
      },
      {
        overrides: { subscriptionStatus: "pendiente" as const },
        code: "SECURE_AUTH_ERROR_NOT_PAID",
        status: 403,
      },
      // Never paid (the buyer left PayPal's page): what is missing is the payment, not the e-mail.
      {
        overrides: {
          status: "inactive" as const,
          subscriptionStatus: "pendiente" as const,
          paidThrough: null,
        },
        code: "SECURE_AUTH_ERROR_PAYMENT_MISSING",
        status: 403,
      },
      // The paid-through date has passed: access ends even before the reconciliation records it.
      {
        overrides: { paidThrough: new Date(Date.now() - 60_000) },
        code: "SECURE_AUTH_ERROR_NOT_PAID",
        status: 403,
      },
    ];
    for (const item of cases) {
      const user = await createUser(t.ctx.db, item.overrides);
      const response = await postLogin(t.app, user.email, user.password);
      expect(response.statusCode).toBe(item.status);
      expect(response.json().code).toBe(item.code);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const unpaid = await createUser(t.ctx.db, { subscriptionStatus: "vencido" });
    expect((await postLogin(t.app, unpaid.email, unpaid.password)).json().message).toContain(
      "no está al corriente en sus pagos",
    );
    // An administrator pays nothing.
    const admin = await createUser(t.ctx.db, { role: "admin", subscriptionStatus: "pendiente" });
    const response = await postLogin(t.app, admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("admin");
  });

  it("refuses a missing, reused or forged captcha before looking at the password", async () => {
    const user = await createUser(t.ctx.db);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "Mala#Clave0001" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toEqual([
      { field: "recaptcha_token", message: "Por favor complete el captcha" },
    ]);

    const token = await solveCaptcha(t.app);
    const once = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password, recaptcha_token: token },
    });
    expect(once.statusCode).toBe(200);
    for (const recaptcha_token of [token, "bm8gZXMgdW4gY2FwdGNoYQ=="]) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "Mala#Clave0001", recaptcha_token },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("CAPTCHA_INVALID");
    }
    // The refused attempts never reached the password: no failure was counted.
    const rows = await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.email, user.email));
    expect(rows).toEqual([]);
  });

  it("answers bad input with 400/413 and Spanish messages", async () => {
    const empty = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toEqual(
      expect.arrayContaining([
        { field: "email", message: "Email y contraseña son requeridos" },
        { field: "password", message: "Email y contraseña son requeridos" },
      ]),
    );
    const wrongTypes = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: 42, password: ["x"], recaptcha_token: true },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().code).toBe("VALIDATION_ERROR");
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("MALFORMED_JSON");
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.mx", password: "x".repeat(2_000_000), recaptcha_token: "x" },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");
    const noSession = await t.app.inject({ method: "GET", url: "/api/auth/profile" });
    expect(noSession.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { authorization: "Bearer inventado" },
    });
    expect(forged.statusCode).toBe(401);
  });
  it("refuses a sign-in past the password checks one address may have in flight, at once and in Spanish", async () => {
    const user = await createUser(t.ctx.db);
    const max = t.ctx.config.AUTH_CONCURRENT_PER_ADDRESS;
    const tokens: string[] = [];
    for (let index = 0; index < max + 4; index++) tokens.push(await solveCaptcha(t.app));
    const signIn = (token: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress,
        payload: { email: user.email, password: user.password, recaptcha_token: token },
      });
    const [other, ...answers] = await Promise.all([
      signIn(tokens[0]!, "10.9.8.2"),
      ...tokens.slice(1).map((token) => signIn(token, "10.9.8.1")),
    ]);
    expect(other.statusCode).toBe(200);
    const admitted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(admitted.length + refused.length).toBe(answers.length);
    expect(admitted.length).toBeGreaterThanOrEqual(max);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Demasiadas solicitudes. Espere un momento e intente nuevamente.",
    });
    // Refused before anything was checked: no failure was counted, and the next try is admitted.
    const [failures] = await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.email, user.email));
    expect(failures).toBeUndefined();
    expect((await postLogin(t.app, user.email, user.password, {})).statusCode).toBe(200);
  });
});
