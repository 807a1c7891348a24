import { newSaleId, toPayPalTime } from "./sandbox-ids";
import { addInterval } from "./sandbox-resources";
import type { TFrequency } from "./sandbox-schemas";
import type { JsonObject } from "./sandbox-store";

/**
 * What PayPal does to a subscription at each billing date, for the sandbox's control API: charge the
 * next cycle (a sale, the next billing date one period on) or fail it (the plan's
 * `payment_failure_threshold` is 1, so the subscription is suspended, as PayPal does).
 */
export interface Sale {
  id: string;
  state: "completed";
  amount: { total: string; currency: string };
  billing_agreement_id: string;
  create_time: string;
  update_time: string;
}

interface BillingInfo extends JsonObject {
  next_billing_time?: string;
  failed_payments_count?: number;
  cycle_executions?: JsonObject[];
  last_payment?: { amount: { currency_code: string; value: string }; time: string };
  last_failed_payment?: JsonObject;
}

interface Checkout extends JsonObject {
  fail_next_charge?: boolean;
}

export const MONTH: TFrequency = { interval_unit: "MONTH", interval_count: 1 };

/** The sale of a charge PayPal shows as `last_payment`: same amount, same time. */
export function saleOf(body: JsonObject, id = newSaleId()): Sale | undefined {
  const last = (body.billing_info as BillingInfo | undefined)?.last_payment;
  if (!last) return undefined;
  return {
    id,
    state: "completed",
    amount: { total: last.amount.value, currency: last.amount.currency_code },
    billing_agreement_id: String(body.id),
    create_time: last.time,
    update_time: last.time,
  };
}

/**
 * The next billing date arrives now. Charged: `last_payment` is now, the next billing date moves one
 * period on from the one that came due, and a sale is returned. Failed (after `markNextChargeToFail`):
 * `last_failed_payment`, one more failed payment and the subscription SUSPENDED.
 */
export function runBillingCycle(
  body: JsonObject,
  price: { value: string; currency_code: string },
  frequency: TFrequency,
  now: Date,
): { body: JsonObject; outcome: "charged" | "failed"; sale?: Sale } {
  const billing = (body.billing_info ?? {}) as BillingInfo;
  const checkout = (body.checkout ?? {}) as Checkout;
  const due = billing.next_billing_time ? new Date(billing.next_billing_time) : now;
  // PayPal's times have whole seconds: a cycle advanced in the same second as the previous charge is
  // dated a second after it, so each charge has its own time (the payment's reference is built on it).
  const previous = billing.last_payment?.time ? new Date(billing.last_payment.time).getTime() : 0;
  const time = toPayPalTime(new Date(Math.max(now.getTime(), previous + 1_000)));
  if (checkout.fail_next_charge) {
    const { fail_next_charge: _used, ...restOfCheckout } = checkout;
    return {
      outcome: "failed",
      body: {
        ...body,
        checkout: restOfCheckout,
        status: "SUSPENDED",
        status_update_time: time,
        status_change_note: "Pago rechazado por el banco emisor",
        billing_info: {
          ...billing,
          failed_payments_count: Number(billing.failed_payments_count ?? 0) + 1,
          last_failed_payment: {
            amount: { currency_code: price.currency_code, value: price.value },
            time,
            reason_code: "PAYMENT_DENIED",
            next_payment_retry_time: toPayPalTime(
              addInterval(now, { interval_unit: "DAY", interval_count: 5 }),
            ),
          },
        },
      },
    };
  }
  const [first, ...others] = billing.cycle_executions ?? [];
  const completed = Number(first?.cycles_completed ?? 0) + 1;
  const charged: JsonObject = {
    ...body,
    checkout,
    billing_info: {
      ...billing,
      cycle_executions: first ? [{ ...first, cycles_completed: completed }, ...others] : [],
      last_payment: { amount: { currency_code: price.currency_code, value: price.value }, time },
      next_billing_time: toPayPalTime(addInterval(due, frequency)),
    },
  };
  return { outcome: "charged", body: charged, sale: saleOf(charged) };
}

/** The next charge will be refused (the buyer's card or balance will not cover it). */
export function markNextChargeToFail(body: JsonObject): JsonObject {
  return { ...body, checkout: { ...((body.checkout ?? {}) as Checkout), fail_next_charge: true } };
}
