import type { Page } from "@playwright/test";
import { ADMIN_PANEL_KEYS, ADMIN_PANELS } from "../../src/shared/contracts/admin-dashboards";
import { linkFromOutbox, PASSWORD, solveCaptcha, uniqueEmail } from "./accounts";
import { captchaAnswer, signInAdmin } from "./admin-session";
import { expect, expectAccessible, expectNoCutLabels, expectReadableControls, test } from "./fixtures";

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

  // The admin signs in as a person would.
  await signInAdmin(page, request);
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
  // A client's row at 1280 px: its badge and actions read whole, inside the table (the actions ran
  // past its edge, 'Elimina', and 'Activo' read 'ACT…'), and 'Suspender' and the badge pass AA contrast.
  await expect(row.getByText("Activo", { exact: true })).toBeVisible();
  expect(
    await row
      .getByText("Activo", { exact: true })
      .evaluate((label) => label.scrollWidth <= label.clientWidth),
  ).toBe(true);
  const tableBox = (await page.getByRole("table").boundingBox())!;
  const remove = (await page.getByRole("button", { name: `Eliminar a ${name}` }).boundingBox())!;
  expect(remove.x + remove.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
  expect(
    await page
      .getByRole("table")
      .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth),
  ).toBe(true);
  await expectNoCutLabels(page);
  await page.screenshot({ path: "test-results/screens/admin-users-1280.png", fullPage: true });
  await expectReadableControls(page);
  await expectAccessible(page);

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
  await expectReadableControls(page);
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

  // Every dashboard's charts against the figures a test seeded: admin-dashboards.spec.ts.
  await expect(page.getByText("Función en desarrollo")).toHaveCount(0);

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
  // Each user is a stacked row: its status and its actions in view, not past a sideways scroll.
  const users = page.getByRole("list", { name: "Usuarios" });
  await expect(users.getByTestId("user-row").first()).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  for (const button of await users.getByRole("link", { name: /^Editar a / }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(users.getByText("Activo", { exact: true }).first()).toBeInViewport();
  await page.screenshot({ path: "test-results/screens/admin-users-390.png", fullPage: true });
  await expectAccessible(page);
  await page.goto("/create-user");
  await expect(page.getByLabel("Nombre")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/admin-create-user-390.png", fullPage: true });
  // Every dashboard, the audit log and the two management panels fit the phone's width too.
  for (const key of ADMIN_PANEL_KEYS) {
    await page.goto(`/admin-dashboard?tablero=${key}`);
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_PANELS[key] })).toBeVisible();
    await expect(page.getByTestId("dashboard-chart").first()).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/admin-${key}-390.png`, fullPage: true });
  }
  await page.goto("/admin-dashboard?tablero=auditoria");
  await expect(page.getByRole("heading", { level: 1, name: "Bitácora de auditoría" })).toBeVisible();
  await expect(page.getByLabel("Cargando bitácora")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/admin-auditoria-390.png", fullPage: true });
});
