import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { PaymentsGateway, ProviderSubscription } from "./payments-gateway";
import { createMonthlyPlanCatalog } from "./paypal-catalog";
import { createPayPalHttp, PAYPAL_TIMEOUT_MS } from "./paypal-http";

export interface PayPalGatewayOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or the built-in sandbox's base. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  kind: "paypal" | "builtin-sandbox";
  db: Database;
  logger: Logger;
  /** Shown to the buyer on PayPal's page (application_context.brand_name). */
  appName: string;
  fetch?: typeof fetch;
  /** Time limit of each call to PayPal (15 s by default). */
  timeoutMs?: number;
  /** The webhook id PayPal signs our events for (PAYPAL_WEBHOOK_ID, or the built-in sandbox's). */
  webhookId?: () => Promise<string | undefined>;
}

const ZPayPalSubscription = z.object({
  id: z.string().min(1),
  status: z.enum(["APPROVAL_PENDING", "APPROVED", "ACTIVE", "SUSPENDED", "CANCELLED", "EXPIRED"]),
  plan_id: z.string().optional(),
  custom_id: z.string().optional(),
  subscriber: z.object({ payer_id: z.string().optional(), email_address: z.string().optional() }).optional(),
  billing_info: z
    .object({
      last_payment: z
        .object({ amount: z.object({ value: z.string(), currency_code: z.string() }), time: z.string() })
        .optional(),
      next_billing_time: z.string().optional(),
      last_failed_payment: z.object({ time: z.string() }).optional(),
    })
    .optional(),
  status_update_time: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

/**
 * The PayPal REST client behind PaymentsGateway (Subscriptions API v1). The same code talks to PayPal
 * (sandbox or live) and to the built-in sandbox; only the base URL, the credentials and `fetch` differ.
 */
export function createPayPalGateway(options: PayPalGatewayOptions): PaymentsGateway {
  const apiBase = options.apiBase.replace(/\/+$/, "");
  const logger = options.logger.child({ component: "paypal", kind: options.kind });
  const http = createPayPalHttp({
    apiBase,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    logger,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? PAYPAL_TIMEOUT_MS,
  });
  const catalog = createMonthlyPlanCatalog({
    http,
    db: options.db,
    apiBase,
    clientId: options.clientId,
    appName: options.appName,
  });

  return {
    kind: options.kind,

    async createSubscription(input) {
      const planId = await catalog.getMonthlyPlanId();
      const answer = await http({
        method: "POST",
        path: "/v1/billing/subscriptions",
        requestId: input.requestId,
        body: {
          plan_id: planId,
          custom_id: input.userId,
          subscriber: { name: splitName(input.fullName), email_address: input.email },
          application_context: {
            brand_name: options.appName.slice(0, 127),
            locale: "es-MX",
            shipping_preference: "NO_SHIPPING",
            user_action: "SUBSCRIBE_NOW",
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      });
      const subscription = toProviderSubscription(answer, logger, planId);
      if (!subscription.approvalUrl) {
        logger.warn(
          { subscriptionId: subscription.id },
          "PayPal created a subscription without an approve link",
        );
        throw new AppError("PAYMENT_PROVIDER_ERROR", { detail: { name: "MISSING_APPROVE_LINK" } });
      }
      logger.info({ subscriptionId: subscription.id, userId: input.userId }, "PayPal subscription created");
      return { ...subscription, approvalUrl: subscription.approvalUrl };
    },

    async getSubscription(subscriptionId) {
      const answer = await http({
        method: "GET",
        path: `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
        isNotFoundExpected: true,
      });
      return toProviderSubscription(answer, logger);
    },

    async cancelSubscription(subscriptionId, reason, requestId) {
      await http({
        method: "POST",
        path: `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
        requestId,
        body: { reason: reason.slice(0, 128) || "Cancelada por el suscriptor" },
      });
      logger.info({ subscriptionId }, "PayPal subscription cancelled");
    },

    async verifyWebhookSignature({ headers, event }) {
      const webhookId = await options.webhookId?.();
      if (!webhookId) {
        logger.warn("webhook received but PAYPAL_WEBHOOK_ID is not configured: it cannot be verified");
        return false;
      }
      const fields = {
        auth_algo: headers["paypal-auth-algo"],
        cert_url: headers["paypal-cert-url"],
        transmission_id: headers["paypal-transmission-id"],
        transmission_sig: headers["paypal-transmission-sig"],
        transmission_time: headers["paypal-transmission-time"],
      };
      if (Object.values(fields).some((value) => !value)) return false;
      const answer = (await http({
        method: "POST",
        path: "/v1/notifications/verify-webhook-signature",
        body: { ...fields, webhook_id: webhookId, webhook_event: event },
      })) as { verification_status?: unknown } | undefined;
      return answer?.verification_status === "SUCCESS";
    },
  };
}

/** PayPal's subscription JSON as the product reads it. `planId` fills a minimal answer without plan_id. */
export function toProviderSubscription(json: unknown, logger: Logger, planId?: string): ProviderSubscription {
  const parsed = ZPayPalSubscription.safeParse(json);
  const resolvedPlanId = parsed.success ? (parsed.data.plan_id ?? planId) : undefined;
  if (!parsed.success || !resolvedPlanId) {
    logger.warn(
      { issues: parsed.error?.issues.slice(0, 5) },
      "PayPal answered a subscription of unexpected shape",
    );
    throw new AppError("PAYMENT_PROVIDER_ERROR", { detail: { name: "INVALID_RESPONSE" } });
  }
  const data = parsed.data;
  const lastPayment = data.billing_info?.last_payment;
  const subscription: ProviderSubscription = { id: data.id, status: data.status, planId: resolvedPlanId };
  const approvalUrl = data.links?.find((link) => link.rel === "approve")?.href;
  if (approvalUrl) subscription.approvalUrl = approvalUrl;
  if (data.subscriber?.payer_id) subscription.payerId = data.subscriber.payer_id;
  if (data.subscriber?.email_address) subscription.payerEmail = data.subscriber.email_address;
  if (data.custom_id) subscription.customId = data.custom_id;
  if (lastPayment) {
    subscription.lastPayment = {
      amount: lastPayment.amount.value,
      currency: lastPayment.amount.currency_code,
      time: lastPayment.time,
    };
  }
  if (data.billing_info?.next_billing_time)
    subscription.nextBillingTime = data.billing_info.next_billing_time;
  if (data.billing_info?.last_failed_payment)
    subscription.lastFailedPaymentTime = data.billing_info.last_failed_payment.time;
  if (data.status_update_time) subscription.statusUpdateTime = data.status_update_time;
  return subscription;
}

/** PayPal's subscriber name has two parts; the first word is the given name, the rest the surname. */
function splitName(fullName: string): { given_name: string; surname?: string } {
  const words = fullName.trim().split(/\s+/);
  const given = (words[0] ?? fullName).slice(0, 140);
  const surname = words.slice(1).join(" ").slice(0, 140);
  return surname ? { given_name: given, surname } : { given_name: given };
}
