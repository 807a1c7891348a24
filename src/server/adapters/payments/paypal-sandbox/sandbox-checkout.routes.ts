import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Database } from "../../../db/client";
import { renderCheckoutMessage, renderCheckoutPage } from "./checkout-page";
import { readFormField } from "./form-body";
import { saleOf } from "./sandbox-billing";
import { ECHECK_CLEARING_MS } from "./sandbox-charges";
import { newPayerId } from "./sandbox-ids";
import {
  approveSubscription,
  type CheckoutState,
  describeRecurringPrice,
  toPublicSubscription,
} from "./sandbox-resources";
import { ZStoredPlan } from "./sandbox-schemas";
import {
  findPlan,
  findSubscriptionByApprovalToken,
  type StoredSubscription,
  updateSubscriptionFrom,
} from "./sandbox-store";
import type { SandboxWebhooks } from "./sandbox-webhooks";

const HIDDEN = { schema: { hide: true } };
const PENDING = "APPROVAL_PENDING";

/** The buyer's side: the approval page a subscription's `approve` link opens, and its two buttons. */
export const sandboxCheckoutRoutes: FastifyPluginAsync<{
  db: Database;
  baseUrl: string;
  webhooks: SandboxWebhooks;
}> = async (app, options) => {
  const { db, baseUrl, webhooks } = options;
  const checkoutPath = `${app.prefix}/checkoutnow`;

  app.get<{ Querystring: { ba_token?: string } }>("/checkoutnow", HIDDEN, async (request, reply) => {
    const found = await findPending(db, request.query.ba_token, reply);
    if (!found) return reply;
    const plan = ZStoredPlan.parse(await findPlan(db, found.subscription.planId));
    const subscriber = found.subscription.body.subscriber as { email_address?: string } | undefined;
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        brandName: found.checkout.brand_name ?? "El comercio",
        planName: plan.name,
        priceLabel: describeRecurringPrice(plan),
        email: subscriber?.email_address,
        baToken: found.checkout.ba_token,
        approveAction: `${checkoutPath}/approve`,
        cancelAction: `${checkoutPath}/cancel`,
      }),
    );
  });

  app.post("/checkoutnow/approve", HIDDEN, async (request, reply) => {
    const found = await findPending(db, readFormField(request.body, "ba_token"), reply);
    if (!found) return reply;
    const { subscription, checkout } = found;
    const plan = ZStoredPlan.parse(await findPlan(db, subscription.planId));
    const body = approveSubscription({
      body: subscription.body,
      plan,
      payerId: newPayerId(),
      now: new Date(),
      baseUrl,
      // The buyer's funding source: PayPal balance is charged at once, an eCheck clears later.
      chargeDelayMs: readFormField(request.body, "funding") === "echeck" ? ECHECK_CLEARING_MS : 0,
    });
    if (!(await updateSubscriptionFrom(db, subscription.id, PENDING, { status: "ACTIVE", body }))) {
      return sendUsedToken(reply);
    }
    // PayPal tells the merchant's webhook, independently of the buyer's return to the site.
    webhooks.emitLater("BILLING.SUBSCRIPTION.ACTIVATED", toPublicSubscription(body));
    const sale = saleOf(body);
    if (sale) webhooks.emitLater("PAYMENT.SALE.COMPLETED", { ...sale });
    if (!checkout.return_url) {
      return sendHtml(
        reply,
        200,
        renderCheckoutMessage("Pago aprobado", "Su suscripción quedó activa. Puede cerrar esta ventana."),
      );
    }
    return reply.redirect(withPayPalParameters(checkout.return_url, subscription.id, checkout), 302);
  });

  app.post("/checkoutnow/cancel", HIDDEN, async (request, reply) => {
    const found = await findPending(db, readFormField(request.body, "ba_token"), reply);
    if (!found) return reply;
    const { subscription, checkout } = found;
    // PayPal leaves a subscription the buyer walked away from in APPROVAL_PENDING.
    if (!checkout.cancel_url) {
      return sendHtml(
        reply,
        200,
        renderCheckoutMessage("Pago cancelado", "No se realizó ningún cargo. Puede cerrar esta ventana."),
      );
    }
    return reply.redirect(withPayPalParameters(checkout.cancel_url, subscription.id, checkout), 302);
  });
};

/** The pending subscription of a ba_token, or an error page already sent (404 unknown, 409 already used). */
async function findPending(
  db: Database,
  baToken: string | undefined,
  reply: FastifyReply,
): Promise<{ subscription: StoredSubscription; checkout: CheckoutState } | undefined> {
  const subscription = baToken ? await findSubscriptionByApprovalToken(db, baToken) : undefined;
  if (!subscription) {
    sendHtml(
      reply,
      404,
      renderCheckoutMessage(
        "Enlace de pago no encontrado",
        "Este enlace de pago no existe o no es válido. Vuelva al sitio del comercio e inicie el pago de nuevo.",
      ),
    );
    return undefined;
  }
  if (subscription.status !== PENDING) {
    sendUsedToken(reply);
    return undefined;
  }
  return { subscription, checkout: subscription.body.checkout as CheckoutState };
}

function sendUsedToken(reply: FastifyReply): FastifyReply {
  return sendHtml(
    reply,
    409,
    renderCheckoutMessage(
      "Enlace de pago ya utilizado",
      "Este pago ya fue procesado o la suscripción ya no está pendiente de aprobación. No se realizó un cargo nuevo.",
    ),
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
}

/** PayPal returns the buyer with `subscription_id`, `ba_token` and `token` added to the merchant's URL. */
function withPayPalParameters(target: string, subscriptionId: string, checkout: CheckoutState): string {
  const url = new URL(target);
  url.searchParams.set("subscription_id", subscriptionId);
  url.searchParams.set("ba_token", checkout.ba_token);
  url.searchParams.set("token", checkout.token);
  return url.toString();
}
