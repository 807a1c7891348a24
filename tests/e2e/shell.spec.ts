import { expect, expectAccessible, expectNoCutLabels, test } from "./fixtures";

test("la portada muestra el producto y la API conectada", async ({ page, consoleErrors }) => {
  await page.goto("/index");
  await expect(page.getByRole("heading", { level: 1, name: "Licita" })).toBeVisible();
  await expect(
    page.getByText("Asistencia en análisis de documentos y generación de contenidos"),
  ).toBeVisible();
  await expect(page.getByText("API conectada")).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Registrarse" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("contentinfo")).toContainText("soporte@licita.mx");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/index.png", fullPage: true });
  // At 390 px both entry buttons read whole ('Iniciar Sesión' was cut as half of the card).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoCutLabels(page);
  await page.screenshot({ path: "test-results/screens/index-390.png", fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("sin servidor la portada lo dice, avisa y permite reintentar", async ({ page }) => {
  let isDown = true;
  await page.route("**/health-check", (route) =>
    isDown
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "La base de datos no responde." }),
        })
      : route.continue(),
  );
  await page.goto("/index");
  await expect(page.getByText("API no disponible").first()).toBeVisible();
  await expect(page.getByText("Advertencia: No se pudo conectar al servidor.")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/index-down.png", fullPage: true });
  isDown = false;
  await page.getByRole("button", { name: "Reintentar conexión" }).click();
  await expect(page.getByText("API conectada")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar conexión" })).toHaveCount(0);
});

test("la raíz lleva al inicio de sesión y los alias legales a sus páginas", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/terms");
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await page.goto("/privacy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test("términos y condiciones: diez secciones, fecha y enlace a la privacidad", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Términos y Condiciones" })).toBeVisible();
  await expect(page.getByText("Última actualización: 16/03/2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(10);
  await expect(page.getByText(/Ciudad de México/).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/terms.png" });
  await page.getByRole("link", { name: "Política de privacidad" }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Política de Privacidad" })).toBeVisible();
  await expect(page.getByText("Última actualización: 17/03/2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(9);
  await expect(page.getByText(/18 años/).first()).toBeVisible();
  await page.getByRole("button", { name: "Volver" }).first().click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  expect(consoleErrors).toEqual([]);
});

test("una ruta desconocida muestra la página 404", async ({ page, consoleErrors }) => {
  await page.goto("/no-existe/aqui");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/not-found.png" });
  expect(consoleErrors).toEqual([]);
});
