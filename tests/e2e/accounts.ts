import type { APIRequestContext, Page } from "@playwright/test";
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
