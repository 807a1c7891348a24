import type { APIRequestContext, Page } from "@playwright/test";
import { encodeAltchaPayload } from "../../src/server/adapters/captcha/altcha-payload";
import { solveAltchaChallenge } from "../support/captcha";
import { expect } from "./fixtures";

/**
 * Gets the page's ALTCHA captcha verified as a person would: it starts by itself when a field of the
 * form gets focus; if it has not, a click on its label starts it. Then waits for 'Verificado'.
 */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator("altcha-widget");
  const verified = widget.getByText("Verificado", { exact: true });
  const idle = widget.getByText("No soy un robot", { exact: true });
  await expect(async () => {
    if (await verified.isVisible()) return;
    if (await idle.isVisible()) await idle.click({ timeout: 1_000 });
    await expect(verified).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The newest link to `to` in the app's outbox (its own page outside production), as a mail reader would. */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/dev/outbox");
        const { messages } = (await response.json()) as {
          messages: { to: string; subject: string; links: string[]; primaryLink?: string }[];
        };
        const message = messages.find((item) => item.to.includes(to) && subject.test(item.subject));
        link = message?.primaryLink ?? message?.links.find((url) => url.includes("token="));
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@empresa.mx`;
}

export const PASSWORD = "Propuesta#2026_ok";

/**
 * A paid-up, activated client signed in within `page`'s browser context, made through the real API
 * as fast as a script can: register (captcha solved in Node), approve in the built-in sandbox,
 * confirm, activate from the outbox link, log in. The session cookie lands in the context.
 */
export async function signInNewClient(page: Page, fullName = "Cliente de Prueba"): Promise<string> {
  const request = page.context().request;
  const solve = async () => {
    const challenge = await (await request.get("/api/captcha/challenge")).json();
    return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
  };
  const email = uniqueEmail("cliente");
  const registered = await request.post("/api/auth/register", {
    data: {
      full_name: fullName,
      email,
      password: PASSWORD,
      phone: "5512345678",
      recaptcha_token: await solve(),
    },
  });
  expect(registered.status()).toBe(201);
  const { user_id, payment_url } = await registered.json();
  const approvalPage = await (await request.get(payment_url)).text();
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)Aprobar pago/.exec(approvalPage);
  if (!form) throw new Error("no approval form in the sandbox page");
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*>/g)) {
    // Radio buttons count only when checked, as a browser sends them (the funding source).
    if (/type="radio"/.test(input[0]) && !/\bchecked\b/.test(input[0])) continue;
    fields[input[1]!] = input[2]!.replaceAll("&amp;", "&");
  }
  const approved = await request.post(form[1]!.replaceAll("&amp;", "&"), { form: fields, maxRedirects: 0 });
  const back = new URL(
    approved.headers().location!,
    page.url() === "about:blank" ? "http://localhost" : page.url(),
  );
  const confirmed = await request.post(`/api/payments/confirm/${back.searchParams.get("token")}`, {
    data: { user_id, transaction_id: back.searchParams.get("subscription_id") },
  });
  expect(confirmed.status()).toBe(200);
  const activation = new URL(await linkFromOutbox(request, email, /active/i));
  const token = activation.searchParams.get("token");
  expect((await request.post("/api/auth/activate", { data: { token } })).status()).toBe(200);
  const login = await request.post("/api/auth/login", {
    data: { email, password: PASSWORD, recaptcha_token: await solve() },
  });
  expect(login.status()).toBe(200);
  // The web app shows the stored user's name; it reads it from the profile after this visit.
  await page.goto("/login");
  await page.evaluate(
    (user) => localStorage.setItem("user_data", JSON.stringify(user)),
    (await login.json()).user,
  );
  return email;
}
