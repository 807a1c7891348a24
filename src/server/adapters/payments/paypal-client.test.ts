import { createServer as createNetServer } from "node:net";
import { count, like } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { loadConfig } from "../../config/config";
import type { Database } from "../../db/client";
import {
  appSettings,
  paypalSandboxAccessTokens,
  paypalSandboxPlans,
  paypalSandboxProducts,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import { registerErrorHandler } from "../../http/plugins/error-handler";
import { registerSecurity } from "../../http/plugins/security";
import type { PaymentsGateway } from "./payments-gateway";
import { createPayPalGateway } from "./paypal-client";
import { getSandboxCredentials, PAYPAL_SANDBOX_PREFIX, paypalSandboxRoutes } from "./paypal-sandbox";

/** A port free right now: the sandbox must know its public URL before it listens. */
async function findFreePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Log lines written by the gateway, to prove what never appears in them. */
function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: "trace" }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join("") };
}

/** Wraps fetch to see what the client sends and receives (the access tokens it is given). */
function recordingFetch() {
  const calls: { method: string; url: string }[] = [];
  const accessTokens: string[] = [];
  const wrapped = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ method: init?.method ?? "GET", url });
    const response = await fetch(input, init);
    if (url.endsWith("/v1/oauth2/token") && response.ok) {
      accessTokens.push((await response.clone().json()).access_token);
    }
    return response;
  }) as typeof fetch;
  return {
    fetch: wrapped,
    calls,
    accessTokens,
    tokenCalls: () => calls.filter((call) => call.url.endsWith("/oauth2/token")).length,
  };
}

describe.each(TEST_BACKENDS)("PayPal client against the sandbox on a real port (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let origin: string;
  let apiBase: string;
  let credentials: { clientId: string; clientSecret: string };
  const logs = captureLogs();
  const recorder = recordingFetch();
  let gateway: PaymentsGateway;

  const newGateway = (overrides: Partial<Parameters<typeof createPayPalGateway>[0]> = {}) =>
    createPayPalGateway({
      apiBase,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      kind: "builtin-sandbox",
      db,
      logger: logs.logger,
      appName: "Licita",
      fetch: recorder.fetch,
      ...overrides,
    });

  const subscribe = (target: PaymentsGateway, requestId: string) =>
    target.createSubscription({
      userId: "1f1e8a5c-6b1d-4a53-9f0e-2f7c3a9d0b11",
      email: "ana.lopez@example.mx",
      fullName: "Ana María López",
      returnUrl: `${origin}/payment-success`,
      cancelUrl: `${origin}/payment-cancel`,
      requestId,
    });

  /** Acts as the buyer's browser: opens the approve link, submits the 'Aprobar pago' form. */
  async function approveAsBuyer(approvalUrl: string): Promise<URL> {
    const page = await fetch(approvalUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("99.9 USD al mes");
    expect(html).toContain("ana.lopez@example.mx");
    const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find(
      (match) => match[2]!.includes("Aprobar pago"),
    )!;
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields.append(input[1]!, input[2]!);
    }
    const answer = await fetch(new URL(form[1]!, approvalUrl), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "sec-fetch-site": "same-origin",
      },
      body: fields.toString(),
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get("location")!);
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    db = testDatabase.database.db;
    const port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    apiBase = `${origin}${PAYPAL_SANDBOX_PREFIX}`;
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: origin, RATE_LIMIT_MAX: "100000" });
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await registerSecurity(app, config);
    await app.register(paypalSandboxRoutes, {
      prefix: PAYPAL_SANDBOX_PREFIX,
      db,
      publicUrl: origin,
      isProduction: false,
    });
    await app.listen({ port, host: "127.0.0.1" });
    credentials = await getSandboxCredentials(db);
    gateway = newGateway();
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.destroy();
  });

  it("subscribes, is approved on the sandbox's page and reads the charge back", async () => {
    const created = await subscribe(gateway, "registro-ana-1");
    expect(created).toMatchObject({
      id: expect.stringMatching(/^I-[A-Z0-9]{12}$/),
      status: "APPROVAL_PENDING",
      planId: expect.stringMatching(/^P-/),
      customId: "1f1e8a5c-6b1d-4a53-9f0e-2f7c3a9d0b11",
      payerEmail: "ana.lopez@example.mx",
    });
    expect(created.approvalUrl).toMatch(new RegExp(`^${apiBase}/checkoutnow\\?ba_token=BA-`));

    const back = await approveAsBuyer(created.approvalUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/payment-success`);
    expect(back.searchParams.get("subscription_id")).toBe(created.id);

    const active = await gateway.getSubscription(created.id);
    expect(active).toMatchObject({
      id: created.id,
      status: "ACTIVE",
      planId: created.planId,
      payerId: expect.stringMatching(/^[A-Z0-9]{13}$/),
      payerEmail: "ana.lopez@example.mx",
      customId: "1f1e8a5c-6b1d-4a53-9f0e-2f7c3a9d0b11",
      lastPayment: { amount: "99.9", currency: "USD", time: expect.any(String) },
    });
    expect(active.approvalUrl).toBeUndefined();
    const paidAt = Date.parse(active.lastPayment!.time);
    const periodDays = (Date.parse(active.nextBillingTime!) - paidAt) / 86_400_000;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);

    await gateway.cancelSubscription(active.id, "El suscriptor canceló", "baja-ana-1");
    expect((await gateway.getSubscription(active.id)).status).toBe("CANCELLED");
    // The same request id is answered as the first time; a new one finds it already cancelled.
    await gateway.cancelSubscription(active.id, "El suscriptor canceló", "baja-ana-1");
    const error = await gateway
      .cancelSubscription(active.id, "Otra vez", "baja-ana-2")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      detail: {
        name: "UNPROCESSABLE_ENTITY",
        debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
        issue: "SUBSCRIPTION_STATUS_INVALID",
      },
    });
  });

  it("answers NOT_FOUND for an unknown subscription", async () => {
    await expect(gateway.getSubscription("I-NOEXISTE0000")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("creates the product and the plan once, across gateways and processes racing on one database", async () => {
    const second = await subscribe(newGateway(), "registro-ana-2");
    const first = await gateway.getSubscription((await subscribe(gateway, "registro-ana-3")).id);
    expect(second.planId).toBe(first.planId);
    const products = async () => (await db.select({ total: count() }).from(paypalSandboxProducts))[0]?.total;
    const plans = async () => (await db.select({ total: count() }).from(paypalSandboxPlans))[0]?.total;
    expect(await products()).toBe(1);
    expect(await plans()).toBe(1);

    // Another base URL (same server) is another PayPal for the catalog: two fresh gateways race to set it up.
    const otherBase = apiBase.replace("127.0.0.1", "localhost");
    const [a, b] = await Promise.all([
      subscribe(newGateway({ apiBase: otherBase }), "carrera-a"),
      subscribe(newGateway({ apiBase: otherBase }), "carrera-b"),
    ]);
    expect(a.planId).toBe(b.planId);
    expect(a.planId).not.toBe(first.planId);
    expect(await products()).toBe(2);
    expect(await plans()).toBe(2);
    const settings = await db
      .select()
      .from(appSettings)
      .where(like(appSettings.key, `paypal:${otherBase}:%`));
    expect(settings.map((row) => row.value).sort()).toEqual(
      [a.planId, expect.stringMatching(/^PROD-/)].sort(),
    );
  });

  it("reuses its token, renews it once when PayPal answers 401, and never logs secrets", async () => {
    const fresh = newGateway();
    const before = recorder.tokenCalls();
    const created = await subscribe(fresh, "registro-token-1");
    await fresh.getSubscription(created.id);
    await fresh.getSubscription(created.id);
    expect(recorder.tokenCalls() - before).toBe(1);

    // PayPal forgets the token (revoked, expired early): the call still succeeds with a new one.
    await db.delete(paypalSandboxAccessTokens);
    expect((await fresh.getSubscription(created.id)).id).toBe(created.id);
    expect(recorder.tokenCalls() - before).toBe(2);

    const wrongSecret = newGateway({ clientSecret: "no-es-el-secreto" });
    await expect(wrongSecret.getSubscription(created.id)).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      detail: { name: "invalid_client" },
    });

    const logText = logs.text();
    expect(logText).toContain("PayPal subscription created");
    expect(logText).toContain("invalid_client");
    expect(recorder.accessTokens.length).toBeGreaterThan(0);
    for (const secret of [credentials.clientSecret, "no-es-el-secreto", ...recorder.accessTokens]) {
      expect(logText).not.toContain(secret);
    }
  });
});
