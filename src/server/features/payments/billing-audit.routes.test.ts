import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  postConfirm,
  postLogin,
  postRegister,
  sessionCookieOf,
  signedInClient,
  tokenFromMail,
  waitForMail,
} from "../../../../tests/support/accounts";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { auditEvents, users } from "../../db/schema";
import { reconcileSubscriptions } from "./reconciliation";

type Line = typeof auditEvents.$inferSelect;

describe.each(TEST_BACKENDS)("the billing lifecycle in the audit log and Rentabilidad (%s)", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección Cobros" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Registered through the real routes, paid in the sandbox, activated, signed in. */
  async function paidClient(fullName: string) {
    const registered = await postRegister(t.app, { full_name: fullName });
    const { user_id: userId, payment_url } = registered.json();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    const back = await submitSandboxApproval(t.app, payment_url);
    expect((await postConfirm(t.app, back, userId)).statusCode).toBe(200);
    const token = tokenFromMail(await waitForMail(t.ctx.db, row!.email, /active/i));
    await t.app.inject({ method: "POST", url: "/api/auth/activate", payload: { token } });
    const login = await postLogin(t.app, row!.email, GOOD_PASSWORD);
    await t.ctx.payments.sandbox?.webhooks.idle();
    return {
      userId: userId as string,
      email: row!.email as string,
      subscriptionId: back.searchParams.get("subscription_id")!,
      cookies: { licita_session: sessionCookieOf(login)! },
    };
  }

  const control = async (subscriptionId: string, action: string) => {
    const answer = await t.app.inject({
      method: "POST",
      url: `/sandbox/paypal/control/subscriptions/${subscriptionId}/${action}`,
    });
    await t.ctx.payments.sandbox?.webhooks.idle();
    return answer;
  };
  const linesAbout = (userId: string): Promise<Line[]> =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, userId), like(auditEvents.action, "subscription.%")))
      .orderBy(auditEvents.occurredAt);
  const asAdmin = async (url: string) => {
    const answer = await t.app.inject({ method: "GET", url, cookies: admin.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it("records activation, renewal, failed charge, reactivation, scheduled and undone cancellation, cancellation and expiry, with who and from where", async () => {
    // One client through every step a subscription can take.
    const ana = await paidClient("Constructora Ciclo Completo");
    expect((await control(ana.subscriptionId, "advance-cycle")).json().outcome).toBe("charged");
    await control(ana.subscriptionId, "fail-next-charge");
    expect((await control(ana.subscriptionId, "advance-cycle")).json().outcome).toBe("failed");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/subscriptions/subscribe",
      cookies: ana.cookies,
      payload: { planId: "monthly_plan" },
    });
    expect(started.statusCode, started.body).toBe(200);
    const back = await submitSandboxApproval(t.app, started.json().redirectUrl);
    expect((await postConfirm(t.app, back, ana.userId)).statusCode).toBe(200);
    await t.ctx.payments.sandbox?.webhooks.idle();
    const relogin = await postLogin(t.app, ana.email, GOOD_PASSWORD);
    const cookies = { licita_session: sessionCookieOf(relogin)! };
    const cancel = (atPeriodEnd: boolean) =>
      t.app.inject({ method: "POST", url: "/api/subscriptions/cancel", cookies, payload: { atPeriodEnd } });
    expect((await cancel(true)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/subscriptions/resume", cookies })).statusCode,
    ).toBe(200);
    expect((await cancel(false)).statusCode).toBe(200);

    const lines = await linesAbout(ana.userId);
    expect(lines.map((line) => line.action)).toEqual([
      "subscription.activated",
      "subscription.renewed",
      "subscription.failed",
      "subscription.reactivated",
      "subscription.cancel_scheduled",
      "subscription.cancel_undone",
      "subscription.cancelled",
    ]);
    const [activated, renewed, failed, reactivated, scheduled, , cancelled] = lines as Line[];
    // From where: the return page's address, PayPal's webhook, the client's own request.
    expect(activated!.detail).toMatchObject({ origen: "página de pago", moneda: "USD" });
    expect(Number((activated!.detail as { importe: string }).importe)).toBe(99.9);
    expect(activated!.ipAddress).toBe("127.0.0.1");
    expect(activated!.actorId).toBeNull();
    expect(activated!.targetLabel).toBe(`Constructora Ciclo Completo <${ana.email}>`);
    expect(renewed!.detail).toMatchObject({ origen: "webhook de PayPal", suscripcion: ana.subscriptionId });
    expect(failed!.detail).toMatchObject({ origen: "webhook de PayPal", estadoPayPal: "SUSPENDED" });
    expect(reactivated!.detail).toMatchObject({ origen: "página de pago" });
    expect(reactivated!.detail).not.toMatchObject({ suscripcion: ana.subscriptionId });
    for (const line of [scheduled!, cancelled!]) {
      expect(line).toMatchObject({ actorId: ana.userId, actorEmail: ana.email, ipAddress: "127.0.0.1" });
      expect(line.detail).toMatchObject({ origen: "cliente" });
    }
    expect(cancelled!.detail).toMatchObject({ efecto: "inmediato" });
    // No secret of any kind: no token, no payer id, no password.
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/token|payer|password|contraseña|access_token/i);

    // A second client cancelled from PayPal's side, whose access ends at its paid-through date.
    const beto = await paidClient("Servicios Fin de Periodo");
    await control(beto.subscriptionId, "cancel");
    await t.ctx.db
      .update(users)
      .set({ paidThrough: new Date(Date.now() - 60_000) })
      .where(eq(users.id, beto.userId));
    await reconcileSubscriptions(t.ctx);
    const betoLines = await linesAbout(beto.userId);
    expect(betoLines.map((line) => line.action)).toEqual([
      "subscription.activated",
      "subscription.cancelled",
      "subscription.expired",
    ]);
    expect(betoLines[1]!.detail).toMatchObject({ origen: "webhook de PayPal", canceladaPor: "paypal" });
    expect(betoLines[2]!.detail).toMatchObject({ origen: "conciliación", estado: "cancelado" });
    // Running the reconciliation again changes and records nothing more.
    await reconcileSubscriptions(t.ctx);
    expect(await linesAbout(beto.userId)).toHaveLength(3);

    // Recent activity shows them in words, and the audit log filters by each action.
    const recent = (await asAdmin("/api/admin/activity")).events as { action: string; targetLabel: string }[];
    expect(recent.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        "subscription.expired",
        "subscription.cancelled",
        "subscription.cancel_undone",
      ]),
    );
    const renewals = await asAdmin("/api/admin/audit?action=subscription.renewed");
    expect(renewals.total).toBe(1);
    expect(renewals.events[0].actionLabel).toBe("Suscripción renovada");

    // Rentabilidad agrees with the log: each card is the number of clients the log says it for.
    const board = await asAdmin("/api/admin/dashboards/rentabilidad?days=7");
    const card = (label: string) =>
      (board.cards as { label: string; value: number }[]).find((item) => item.label === label)?.value;
    const all = [...lines, ...betoLines];
    const count = (action: string) => all.filter((line) => line.action === action).length;
    expect(card("Nuevas")).toBe(count("subscription.activated"));
    expect(card("Nuevas")).toBe(2);
    expect(card("Renovadas")).toBe(count("subscription.renewed"));
    expect(card("Reactivadas")).toBe(count("subscription.reactivated"));
    expect(card("Cobros fallidos")).toBe(count("subscription.failed"));
    expect(card("Canceladas")).toBe(2);
    expect(card("Terminadas al vencer")).toBe(1);
    expect(card("Cobrado en el periodo")).toBeCloseTo(4 * 99.9, 5);
    // Nobody pays now: both clients left; churn is every paying client of the period.
    expect(card("Clientes que pagan")).toBe(0);
    expect(card("Abandono (churn)")).toBe(1);
    const chart = board.charts[0].data as Record<string, number>[];
    const total = (key: string) => chart.reduce((sum, day) => sum + (day[key] ?? 0), 0);
    expect(total("renewed")).toBe(1);
    expect(total("reactivated")).toBe(1);
    expect(total("failed")).toBe(1);

    // The 'Suscripciones' panel (quick action) lists the same lines, found by the client's name.
    const panel = await asAdmin("/api/admin/dashboards/suscripciones?days=7&q=ciclo%20completo");
    const moves = panel.tables.find((table: { title: string }) => table.title.startsWith("Movimientos"));
    expect(moves.rows.map((row: { what: string }) => row.what)).toEqual([
      "Suscripción cancelada",
      "Cancelación al final del periodo deshecha",
      "Cancelación al final del periodo solicitada",
      "Suscripción reactivada",
      "Cobro de suscripción fallido",
      "Suscripción renovada",
      "Suscripción activada (primer pago)",
    ]);
    expect(moves.rows[0]).toMatchObject({ origin: "cliente", address: "127.0.0.1" });
  });
});
