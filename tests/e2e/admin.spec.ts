import type { APIRequestContext, Page } from "@playwright/test";
import { encodeAltchaPayload } from "../../src/server/adapters/captcha/altcha-payload";
import { DASHBOARD_KEYS, DASHBOARDS } from "../../src/shared/contracts/admin-dashboards";
import { solveAltchaChallenge } from "../support/captcha";
import { linkFromOutbox, PASSWORD, solveCaptcha, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

const ADMIN_EMAIL = "admin.e2e@licita.mx";
// The recovery journey may have changed the first admin's password earlier in the same run.
const ADMIN_PASSWORDS = ["Administra#2026_e2e", "Renovada#2026_nueva_y_larga"];

async function captchaAnswer(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get("/api/captcha/challenge")).json();
  return encodeAltchaPayload(challenge, await solveAltchaChallenge(challenge));
}

/** Which of the known passwords the admin has now (a wrong one is one failed sign-in, for 'Seguridad'). */
async function currentAdminPassword(request: APIRequestContext): Promise<string> {
  for (const password of [...ADMIN_PASSWORDS].reverse()) {
    const response = await request.post("/api/auth/login", {
      data: { email: ADMIN_EMAIL, password, recaptcha_token: await captchaAnswer(request) },
    });
    if (response.ok()) return password;
  }
  throw new Error("the e2e admin signs in with none of the known passwords");
}

async function cardValue(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole("region", { name: label, exact: true })
    .getByTestId("dashboard-card")
    .innerText();
  return Number(text.replace(/[^\d.]/g, ""));
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("administración: alta de un cliente, búsqueda, edición, suspensión (su sesión termina), eliminación y tableros", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const password = await currentAdminPassword(request);

  // The admin signs in as a person would.
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByTestId("admin-name")).toHaveText("Laura Administradora");
  await expect(page.getByTestId("stat-users")).toBeVisible();

  // Creates a client.
  const email = uniqueEmail("alta.admin");
  const name = "Constructora Alta E2E";
  await page.getByRole("link", { name: "Gestionar usuarios" }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await page.getByRole("link", { name: "Nuevo usuario" }).click();
  await page.getByRole("button", { name: "Crear usuario" }).click();
  await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
  await expect(page.getByText("Debe ingresar una dirección de correo electrónico válida")).toBeVisible();
  await expect(page.getByText("Debe ingresar un número de 10 dígitos")).toBeVisible();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("442-123-4567");
  await page.screenshot({ path: "test-results/screens/admin-create-user.png", fullPage: true });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Crear usuario" }).click();
  await expect(page).toHaveURL(/\/user-management$/);

  // The client chooses its password from the e-mail and signs in, in its own browser.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(await linkFromOutbox(request, email, /está lista/));
  await clientPage.getByLabel("Nueva contraseña").fill(PASSWORD);
  await clientPage.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await solveCaptcha(clientPage);
  await clientPage.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(clientPage.getByRole("heading", { name: "Contraseña actualizada" })).toBeVisible();
  const clientLogin = await clientContext.request.post("/api/auth/login", {
    data: { email, password: PASSWORD, recaptcha_token: await captchaAnswer(clientContext.request) },
  });
  expect(clientLogin.status()).toBe(200);
  expect((await clientContext.request.get("/api/projects")).status()).toBe(200);
  // A client knocking on the admin API is refused, and nothing is done.
  expect((await clientContext.request.get("/api/admin/users")).status()).toBe(403);

  // The admin finds it by search.
  await page.getByLabel("Buscar").fill("alta e2e");
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  const row = page.getByTestId("user-row");
  await expect(row).toContainText(email);
  await expect(row).toContainText("Al corriente");
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Edits it.
  const newName = "Constructora Alta E2E Editada";
  await page.getByRole("link", { name: `Editar a ${name}` }).click();
  await expect(page.getByLabel("Nombre")).toHaveValue(name);
  await page.getByLabel("Nombre").fill(newName);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await page.getByLabel("Buscar").fill(email);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText(newName);

  // Suspends it: its open session is refused on its next request.
  await page.getByRole("button", { name: `Suspender a ${newName}` }).click();
  await expect(page.getByTestId("user-row")).toContainText("Suspendido");
  expect((await clientContext.request.get("/api/projects")).status()).toBe(401);
  await clientContext.close();

  // Deletes it, after confirming.
  await page.getByRole("button", { name: `Eliminar a ${newName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar usuario" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Ningún usuario coincide con la búsqueda.")).toBeVisible();

  // Each step is in the recent activity.
  await page.getByRole("link", { name: "Panel" }).click();
  const activity = page.getByRole("region", { name: "Actividad reciente" });
  for (const line of [
    `Usuario creado: ${name} <${email}>`,
    `Usuario editado: ${newName} <${email}>`,
    `Usuario suspendido: ${newName} <${email}>`,
    `Usuario eliminado: ${newName} <${email}>`,
  ]) {
    await expect(activity.getByText(line, { exact: false })).toBeVisible();
  }
  await page.screenshot({ path: "test-results/screens/admin-dashboard-1280.png", fullPage: true });
  await expectAccessible(page);

  // Every dashboard draws its charts from the server's figures.
  for (const key of DASHBOARD_KEYS) {
    await page
      .getByRole("navigation", { name: "Menú de administración" })
      .getByRole("link", { name: DASHBOARDS[key] })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARDS[key] })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
    const started = Date.now();
    const board = await (await page.request.get(`/api/admin/dashboards/${key}?days=30`)).json();
    console.info(`GET /api/admin/dashboards/${key}: ${Date.now() - started} ms`);
    await expect(page.getByTestId("dashboard-chart")).toHaveCount(board.charts.length);
    await expect(page.getByTestId("dashboard-card")).toHaveCount(board.cards.length);
    await page.screenshot({ path: `test-results/screens/admin-${key}.png`, fullPage: true });
    await expectAccessible(page);
  }
  await page.getByRole("link", { name: "Uso aplicativo" }).click();
  expect(await cardValue(page, "Inicios de sesión")).toBeGreaterThanOrEqual(2);
  await page.getByRole("link", { name: "Seguridad" }).click();
  expect(await cardValue(page, "Inicios fallidos")).toBeGreaterThanOrEqual(1);
  expect(await cardValue(page, "Solicitudes rechazadas (403/404)")).toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: "Rendimiento Sistema" }).click();
  // The server writes its request figures every 10 seconds.
  await expect(async () => {
    await page.reload();
    expect(await cardValue(page, "Solicitudes")).toBeGreaterThan(10);
  }).toPass({ timeout: 30_000 });
  await page.getByRole("link", { name: "Eventos y Errores" }).click();
  expect(await cardValue(page, "Inicios y detenciones")).toBeGreaterThanOrEqual(1);

  // At 390 px: no sideways scroll, the sidebar behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin-dashboard");
  await expect(page.getByTestId("stat-users")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/admin-dashboard-390.png", fullPage: true });
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("link", { name: "Usuarios", exact: true }).click();
  await expect(page.getByTestId("users-total")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/admin-users-390.png", fullPage: true });
  await expectAccessible(page);
  await page.goto("/admin-dashboard?tablero=rendimiento-rag");
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/admin-rag-390.png", fullPage: true });
});
