import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { seedDashboardFigures } from "../../../../tests/support/admin-seed";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { ADMIN_PANEL_KEYS, type TDashboard } from "../../../shared/contracts/admin-dashboards";
import { auditEvents } from "../../db/schema";

describe.each(TEST_BACKENDS)("/api/admin/dashboards/:key (%s)", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInClient>>;
  const boards = {} as Record<string, TDashboard>;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    admin = await signedInClient(t.app, t.ctx.db, { role: "admin" });
    await seedDashboardFigures(t.ctx.db);
    // A refused request and a few answered ones, measured by the server itself.
    const client = await signedInClient(t.app, t.ctx.db);
    await t.app.inject({ method: "GET", url: "/api/admin/users", cookies: client.cookies });
    await t.app.inject({ method: "GET", url: "/api/projects", cookies: client.cookies });
    // The refusal is written once its answer has gone out.
    for (let wait = 0; wait < 50; wait += 1) {
      const refused = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "access.refused"));
      if (refused.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await t.app.requestMetrics.flush();
    for (const key of ADMIN_PANEL_KEYS) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/dashboards/${key}?days=7`,
        cookies: admin.cookies,
      });
      expect(response.statusCode, key).toBe(200);
      boards[key] = response.json();
    }
  });

  afterAll(async () => {
    await t.close();
  });

  const card = (key: string, label: string) => boards[key]!.cards.find((item) => item.label === label)?.value;
  const today = (key: string, chart: number) => boards[key]!.charts[chart]!.data.at(-1)!;

  it("answers every dashboard over a period of days ending today, with a point per day", () => {
    for (const key of ADMIN_PANEL_KEYS) {
      expect(boards[key]!.charts.length, key).toBeGreaterThan(0);
      for (const chart of boards[key]!.charts.filter((item) => item.dataKey === "day"))
        expect(chart.data).toHaveLength(7);
    }
  });

  it("counts app usage: sign-ins, projects created and closed, phases run", () => {
    expect(card("uso-aplicativo", "Inicios de sesión")).toBe(4); // 2 seeded + 2 real sign-ins
    expect(card("uso-aplicativo", "Proyectos creados")).toBe(2);
    expect(card("uso-aplicativo", "Proyectos cerrados")).toBe(1);
    expect(card("uso-aplicativo", "Fases ejecutadas")).toBe(3);
    expect(today("uso-aplicativo", 1)).toMatchObject({ created: 2, closed: 1 });
  });

  it("measures the RAG: generations and failures per phase, median and p95, tokens per generator", () => {
    const rows = boards["rendimiento-rag"]!.tables[0]!.rows;
    expect(rows[0]).toMatchObject({
      phase: "Fase 1",
      generations: 2,
      failures: 0,
      retries: 1,
      median: 3,
      citationsPerStatement: 1.2,
      pending: 4,
    });
    expect(rows[0]!.p95).toBeCloseTo(3.9, 5);
    expect(rows[1]).toMatchObject({ phase: "Fase 2", generations: 1, failures: 1 });
    expect(boards["rendimiento-rag"]!.charts[3]!.data).toEqual([
      { generator: "extractivo", tokens: 0 },
      { generator: "modelo-x", tokens: 1500 },
    ]);
    expect(card("rendimiento-rag", "Afirmaciones con cita verificada")).toBe(0.8);
  });

  it("shows the requests the server recorded, with latency and errors", () => {
    expect(card("rendimiento-sistema", "Solicitudes")).toBeGreaterThanOrEqual(4);
    expect(card("rendimiento-sistema", "Latencia p95")).toBeGreaterThan(0);
    expect(Number(today("rendimiento-sistema", 2).clientErrorRate)).toBeGreaterThan(0);
  });

  it("counts security events by day and by source address", () => {
    expect(card("seguridad", "Inicios fallidos")).toBe(2);
    expect(card("seguridad", "Bloqueos")).toBe(1);
    expect(card("seguridad", "Captcha no válido")).toBe(1);
    expect(card("seguridad", "Solicitudes rechazadas (403/404)")).toBe(1);
    expect(boards.seguridad!.tables[0]!.rows[0]).toMatchObject({
      address: "10.9.9.9",
      failedLogins: 2,
      lockouts: 1,
      captchaFailures: 1,
    });
  });

  it("adds up storage per client, documents, passages and the database's size", () => {
    expect(card("uso-recursos", "Almacenamiento total")).toBe(123_456);
    expect(card("uso-recursos", "Pasajes indexados")).toBe(0);
    expect(boards["uso-recursos"]!.tables[0]!.rows[0]).toMatchObject({
      client: "Constructora Seed",
      documents: 1,
      passages: 7,
      bytes: 123_456,
    });
    expect(card("uso-recursos", "Tamaño de la base de datos")).toBeGreaterThan(1_000_000);
  });

  it("reckons revenue: paying clients, MRR, new and cancelled subscriptions", () => {
    const paying = card("rentabilidad", "Clientes que pagan")!;
    expect(paying).toBe(2); // the seeded client and the signed-in one, both 'al corriente'
    expect(card("rentabilidad", "Ingreso mensual recurrente")).toBeCloseTo(2 * 99.9, 5);
    expect(card("rentabilidad", "Cobrado en el periodo")).toBeCloseTo(99.9, 5);
    expect(card("rentabilidad", "Nuevas")).toBe(1);
    expect(card("rentabilidad", "Canceladas")).toBe(1);
  });

  it("lists server errors with their reason, and finds them by text", async () => {
    expect(boards["eventos-errores"]!.tables[0]!.rows[0]).toMatchObject({
      kind: "Error del servidor",
      message: "Fallo sembrado para el tablero",
    });
    const none = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboards/eventos-errores?q=inexistente",
      cookies: admin.cookies,
    });
    expect(none.json().tables[0].rows).toEqual([]);
    const found = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboards/eventos-errores?q=SEMBRADO",
      cookies: admin.cookies,
    });
    expect(found.json().tables[0].rows).toHaveLength(1);
  });

  it("refuses a cliente (403) and a period that is not offered (400, in Spanish)", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboards/seguridad",
      cookies: client.cookies,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboards/seguridad?days=12",
      cookies: admin.cookies,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail[0].message).toBe("Periodo no válido: 7, 30, 90 o 365 días");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboards/nada",
      cookies: admin.cookies,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
