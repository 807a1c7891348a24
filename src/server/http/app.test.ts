import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../tests/support/test-database";
import { listRecentSystemEvents } from "../features/system/system-events.repository";

describe.each(TEST_BACKENDS)("HTTP conventions (%s)", (backend) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(backend, { env: { BODY_LIMIT_BYTES: "2048" }, isWorker: false });
    const { app } = testApp;
    // Routes that exist only in this suite, to drive the error handler through real requests.
    app.post(
      "/api/test/echo",
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
      async (request) => request.body,
    );
    app.get("/api/test/boom", async () => {
      throw new Error('relation "secret_table" does not exist: SELECT password FROM users');
    });
    await app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers the health check only when the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/health-check" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the security headers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/public-config" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("serves the installation's public data", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/public-config" });
    expect(response.json()).toMatchObject({
      appName: "Licita",
      supportEmail: "soporte@licita.mx",
      minimumAge: 18,
      tagline: "Asistencia en análisis de documentos y generación de contenidos",
    });
  });

  it("answers bad input with the right status and a Spanish message", async () => {
    const malformed = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ana",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: "MALFORMED_JSON",
      message: "El cuerpo de la solicitud no es un JSON válido.",
    });

    const invalid = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "A" },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toBe("Los datos de la solicitud no son válidos.");
    expect(body.detail.map((issue: { field: string }) => issue.field).sort()).toEqual(["age", "name"]);
    // Zod's messages are Spanish too.
    expect(JSON.stringify(body.detail)).toMatch(/Demasiado pequeño|esperado|requerido/i);

    const tooLarge = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "x".repeat(5000), age: 1 },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("PAYLOAD_TOO_LARGE");

    const wrongType = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "hola",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("never leaks a stack or SQL, and records the failure", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe("INTERNAL_ERROR");
    expect(body.message).toBe("Error del servidor. Por favor, intente más tarde.");
    expect(response.body).not.toMatch(/SELECT|secret_table|at .*\.ts/);
    const events = await listRecentSystemEvents(testApp.testDatabase.database.db, 5);
    expect(events.find((event) => event.requestId === body.detail.requestId)).toMatchObject({
      kind: "error",
      detail: { method: "GET", path: "/api/test/boom" },
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/no-existe?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "NOT_FOUND",
      message: "El recurso solicitado no fue encontrado.",
      detail: { path: "/api/no-existe" },
    });
  });

  it("refuses state-changing requests from another origin", async () => {
    const crossSite = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
      payload: { name: "Ana", age: 30 },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe("CROSS_ORIGIN_FORBIDDEN");

    const fetchMetadata = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { name: "Ana", age: 30 },
    });
    expect(fetchMetadata.statusCode).toBe(403);

    const sameOrigin = await testApp.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { origin: "http://localhost:3000", host: "localhost:3000", "sec-fetch-site": "same-origin" },
      payload: { name: "Ana", age: 30 },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json()).toEqual({ name: "Ana", age: 30 });
  });

  it("describes the API in an OpenAPI document built from the route schemas", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/health-check"].get.responses["200"]).toBeDefined();
    expect(
      document.paths["/api/public-config"].get.responses["200"].content["application/json"].schema.properties,
    ).toHaveProperty("supportEmail");
  });
});

describe("health check without a database", () => {
  it("answers 503 when the database does not answer", async () => {
    const testApp = await createTestApp("pglite");
    await testApp.testDatabase.database.close();
    const response = await testApp.app.inject({ method: "GET", url: "/health-check" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toEqual({
      status: "error",
      database: "no responde",
      code: "DATABASE_UNAVAILABLE",
      message: "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.",
    });
    await testApp.close();
  });
});

describe("rate limit", () => {
  it("stops one address after the configured number of requests, with a Spanish message", async () => {
    const testApp = await createTestApp("pglite", { env: { RATE_LIMIT_MAX: "3" }, isWorker: false });
    const statuses: number[] = [];
    let last: { code?: string; message?: string } = {};
    for (let i = 0; i < 4; i++) {
      const response = await testApp.app.inject({ method: "GET", url: "/api/public-config" });
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringContaining("Demasiadas solicitudes"),
    });
    const health = await testApp.app.inject({ method: "GET", url: "/health-check" });
    expect(health.statusCode).toBe(200);
    await testApp.close();
  });
});
