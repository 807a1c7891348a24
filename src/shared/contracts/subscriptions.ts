import { z } from "zod";
import { ZShownName } from "../rules/bidi";
import { MONTHLY_PLAN } from "../rules/billing";
import { ZSubscriptionStatus } from "./auth";

/** Spec 01 §5: the cancel/reactivate identity form. */
export const IDENTITY_MESSAGES = {
  email: "Ingrese un correo electrónico válido",
  password: "La contraseña debe tener al menos 6 caracteres",
  invalid: "El correo o la contraseña son incorrectos. Por favor, inténtelo de nuevo.",
  locked: "Ha alcanzado el máximo número de intentos. Por favor, inténtelo más tarde.",
  unexpected: "Ha ocurrido un error al verificar sus credenciales. Por favor, inténtelo de nuevo.",
  noPaymentUrl: "No se pudo obtener la URL de pago. Por favor intente de nuevo.",
  sessionFailed: "Ocurrió un error al intentar crear la sesión de pago. Por favor intente de nuevo.",
} as const;

/** The identity check needs this many characters of password (spec 01 §9). */
export const IDENTITY_MIN_PASSWORD = 6;
/** Failed identity checks that disable the button (spec 01 §9): the login's lockout counts them. */
export const IDENTITY_MAX_ATTEMPTS = 3;
/** The verification takes at least this long, whatever its outcome (spec 01 §5: 1 s). */
export const IDENTITY_MIN_DURATION_MS = 1_000;

export const ZIdentityCheckRequest = z.object({
  email: z
    .string({ error: IDENTITY_MESSAGES.email })
    .trim()
    .max(254, { error: IDENTITY_MESSAGES.email })
    .pipe(z.email({ error: IDENTITY_MESSAGES.email })),
  password: z
    .string({ error: IDENTITY_MESSAGES.password })
    .min(IDENTITY_MIN_PASSWORD, { error: IDENTITY_MESSAGES.password })
    .max(1024),
});
export type TIdentityCheckRequest = z.infer<typeof ZIdentityCheckRequest>;

export const ZIdentityCheckResponse = z.object({
  /** Short-lived (15 min) grant for this flow's cancel or subscribe call. */
  access_token: z.string(),
  name: ZShownName,
  subscription_status: ZSubscriptionStatus,
  paid_through: z.string().nullable(),
  can_cancel: z.boolean(),
  can_reactivate: z.boolean(),
  /** An administrator deactivated the account: the flow may cancel, never take a payment. */
  account_deactivated: z.boolean(),
});
export type TIdentityCheckResponse = z.infer<typeof ZIdentityCheckResponse>;

export const ZAccessTokenRequest = z.object({
  access_token: z
    .string({ error: "Falta la verificación de identidad." })
    .min(10, { error: "Falta la verificación de identidad." })
    .max(200),
});

const ZPlanId = z.string({ error: "Falta el plan." }).trim().min(1, { error: "Falta el plan." }).max(100);

export const ZPublicSubscribeRequest = ZAccessTokenRequest.extend({
  planId: ZPlanId.default(MONTHLY_PLAN.id),
});

/** Spec 01 §3: planId, amount, paymentMethodId. The amount, when given, must be the plan's. */
export const ZSubscribeRequest = z.object({
  planId: ZPlanId.default(MONTHLY_PLAN.id),
  amount: z.union([z.number(), z.string()]).optional(),
  paymentMethodId: z.string().max(200).optional(),
});
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** Spec 01 §3: subscriptionId or redirectUrl (carrying a token parameter). */
export const ZSubscribeResponse = z.object({ subscriptionId: z.string(), redirectUrl: z.string() });
export type TSubscribeResponse = z.infer<typeof ZSubscribeResponse>;

export const ZCancelRequest = z.object({ atPeriodEnd: z.boolean().default(true) });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZChangePlanRequest = z.object({ planId: ZPlanId });

export const ZPlan = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.literal("month"),
  method: z.string(),
});
export const ZPlansResponse = z.object({ plans: z.array(ZPlan) });

/** GET /api/payments/status/current: the signed-in client's subscription as the server knows it. */
export const ZSubscriptionState = z
  .object({
    subscription_status: ZSubscriptionStatus,
    plan: ZPlan,
    paid_through: z.string().nullable(),
    /** PayPal's next charge; null once cancelled or suspended. */
    next_billing_time: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    provider: z.literal("PayPal"),
    provider_status: z.string().nullable(),
    provider_subscription_id: z.string().nullable(),
    last_payment: z.object({ amount: z.string(), currency: z.string(), paid_at: z.string() }).nullable(),
    last_failed_payment_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: "SubscriptionState" });
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZPaymentMethodsResponse = z.object({
  /** PayPal keeps the payment method; this site stores no card data. */
  managed_by_provider: z.literal(true),
  provider: z.literal("PayPal"),
  message: z.string(),
  methods: z.array(
    z.object({
      id: z.string(),
      type: z.literal("paypal"),
      email: z.string().nullable(),
      is_default: z.boolean(),
    }),
  ),
});
export type TPaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponse>;

export const ZDefaultPaymentMethodRequest = z.object({
  paymentMethodId: z.string({ error: "Falta la forma de pago." }).min(1).max(200),
});

export const ZInvoice = z.object({
  id: z.uuid(),
  number: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  paid_at: z.string(),
  period_end: z.string().nullable(),
  download_url: z.string(),
});
export const ZInvoicesResponse = z.object({ invoices: z.array(ZInvoice) });
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZSubscriptionMessage = z.object({
  message: z.string(),
  subscription: ZSubscriptionState.optional(),
});
export type TSubscriptionMessage = z.infer<typeof ZSubscriptionMessage>;
