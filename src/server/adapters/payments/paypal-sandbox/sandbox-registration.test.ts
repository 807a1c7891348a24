import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../../tests/support/test-database";
import type { Database } from "../../../db/client";
import { paypalSandboxRoutes } from "./paypal-sandbox.routes";
import { getSandboxCredentials } from "./sandbox-credentials";
import { API, PUBLIC_URL } from "./sandbox-host.test-support";

describe("registering the sandbox", () => {
  it("refuses to register in production, in Spanish", async () => {
    const app = Fastify({ logger: false });
    const registering = app.register(paypalSandboxRoutes, {
      prefix: API,
      db: {} as Database,
      publicUrl: PUBLIC_URL,
      isProduction: true,
    });
    await expect(registering.ready()).rejects.toThrow(
      "El sandbox de PayPal integrado no puede registrarse en producción",
    );
    await app.close();
  });

  it("keeps a form parser the app already registered instead of clashing with it", async () => {
    const testDatabase = await createTestDatabase("pglite");
    const app = Fastify({ logger: false });
    // What @fastify/formbody does at the app's root.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    await app.register(paypalSandboxRoutes, {
      prefix: API,
      db: testDatabase.database.db,
      publicUrl: PUBLIC_URL,
      isProduction: false,
    });
    const credentials = await getSandboxCredentials(testDatabase.database.db);
    const response = await app.inject({
      method: "POST",
      url: `${API}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "grant_type=client_credentials",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe("Bearer");
    await app.close();
    await testDatabase.destroy();
  });
});
