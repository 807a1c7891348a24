import type { z } from "zod";
import { toPayPalTime } from "./sandbox-ids";
import type {
  TCreateSubscriptionBody,
  TFrequency,
  TStoredPlan,
  ZCreatePlanBody,
  ZCreateProductBody,
} from "./sandbox-schemas";
import type { JsonObject } from "./sandbox-store";

/**
 * PayPal's resources as its API answers them. A subscription's stored body also keeps, under
 * `checkout`, what only the approval page needs (ba_token, return and cancel URLs); `toPublicSubscription`
 * removes it from every answer.
 */
const link = (href: string, rel: string, method: string) => ({ href, rel, method });

export function buildProduct(
  input: z.infer<typeof ZCreateProductBody>,
  id: string,
  now: Date,
  baseUrl: string,
) {
  const href = `${baseUrl}/v1/catalogs/products/${id}`;
  const time = toPayPalTime(now);
  return {
    id,
    ...input,
    create_time: time,
    update_time: time,
    links: [link(href, "self", "GET"), link(href, "edit", "PATCH")],
  };
}

export function buildPlan(input: z.infer<typeof ZCreatePlanBody>, id: string, now: Date, baseUrl: string) {
  const href = `${baseUrl}/v1/billing/plans/${id}`;
  const time = toPayPalTime(now);
  const regular = input.billing_cycles.find((cycle) => cycle.tenure_type === "REGULAR");
  const currency = regular?.pricing_scheme?.fixed_price.currency_code ?? "USD";
  return {
    id,
    product_id: input.product_id,
    name: input.name,
    status: input.status,
    ...(input.description ? { description: input.description } : {}),
    usage_type: "LICENSED",
    billing_cycles: input.billing_cycles.map((cycle) => ({
      ...cycle,
      ...(cycle.pricing_scheme
        ? { pricing_scheme: { version: 1, ...cycle.pricing_scheme, create_time: time, update_time: time } }
        : {}),
    })),
    payment_preferences: {
      service_type: "PREPAID",
      auto_bill_outstanding: input.payment_preferences.auto_bill_outstanding,
      setup_fee: input.payment_preferences.setup_fee ?? { value: "0", currency_code: currency },
      setup_fee_failure_action: input.payment_preferences.setup_fee_failure_action,
      payment_failure_threshold: input.payment_preferences.payment_failure_threshold,
    },
    taxes: { percentage: "0", inclusive: false },
    quantity_supported: input.quantity_supported,
    create_time: time,
    update_time: time,
    links: [link(href, "self", "GET"), link(href, "edit", "PATCH")],
  };
}

export interface CheckoutState {
  ba_token: string;
  token: string;
  brand_name?: string;
  return_url?: string;
  cancel_url?: string;
}

export function buildSubscription(options: {
  input: TCreateSubscriptionBody;
  id: string;
  now: Date;
  baseUrl: string;
  checkout: CheckoutState;
}): JsonObject {
  const { input, id, now, baseUrl, checkout } = options;
  const href = `${baseUrl}/v1/billing/subscriptions/${id}`;
  const time = toPayPalTime(now);
  return {
    id,
    plan_id: input.plan_id,
    start_time: input.start_time ? toPayPalTime(new Date(input.start_time)) : time,
    quantity: input.quantity ?? "1",
    ...(input.subscriber ? { subscriber: input.subscriber } : {}),
    ...(input.custom_id ? { custom_id: input.custom_id } : {}),
    plan_overridden: false,
    status: "APPROVAL_PENDING",
    status_update_time: time,
    create_time: time,
    links: [
      link(`${baseUrl}/checkoutnow?ba_token=${encodeURIComponent(checkout.ba_token)}`, "approve", "GET"),
      link(href, "edit", "PATCH"),
      link(href, "self", "GET"),
    ],
    checkout,
  };
}

/**
 * The buyer approved: the first cycle is charged now (unless the subscription starts later). With
 * `chargeDelayMs` (a funding source that clears later, such as an eCheck) the subscription is ACTIVE
 * at once but its first payment only appears when it clears: until then `billing_info` has no
 * `last_payment`, as PayPal shows a payment still pending (see `settleDueCharge`).
 */
export function approveSubscription(options: {
  body: JsonObject;
  plan: TStoredPlan;
  payerId: string;
  now: Date;
  baseUrl: string;
  chargeDelayMs?: number;
}): JsonObject {
  const { body, plan, payerId, now, baseUrl } = options;
  const delayMs = options.chargeDelayMs ?? 0;
  const cycles = [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence);
  const first = cycles[0];
  if (!first) throw new Error(`plan ${plan.id} has no billing cycle`);
  const requestedStart = new Date(String(body.start_time));
  const startsNow = !(requestedStart.getTime() > now.getTime());
  const start = startsNow ? now : requestedStart;
  const price = first.pricing_scheme?.fixed_price;
  const currency = price?.currency_code ?? regularCurrency(plan);
  const href = `${baseUrl}/v1/billing/subscriptions/${String(body.id)}`;
  const subscriber = (body.subscriber ?? {}) as JsonObject;
  const isCharged = startsNow && price !== undefined && Number(price.value) > 0;
  const chargeAt = new Date(now.getTime() + delayMs);
  const isPending = isCharged && delayMs > 0;
  const checkout = (body.checkout ?? {}) as JsonObject;
  return {
    ...body,
    ...(isPending && price
      ? {
          checkout: {
            ...checkout,
            pending_charge: {
              amount: { currency_code: price.currency_code, value: price.value },
              time: toPayPalTime(chargeAt),
              next_billing_time: toPayPalTime(addInterval(chargeAt, first.frequency)),
            },
          },
        }
      : {}),
    status: "ACTIVE",
    status_update_time: toPayPalTime(now),
    start_time: toPayPalTime(start),
    subscriber: { ...subscriber, payer_id: payerId },
    billing_info: {
      outstanding_balance: { currency_code: currency, value: "0.0" },
      cycle_executions: cycles.map((cycle) => {
        const completed = cycle === first && startsNow && !isPending ? 1 : 0;
        return {
          tenure_type: cycle.tenure_type,
          sequence: cycle.sequence,
          cycles_completed: completed,
          cycles_remaining: cycle.total_cycles === 0 ? 0 : cycle.total_cycles - completed,
          current_pricing_scheme_version: 1,
          total_cycles: cycle.total_cycles,
        };
      }),
      ...(isCharged && !isPending && price
        ? {
            last_payment: {
              amount: { currency_code: price.currency_code, value: price.value },
              time: toPayPalTime(now),
            },
          }
        : {}),
      next_billing_time: toPayPalTime(
        isPending ? chargeAt : startsNow ? addInterval(now, first.frequency) : start,
      ),
      failed_payments_count: 0,
    },
    links: [link(`${href}/cancel`, "cancel", "POST"), link(href, "edit", "PATCH"), link(href, "self", "GET")],
  };
}

export function cancelSubscription(body: JsonObject, reason: string, now: Date, baseUrl: string): JsonObject {
  const href = `${baseUrl}/v1/billing/subscriptions/${String(body.id)}`;
  return {
    ...body,
    status: "CANCELLED",
    status_change_note: reason,
    status_update_time: toPayPalTime(now),
    links: [link(href, "self", "GET")],
  };
}

export function toPublicSubscription(body: JsonObject): JsonObject {
  const { checkout: _checkout, ...resource } = body;
  return resource;
}

/** Adds one billing period. A month after 31 January is the last day of February, as banks count it. */
export function addInterval(date: Date, frequency: TFrequency): Date {
  const next = new Date(date.getTime());
  const count = frequency.interval_count;
  if (frequency.interval_unit === "DAY") next.setUTCDate(next.getUTCDate() + count);
  if (frequency.interval_unit === "WEEK") next.setUTCDate(next.getUTCDate() + 7 * count);
  if (frequency.interval_unit === "MONTH" || frequency.interval_unit === "YEAR") {
    const months = frequency.interval_unit === "MONTH" ? count : 12 * count;
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}

const PERIOD_ONE: Record<TFrequency["interval_unit"], string> = {
  DAY: "al día",
  WEEK: "a la semana",
  MONTH: "al mes",
  YEAR: "al año",
};
const PERIOD_MANY: Record<TFrequency["interval_unit"], string> = {
  DAY: "días",
  WEEK: "semanas",
  MONTH: "meses",
  YEAR: "años",
};

/** The recurring price as the approval page shows it: '99.9 USD al mes'. */
export function describeRecurringPrice(plan: TStoredPlan): string {
  const regular =
    plan.billing_cycles.find((cycle) => cycle.tenure_type === "REGULAR") ?? plan.billing_cycles[0];
  const price = regular?.pricing_scheme?.fixed_price;
  if (!regular || !price) return "Sin cargo";
  const { interval_unit: unit, interval_count: count } = regular.frequency;
  const period = count === 1 ? PERIOD_ONE[unit] : `cada ${count} ${PERIOD_MANY[unit]}`;
  return `${price.value} ${price.currency_code} ${period}`;
}

function regularCurrency(plan: TStoredPlan): string {
  const regular = plan.billing_cycles.find((cycle) => cycle.tenure_type === "REGULAR");
  return regular?.pricing_scheme?.fixed_price.currency_code ?? "USD";
}
