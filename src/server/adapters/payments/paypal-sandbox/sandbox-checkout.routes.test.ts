import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import { ECHECK_CLEARING_MS } from "./sandbox-charges";
import { API, approvalOf, PUBLIC_URL, type SandboxHost, startSandboxHost } from "./sandbox-host.test-support";

describe.each(TEST_BACKENDS)("built-in PayPal sandbox: the buyer's approval page (%s)", (backend) => {
  let host: SandboxHost;

  beforeAll(async () => {
    host = await startSandboxHost(backend);
  });

  afterAll(async () => {
    await host?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the buyer a Spanish approval page with the plan, the price and the e-mail, escaped", async () => {
    const subscription = await host.createSubscription({
      application_context: {
        brand_name: 'Licita <b>"&"</b>',
        return_url: `${PUBLIC_URL}/ok`,
        cancel_url: `${PUBLIC_URL}/no`,
      },
    });
    const page = await host.app.inject({ method: "GET", url: approvalOf(subscription).path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toMatch(/<title>Pagar con PayPal - Sandbox de PayPal integrado<\/title>/);
    for (const text of [
      "Sandbox de PayPal integrado",
      "Suscripción mensual",
      "99.9 USD al mes",
      "ana@example.mx",
      "Aprobar pago",
      "Cancelar",
      "Forma de pago",
      "Saldo de PayPal: el cobro se registra al aprobar",
      "eCheck: el cobro queda pendiente y se registra 8 segundos después",
    ]) {
      expect(html).toContain(text);
    }
    expect(
      html.match(/<form method="post" action="\/sandbox\/paypal\/checkoutnow\/(approve|cancel)">/g),
    ).toHaveLength(2);
    expect(html).toContain("Licita &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toMatch(/<script/i);
  });

  it("returns the buyer to cancel_url on 'Cancelar' and leaves the subscription pending", async () => {
    const subscription = await host.createSubscription();
    const { path, baToken } = approvalOf(subscription);
    const cancelled = await host.submitForm("cancel", baToken);
    expect(cancelled.statusCode).toBe(302);
    const location = new URL(String(cancelled.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/payment-cancel`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      subscription_id: subscription.id,
      ba_token: baToken,
      token: expect.stringMatching(/^[A-Z0-9]{17}$/),
    });
    expect((await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json().status).toBe(
      "APPROVAL_PENDING",
    );
    // PayPal lets the buyer come back to the same page.
    expect((await host.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
  });

  it("activates and charges on 'Aprobar pago', returns to return_url, and refuses the token twice", async () => {
    const subscription = await host.createSubscription();
    const { path, baToken } = approvalOf(subscription);
    const before = Date.now();
    const approved = await host.submitForm("approve", baToken);
    expect(approved.statusCode).toBe(302);
    const location = new URL(String(approved.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/payment-success`);
    expect(location.searchParams.get("x")).toBe("1");
    expect(location.searchParams.get("subscription_id")).toBe(subscription.id);
    expect(location.searchParams.get("ba_token")).toBe(baToken);
    expect(location.searchParams.get("token")).toMatch(/^[A-Z0-9]{17}$/);

    const active = (await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json();
    expect(active).toMatchObject({
      status: "ACTIVE",
      subscriber: {
        email_address: "ana@example.mx",
        payer_id: expect.stringMatching(/^[2-9A-HJ-NP-Z]{13}$/),
      },
      billing_info: {
        outstanding_balance: { currency_code: "USD", value: "0.0" },
        cycle_executions: [{ tenure_type: "REGULAR", sequence: 1, cycles_completed: 1, total_cycles: 0 }],
        last_payment: { amount: { currency_code: "USD", value: "99.9" } },
        failed_payments_count: 0,
      },
    });
    const paidAt = Date.parse(active.billing_info.last_payment.time);
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(active.start_time)).toBe(paidAt);
    const next = new Date(active.billing_info.next_billing_time);
    const expectedMonth = (new Date(paidAt).getUTCMonth() + 1) % 12;
    expect(next.getUTCMonth()).toBe(expectedMonth);
    expect(next.getTime() - paidAt).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(next.getTime() - paidAt).toBeLessThanOrEqual(31 * 86_400_000);
    expect(active.links.map((link: { rel: string }) => link.rel)).toContain("cancel");

    const twice = await host.submitForm("approve", baToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("Enlace de pago ya utilizado");
    expect((await host.app.inject({ method: "GET", url: path })).statusCode).toBe(409);
    const unknown = await host.app.inject({ method: "GET", url: `${API}/checkoutnow?ba_token=BA-<script>` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(unknown.body).toContain("Enlace de pago no encontrado");
    expect((await host.submitForm("cancel", "BA-DESCONOCIDO")).statusCode).toBe(404);
  });

  it("with an eCheck, activates at once but shows the first payment only once it has cleared", async () => {
    const subscription = await host.createSubscription();
    const approvedAt = Date.now();
    const approved = await host.submitForm("approve", approvalOf(subscription).baToken, undefined, "echeck");
    expect(approved.statusCode).toBe(302);
    const pending = (await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json();
    expect(pending.status).toBe("ACTIVE");
    expect(pending.billing_info).not.toHaveProperty("last_payment");
    expect(pending.billing_info.cycle_executions[0].cycles_completed).toBe(0);
    const clearsAt = Date.parse(pending.billing_info.next_billing_time);
    expect(clearsAt - approvedAt).toBeGreaterThanOrEqual(ECHECK_CLEARING_MS - 1000);
    expect(clearsAt - approvedAt).toBeLessThanOrEqual(ECHECK_CLEARING_MS + 1000);
    expect(pending).not.toHaveProperty("checkout");

    vi.useFakeTimers({ toFake: ["Date"], now: clearsAt + 1000 });
    const cleared = (await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json();
    expect(cleared.billing_info).toMatchObject({
      last_payment: {
        amount: { currency_code: "USD", value: "99.9" },
        time: pending.billing_info.next_billing_time,
      },
      cycle_executions: [{ cycles_completed: 1, cycles_remaining: 0 }],
    });
    const days = (Date.parse(cleared.billing_info.next_billing_time) - clearsAt) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    vi.useRealTimers();
    // It stays charged: the cleared payment is stored, not recomputed.
    expect((await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json()).toEqual(cleared);
  });

  it("leaves the app's own checks to the app: a cross-site form post is refused", async () => {
    const subscription = await host.createSubscription();
    const crossSite = await host.submitForm(
      "approve",
      approvalOf(subscription).baToken,
      "https://evil.example",
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe("CROSS_ORIGIN_FORBIDDEN");
    expect((await host.get(`/v1/billing/subscriptions/${subscription.id}`)).json().status).toBe(
      "APPROVAL_PENDING",
    );
  });
});
