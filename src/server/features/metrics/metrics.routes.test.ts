import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, postLogin, signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { auditEvents, requestMetrics } from "../../db/schema";

const TOKEN = "token-de-metricas-0123456789";

describe.each(TEST_BACKENDS)("/metrics and the audit log (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false, env: { METRICS_TOKEN: TOKEN } });
  });

  afterAll(async () => {
    await t.close();
  });

  it("exposes request and job figures in Prometheus format, only with the configured token", async () => {
    await t.app.inject({ method: "GET", url: "/api/public-config" });
    await t.app.inject({ method: "GET", url: "/api/projects" });
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer otro-token-cualquiera" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Su sesión ha expirado. Por favor, inicie sesión nuevamente.");

    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain; version=0.0.4");
    expect(response.body).toContain(
      'licita_http_requests_total{method="GET",route="/api/public-config",status="200"} 1',
    );
    expect(response.body).toContain(
      'licita_http_requests_total{method="GET",route="/api/projects",status="401"} 1',
    );
    expect(response.body).toMatch(
      /licita_http_request_duration_seconds_bucket\{method="GET",route="\/api\/public-config",le="\+Inf"\} 1/,
    );
    expect(response.body).toContain("# TYPE licita_jobs gauge");
    expect(response.body).toMatch(/process_resident_memory_bytes \d+/);
  });

  it("answers 404 at /metrics when no token is configured", async () => {
    const bare = await createTestApp(backend, { isWorker: false });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("writes per-minute figures to the database, adding up repeated flushes", async () => {
    const metrics = t.app.requestMetrics;
    await metrics.flush();
    const at = Date.parse("2026-01-05T10:00:30Z");
    metrics.observe({ method: "GET", route: "/x", status: 200, ms: 3, at });
    metrics.observe({ method: "GET", route: "/x", status: 503, ms: 700, at });
    await metrics.flush();
    metrics.observe({ method: "GET", route: "/x", status: 404, ms: 30, at });
    await metrics.flush();
    const [row] = await t.ctx.db
      .select()
      .from(requestMetrics)
      .where(eq(requestMetrics.bucket, new Date("2026-01-05T10:00:00Z")));
    expect(row).toMatchObject({ requests: 3, clientErrors: 1, serverErrors: 1, latencySumMs: 733 });
    expect(row!.latencyCounts).toEqual([1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
  });

  it("records sign-ins, failures and lockouts without secrets, and lets admins filter them", async () => {
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin" });
    const client = await signedInClient(t.app, t.ctx.db);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await postLogin(t.app, client.user.email, "Equivocada#2026x");
    const rows = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, client.user.email));
    expect(rows.map((row) => row.action).sort()).toEqual([
      "auth.locked",
      "auth.login",
      "auth.login_failed",
      "auth.login_failed",
      "auth.login_failed",
    ]);
    expect(JSON.stringify(rows)).not.toContain("Equivocada");
    expect(JSON.stringify(rows)).not.toContain(GOOD_PASSWORD);

    const filtered = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?action=auth.login_failed&q=${encodeURIComponent(client.user.email)}`,
      cookies: admin.cookies,
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().total).toBe(3);
    expect(filtered.json().events[0]).toMatchObject({
      actionLabel: "Inicio de sesión fallido",
      ipAddress: "127.0.0.1",
    });
    const today = new Date().toISOString().slice(0, 10);
    const past = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?to=2020-01-01&q=${encodeURIComponent(client.user.email)}`,
      cookies: admin.cookies,
    });
    expect(past.json().total).toBe(0);
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?from=${today}x`,
      cookies: admin.cookies,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail[0].message).toBe("Fecha no válida (aaaa-mm-dd)");

    const activity = await t.app.inject({
      method: "GET",
      url: "/api/admin/activity",
      cookies: admin.cookies,
    });
    const actions = activity.json().events.map((event: { action: string }) => event.action);
    expect(actions).toContain("auth.locked");
    expect(actions).not.toContain("access.refused");
  });
});
