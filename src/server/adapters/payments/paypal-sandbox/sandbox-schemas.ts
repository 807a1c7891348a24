import { z } from "zod";
import { invalidRequest, toPayPalDetails } from "./sandbox-errors";

/**
 * The request bodies PayPal accepts for the calls this product makes (Catalog Products v1,
 * Subscriptions v1), with PayPal's limits. Unknown fields are ignored, as PayPal ignores them.
 */
const ZMoney = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});
export type TMoney = z.infer<typeof ZMoney>;

const ZHttpUrl = z
  .string()
  .min(10)
  .max(4000)
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value));

export const ZCreateProductBody = z.object({
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(256).optional(),
  type: z.enum(["PHYSICAL", "DIGITAL", "SERVICE"]).default("PHYSICAL"),
  category: z.string().min(4).max(256).optional(),
  image_url: ZHttpUrl.optional(),
  home_url: ZHttpUrl.optional(),
});

export const ZFrequency = z.object({
  interval_unit: z.enum(["DAY", "WEEK", "MONTH", "YEAR"]),
  interval_count: z.number().int().min(1).max(365).default(1),
});
export type TFrequency = z.infer<typeof ZFrequency>;

const ZBillingCycle = z.object({
  frequency: ZFrequency,
  tenure_type: z.enum(["REGULAR", "TRIAL"]),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
  pricing_scheme: z.object({ fixed_price: ZMoney }).optional(),
});

export const ZCreatePlanBody = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(["CREATED", "ACTIVE"]).default("ACTIVE"),
  description: z.string().min(1).max(127).optional(),
  billing_cycles: z
    .array(ZBillingCycle)
    .min(1)
    .max(12)
    .refine((cycles) => cycles.some((cycle) => cycle.tenure_type === "REGULAR" && cycle.pricing_scheme), {
      message: "A REGULAR billing cycle with a fixed price is required.",
    }),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee: ZMoney.optional(),
    setup_fee_failure_action: z.enum(["CONTINUE", "CANCEL"]).default("CANCEL"),
    payment_failure_threshold: z.number().int().min(0).max(999).default(0),
  }),
  quantity_supported: z.boolean().default(false),
});

/** The plan as stored: what the approval page and the first charge read back. */
export const ZStoredPlan = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  billing_cycles: z.array(
    z.object({
      frequency: ZFrequency,
      tenure_type: z.string(),
      sequence: z.number(),
      total_cycles: z.number(),
      pricing_scheme: z.object({ fixed_price: ZMoney }).optional(),
    }),
  ),
});
export type TStoredPlan = z.infer<typeof ZStoredPlan>;

export const ZCreateSubscriptionBody = z.object({
  plan_id: z.string().min(3).max(50),
  start_time: z.iso.datetime({ offset: true }).optional(),
  quantity: z.string().min(1).max(32).optional(),
  custom_id: z.string().min(1).max(127).optional(),
  subscriber: z
    .object({
      name: z
        .object({ given_name: z.string().max(140).optional(), surname: z.string().max(140).optional() })
        .optional(),
      email_address: z.email().max(254).optional(),
    })
    .optional(),
  application_context: z
    .object({
      brand_name: z.string().min(1).max(127).optional(),
      locale: z.string().min(2).max(10).optional(),
      shipping_preference: z.enum(["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"]).optional(),
      user_action: z.enum(["CONTINUE", "SUBSCRIBE_NOW"]).optional(),
      return_url: ZHttpUrl.optional(),
      cancel_url: ZHttpUrl.optional(),
    })
    .optional(),
});
export type TCreateSubscriptionBody = z.infer<typeof ZCreateSubscriptionBody>;

export const ZCancelSubscriptionBody = z.object({ reason: z.string().min(1).max(128) });

/** Parses a request body as PayPal would: a failure is a 400 INVALID_REQUEST listing each field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidRequest(toPayPalDetails(parsed.error.issues, body));
  return parsed.data;
}
