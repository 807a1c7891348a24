import { createServer } from "node:http";
import Fastify from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { loadConfig } from "../../config/config";
import { createPaymentsGateway, SANDBOX_IN_PRODUCTION_MESSAGE } from "./create-payments-gateway";
import {
  createSandboxFetch,
  getSandboxCredentials,
  PAYPAL_SANDBOX_PREFIX,
  paypalSandboxRoutes,
} from "./paypal-sandbox";

// A host that resolves nowhere: the default gateway must reach its sandbox without the network.
const PUBLIC_URL = "http://licita.invalid:9";
const logger = pino({ level: "silent" });

describe.each(TEST_BACKENDS)("choosing the payments gateway (%s)", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it("uses the built-in sandbox by default, in-process, end to end", async () => {
    const db = testDatabase.database.db;
    const config = loadConfig({ NODE_ENV: "development", PUBLIC_URL });
    const gateway = await createPaymentsGateway({ config, db, logger });
    expect(gateway.kind).toBe("builtin-sandbox");
    const created = await gateway.createSubscription({
      userId: "2b7c0f4e-1d2a-4c3b-8e5f-6a7b8c9d0e1f",
      email: "carla@example.mx",
      fullName: "Carla Ruiz",
      returnUrl: `${PUBLIC_URL}/payment-success`,
      cancelUrl: `${PUBLIC_URL}/payment-cancel`,
      requestId: "registro-carla",
    });
    expect(created.approvalUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}/checkoutnow\\?ba_token=BA-`),
    );

    // The buyer approves on the web process's sandbox routes (same database).
    const web = Fastify({ logger: false });
    await web.register(paypalSandboxRoutes, {
      prefix: PAYPAL_SANDBOX_PREFIX,
      db,
      publicUrl: PUBLIC_URL,
      isProduction: false,
    });
    const approved = await web.inject({
      method: "POST",
      url: `${PAYPAL_SANDBOX_PREFIX}/checkoutnow/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `ba_token=${new URL(created.approvalUrl).searchParams.get("ba_token")}`,
    });
    expect(approved.statusCode).toBe(302);
    await web.close();

    // A second process (a worker) reads the same state with the same stored credentials.
    const worker = await createPaymentsGateway({ config, db, logger });
    expect(await worker.getSubscription(created.id)).toMatchObject({
      status: "ACTIVE",
      customId: "2b7c0f4e-1d2a-4c3b-8e5f-6a7b8c9d0e1f",
      lastPayment: { amount: "99.9", currency: "USD" },
    });
    await worker.cancelSubscription(created.id, "Baja", "baja-carla");
    expect((await gateway.getSubscription(created.id)).status).toBe("CANCELLED");
  });

  it("serves PayPal's HTTP faithfully through the in-process fetch, and nothing else", async () => {
    const db = testDatabase.database.db;
    const sandboxFetch = await createSandboxFetch({ db, publicUrl: `${PUBLIC_URL}/` });
    const { clientId, clientSecret } = await getSandboxCredentials(db);
    const token = await sandboxFetch(`${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
    expect(token).toBeInstanceOf(Response);
    expect(token.status).toBe(200);
    expect(token.headers.get("content-type")).toContain("application/json");
    expect((await token.json()).token_type).toBe("Bearer");

    const refused = await sandboxFetch(
      new Request(`${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}/v1/billing/plans/P-1`),
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get("paypal-debug-id")).toMatch(/^[0-9a-f]{13}$/);
    expect((await refused.json()).name).toBe("AUTHENTICATION_FAILURE");

    await expect(
      sandboxFetch("https://api-m.paypal.com/v1/oauth2/token", { method: "POST" }),
    ).rejects.toThrow(TypeError);
    await expect(
      sandboxFetch(`${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}/v1/oauth2/token`, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  it("uses PayPal when it is configured, also in production", async () => {
    const seen: string[] = [];
    const paypal = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(request.url === "/v1/oauth2/token" ? 200 : 404, {
        "content-type": "application/json",
      });
      response.end(JSON.stringify({ access_token: "A21AAx", expires_in: 100, name: "RESOURCE_NOT_FOUND" }));
    });
    await new Promise<void>((resolve) => paypal.listen(0, "127.0.0.1", resolve));
    const { port } = paypal.address() as { port: number };
    const config = loadConfig({
      NODE_ENV: "production",
      PAYPAL_CLIENT_ID: "id-real",
      PAYPAL_CLIENT_SECRET: "secreto-real",
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    });
    const gateway = await createPaymentsGateway({ config, db: testDatabase.database.db, logger });
    expect(gateway.kind).toBe("paypal");
    await expect(gateway.getSubscription("I-ABCDEFGHIJKL")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(seen).toEqual(["POST /v1/oauth2/token", "GET /v1/billing/subscriptions/I-ABCDEFGHIJKL"]);
    paypal.closeAllConnections();
    await new Promise((resolve) => paypal.close(resolve));
  });

  it("refuses the built-in sandbox in production", async () => {
    const config = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://licita.example.mx" });
    await expect(createPaymentsGateway({ config, db: testDatabase.database.db, logger })).rejects.toThrow(
      SANDBOX_IN_PRODUCTION_MESSAGE,
    );
    expect(SANDBOX_IN_PRODUCTION_MESSAGE).toBe(
      "El sandbox de PayPal integrado no puede usarse en producción: configure PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET y PAYPAL_API_BASE.",
    );
  });
});
