import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/client";
import { markNextChargeToFail, runBillingCycle } from "./sandbox-billing";
import { resourceNotFound, unprocessableEntity } from "./sandbox-errors";
import { cancelSubscription, toPublicSubscription } from "./sandbox-resources";
import { ZStoredPlan } from "./sandbox-schemas";
import { findPlan, findSubscription, updateSubscriptionFrom } from "./sandbox-store";
import type { SandboxWebhooks } from "./sandbox-webhooks";

const HIDDEN = { schema: { hide: true } };
type IdParams = { Params: { id: string } };

/**
 * The sandbox's control API, which PayPal does not have: what happens at PayPal over time or on the
 * buyer's side, on demand, so the subscription lifecycle can be tried end to end. Each action answers
 * the subscription as PayPal now shows it, after its webhooks were sent (and answered by the app).
 * Exists only with the sandbox, which refuses production.
 *
 * - `POST /control/subscriptions/:id/advance-cycle`: the next billing date arrives now: charged (a
 *   PAYMENT.SALE.COMPLETED) or, after `fail-next-charge`, refused (PAYMENT.FAILED, then SUSPENDED).
 * - `POST /control/subscriptions/:id/fail-next-charge`: the next charge will be refused.
 * - `POST /control/subscriptions/:id/cancel`: the buyer cancels in their PayPal account (CANCELLED).
 * - `GET /control/subscriptions/:id/webhook-events`: the events sent, signed, with the app's answer.
 */
export const sandboxControlRoutes: FastifyPluginAsync<{
  db: Database;
  baseUrl: string;
  webhooks: SandboxWebhooks;
}> = async (app, { db, baseUrl, webhooks }) => {
  app.post<IdParams>("/control/subscriptions/:id/advance-cycle", HIDDEN, async (request) => {
    const subscription = await findSubscription(db, request.params.id);
    if (!subscription) throw resourceNotFound();
    if (subscription.status !== "ACTIVE") {
      throw unprocessableEntity(
        "SUBSCRIPTION_STATUS_INVALID",
        `Only an ACTIVE subscription is billed; this one is ${subscription.status}.`,
      );
    }
    const plan = ZStoredPlan.parse(await findPlan(db, subscription.planId));
    const regular =
      plan.billing_cycles.find((cycle) => cycle.tenure_type === "REGULAR") ?? plan.billing_cycles[0];
    const price = regular?.pricing_scheme?.fixed_price;
    if (!regular || !price) throw unprocessableEntity("PLAN_HAS_NO_PRICE", "The plan charges nothing.");
    const cycle = runBillingCycle(subscription.body, price, regular.frequency, new Date());
    const nextStatus = String(cycle.body.status);
    if (
      !(await updateSubscriptionFrom(db, subscription.id, "ACTIVE", { status: nextStatus, body: cycle.body }))
    ) {
      throw unprocessableEntity("SUBSCRIPTION_STATUS_INVALID", "The subscription changed meanwhile.");
    }
    const resource = toPublicSubscription(cycle.body);
    if (cycle.outcome === "charged" && cycle.sale) {
      await webhooks.emit("PAYMENT.SALE.COMPLETED", { ...cycle.sale });
    } else {
      await webhooks.emit("BILLING.SUBSCRIPTION.PAYMENT.FAILED", resource);
      await webhooks.emit("BILLING.SUBSCRIPTION.SUSPENDED", resource);
    }
    return { outcome: cycle.outcome, subscription: resource };
  });

  app.post<IdParams>("/control/subscriptions/:id/fail-next-charge", HIDDEN, async (request) => {
    const subscription = await findSubscription(db, request.params.id);
    if (!subscription) throw resourceNotFound();
    const body = markNextChargeToFail(subscription.body);
    await updateSubscriptionFrom(db, subscription.id, subscription.status, {
      status: subscription.status,
      body,
    });
    return { fail_next_charge: true, subscription: toPublicSubscription(body) };
  });

  app.post<IdParams>("/control/subscriptions/:id/cancel", HIDDEN, async (request) => {
    const subscription = await findSubscription(db, request.params.id);
    if (!subscription) throw resourceNotFound();
    if (subscription.status !== "ACTIVE" && subscription.status !== "SUSPENDED") {
      throw unprocessableEntity(
        "SUBSCRIPTION_STATUS_INVALID",
        "Invalid subscription status for cancel action; subscription status should be active or suspended.",
      );
    }
    const body = cancelSubscription(
      subscription.body,
      "Cancelada por el comprador en PayPal",
      new Date(),
      baseUrl,
    );
    await updateSubscriptionFrom(db, subscription.id, subscription.status, { status: "CANCELLED", body });
    const resource = toPublicSubscription(body);
    await webhooks.emit("BILLING.SUBSCRIPTION.CANCELLED", resource);
    return { subscription: resource };
  });

  app.get<IdParams>("/control/subscriptions/:id/webhook-events", HIDDEN, async (request) => {
    const events = await webhooks.listEvents(request.params.id);
    return {
      events: events.map((event) => ({
        id: event.id,
        event_type: event.eventType,
        body: event.body,
        headers: event.headers,
        delivery_status: event.deliveryStatus,
        create_time: event.createdAt.toISOString(),
      })),
    };
  });
};
