import type { APIRequestContext, Page } from "@playwright/test";
import { PASSWORD, signInNewClient, solveCaptcha } from "./accounts";
import { captchaAnswer, currentAdminPassword } from "./admin-session";
import { expect, expectAccessible, test } from "./fixtures";

test.setTimeout(120_000);

/** Expected 4xx answers the journey provokes show in the console as failed loads; nothing else may. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (text) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(text),
  );
}

interface SubscriptionState {
  subscription_status: string;
  paid_through: string;
  provider_subscription_id: string;
}

async function stateOf(request: APIRequestContext): Promise<SubscriptionState> {
  const answer = await request.get("/api/payments/status/current");
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** The built-in sandbox's control API: what PayPal does over time, on demand. */
async function control(request: APIRequestContext, subscriptionId: string, action: string) {
  const answer = await request.post(`/sandbox/paypal/control/subscriptions/${subscriptionId}/${action}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

async function signInThroughPage(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

async function passIdentityCheck(page: Page, email: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Verificar identidad" }).click();
}

test("renovación, cobro fallido, 'vencido', reactivación en /reactivate-subscription y acceso de nuevo", async ({
  page,
  consoleErrors,
}) => {
  const request = page.context().request;
  const email = await signInNewClient(page, "Marisol Cárdenas");
  const first = await stateOf(request);
  expect(first.subscription_status).toBe("al corriente");
  const subscriptionId = first.provider_subscription_id;

  // PayPal charges the next month: the paid-through date moves one month and a second payment appears.
  expect((await control(request, subscriptionId, "advance-cycle")).outcome).toBe("charged");
  const renewed = await stateOf(request);
  const expected = new Date(first.paid_through);
  expected.setUTCMonth(expected.getUTCMonth() + 1);
  expect(renewed.paid_through.slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
  const invoices = (await (await request.get("/api/invoices")).json()).invoices;
  expect(invoices).toHaveLength(2);

  await page.goto("/client-dashboard");
  await page.getByRole("button", { name: "Mi suscripción" }).click();
  const drawer = page.getByRole("dialog", { name: "Mi suscripción" });
  await expect(drawer.getByText("Al corriente")).toBeVisible();
  await expect(drawer.getByRole("link", { name: /Descargar recibo/ })).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/mi-suscripcion.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/mi-suscripcion-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await drawer.getByRole("button", { name: "Cerrar" }).click();

  // The next charge fails: 'vencido', and the login is refused with the spec's message and a link.
  await control(request, subscriptionId, "fail-next-charge");
  expect((await control(request, subscriptionId, "advance-cycle")).outcome).toBe("failed");
  expect((await stateOf(request)).subscription_status).toBe("vencido");
  await page.getByRole("button", { name: /Cerrar sesión/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPage(page, email);
  await expect(page.getByText(/no está al corriente en sus pagos/)).toBeVisible();
  await page.getByRole("link", { name: "Reactivar suscripción" }).click();

  // /reactivate-subscription: identity, confirmation, the payment dialog, PayPal, back, 'Pago completado'.
  await expect(page).toHaveURL(/\/reactivate-subscription$/);
  await expect(page.getByRole("link", { name: /Volver a inicio de sesión/ })).toBeVisible();
  await expectAccessible(page);
  await passIdentityCheck(page, email);
  await expect(page.getByText(/Vencida/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/reactivate-confirm.png" });
  await page.getByRole("button", { name: "Continuar con el pago" }).click();
  const payment = page.getByRole("dialog", { name: "Pago de suscripción" });
  await expect(payment).toContainText("99.9 USD al mes");
  await payment.getByRole("button", { name: "Continuar a PayPal" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow/);
  await page.getByRole("button", { name: "Aprobar pago" }).click();
  await expect(page).toHaveURL(/\/reactivate-subscription\?/);
  const done = page.getByRole("dialog", { name: "Pago de suscripción" });
  await expect(done).toContainText("Pago completado", { timeout: 15_000 });
  await page.screenshot({ path: "test-results/screens/reactivate-done.png" });
  await done.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughPage(page, email);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  expect((await stateOf(request)).subscription_status).toBe("al corriente");
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("cancelar en /cancel-subscription es inmediato: el inicio de sesión se rechaza y los proyectos siguen ahí", async ({
  page,
  consoleErrors,
}) => {
  const request = page.context().request;
  const email = await signInNewClient(page, "Rodrigo Villaseñor");
  const created = await request.post("/api/projects", {
    data: { name: "LPN-2026-014 Mantenimiento", description: "Licitación de mantenimiento vial" },
  });
  expect(created.status()).toBe(201);
  const projectId = (await created.json()).id;
  await request.post("/api/auth/logout");

  await page.goto("/cancel-subscription");
  // The form's own checks, in the spec's words.
  await page.getByLabel("Correo electrónico").fill("rodrigo");
  await page.getByLabel("Contraseña", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Verificar identidad" }).click();
  await expect(page.getByText("Ingrese un correo electrónico válido")).toBeVisible();
  await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
  await passIdentityCheck(page, email);
  await page.getByRole("button", { name: "Continuar con la cancelación" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelación de suscripción" });
  await expect(dialog).toContainText("La cancelación es efectiva inmediatamente");
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/cancel-dialog.png" });
  await dialog.getByRole("button", { name: "Cancelar suscripción" }).click();
  await expect(dialog).toContainText("Suscripción cancelada");
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughPage(page, email);
  await expect(page.getByText(/no está al corriente en sus pagos/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reactivar suscripción" })).toHaveAttribute(
    "href",
    "/reactivate-subscription",
  );
  await page.screenshot({ path: "test-results/screens/login-not-paid.png" });

  // Nothing about the projects was deleted: once reactivated (through the API here), the project is there.
  const checked = await request.post("/api/subscriptions/identity-check", {
    data: { email, password: PASSWORD },
  });
  const started = await request.post("/api/subscriptions/public/subscribe", {
    data: { access_token: (await checked.json()).access_token },
  });
  const approvalPage = await (await request.get((await started.json()).redirectUrl)).text();
  const baToken = /name="ba_token" value="([^"]+)"/.exec(approvalPage)![1]!;
  const approved = await request.post("/sandbox/paypal/checkoutnow/approve", {
    form: { ba_token: baToken, funding: "balance" },
    maxRedirects: 0,
  });
  const back = new URL(approved.headers().location!);
  const confirmed = await request.post(`/api/payments/confirm/${back.searchParams.get("token")}`, {
    data: {
      user_id: back.searchParams.get("user_id"),
      transaction_id: back.searchParams.get("subscription_id"),
    },
  });
  expect(confirmed.status()).toBe(200);
  await signInThroughPage(page, email);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText("LPN-2026-014 Mantenimiento")).toBeVisible();
  expect((await (await request.get(`/api/projects/${projectId}`)).json()).project.name).toBe(
    "LPN-2026-014 Mantenimiento",
  );
  expect(unexpected(consoleErrors)).toEqual([]);
});

test("una cuenta desactivada por un administrador no puede pagar en /reactivate-subscription: lo dice en español", async ({
  page,
  consoleErrors,
}) => {
  const request = page.context().request;
  const email = await signInNewClient(page, "Constructora Desactivada");
  const userId = (await (await request.get("/api/auth/profile")).json()).user.id as string;
  await request.post("/api/auth/logout");

  // The administrator deactivates the account (through the API: the admin journeys test the screen).
  const adminLogin = await request.post("/api/auth/login", {
    data: {
      email: "admin.e2e@licita.mx",
      password: await currentAdminPassword(request),
      recaptcha_token: await captchaAnswer(request),
    },
  });
  expect(adminLogin.status()).toBe(200);
  const saved = await request.put(`/api/admin/users/${userId}`, {
    data: {
      name: "Constructora Desactivada",
      email,
      role: "cliente",
      phone: "5512345678",
      status: "inactive",
      subscriptionStatus: "al corriente",
    },
  });
  expect(saved.status()).toBe(200);
  await request.post("/api/auth/logout");

  await page.goto("/reactivate-subscription");
  await passIdentityCheck(page, email);
  const refusal = page.getByText(/desactivada por un administrador/);
  await expect(refusal).toBeVisible();
  await expect(page.getByRole("button", { name: "Continuar con el pago" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/reactivate-deactivated.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refusal).toBeVisible();
  await page.screenshot({ path: "test-results/screens/reactivate-deactivated-390.png" });
  expect(unexpected(consoleErrors)).toEqual([]);
});
