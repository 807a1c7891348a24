import { Writable } from "node:stream";
import { simpleParser } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "../../../../tests/support/accounts";
import { solveCaptcha } from "../../../../tests/support/captcha";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { getSandboxCredentials } from "../../adapters/payments/paypal-sandbox";
import { paypalSandboxAccessTokens } from "../../db/schema";

interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The product's own flow with SMTP_URL set: the activation e-mail leaves through a real SMTP server
 * (smtp-server on loopback) and is read back with mailparser. The same run checks that no log line
 * carries a password, a token or a PayPal secret.
 */
describe("activation e-mail over real SMTP", () => {
  const received: Received[] = [];
  const logLines: string[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp("pglite", {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: '"Licita" <no-responder@licita.mx>' },
      logger: pino({ level: "trace" }, sink),
    });
    await t.app.ready();
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers the activation link through SMTP after the payment, and the link activates", async () => {
    expect(t.ctx.mailer.kind).toBe("smtp");
    const email = uniqueEmail("smtp");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        full_name: "Íñigo Peña",
        email,
        password: GOOD_PASSWORD,
        phone: "5511223344",
        recaptcha_token: await solveCaptcha(t.app),
      },
    });
    const { user_id, payment_url } = registered.json();
    const back = await submitSandboxApproval(t.app, payment_url);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/payments/confirm/${back.searchParams.get("token")}`,
      payload: { user_id, transaction_id: back.searchParams.get("subscription_id") },
    });
    expect(confirmed.json().status).toBe("success");

    await expect
      .poll(() => received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 })
      .toBe(2);
    const activation = received.find((mail) => mail.to.includes(email) && /active/i.test(mail.subject))!;
    expect(activation.subject).toMatch(/á|é|í|ó|ú|ñ|Active/);
    const link = /https?:\/\/\S+\/activate-account\?token=[\w-]+/.exec(activation.text)?.[0];
    expect(link).toBeDefined();
    expect(activation.html).toContain(link!.replace(/&/g, "&amp;"));
    expect(activation.html).toContain("Íñigo");
    const token = new URL(link!).searchParams.get("token")!;
    const activated = await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    expect(activated.statusCode).toBe(200);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: GOOD_PASSWORD, recaptcha_token: await solveCaptcha(t.app) },
    });
    expect(login.statusCode).toBe(200);
    const sessionToken = login.json().token as string;

    // No secret in any log line of the whole flow.
    const logs = logLines.join("");
    expect(logs.length).toBeGreaterThan(0);
    const { clientSecret } = await getSandboxCredentials(t.ctx.db);
    const accessTokens = (await t.ctx.db.select().from(paypalSandboxAccessTokens)).map((row) => row.token);
    expect(accessTokens.length).toBeGreaterThan(0);
    for (const secret of [GOOD_PASSWORD, token, sessionToken, clientSecret, ...accessTokens]) {
      expect(logs).not.toContain(secret);
    }
  });
});
