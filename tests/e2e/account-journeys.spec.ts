import { linkFromOutbox, PASSWORD, solveCaptcha, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/** Expected 4xx answers the journey provokes show in the console as failed loads; nothing else may. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text),
  );
}

test("un visitante se registra, paga en el sandbox, activa su cuenta e inicia sesión", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = uniqueEmail("registro");
  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill("Ana Sofía Robles");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("(55) 1234-5678");
  await expect(page.getByLabel("Teléfono")).toHaveValue("5512345678");
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await expect(page.getByText("Muy fuerte")).toBeVisible();
  await solveCaptcha(page);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/register.png", fullPage: true });
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  // The dialog opens and, after a short moment in view, sends the browser to PayPal by itself.
  const dialog = page.getByRole("dialog", { name: "Pago de suscripción" });
  await expect(dialog).toContainText("99.9 USD al mes");
  await expect(dialog).toContainText("PayPal");
  await expect(dialog).toContainText("Redirigiendo a PayPal...");
  await page.screenshot({ path: "test-results/screens/payment-dialog.png" });

  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow/);
  await expect(page.getByText("Sandbox de PayPal integrado")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/sandbox-approval.png" });
  await page.getByRole("button", { name: "Aprobar pago" }).click();

  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByText("¡Pago completado con éxito!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/payment-success.png" });
  await expectAccessible(page);
  // At 390 px the registration e-mail wraps inside its card: nothing runs off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screens/payment-success-390.png" });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back on the registration page after paying, the dialog says the payment is complete.
  await page.goto("/register");
  const completed = page.getByRole("dialog", { name: "Pago de suscripción" });
  await expect(completed).toContainText("Pago completado");
  await completed.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const activationLink = await linkFromOutbox(request, email, /active/i);
  await page.goto(activationLink);
  await expect(page).toHaveURL(/\/activation-success/);
  await page.screenshot({ path: "test-results/screens/activation-success.png" });

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Bienvenido" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await solveCaptcha(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText("Inicio de sesión exitoso")).toBeVisible();
  await expect(page.getByText("Ana Sofía Robles")).toBeVisible();
  await expect(page.getByText("AS", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/client-dashboard.png" });

  // Signed in, /login leads back to the dashboard; logging out ends the session.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole("button", { name: /Cerrar sesión/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/client-dashboard");
  await expect(page).toHaveURL(/\/login$/);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("tres contraseñas equivocadas bloquean el acceso y el diálogo dice cuántos minutos faltan", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("bloqueo");
  await page.goto("/login");
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(`Equivocada#${attempt}000000`);
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    if (attempt === 1) await expect(page.getByText("Usuario y/o contraseña no válidos")).toBeVisible();
    if (attempt === 2)
      await expect(page.getByText("Alcanzó máximo número de intentos iniciar sesión")).toBeVisible();
  }
  const dialog = page.getByRole("dialog", { name: "Acceso bloqueado" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("15 minutos");
  await expect(dialog.getByRole("button", { name: "Entendido" })).toBeVisible();
  // Let the modal's entrance transition end before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: "test-results/screens/login-locked.png" });
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("olvidó su contraseña: enlace del correo, nueva contraseña, sesiones anteriores terminadas", async ({
  browser,
  request,
}) => {
  const email = "admin.e2e@licita.mx";
  const newPassword = "Renovada#2026_nueva_y_larga";

  // A session opened before the reset, in its own browser.
  const before = await browser.newContext();
  const oldPage = await before.newPage();
  await oldPage.goto("/login");
  await oldPage.getByLabel("Correo electrónico").fill(email);
  await oldPage.getByLabel("Contraseña", { exact: true }).fill("Administra#2026_e2e");
  await solveCaptcha(oldPage);
  await oldPage.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(oldPage).toHaveURL(/\/admin-dashboard$/);
  await expect(oldPage.getByText("Laura Administradora")).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/forgot-password");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Repita su correo electrónico").fill(email);
  await solveCaptcha(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(
    page.getByText(
      "Si el correo existe en nuestro sistema, recibirá instrucciones para restablecer su contraseña.",
    ),
  ).toBeVisible();

  const resetLink = await linkFromOutbox(request, email, /contraseña/i);
  await page.goto(resetLink);
  await page.getByLabel("Nueva contraseña").fill(newPassword);
  await page.getByLabel("Confirmar contraseña").fill(newPassword);
  await solveCaptcha(page);
  await page.screenshot({ path: "test-results/screens/reset-password.png" });
  await page.getByRole("button", { name: "Actualizar contraseña" }).click();
  await expect(page.getByRole("heading", { name: "Contraseña actualizada" })).toBeVisible();

  // The session opened before the reset is over.
  await oldPage.goto("/admin-dashboard");
  await expect(oldPage).toHaveURL(/\/login$/);

  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(newPassword);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.screenshot({ path: "test-results/screens/admin-dashboard.png" });
  await before.close();
  await context.close();
});
