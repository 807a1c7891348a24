import type { SandboxWebhooks, WebhookOutlet } from "./paypal-sandbox/sandbox-webhooks";

/** PayPal's subscription statuses (Subscriptions API v1). */
export type ProviderSubscriptionStatus =
  | "APPROVAL_PENDING"
  | "APPROVED"
  | "ACTIVE"
  | "SUSPENDED"
  | "CANCELLED"
  | "EXPIRED";

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  planId: string;
  /** The approval link the buyer must open (present while APPROVAL_PENDING). */
  approvalUrl?: string;
  payerId?: string;
  payerEmail?: string;
  /** custom_id given at creation: our user id. */
  customId?: string;
  /** billing_info.last_payment: what was really charged, when anything was. */
  lastPayment?: { amount: string; currency: string; time: string };
  /** billing_info.next_billing_time: the paid period ends here. */
  nextBillingTime?: string;
  /** billing_info.last_failed_payment.time: the last charge PayPal could not collect. */
  lastFailedPaymentTime?: string;
  /** status_update_time: when the status last changed. */
  statusUpdateTime?: string;
}

/** The PAYPAL-* headers of a webhook delivery, lower-cased. */
export interface WebhookHeaders {
  "paypal-auth-algo"?: string;
  "paypal-cert-url"?: string;
  "paypal-transmission-id"?: string;
  "paypal-transmission-sig"?: string;
  "paypal-transmission-time"?: string;
}

/**
 * The server's only way to talk to the payment provider. Implemented by a PayPal REST client, which
 * by default points at the built-in sandbox served by this app.
 */
export interface PaymentsGateway {
  readonly kind: "paypal" | "builtin-sandbox";
  /** With the built-in sandbox only: its webhook sender, which the web process lets inject locally. */
  readonly sandbox?: { webhooks: SandboxWebhooks; outlet: WebhookOutlet };
  /** Creates a subscription to the monthly plan (product and plan are created or looked up once). */
  createSubscription(input: {
    userId: string;
    email: string;
    fullName: string;
    returnUrl: string;
    cancelUrl: string;
    /** Idempotency key sent as PayPal-Request-Id. */
    requestId: string;
  }): Promise<ProviderSubscription & { approvalUrl: string }>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string, reason: string, requestId: string): Promise<void>;
  /**
   * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature
   * with our webhook id). False when PayPal says FAILURE, a header is missing, or no webhook id is
   * configured (PAYPAL_WEBHOOK_ID).
   */
  verifyWebhookSignature(input: {
    headers: WebhookHeaders;
    event: Record<string, unknown>;
  }): Promise<boolean>;
}
