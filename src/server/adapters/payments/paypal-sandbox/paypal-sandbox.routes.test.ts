import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import { paypalSandboxSubscriptions } from "../../../db/schema";
import { getSandboxCredentials } from "./sandbox-credentials";
import {
  API,
  approvalOf,
  basicAuth,
  DEBUG_ID,
  PUBLIC_URL,
  type SandboxHost,
  startSandboxHost,
} from "./sandbox-host.test-support";

describe.each(TEST_BACKENDS)("built-in PayPal sandbox: PayPal's REST API (%s)", (backend) => {
  let host: SandboxHost;

  beforeAll(async () => {
    host = await startSandboxHost(backend);
  });

  afterAll(async () => {
    await host?.close();
  });

  it("issues OAuth2 tokens for its own client credentials only", async () => {
    const credentials = await getSandboxCredentials(host.db);
    expect(await getSandboxCredentials(host.db)).toEqual(credentials);
    const tokenRequest = (authorization: string | undefined, payload = "grant_type=client_credentials") =>
      host.app.inject({
        method: "POST",
        url: `${API}/v1/oauth2/token`,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(authorization ? { authorization } : {}),
        },
        payload,
      });

    const granted = await tokenRequest(basicAuth(credentials.clientId, credentials.clientSecret));
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      scope: expect.stringContaining("https://uri.paypal.com/services/subscriptions"),
      access_token: expect.stringMatching(/^A21AA[\w-]{60,}$/),
      token_type: "Bearer",
      app_id: expect.stringMatching(/^APP-[0-9A-F]{17}$/),
      expires_in: 32_400,
      nonce: expect.any(String),
    });

    for (const authorization of [
      basicAuth(credentials.clientId, "wrong"),
      basicAuth("someone", credentials.clientSecret),
      undefined,
    ]) {
      const refused = await tokenRequest(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        error: "invalid_client",
        error_description: "Client Authentication failed",
      });
      expect(refused.headers["paypal-debug-id"]).toMatch(DEBUG_ID);
    }
    const noGrant = await tokenRequest(basicAuth(credentials.clientId, credentials.clientSecret), "scope=x");
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json()).toEqual({
      error: "unsupported_grant_type",
      error_description: "Grant Type is NULL",
    });
  });

  it("refuses API calls without a valid Bearer token, in PayPal's shape", async () => {
    for (const authorization of [undefined, "Bearer A21AAnot-a-token", "Basic abc"]) {
      const response = await host.app.inject({
        method: "GET",
        url: `${API}/v1/billing/plans/${host.planId}`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: "AUTHENTICATION_FAILURE",
        message:
          "Authentication failed due to missing authorization header, or invalid authentication credentials.",
        debug_id: expect.stringMatching(DEBUG_ID),
        links: [expect.objectContaining({ rel: "information_link" })],
      });
    }
  });

  it("creates and reads products and plans like PayPal", async () => {
    const created = await host.post("/v1/catalogs/products", { name: "Otro", type: "SERVICE" });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      id: expect.stringMatching(/^PROD-[A-Z0-9]{17}$/),
      name: "Otro",
      type: "SERVICE",
    });
    expect(product.create_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(product.links).toContainEqual({
      href: `${PUBLIC_URL}${API}/v1/catalogs/products/${product.id}`,
      rel: "self",
      method: "GET",
    });
    expect((await host.get(`/v1/catalogs/products/${product.id}`)).json()).toEqual(product);

    const plan = await host.get(`/v1/billing/plans/${host.planId}`);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      id: expect.stringMatching(/^P-[A-Z0-9]{24}$/),
      name: "Suscripción mensual",
      status: "ACTIVE",
      billing_cycles: [
        {
          frequency: { interval_unit: "MONTH", interval_count: 1 },
          tenure_type: "REGULAR",
          total_cycles: 0,
          pricing_scheme: { version: 1, fixed_price: { value: "99.9", currency_code: "USD" } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
    });

    const orphan = await host.post("/v1/billing/plans", {
      ...(plan.json() as object),
      product_id: "PROD-NOPE00000000000",
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().details).toEqual([
      { issue: "INVALID_RESOURCE_ID", description: "Invalid product id" },
    ]);
  });

  it("answers unknown ids 404, invalid bodies 400 and malformed JSON 400, each with a debug id", async () => {
    for (const path of [
      "/v1/billing/subscriptions/I-NOPE00000000",
      "/v1/billing/plans/P-NOPE",
      "/v1/catalogs/products/PROD-X",
    ]) {
      const missing = await host.get(path);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        name: "RESOURCE_NOT_FOUND",
        message: "The specified resource does not exist.",
        debug_id: expect.stringMatching(DEBUG_ID),
        details: [{ issue: "INVALID_RESOURCE_ID", description: "Requested resource ID was not found." }],
      });
    }

    const invalid = await host.post("/v1/billing/subscriptions", {
      subscriber: { email_address: "no-es-correo" },
      application_context: { return_url: "javascript:alert(1)" },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json();
    expect(body).toMatchObject({ name: "INVALID_REQUEST", debug_id: expect.stringMatching(DEBUG_ID) });
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "/plan_id", location: "body", issue: "MISSING_REQUIRED_PARAMETER" }),
        expect.objectContaining({ field: "/subscriber/email_address", issue: "INVALID_PARAMETER_VALUE" }),
        expect.objectContaining({ field: "/application_context/return_url", value: "javascript:alert(1)" }),
      ]),
    );

    const malformed = await host.post("/v1/billing/plans", '{"name":', {
      "content-type": "application/json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      name: "INVALID_REQUEST",
      details: [{ issue: "MALFORMED_REQUEST_JSON" }],
      debug_id: expect.stringMatching(DEBUG_ID),
    });

    const unknownPath = await host.get("/v2/no-existe");
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toMatchObject({
      name: "RESOURCE_NOT_FOUND",
      debug_id: expect.stringMatching(DEBUG_ID),
    });
  });

  it("creates a subscription pending approval, with PayPal's links and nothing of its own", async () => {
    const subscription = await host.createSubscription();
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^I-[A-Z0-9]{12}$/),
      status: "APPROVAL_PENDING",
      plan_id: host.planId,
      custom_id: "8a0e2c7e-0000-4000-8000-000000000001",
      subscriber: { email_address: "ana@example.mx", name: { given_name: "Ana", surname: "López" } },
    });
    expect(subscription.links.map((link: { rel: string }) => link.rel)).toEqual(["approve", "edit", "self"]);
    expect(subscription.links[0]?.href).toMatch(
      new RegExp(`^${PUBLIC_URL}${API}/checkoutnow\\?ba_token=BA-[A-Z0-9]{17}$`),
    );
    expect(subscription).not.toHaveProperty("checkout");
    const read = await host.get(`/v1/billing/subscriptions/${subscription.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(subscription);
  });

  it("answers a repeated PayPal-Request-Id with the first answer and creates nothing more", async () => {
    const countSubscriptions = async () =>
      (await host.db.select({ total: count() }).from(paypalSandboxSubscriptions))[0]?.total;
    const first = await host.createSubscription({}, "registro-123");
    const before = await countSubscriptions();
    const again = await host.createSubscription({ custom_id: "otro" }, "registro-123");
    expect(again).toEqual(first);
    expect(await countSubscriptions()).toBe(before);
    const other = await host.createSubscription({}, "registro-456");
    expect(other.id).not.toBe(first.id);
    expect(await countSubscriptions()).toBe(Number(before) + 1);

    const product = await host.post(
      "/v1/catalogs/products",
      { name: "Uno" },
      { "paypal-request-id": "producto-1" },
    );
    const repeated = await host.post(
      "/v1/catalogs/products",
      { name: "Dos" },
      { "paypal-request-id": "producto-1" },
    );
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json()).toEqual(product.json());
  });

  it("cancels only active subscriptions: 204, replayed by request id, 422 otherwise", async () => {
    const pending = await host.createSubscription();
    const refused = await host.post(`/v1/billing/subscriptions/${pending.id}/cancel`, {
      reason: "No la quiero",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      name: "UNPROCESSABLE_ENTITY",
      debug_id: expect.stringMatching(DEBUG_ID),
      details: [
        { issue: "SUBSCRIPTION_STATUS_INVALID", description: expect.stringContaining("active or suspended") },
      ],
    });

    await host.submitForm("approve", approvalOf(pending).baToken);
    const noReason = await host.post(`/v1/billing/subscriptions/${pending.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      expect.objectContaining({ field: "/reason", issue: "MISSING_REQUIRED_PARAMETER" }),
    ]);

    const cancel = () =>
      host.post(
        `/v1/billing/subscriptions/${pending.id}/cancel`,
        { reason: "Baja" },
        { "paypal-request-id": "baja-1" },
      );
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(204);
    expect(cancelled.body).toBe("");
    expect((await host.get(`/v1/billing/subscriptions/${pending.id}`)).json()).toMatchObject({
      status: "CANCELLED",
      status_change_note: "Baja",
    });
    expect((await cancel()).statusCode).toBe(204);
    const again = await host.post(
      `/v1/billing/subscriptions/${pending.id}/cancel`,
      { reason: "Baja" },
      { "paypal-request-id": "baja-2" },
    );
    expect(again.statusCode).toBe(422);
    const unknown = await host.post("/v1/billing/subscriptions/I-NOPE00000000/cancel", { reason: "Baja" });
    expect(unknown.statusCode).toBe(404);
  });

  it("stays out of the OpenAPI document and out of the app's JSON-only parsing", async () => {
    const document = (await host.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths ?? {}).filter((path) => path.includes("sandbox"))).toEqual([]);
    expect(host.app.hasContentTypeParser("application/x-www-form-urlencoded")).toBe(false);
  });
});
