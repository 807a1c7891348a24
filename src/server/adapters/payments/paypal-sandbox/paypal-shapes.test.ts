import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkRequest,
  checkResponse,
  checkSchema,
  PAYPAL_OPERATIONS,
} from "../../../../../tests/support/paypal-openapi";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../../tests/support/test-database";
import { AppError } from "../../../http/app-error";
import { createPayPalGateway } from "../paypal-client";
import { PAYPAL_SANDBOX_PREFIX } from "./paypal-sandbox.routes";
import { getSandboxCredentials } from "./sandbox-credentials";
import { createSandboxFetch } from "./sandbox-fetch";
import { API, basicAuth, type SandboxHost, startSandboxHost } from "./sandbox-host.test-support";

const PUBLIC_URL = "http://localhost:3000";
const API_BASE = `${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}`;

interface Exchange {
  method: string;
  path: string;
  requestBody: unknown;
  status: number;
  responseBody: unknown;
}

function parse(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text);
}

describe.each(TEST_BACKENDS)("the built-in sandbox against PayPal's published shapes (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let host: SandboxHost;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    host = await startSandboxHost(backend);
  });
  afterAll(async () => {
    await host?.close();
    await testDatabase?.destroy();
  });

  it("the client's requests and the sandbox's answers in the product's real flow are PayPal's", async () => {
    const db = testDatabase.database.db;
    const sandboxFetch = await createSandboxFetch({ db, publicUrl: PUBLIC_URL });
    const exchanges: Exchange[] = [];
    const recordingFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const requestText = await request.clone().text();
      const response = await sandboxFetch(request);
      const url = new URL(request.url);
      exchanges.push({
        method: request.method,
        path: url.pathname.slice(PAYPAL_SANDBOX_PREFIX.length),
        requestBody: parse(requestText, request.headers.get("content-type")),
        status: response.status,
        responseBody: parse(await response.clone().text(), response.headers.get("content-type")),
      });
      return response;
    }) as typeof fetch;
    const credentials = await getSandboxCredentials(db);
    const gateway = createPayPalGateway({
      apiBase: API_BASE,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      kind: "builtin-sandbox",
      db,
      logger: pino({ level: "silent" }),
      appName: "Licita",
      fetch: recordingFetch,
    });
    const approve = async (approvalUrl: string, funding: "balance" | "echeck") => {
      const baToken = new URL(approvalUrl).searchParams.get("ba_token") ?? "";
      const answer = await sandboxFetch(`${API_BASE}/checkoutnow/approve`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ba_token: baToken, funding }).toString(),
      });
      expect(answer.status).toBe(302);
    };
    const subscribe = (suffix: string) =>
      gateway.createSubscription({
        userId: "8a0e2c7e-0000-4000-8000-00000000000a",
        email: "ana.lopez@empresa.mx",
        fullName: "Ana María López Núñez",
        returnUrl: `${PUBLIC_URL}/payment-success?user_id=8a0e2c7e-0000-4000-8000-00000000000a`,
        cancelUrl: `${PUBLIC_URL}/payment-cancel?user_id=8a0e2c7e-0000-4000-8000-00000000000a`,
        requestId: `register-shapes-${suffix}`,
      });

    const paid = await subscribe("1");
    await approve(paid.approvalUrl, "balance");
    expect((await gateway.getSubscription(paid.id)).lastPayment).toBeDefined();
    const pending = await subscribe("2");
    await approve(pending.approvalUrl, "echeck");
    expect((await gateway.getSubscription(pending.id)).lastPayment).toBeUndefined();
    const untouched = await subscribe("3");
    await gateway.cancelSubscription(paid.id, "Cancelada por el suscriptor", "cancel-shapes-1");
    expect((await gateway.getSubscription(paid.id)).status).toBe("CANCELLED");
    await expect(gateway.getSubscription("I-NOEXISTE0000")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const refused = await gateway
      .cancelSubscription(untouched.id, "No la quiero", "cancel-shapes-2")
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);

    const findings = exchanges.map((exchange) => ({
      call: `${exchange.method} ${exchange.path} → ${exchange.status}`,
      request: checkRequest(exchange.method, exchange.path, exchange.requestBody),
      response: checkResponse(exchange.method, exchange.path, exchange.status, exchange.responseBody),
    }));
    expect(findings.filter((finding) => finding.request.length + finding.response.length > 0)).toEqual([]);
    // Every call the product makes was exercised, with its success and the errors it handles.
    const calls = new Set(findings.map((finding) => finding.call.replace(/\/[A-Z]+-[A-Z0-9-]+/g, "/{id}")));
    expect([...calls].sort()).toEqual(
      [
        "GET /v1/billing/subscriptions/{id} → 200",
        "GET /v1/billing/subscriptions/{id} → 404",
        "POST /v1/billing/plans → 201",
        "POST /v1/billing/subscriptions → 201",
        "POST /v1/billing/subscriptions/{id}/cancel → 204",
        "POST /v1/billing/subscriptions/{id}/cancel → 422",
        "POST /v1/catalogs/products → 201",
        "POST /v1/oauth2/token → 200",
      ].sort(),
    );
  });

  it("its error answers are PayPal's error shapes", async () => {
    const { clientId, clientSecret } = await getSandboxCredentials(host.db);
    const answers: { method: string; path: string; status: number; body: unknown }[] = [];
    const call = async (
      method: "GET" | "POST",
      path: string,
      options: { payload?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const response =
        method === "GET" && !options.headers
          ? await host.get(path)
          : options.headers?.authorization !== undefined || path === "/v1/oauth2/token"
            ? await host.app.inject({
                method,
                url: `${API}${path}`,
                headers: options.headers,
                payload: options.payload as string,
              })
            : await host.post(path, options.payload, options.headers);
      answers.push({
        method,
        path,
        status: response.statusCode,
        body: response.body ? response.json() : undefined,
      });
      return response;
    };

    await call("GET", "/v1/billing/subscriptions/I-NOEXISTE0000", {
      headers: { authorization: "Bearer A21AAinvalido" },
    });
    await call("POST", "/v1/oauth2/token", {
      headers: {
        authorization: basicAuth(clientId, "otro"),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "grant_type=client_credentials",
    });
    await call("POST", "/v1/oauth2/token", {
      headers: {
        authorization: basicAuth(clientId, clientSecret),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "grant_type=password",
    });
    await call("POST", "/v1/billing/subscriptions", {
      payload: {
        custom_id: "x".repeat(200),
        subscriber: { email_address: "no-es-correo" },
        application_context: { return_url: "javascript:alert(1)", cancel_url: "https://licita.mx/no" },
      },
    });
    await call("POST", "/v1/billing/plans", { payload: { name: "" } });
    await call("POST", "/v1/catalogs/products", { payload: { name: "x".repeat(200), type: "SERVICE" } });
    await call("GET", "/v1/billing/plans/P-NOEXISTE");
    await call("GET", "/v1/catalogs/products/PROD-NOEXISTE");
    const pending = await host.createSubscription();
    await call("POST", `/v1/billing/subscriptions/${pending.id}/cancel`, {
      payload: { reason: "No la quiero" },
    });
    await call("POST", "/v1/billing/subscriptions", {
      payload: "<xml/>",
      headers: { "content-type": "application/xml" },
    });

    expect(answers.map((answer) => answer.status)).toEqual([
      401, 401, 400, 400, 400, 400, 404, 404, 422, 415,
    ]);
    const findings = answers.map((answer) => ({
      call: `${answer.method} ${answer.path} → ${answer.status}`,
      errors: checkResponse(answer.method, answer.path, answer.status, answer.body),
    }));
    expect(findings.filter((finding) => finding.errors.length > 0)).toEqual([]);

    // PayPal does not list MALFORMED_REQUEST_JSON among an operation's issues; the body is still error_400.
    const malformed = await host.post("/v1/billing/plans", '{"name":', {
      "content-type": "application/json",
    });
    expect(checkSchema("billing", "error_400", malformed.json())).toEqual([]);
  });

  it("catches a shape PayPal would not send (so the checks above can fail)", () => {
    const wrongPayer = { id: "I-1234", status: "ACTIVE", subscriber: { payer_id: "0OIL12345678A" } };
    expect(checkSchema("billing", "subscription", wrongPayer)).not.toEqual([]);
    expect(checkSchema("billing", "subscription", { id: "I-1234", status: "DONE" })).not.toEqual([]);
    expect(
      checkResponse("GET", "/v1/billing/subscriptions/I-1", 401, {
        name: "AUTHENTICATION_FAILURE",
        message:
          "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      }),
    ).not.toEqual([]);
    expect(checkRequest("POST", "/v1/billing/subscriptions", { plan_id: "P-123" })).not.toEqual([]);
    expect(PAYPAL_OPERATIONS).toHaveLength(8);
  });
});
