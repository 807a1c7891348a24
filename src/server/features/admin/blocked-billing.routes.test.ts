/**
 * Stop 25 (w-25e): an administrator's 'Inactivo', 'Suspender' or 'Eliminar' on a paying client stops
 * PayPal's charges (the built-in sandbox's subscription really becomes CANCELLED); the paid days are
 * kept, and once they are over the client comes back only through a new subscription.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postConfirm, postRegister, signedInClient, waitForMail } from "../../../../tests/support/accounts";
import { submitSandboxApproval } from "../../../../tests/support/paypal-sandbox";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { auditEvents, subscriptions, users } from "../../db/schema";
import { reconcileSubscriptions } from "../payments/reconciliation";
import { reconcileClient } from "../payments/subscription-sync";
import { canReactivate } from "../subscriptions/subscriptions.policy";

describe.each(TEST_BACKENDS)("an administrator blocking a paying client (%s)", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección General" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A client who registered and paid through the sandbox: its PayPal subscription is ACTIVE. */
  async function payingClient() {
    const { user_id: userId, payment_url: url } = (await postRegister(t.app)).json();
    expect((await postConfirm(t.app, await submitSandboxApproval(t.app, url), userId)).statusCode).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    await waitForMail(t.ctx.db, user!.email, /pago/i);
    await t.ctx.payments.sandbox?.webhooks.idle();
    // The client opened its account with the activation link.
    await t.ctx.db
      .update(users)
      .set({ status: "active", activatedAt: new Date() })
      .where(eq(users.id, userId));
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect((await t.ctx.payments.getSubscription(subscription!.providerSubscriptionId)).status).toBe(
      "ACTIVE",
    );
    return { user: user!, providerId: subscription!.providerSubscriptionId };
  }

  function save(user: { id: string; email: string }, status: "active" | "inactive") {
    return t.app.inject({
      method: "PUT",
      url: `/api/admin/users/${user.id}`,
      cookies: admin.cookies,
      payload: {
        name: "Constructora del Bajío",
        email: user.email,
        phone: "4421234567",
        role: "cliente",
        status,
        subscriptionStatus: "al corriente",
      },
    });
  }

  async function billingLines(userId: string) {
    return t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, userId), eq(auditEvents.action, "subscription.cancelled")));
  }

  it("'Inactivo' cancels at PayPal, keeps the paid days, and after them asks for a new subscription", async () => {
    const { user, providerId } = await payingClient();
    expect((await save(user, "inactive")).statusCode).toBe(200);

    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("CANCELLED");
    const [local] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerId));
    expect(local).toMatchObject({ status: "CANCELLED", cancelledBy: "administrador" });
    const [line] = await billingLines(user.id);
    expect(line?.actorEmail).toBe(admin.user.email);
    expect(line?.detail).toMatchObject({
      origen: "administrador",
      canceladaPor: "administrador",
      motivo: "Cuenta desactivada por un administrador",
      suscripciones: [providerId],
    });

    // Reactivated inside the paid period: the client keeps the days it paid, nothing is charged.
    expect((await save(user, "active")).statusCode).toBe(200);
    const [back] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(back).toMatchObject({ status: "active", subscriptionStatus: "al corriente" });
    expect(back!.paidThrough!.getTime()).toBe(user.paidThrough!.getTime());
    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("CANCELLED");
    // The paid days over: 'cancelado', and /reactivate-subscription (a new subscription) brings it back.
    await t.ctx.db
      .update(users)
      .set({ paidThrough: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));
    await reconcileClient(t.ctx, user.id);
    const [lapsed] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(lapsed!.subscriptionStatus).toBe("cancelado");
    expect(canReactivate(lapsed!)).toBe(true);
  });

  it("'Suspender' cancels at PayPal too", async () => {
    const { user, providerId } = await payingClient();
    const suspended = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/suspend`,
      cookies: admin.cookies,
    });
    expect(suspended.statusCode).toBe(200);
    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("CANCELLED");
    expect((await billingLines(user.id))[0]?.detail).toMatchObject({
      motivo: "Cuenta suspendida por un administrador",
    });
  });

  it("'Eliminar' cancels at PayPal before the rows go, and says so in the audit line", async () => {
    const { user, providerId } = await payingClient();
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${user.id}`,
      cookies: admin.cookies,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("CANCELLED");
    const [line] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, user.id), eq(auditEvents.action, "user.deleted")));
    expect(line?.detail).toMatchObject({ suscripcionesCanceladas: [providerId] });
  });

  it("a cancellation PayPal refused is retried by the reconciliation", async () => {
    const { user, providerId } = await payingClient();
    const cancel = t.ctx.payments.cancelSubscription;
    t.ctx.payments.cancelSubscription = async () => {
      throw new Error("PayPal no responde");
    };
    try {
      expect((await save(user, "inactive")).statusCode).toBe(200);
    } finally {
      t.ctx.payments.cancelSubscription = cancel;
    }
    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("ACTIVE");
    expect((await billingLines(user.id))[0]?.detail).toMatchObject({ pendientesEnPayPal: [providerId] });

    await reconcileSubscriptions(t.ctx);
    expect((await t.ctx.payments.getSubscription(providerId)).status).toBe("CANCELLED");
    const [local] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerId));
    expect(local?.cancelledBy).toBe("administrador");
  });
});
