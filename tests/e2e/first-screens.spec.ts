import type { Page } from "@playwright/test";
import { solveCaptcha } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Issue 14: /login and /register arrive drawn (their markup in the page); the app then adopts them.
 * The form must be there before any script runs, look the same once the app has taken over (nothing
 * moves), keep what was typed meanwhile, and hydrate without a mismatch.
 */

const SCREENS = [
  { path: "/login", heading: "Bienvenido", button: "Iniciar Sesión" },
  { path: "/register", heading: "Bienvenido, cree su cuenta", button: "Crear cuenta" },
];

/** Where the screen's parts are on the page (rounded to the pixel). */
async function layoutOf(page: Page, screen: (typeof SCREENS)[number]) {
  const parts = {
    heading: page.getByRole("heading", { level: 1, name: screen.heading }),
    email: page.getByLabel("Correo electrónico"),
    password: page.getByLabel("Contraseña", { exact: true }),
    submit: page.getByRole("button", { name: screen.button }),
    footer: page.getByRole("contentinfo"),
  };
  const boxes: Record<string, number[]> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    boxes[name] = box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
  }
  return boxes;
}

/** Holds every script of the app until `release` is called: the page shows only what the server sent. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const screen of SCREENS) {
  for (const width of [1280, 390]) {
    test(`${screen.path} a ${width} px: el formulario llega dibujado y la aplicación lo adopta sin moverlo`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdScripts(page);
      await page.goto(screen.path, { waitUntil: "commit" });
      // Before any script: the server's markup and the stylesheet only.
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByLabel("Correo electrónico")).toBeVisible();
      await expect(page.locator("altcha-widget")).toHaveCount(0);
      // The stylesheet blocks the first paint, not a layout query: measure once it has applied, as a
      // visitor first sees the page (a query before it measured the unstyled markup).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      const before = await layoutOf(page, screen);
      const email = await page.getByLabel("Correo electrónico").elementHandle();
      await page.screenshot({
        path: `test-results/screens/first${screen.path.replace("/", "-")}-server-${width}.png`,
      });
      await page.getByLabel("Correo electrónico").fill("antes.del.script@empresa.mx");

      release();
      // Adopted: the captcha is mounted, which only the app does.
      await expect(page.locator("altcha-widget")).toBeAttached();
      await page.waitForTimeout(300);
      expect(await layoutOf(page, screen)).toEqual(before);
      expect(await email?.evaluate((node) => node.isConnected)).toBe(true);
      await expect(page.getByLabel("Correo electrónico")).toHaveValue("antes.del.script@empresa.mx");
      await page.screenshot({
        path: `test-results/screens/first${screen.path.replace("/", "-")}-app-${width}.png`,
      });
      await expectAccessible(page);
      // No hydration mismatch (React logs one as a console error), nothing else either.
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("lo escrito antes de la adopción llega al servidor: el inicio de sesión lo usa", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Correo electrónico").fill("nadie.registrado@empresa.mx");
  await page.getByLabel("Contraseña", { exact: true }).fill("Contraseña#2026");
  release();
  await expect(page.locator("altcha-widget")).toBeAttached();
  const login = page.waitForRequest((request) => request.url().endsWith("/api/auth/login"));
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  expect((await login).postDataJSON()).toMatchObject({
    email: "nadie.registrado@empresa.mx",
    password: "Contraseña#2026",
  });
  await expect(page.getByText("Usuario y/o contraseña no válidos")).toBeVisible();
});

test("el servidor envía /login comprimido, con su formulario y sin caché", async ({ request }) => {
  const response = await request.get("/login", { headers: { "accept-encoding": "br, gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers().vary).toMatch(/accept-encoding/i);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const html = await response.text();
  expect(html).toContain("Correo electrónico");
  expect(html).toContain("Iniciar Sesión");
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/altcha-[^"]+\.js" \/>/);
});
