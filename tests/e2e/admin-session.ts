/** The e2e administrator (created at the server's start) and how a journey signs it in. */
import type { APIRequestContext, Page } from "@playwright/test";
import { encodeAltchaPayload } from "../../src/server/adapters/captcha/altcha-payload";
import { solveAltchaChallenge } from "../support/captcha";
import { solveCaptcha } from "./accounts";
import { expect } from "./fixtures";

export const ADMIN_EMAIL = "admin.e2e@licita.mx";
// The recovery journey may have changed the first admin's password earlier in the same run.
const ADMIN_PASSWORDS = ["Administra#2026_e2e", "Renovada#2026_nueva_y_larga"];

export async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get("/api/captcha/challenge")).json();
  return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
}

/** Which of the known passwords the admin has now (a wrong one is one failed sign-in, for 'Seguridad'). */
export async function currentAdminPassword(request: APIRequestContext): Promise<string> {
  for (const password of [...ADMIN_PASSWORDS].reverse()) {
    const response = await request.post("/api/auth/login", {
      data: { email: ADMIN_EMAIL, password, recaptcha_token: await captchaAnswer(request) },
    });
    if (response.ok()) return password;
  }
  throw new Error("the e2e admin signs in with none of the known passwords");
}

/** The admin signs in through the login page, as a person would, and lands on its panel. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const password = await currentAdminPassword(request);
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByTestId("admin-name")).toHaveText("Laura Administradora");
}
