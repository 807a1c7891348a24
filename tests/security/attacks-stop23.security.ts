/**
 * Stop 23 (w-23a): business logic and state, against the real server. A client an administrator
 * deactivated opened its account again through 'Reenviar correo de activación'; a registration took
 * over an account an administrator created 'Inactivo' (an administrator became a cliente); a link
 * mailed to a mistyped address still set the password after the administrator corrected it; one
 * identity grant of the public cancel/reactivate flow started a PayPal checkout per tab.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  call,
  captcha,
  type LiveServer,
  login,
  outboxLink,
  PASSWORD,
  signedInClient,
  startLiveServer,
  uniqueEmail,
} from "./live-server";

let live: LiveServer;
let base: string;
let admin: string;

beforeAll(async () => {
  live = await startLiveServer();
  base = live.base;
  admin = (await login(base, ADMIN.email, ADMIN.password)).json().token;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function userForm(name: string, email: string, role: string, status: string, subscriptionStatus: string) {
  return { name, email, role, phone: "5512345678", status, subscriptionStatus };
}

async function mailsTo(email: string): Promise<number> {
  const { messages } = (await call(base, "GET", "/api/dev/outbox")).json() as { messages: { to: string }[] };
  return messages.filter((message) => message.to.includes(email)).length;
}

describe("a status an administrator decided", () => {
  it("is not undone by the client asking for a new activation link", async () => {
    const client = await signedInClient(base, "Cliente Desactivada");
    const form = userForm("Cliente Desactivada", client.email, "cliente", "inactive", "al corriente");
    const saved = await call(base, "PUT", `/api/admin/users/${client.userId}`, { token: admin, body: form });
    expect(saved.status).toBe(200);
    const before = await mailsTo(client.email);

    const resend = await call(base, "POST", "/api/auth/resend-activation", { body: { email: client.email } });
    expect(resend.status).toBe(200);
    await sleep(3_000);
    expect(await mailsTo(client.email)).toBe(before);
    expect((await login(base, client.email, PASSWORD)).json().code).toBe("SECURE_AUTH_ERROR_INACTIVE");
  });

  it("keeps an administrator created 'Inactivo' from a visitor's registration of its e-mail", async () => {
    const email = uniqueEmail("admin.inactiva");
    const form = userForm("Segunda Administración", email, "admin", "inactive", "pendiente");
    const created = await call(base, "POST", "/api/admin/users", { token: admin, body: form });
    expect(created.status).toBe(201);
    const registered = await call(base, "POST", "/api/auth/register", {
      body: {
        full_name: "Intruso",
        email,
        password: PASSWORD,
        phone: "5599999999",
        recaptcha_token: await captcha(base),
      },
    });
    expect(registered.status).toBe(409);
    const after = await call(base, "GET", `/api/admin/users/${created.json().user.id}`, { token: admin });
    expect(after.json().user).toMatchObject({ name: "Segunda Administración", role: "admin" });
  });

  it("ends the invitation mailed to a mistyped address once the administrator corrects it", async () => {
    const typo = uniqueEmail("errata");
    const form = userForm("Cliente Invitada", typo, "cliente", "active", "al corriente");
    const created = await call(base, "POST", "/api/admin/users", { token: admin, body: form });
    expect(created.status).toBe(201);
    const stale = new URL(await outboxLink(base, typo, /lista/i)).searchParams.get("token");
    const right = uniqueEmail("corregida");
    const corrected = { ...form, email: right };
    const saved = await call(base, "PUT", `/api/admin/users/${created.json().user.id}`, {
      token: admin,
      body: corrected,
    });
    expect(saved.status).toBe(200);

    const reset = await call(base, "POST", "/api/auth/reset-password", {
      body: { token: stale, new_password: "Extraño#2026_x", recaptcha_token: await captcha(base) },
    });
    expect(reset.json().code).toBe("RESET_TOKEN_INVALID");
    expect((await login(base, right, "Extraño#2026_x")).status).not.toBe(200);
    expect(await outboxLink(base, right, /lista/i)).toContain("/reset-password?token=");
  });
});

describe("the public cancel/reactivate flow's grant", () => {
  it("starts one PayPal checkout, whatever the number of tabs using it at once", async () => {
    const client = await signedInClient(base, "Cliente Tres Pestañas");
    const checked = await call(base, "POST", "/api/subscriptions/identity-check", {
      body: { email: client.email, password: PASSWORD },
    });
    const grant = checked.json().access_token as string;
    expect(
      (await call(base, "POST", "/api/subscriptions/public/cancel", { body: { access_token: grant } }))
        .status,
    ).toBe(200);

    const again = await call(base, "POST", "/api/subscriptions/identity-check", {
      body: { email: client.email, password: PASSWORD },
    });
    const body = { access_token: again.json().access_token, planId: "monthly_plan" };
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(base, "POST", "/api/subscriptions/public/subscribe", { body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });
});
