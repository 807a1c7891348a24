/**
 * Stop 24 (w-24b): state that outlived the fact it rested on, against the real server. The public
 * flow's identity grant and the download links outlived a password reset.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
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

beforeAll(async () => {
  live = await startLiveServer({ AUTH_RATE_LIMIT_MAX: "60" });
  base = live.base;
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
