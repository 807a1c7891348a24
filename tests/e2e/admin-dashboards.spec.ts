import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  type AdminPanelKey,
  DASHBOARD_KEYS,
  DASHBOARDS,
  type DashboardKey,
  type TDashboard,
} from "../../src/shared/contracts/admin-dashboards";
import { formatFigure } from "../../src/web/pages/admin/figures";
import { PASSWORD, signInNewClient } from "./accounts";
import { captchaAnswer, signInAdmin } from "./admin-session";
import { expect, expectAccessible, test } from "./fixtures";
import { generateByApi, walkPhasesByApi } from "./phase-api";

const PHASES = 8;

type Figures = Record<string, number | null>;

async function board(request: APIRequestContext, key: AdminPanelKey): Promise<TDashboard> {
  const answer = await request.get(`/api/admin/dashboards/${key}?days=30`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

async function figuresOf(request: APIRequestContext, key: AdminPanelKey): Promise<Figures> {
  return Object.fromEntries((await board(request, key)).cards.map((card) => [card.label, card.value]));
}

/** Opens a dashboard from the sidebar and waits for its charts. */
async function openDashboard(page: Page, key: DashboardKey) {
  await page
    .getByRole("navigation", { name: "Menú de administración" })
    .getByRole("link", { name: DASHBOARDS[key] })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARDS[key] })).toBeVisible();
  await expect(page.getByTestId("dashboard-card").first()).toBeVisible({ timeout: 15_000 });
}

/** The figure as the page shows it, under its label. */
function shownCard(page: Page, label: string) {
  return page.getByRole("region", { name: label, exact: true }).getByTestId("dashboard-card");
}

const TENDER_TEXT = [
  "LICITACIÓN PÚBLICA NACIONAL LA-E2E-2026",
  "Bases de la licitación para el servicio de mantenimiento de edificios públicos.",
  "El licitante deberá presentar su propuesta técnica y económica a más tardar el 15 de diciembre de 2026.",
  "Los licitantes deberán acreditar una experiencia mínima de tres años en servicios similares.",
  "La evaluación de las propuestas se realizará por el método de puntos y porcentajes.",
  "El licitante deberá entregar copia de su constancia de situación fiscal vigente.",
].join("\n\n");

test("tableros: cada uno dibuja sus gráficas y muestra las cifras que la prueba sembró", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signInAdmin(page, request);
  const admin = page.request;
  const before = Object.fromEntries(
    await Promise.all(DASHBOARD_KEYS.map(async (key) => [key, await figuresOf(admin, key)] as const)),
  ) as Record<AdminPanelKey, Figures>;

  // The figures: a client registers and pays in the sandbox (a new subscription), signs in once...
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const clientName = "Constructora Sembrada E2E";
  const email = await signInNewClient(clientPage, clientName);
  const api = clientContext.request;
  // ...is mistaken twice about its password...
  for (let attempt = 0; attempt < 2; attempt++) {
    const wrong = await api.post("/api/auth/login", {
      data: { email, password: `${PASSWORD}x`, recaptcha_token: await captchaAnswer(api) },
    });
    expect(wrong.status()).toBe(401);
  }
  // ...creates two projects, uploads the bases of one, runs its eight phases and closes it...
  const project = async (name: string) => {
    const created = await api.post("/api/projects", { data: { name, description: "Mantenimiento" } });
    expect(created.status()).toBe(201);
    return (await created.json()).id as string;
  };
  await project("Licitación sembrada sin documentos");
  const projectId = await project("Licitación sembrada cerrada");
  const bases = Buffer.from(TENDER_TEXT, "utf8");
  const uploaded = await api.post(`/api/projects/${projectId}/documents`, {
    multipart: {
      documentType: "bases",
      file: { name: "bases-sembradas.txt", mimeType: "text/plain", buffer: bases },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await expect(async () => {
    const list = await (await api.get(`/api/projects/${projectId}/documents`)).json();
    expect(list.documents.map((doc: { status: string }) => doc.status)).toEqual(["listo"]);
  }).toPass({ timeout: 60_000, intervals: [500] });
  await walkPhasesByApi(api, projectId, PHASES - 1);
  await generateByApi(api, projectId, PHASES - 1);
  expect((await api.put(`/api/projects/${projectId}/close`)).status()).toBe(200);
  const { documents } = (await (await api.get(`/api/projects/${projectId}/documents`)).json()) as {
    documents: { fileSize: number; passageCount: number | null; type: string }[];
  };
  expect(documents.filter((doc) => doc.type === "output")).toHaveLength(PHASES);
  // ...knocks on the admin API and on a project that does not exist (refused: 403 and 404)...
  expect((await api.get("/api/admin/users")).status()).toBe(403);
  expect((await api.get(`/api/projects/${randomUUID()}`)).status()).toBe(404);
  // ...is charged its renewal, then PayPal fails to charge the next one (the sandbox's own clock).
  const state = await (await api.get("/api/payments/status/current")).json();
  const control = (action: string) =>
    request.post(`/sandbox/paypal/control/subscriptions/${state.provider_subscription_id}/${action}`);
  expect((await (await control("advance-cycle")).json()).outcome).toBe("charged");
  expect((await control("fail-next-charge")).status()).toBe(200);
  expect((await (await control("advance-cycle")).json()).outcome).toBe("failed");
  // Its 'payment failed' e-mail goes out before the outbox is broken below.
  await expect
    .poll(async () => {
      const { messages } = await (await request.get("/api/dev/outbox")).json();
      return messages.some(
        (message: { to: string; subject: string }) =>
          message.to.includes(email) && /No pudimos cobrar/.test(message.subject),
      );
    })
    .toBe(true);
  await clientContext.close();

  // A password reset the client asks for. (No job failing for good is seeded: mail goes to the
  // database's outbox and the phase and reading jobs record their own failures, so nothing a visitor
  // does makes a job fail; 'Trabajos fallidos' must stay as it was.)
  const reset = await request.post("/api/auth/forgot-password", {
    data: { email, recaptcha_token: await captchaAnswer(request) },
  });
  expect(reset.status()).toBe(200);

  // What each page must show: the figures before, plus exactly what was seeded.
  const inputDoc = documents.find((doc) => doc.type === "input")!;
  const seededBytes = documents.reduce((total, doc) => total + doc.fileSize, 0);
  const expected: Partial<Record<AdminPanelKey, Figures>> = {
    "uso-aplicativo": {
      "Usuarios activos en el periodo": 1,
      "Inicios de sesión": 1,
      "Proyectos creados": 2,
      "Proyectos cerrados": 1,
      "Fases ejecutadas": PHASES,
    },
    "rendimiento-rag": { Generaciones: PHASES, Fallidas: 0 },
    seguridad: {
      "Inicios fallidos": 2,
      Bloqueos: 0,
      "Restablecimientos solicitados": 1,
      "Solicitudes rechazadas (403/404)": 2,
    },
    "uso-recursos": {
      Documentos: 1 + PHASES,
      "Pasajes indexados": inputDoc.passageCount!,
      "Almacenamiento total": seededBytes,
    },
    rentabilidad: {
      Nuevas: 1,
      Renovadas: 1,
      Reactivadas: 0,
      "Cobros fallidos": 1,
      "Cobrado en el periodo": 2 * 99.9,
      // Paid, then lost at the failed charge.
      "Clientes que pagan": 0,
    },
    "eventos-errores": { "Trabajos fallidos": 0, "Errores del servidor": 0 },
  };

  for (const key of DASHBOARD_KEYS) {
    await openDashboard(page, key);
    const shown = await board(admin, key);
    // Every chart of the page is drawn (an SVG from recharts), with the server's series.
    await expect(page.getByTestId("dashboard-chart")).toHaveCount(shown.charts.length);
    await expect(page.locator("[data-testid=dashboard-chart] .recharts-surface")).toHaveCount(
      shown.charts.filter((chart) => chart.data.length > 0).length,
      { timeout: 15_000 },
    );
    for (const [label, delta] of Object.entries(expected[key] ?? {})) {
      const card = shown.cards.find((item) => item.label === label)!;
      const value = Math.round(((before[key][label] ?? 0) + delta!) * 100) / 100;
      expect(card.value, `${DASHBOARDS[key]}: ${label}`).toBeCloseTo(value, 2);
      await expect(shownCard(page, label), `${DASHBOARDS[key]}: ${label}`).toHaveText(
        formatFigure(value, card.format),
      );
    }
    await page.screenshot({ path: `test-results/screens/admin-seeded-${key}.png`, fullPage: true });
    await expectAccessible(page);
  }

  // The system's figures are its own requests, flushed every 10 seconds: these ones count too.
  await openDashboard(page, "rendimiento-sistema");
  await expect(async () => {
    const now = await figuresOf(admin, "rendimiento-sistema");
    expect(now.Solicitudes!).toBeGreaterThanOrEqual(before["rendimiento-sistema"].Solicitudes! + 30);
  }).toPass({ timeout: 30_000 });

  // Where the client's seeded storage is.
  await openDashboard(page, "uso-recursos");
  await expect(
    page
      .getByRole("region", { name: "Almacenamiento por cliente", exact: true })
      .getByRole("row", { name: clientName }),
  ).toContainText(formatFigure(seededBytes, "bytes"));

  // The management panels behind the quick actions find the client too.
  await page.getByRole("link", { name: "Panel" }).click();
  await page.getByRole("link", { name: "Gestionar suscripciones" }).click();
  await page.getByLabel("Buscar").fill(email);
  const clients = page.getByRole("region", { name: "Clientes y su suscripción (hasta 100)", exact: true });
  await expect(clients.getByRole("row")).toHaveCount(2);
  await expect(clients.getByRole("row").filter({ hasText: email })).toContainText("Vencido");
  const moves = page.getByRole("region", { name: "Movimientos de suscripción (hasta 100)", exact: true });
  for (const [what, origin] of [
    ["Suscripción activada (primer pago)", "página de pago"],
    ["Suscripción renovada", "webhook de PayPal"],
    ["Cobro de suscripción fallido", "webhook de PayPal"],
  ]) {
    await expect(moves.getByRole("row").filter({ hasText: what })).toContainText(origin!);
  }
  await page.screenshot({ path: "test-results/screens/admin-suscripciones.png", fullPage: true });
  await expectAccessible(page);
  // From the panel to the client's own form, where its subscription status can be changed.
  await clients.getByRole("link", { name: `Editar a ${clientName}` }).click();
  await expect(page).toHaveURL(/\/create-user\?userId=/);
  await expect(page.getByLabel("Nombre")).toHaveValue(clientName);
  await expect(page.getByRole("combobox", { name: "Suscripción" })).toHaveValue("Vencido");
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: "Gestionar documentos" }).click();
  await page.getByLabel("Buscar").fill("bases-sembradas");
  await expect(page.getByRole("row").filter({ hasText: "Generado" })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "bases-sembradas.txt" })).toContainText(clientName);
  await page.screenshot({ path: "test-results/screens/admin-documentos.png", fullPage: true });
  await expectAccessible(page);
  await expect(page.getByText("Función en desarrollo")).toHaveCount(0);

  // Recent activity tells the billing story too.
  await page.getByRole("link", { name: "Panel" }).click();
  const activity = page.getByRole("region", { name: "Actividad reciente" });
  for (const line of [
    `Suscripción activada (primer pago): ${clientName} <${email}>`,
    `Suscripción renovada: ${clientName} <${email}>`,
    `Cobro de suscripción fallido: ${clientName} <${email}>`,
  ]) {
    await expect(activity.getByText(line, { exact: false })).toBeVisible();
  }
  await page.getByRole("link", { name: "Bitácora de auditoría" }).click();
  await page.getByRole("combobox", { name: "Acción" }).click();
  await page.getByRole("option", { name: "Cobro de suscripción fallido" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/admin-auditoria.png", fullPage: true });
});
