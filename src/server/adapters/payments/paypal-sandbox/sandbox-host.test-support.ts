import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import {
  createTestDatabase,
  type TestBackend,
  type TestDatabase,
} from "../../../../../tests/support/test-database";
import { loadConfig } from "../../../config/config";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { registerErrorHandler } from "../../../http/plugins/error-handler";
import { registerOpenApi } from "../../../http/plugins/openapi";
import { registerSecurity } from "../../../http/plugins/security";
import { PAYPAL_SANDBOX_PREFIX, paypalSandboxRoutes } from "./paypal-sandbox.routes";
import { getSandboxCredentials } from "./sandbox-credentials";

/** Test support for the sandbox's route tests (not product code). */
export const PUBLIC_URL = "http://localhost:3000";
export const API = PAYPAL_SANDBOX_PREFIX;
export const DEBUG_ID = /^[0-9a-f]{13}$/;

export const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

export interface SandboxHost {
  app: FastifyInstance;
  db: Database;
  planId: string;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** Creates a subscription to the monthly plan as the product does (201 expected). */
  createSubscription(overrides?: Record<string, unknown>, requestId?: string): Promise<SubscriptionJson>;
  /** Posts one of the approval page's forms as the buyer's browser would. */
  submitForm(
    action: "approve" | "cancel",
    baToken: string,
    origin?: string,
    funding?: "balance" | "echeck",
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type SubscriptionJson = { id: string; links: { rel: string; href: string }[] } & Record<
  string,
  unknown
>;

/** The path of a subscription's approve link and its ba_token. */
export function approvalOf(subscription: SubscriptionJson): { path: string; baToken: string } {
  const approve = new URL(subscription.links.find((link) => link.rel === "approve")!.href);
  return { path: `${approve.pathname}${approve.search}`, baToken: approve.searchParams.get("ba_token")! };
}

/**
 * The sandbox mounted as the app mounts it (behind the app's security, error handler, OpenAPI and
 * root 404) on a fresh database, with a Bearer token, a product and the monthly plan ready.
 */
export async function startSandboxHost(backend: TestBackend): Promise<SandboxHost> {
  const testDatabase: TestDatabase = await createTestDatabase(backend);
  const db = testDatabase.database.db;
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL, RATE_LIMIT_MAX: "100000" });
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, config);
  await app.register(paypalSandboxRoutes, { prefix: API, db, publicUrl: PUBLIC_URL, isProduction: false });
  app.setNotFoundHandler((request) => {
    throw new AppError("NOT_FOUND", { detail: { path: request.url } });
  });
  await app.ready();

  const credentials = await getSandboxCredentials(db);
  const token = await app.inject({
    method: "POST",
    url: `${API}/v1/oauth2/token`,
    headers: {
      authorization: basicAuth(credentials.clientId, credentials.clientSecret),
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: "grant_type=client_credentials",
  });
  const bearer = `Bearer ${token.json().access_token}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `${API}${url}`,
      headers: { authorization: bearer, ...headers },
      payload: payload as object,
    });
  const get = (url: string) =>
    app.inject({ method: "GET", url: `${API}${url}`, headers: { authorization: bearer } });

  const product = await post("/v1/catalogs/products", {
    name: "Licita",
    type: "SERVICE",
    category: "SOFTWARE",
  });
  const plan = await post("/v1/billing/plans", {
    product_id: product.json().id,
    name: "Suscripción mensual",
    billing_cycles: [
      {
        frequency: { interval_unit: "MONTH", interval_count: 1 },
        tenure_type: "REGULAR",
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: "99.9", currency_code: "USD" } },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
  });
  const planId: string = plan.json().id;

  return {
    app,
    db,
    planId,
    post,
    get,
    async createSubscription(overrides = {}, requestId) {
      const response = await post(
        "/v1/billing/subscriptions",
        {
          plan_id: planId,
          custom_id: "8a0e2c7e-0000-4000-8000-000000000001",
          subscriber: { name: { given_name: "Ana", surname: "López" }, email_address: "ana@example.mx" },
          application_context: {
            brand_name: "Licita",
            locale: "es-MX",
            shipping_preference: "NO_SHIPPING",
            user_action: "SUBSCRIBE_NOW",
            return_url: `${PUBLIC_URL}/payment-success?x=1`,
            cancel_url: `${PUBLIC_URL}/payment-cancel`,
          },
          ...overrides,
        },
        requestId ? { "paypal-request-id": requestId } : {},
      );
      expect(response.statusCode).toBe(201);
      return response.json();
    },
    submitForm(action, baToken, origin = PUBLIC_URL, funding) {
      return app.inject({
        method: "POST",
        url: `${API}/checkoutnow/${action}`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin, host: "localhost:3000" },
        payload: new URLSearchParams({ ba_token: baToken, ...(funding ? { funding } : {}) }).toString(),
      });
    },
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
}
