import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  postLogin,
  postRegister,
  signedInClient,
  tokenFromMail,
  uniqueEmail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { listOutbox } from "../../adapters/mail/outbox-mailer";
import { users } from "../../db/schema";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stop 23 (w-23a): an account an administrator created or deactivated is the administrator's to open.
 * Before, 'Reenviar correo de activación' gave a deactivated client a link that made it active again,
 * and a registration of the e-mail of an account created 'Inactivo' replaced its name, password and
 * role (an administrator became a cliente).
 */
describe.each(TEST_BACKENDS)("a status an administrator decided (%s)", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección General" });
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, cookies: admin.cookies, payload });
  const form = (user: { fullName: string; email: string; role: string }, status: string) => ({
    name: user.fullName,
    email: user.email,
    phone: "5512345678",
    role: user.role,
    status,
    subscriptionStatus: "al corriente",
  });

  it("is not undone by an activation link the deactivated client asks for", async () => {
    // A paid registration, opened with its own link.
    const client = await createUser(t.ctx.db, { status: "inactive" });
    const resend = () =>
      t.app.inject({ method: "POST", url: "/api/auth/resend-activation", payload: { email: client.email } });
    await resend();
    const first = tokenFromMail(await waitForMail(t.ctx.db, client.email, /activ/i));
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/auth/activate",
      payload: { token: first },
    });
    expect(opened.statusCode).toBe(200);

    const saved = await asAdmin("PUT", `/api/admin/users/${client.id}`, form(client, "inactive"));
    expect(saved.statusCode).toBe(200);
    const mailsBefore = (await listOutbox(t.ctx.db)).filter((entry) => entry.to.includes(client.email));

    expect((await resend()).statusCode).toBe(200);
    await sleep(2_500);
    const mailsAfter = (await listOutbox(t.ctx.db)).filter((entry) => entry.to.includes(client.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
    const refused = await postLogin(t.app, client.email, client.password);
    expect(refused.json().code).toBe("SECURE_AUTH_ERROR_INACTIVE");
  });

  it("keeps an account created 'Inactivo', administrator or client, from a registration of its e-mail", async () => {
    for (const role of ["admin", "cliente"]) {
      const email = uniqueEmail(`alta-${role}`);
      const created = await asAdmin("POST", "/api/admin/users", {
        ...form({ fullName: "Cuenta Creada", email, role }, "inactive"),
        subscriptionStatus: "pendiente",
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().user.id as string;

      const registered = await postRegister(t.app, { email, full_name: "Intruso" });
      expect(registered.statusCode).toBe(409);
      expect(registered.json().code).toBe("EMAIL_TAKEN");
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ fullName: "Cuenta Creada", role, status: "inactive" });
    }
  });

  it("still lets a registration never paid start over, and a paid one be opened by its link", async () => {
    const email = uniqueEmail("abandono");
    expect((await postRegister(t.app, { email })).statusCode).toBe(201);
    const again = await postRegister(t.app, { email, full_name: "Nombre Corregido" });
    expect(again.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.fullName).toBe("Nombre Corregido");

    // Saving the form without touching the status leaves the owner's link working.
    const paid = await createUser(t.ctx.db, { status: "inactive" });
    expect(
      (
        await asAdmin("PUT", `/api/admin/users/${paid.id}`, {
          ...form(paid, "inactive"),
          phone: "5599990000",
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-activation",
      payload: { email: paid.email },
    });
    const token = tokenFromMail(await waitForMail(t.ctx.db, paid.email, /activ/i));
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } })).statusCode,
    ).toBe(200);
    expect((await postLogin(t.app, paid.email, paid.password)).statusCode).toBe(200);
  });
  it("ends the links mailed to an address the administrator corrected, and invites the new one", async () => {
    const typo = uniqueEmail("errata");
    const created = await asAdmin(
      "POST",
      "/api/admin/users",
      form({ fullName: "Cliente Invitado", email: typo, role: "cliente" }, "active"),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as string;
    const stale = tokenFromMail(await waitForMail(t.ctx.db, typo, /lista/i));

    const right = uniqueEmail("corregido");
    const before = Date.now();
    const saved = await asAdmin(
      "PUT",
      `/api/admin/users/${id}`,
      form({ fullName: "Cliente Invitado", email: right, role: "cliente" }, "active"),
    );
    expect(saved.statusCode).toBe(200);

    // Whoever owns the mistyped address can no longer choose the password.
    const verify = await t.app.inject({ method: "GET", url: `/api/auth/verify-reset-token?token=${stale}` });
    expect(verify.json()).toEqual({ valid: false });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: stale, new_password: "Extraño#2026_x", recaptcha_token: await solveCaptcha(t.app) },
    });
    expect(reset.json().code).toBe("RESET_TOKEN_INVALID");
    expect((await postLogin(t.app, right, "Extraño#2026_x")).statusCode).not.toBe(200);

    // The person at the right address gets the invitation and chooses the password.
    const fresh = tokenFromMail(await waitForMail(t.ctx.db, right, /lista/i, { after: before }));
    const chosen = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: fresh, new_password: "Correcta#2026_ok", recaptcha_token: await solveCaptcha(t.app) },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await postLogin(t.app, right, "Correcta#2026_ok")).statusCode).toBe(200);
  });
});
