/**
 * Stop 24 (w-24b): state that outlived the fact it rested on, against the real server. The public
 * flow's identity grant and the download links outlived a password reset; a client an administrator
 * deactivated could still start a PayPal checkout for an account that stays closed.
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
  uploadForm,
} from "./live-server";

let live: LiveServer;
let base: string;
let admin: string;

beforeAll(async () => {
  live = await startLiveServer({ AUTH_RATE_LIMIT_MAX: "60" });
  base = live.base;
  admin = (await login(base, ADMIN.email, ADMIN.password)).json().token;
}, 180_000);

afterAll(async () => {
  await live?.stop();
});

async function resetPasswordByMail(email: string, newPassword: string) {
  await call(base, "POST", "/api/auth/forgot-password", {
    body: { email, recaptcha_token: await captcha(base) },
  });
  const link = new URL(await outboxLink(base, email, /contraseña|restablec/i));
  return call(base, "POST", "/api/auth/reset-password", {
    body: {
      token: link.searchParams.get("token"),
      new_password: newPassword,
      recaptcha_token: await captcha(base),
    },
  });
}

describe("what a password reset ends", () => {
  it("ends the identity grant and every download link made before it", async () => {
    const client = await signedInClient(base, "Cuenta Comprometida");
    const project = await call(base, "POST", "/api/projects", {
      token: client.token,
      body: { name: "Licitación comprometida", description: "Proyecto de la cuenta comprometida" },
    });
    const uploaded = await call(base, "POST", `/api/projects/${project.json().id}/documents`, {
      token: client.token,
      raw: uploadForm("otros", "nota.txt", "Contenido que solo la dueña debe leer"),
    });
    expect(uploaded.status).toBe(201);
    const link = (
      await call(base, "POST", "/api/documents/download", {
        token: client.token,
        body: { documentIds: [uploaded.json().documents[0].id] },
      })
    ).json().downloadUrl as string;
    // Whoever knew the old password checks the identity: a grant to cancel the subscription.
    const checked = await call(base, "POST", "/api/subscriptions/identity-check", {
      body: { email: client.email, password: PASSWORD },
    });
    expect(checked.status).toBe(200);
    const grant = checked.json().access_token as string;

    const newPassword = "Recuperada#2026_ok";
    expect((await resetPasswordByMail(client.email, newPassword)).status).toBe(200);
    const owner = (await login(base, client.email, newPassword)).json().token as string;

    const download = await call(base, "GET", link, { token: owner });
    expect(download.status).toBe(404);
    expect(download.json().code).toBe("DOWNLOAD_EXPIRED");
    expect(download.text).not.toContain("Contenido que solo la dueña debe leer");
    const cancel = await call(base, "POST", "/api/subscriptions/public/cancel", {
      body: { access_token: grant },
    });
    expect(cancel.status).toBe(401);
    expect(cancel.json().code).toBe("SUBSCRIPTION_ACCESS_INVALID");
    // The subscription was not cancelled: its owner still signs in.
    expect((await login(base, client.email, newPassword)).status).toBe(200);
  });
});

describe("a client an administrator deactivated", () => {
  it("may cancel in the public flow but is refused a checkout, in Spanish, before PayPal", async () => {
    const client = await signedInClient(base, "Cliente Desactivada Que Paga");
    const form = {
      name: "Cliente Desactivada Que Paga",
      email: client.email,
      role: "cliente",
      phone: "5512345678",
      status: "inactive",
      subscriptionStatus: "al corriente",
    };
    expect(
      (await call(base, "PUT", `/api/admin/users/${client.userId}`, { token: admin, body: form })).status,
    ).toBe(200);
    const identity = async () =>
      (
        await call(base, "POST", "/api/subscriptions/identity-check", {
          body: { email: client.email, password: PASSWORD },
        })
      ).json();
    // Stopping PayPal's charges stays possible.
    const cancel = await call(base, "POST", "/api/subscriptions/public/cancel", {
      body: { access_token: (await identity()).access_token },
    });
    expect(cancel.status).toBe(200);

    const checked = await identity();
    expect(checked).toMatchObject({ subscription_status: "cancelado", can_reactivate: false });
    expect(checked.account_deactivated).toBe(true);
    const subscribe = await call(base, "POST", "/api/subscriptions/public/subscribe", {
      body: { access_token: checked.access_token, planId: "monthly_plan" },
    });
    expect(subscribe.status).toBe(409);
    expect(subscribe.json().code).toBe("SUBSCRIPTION_ACCOUNT_DEACTIVATED");
    expect(subscribe.json().message).toMatch(/desactivada por un administrador/);
    expect(subscribe.text).not.toContain("redirectUrl");
  });
});
