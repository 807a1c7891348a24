import { createServer } from "node:http";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { type Handler, json, startFakePayPal, withToken } from "./fake-paypal.test-support";
import { createPayPalGateway } from "./paypal-client";

describe.each(TEST_BACKENDS)(
  "PayPal client: what it sends and how it reads PayPal's errors (%s)",
  (backend) => {
    let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
    let testDatabase: TestDatabase;

    const gateway = (timeoutMs?: number) =>
      createPayPalGateway({
        apiBase: `${paypal.base}/`,
        clientId: "cliente-123",
        clientSecret: "secreto-456",
        kind: "paypal",
        db: testDatabase.database.db,
        logger: pino({ level: "silent" }),
        appName: "Licita",
        timeoutMs,
      });

    beforeAll(async () => {
      paypal = await startFakePayPal();
      testDatabase = await createTestDatabase(backend);
    });

    beforeEach(() => {
      paypal.requests.length = 0;
    });

    afterAll(async () => {
      paypal?.server.closeAllConnections();
      await new Promise((resolve) => paypal?.server.close(resolve));
      await testDatabase?.destroy();
    });

    it("sends PayPal's OAuth2, catalog and subscription requests", async () => {
      paypal.setHandler(
        withToken((request, response) => {
          if (request.url === "/v1/catalogs/products")
            return json(response, 201, { id: "PROD-ABCDEFGHIJ1234567" });
          if (request.url === "/v1/billing/plans")
            return json(response, 201, { id: "P-ABCDEFGHIJKLMNOPQRSTUVWX" });
          json(response, 201, {
            id: "I-ABCDEFGHIJKL",
            status: "APPROVAL_PENDING",
            links: [
              {
                href: "https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1",
                rel: "approve",
              },
            ],
          });
        }),
      );
      const created = await gateway().createSubscription({
        userId: "usuario-1",
        email: "ana@example.mx",
        fullName: "Ana María López",
        returnUrl: "http://localhost:3000/ok",
        cancelUrl: "http://localhost:3000/no",
        requestId: "registro-1",
      });
      // A minimal answer without plan_id still maps, with the plan it was created on.
      expect(created).toEqual({
        id: "I-ABCDEFGHIJKL",
        status: "APPROVAL_PENDING",
        planId: "P-ABCDEFGHIJKLMNOPQRSTUVWX",
        approvalUrl: "https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1",
      });

      const [token, product, plan, subscription] = paypal.requests;
      expect(token).toMatchObject({
        method: "POST",
        url: "/v1/oauth2/token",
        body: "grant_type=client_credentials",
      });
      expect(token!.headers.authorization).toBe(
        `Basic ${Buffer.from("cliente-123:secreto-456").toString("base64")}`,
      );
      expect(token!.headers["content-type"]).toBe("application/x-www-form-urlencoded");

      expect(product!.headers.authorization).toBe("Bearer A21AAtoken-de-prueba");
      expect(product!.headers["paypal-request-id"]).toMatch(/^licita-product-[0-9a-f]{40}$/);
      expect(JSON.parse(product!.body)).toMatchObject({ name: "Licita", type: "SERVICE" });

      expect(plan!.headers["paypal-request-id"]).toMatch(/^licita-plan-[0-9a-f]{40}$/);
      expect(JSON.parse(plan!.body)).toEqual({
        product_id: "PROD-ABCDEFGHIJ1234567",
        name: "Suscripción mensual",
        description: "Licita: Suscripción mensual",
        status: "ACTIVE",
        billing_cycles: [
          {
            frequency: { interval_unit: "MONTH", interval_count: 1 },
            tenure_type: "REGULAR",
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: "99.9", currency_code: "USD" } },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: "CANCEL",
          payment_failure_threshold: 1,
        },
      });

      expect(subscription!.headers["paypal-request-id"]).toBe("registro-1");
      expect(subscription!.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(subscription!.body)).toEqual({
        plan_id: "P-ABCDEFGHIJKLMNOPQRSTUVWX",
        custom_id: "usuario-1",
        subscriber: { name: { given_name: "Ana", surname: "María López" }, email_address: "ana@example.mx" },
        application_context: {
          brand_name: "Licita",
          locale: "es-MX",
          shipping_preference: "NO_SHIPPING",
          user_action: "SUBSCRIBE_NOW",
          return_url: "http://localhost:3000/ok",
          cancel_url: "http://localhost:3000/no",
        },
      });

      // Another process (or a restart) finds the product and plan ids in the database.
      paypal.requests.length = 0;
      await gateway().createSubscription({
        userId: "usuario-2",
        email: "beto@example.mx",
        fullName: "Beto",
        returnUrl: "http://localhost:3000/ok",
        cancelUrl: "http://localhost:3000/no",
        requestId: "registro-2",
      });
      expect(paypal.requests.map((request) => request.url)).toEqual([
        "/v1/oauth2/token",
        "/v1/billing/subscriptions",
      ]);
      expect(JSON.parse(paypal.requests[1]!.body).subscriber.name).toEqual({ given_name: "Beto" });
    });

    it("turns PayPal's error shapes into PAYMENT_PROVIDER_ERROR with name and debug_id", async () => {
      const cases: { answer: Handler; detail: Record<string, string>; code?: string }[] = [
        {
          answer: (_request, response) =>
            json(response, 500, {
              name: "INTERNAL_SERVER_ERROR",
              message: "An internal server error has occurred.",
              debug_id: "90957fca61718",
            }),
          detail: { name: "INTERNAL_SERVER_ERROR", debug_id: "90957fca61718" },
        },
        {
          answer: (_request, response) =>
            json(response, 400, {
              name: "INVALID_REQUEST",
              message: "Request is not well-formed, syntactically incorrect, or violates schema.",
              debug_id: "b1c2d3e4f5a6b",
              details: [
                {
                  field: "/plan_id",
                  issue: "INVALID_PARAMETER_SYNTAX",
                  description: "The value of a field does not conform to the expected format.",
                },
              ],
            }),
          detail: { name: "INVALID_REQUEST", debug_id: "b1c2d3e4f5a6b", issue: "INVALID_PARAMETER_SYNTAX" },
        },
        {
          answer: (_request, response) => {
            response.writeHead(502, { "content-type": "text/html", "paypal-debug-id": "0a1b2c3d4e5f6" });
            response.end("<html>Bad gateway</html>");
          },
          detail: { name: "HTTP_502", debug_id: "0a1b2c3d4e5f6" },
        },
        {
          answer: (_request, response) =>
            json(response, 200, { id: "I-X", status: "NO_ES_UN_ESTADO", plan_id: "P-1" }),
          detail: { name: "INVALID_RESPONSE" },
        },
      ];
      for (const { answer, detail } of cases) {
        paypal.setHandler(withToken(answer));
        const error = await gateway()
          .getSubscription("I-ABCDEFGHIJKL")
          .catch((caught: unknown) => caught);
        expect(error).toMatchObject({
          code: "PAYMENT_PROVIDER_ERROR",
          status: 502,
          message: "Error con PayPal",
          detail,
        });
      }

      paypal.setHandler(
        withToken((_request, response) => json(response, 404, { name: "RESOURCE_NOT_FOUND", debug_id: "x" })),
      );
      await expect(gateway().getSubscription("I-NOEXISTE0000")).rejects.toMatchObject({
        code: "NOT_FOUND",
        status: 404,
      });
      // A 404 on a write is PayPal's refusal, not "not found" to the caller.
      await expect(gateway().cancelSubscription("I-NOEXISTE0000", "Baja", "baja-1")).rejects.toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        detail: { name: "RESOURCE_NOT_FOUND" },
      });

      paypal.setHandler((_request, response) =>
        json(
          response,
          401,
          { error: "invalid_client", error_description: "Client Authentication failed" },
          { "paypal-debug-id": "f00dfeedbeef1" },
        ),
      );
      await expect(gateway().getSubscription("I-ABCDEFGHIJKL")).rejects.toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        detail: { name: "invalid_client", debug_id: "f00dfeedbeef1" },
      });
    });

    it("gives up after its time limit when PayPal never answers, and on a refused connection", async () => {
      paypal.setHandler(() => undefined);
      const started = Date.now();
      await expect(gateway(300).getSubscription("I-ABCDEFGHIJKL")).rejects.toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        detail: { name: "TIMEOUT" },
      });
      expect(Date.now() - started).toBeLessThan(3_000);

      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const { port } = closed.address() as { port: number };
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = createPayPalGateway({
        apiBase: `http://127.0.0.1:${port}`,
        clientId: "c",
        clientSecret: "s",
        kind: "paypal",
        db: testDatabase.database.db,
        logger: pino({ level: "silent" }),
        appName: "Licita",
      });
      await expect(unreachable.getSubscription("I-ABCDEFGHIJKL")).rejects.toMatchObject({
        code: "PAYMENT_PROVIDER_ERROR",
        detail: { name: "NETWORK_ERROR" },
      });
    });
  },
);
