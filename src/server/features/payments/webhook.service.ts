import type { WebhookHeaders } from "../../adapters/payments/payments-gateway";
import { AppError } from "../../http/app-error";
import { claimWebhookEvent, releaseWebhookEvent, setWebhookOutcome } from "./lifecycle.repository";
import { type SyncContext, syncSubscription } from "./subscription-sync";

/** The events this product applies; any other verified event is stored and ignored. */
export const HANDLED_EVENTS = new Set([
  "BILLING.SUBSCRIPTION.ACTIVATED",
  "PAYMENT.SALE.COMPLETED",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.EXPIRED",
]);

export type WebhookAnswer = { status: "aplicado" | "duplicado" | "ignorado" };

/**
 * One PayPal webhook delivery. PayPal itself is asked whether it is genuine (verify-webhook-signature
 * with our webhook id); an unsigned, tampered or foreign event is refused, logged and changes nothing.
 * A genuine event is applied once (its id is claimed first: a replay answers 'duplicado'), and applying
 * it means asking PayPal for the subscription's current state, so the order of arrival does not matter.
 */
export async function receivePayPalWebhook(
  ctx: SyncContext,
  input: { headers: WebhookHeaders; event: unknown; ipAddress?: string },
): Promise<WebhookAnswer> {
  const event = input.event as Record<string, unknown> | null;
  const eventId = typeof event?.id === "string" ? event.id : undefined;
  const eventType = typeof event?.event_type === "string" ? event.event_type : undefined;
  const logFields = { eventId, eventType, ip: input.ipAddress };
  if (!event || typeof event !== "object" || !eventId || !eventType) {
    ctx.logger.warn(logFields, "PayPal webhook refused: not an event");
    throw new AppError("WEBHOOK_REJECTED");
  }
  if (!(await ctx.payments.verifyWebhookSignature({ headers: input.headers, event }))) {
    ctx.logger.warn(logFields, "PayPal webhook refused: PayPal did not verify its signature");
    throw new AppError("WEBHOOK_REJECTED");
  }
  const subscriptionId = subscriptionIdOf(event, eventType);
  if (!(await claimWebhookEvent(ctx.db, { eventId, eventType, resourceId: subscriptionId, body: event }))) {
    ctx.logger.warn(logFields, "PayPal webhook replayed: already applied, nothing changed");
    return { status: "duplicado" };
  }
  if (!HANDLED_EVENTS.has(eventType) || !subscriptionId) {
    await setWebhookOutcome(ctx.db, eventId, "ignorado: evento no utilizado");
    return { status: "ignorado" };
  }
  try {
    const outcome = await syncSubscription(ctx, subscriptionId, {
      source: "webhook de PayPal",
      ipAddress: input.ipAddress,
    });
    const text =
      outcome === "synced"
        ? "aplicado"
        : `ignorado: suscripción ${outcome === "unknown" ? "desconocida" : "ajena"}`;
    await setWebhookOutcome(ctx.db, eventId, text);
    ctx.logger.info({ ...logFields, subscriptionId, outcome }, "PayPal webhook applied");
    return { status: outcome === "synced" ? "aplicado" : "ignorado" };
  } catch (error) {
    // Not applied: PayPal delivers it again later, and then it must not look like a replay.
    await releaseWebhookEvent(ctx.db, eventId);
    throw error;
  }
}

/** The subscription an event is about: the resource itself, or a sale's billing agreement. */
function subscriptionIdOf(event: Record<string, unknown>, eventType: string): string | undefined {
  const resource = (event.resource ?? {}) as Record<string, unknown>;
  const id = eventType.startsWith("PAYMENT.SALE") ? resource.billing_agreement_id : resource.id;
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : undefined;
}
