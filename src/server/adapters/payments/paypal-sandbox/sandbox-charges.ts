import type { JsonObject } from "./sandbox-store";

/** A first payment that clears after approval (eCheck): what `billing_info` shows once it has. */
interface PendingCharge {
  amount: { currency_code: string; value: string };
  time: string;
  next_billing_time: string;
}

/** How long an eCheck takes to clear in the built-in sandbox (PayPal: days; here: seconds). */
export const ECHECK_CLEARING_MS = 8_000;

/**
 * The subscription as PayPal shows it at `now`: a pending first payment whose time has come appears as
 * `billing_info.last_payment`, the first cycle counts as completed and the next billing moves a period
 * on. Returns undefined when nothing changed (no pending payment, or not due yet, or no longer ACTIVE).
 */
export function settleDueCharge(body: JsonObject, now: Date): JsonObject | undefined {
  const checkout = (body.checkout ?? {}) as JsonObject & { pending_charge?: PendingCharge };
  const pending = checkout.pending_charge;
  if (!pending || body.status !== "ACTIVE" || Date.parse(pending.time) > now.getTime()) return undefined;
  const { pending_charge: _settled, ...restOfCheckout } = checkout;
  const billing = (body.billing_info ?? {}) as JsonObject & { cycle_executions?: JsonObject[] };
  const [first, ...others] = billing.cycle_executions ?? [];
  const completedFirst = first
    ? {
        ...first,
        cycles_completed: 1,
        cycles_remaining: Number(first.total_cycles) === 0 ? 0 : Math.max(0, Number(first.total_cycles) - 1),
      }
    : undefined;
  return {
    ...body,
    checkout: restOfCheckout,
    billing_info: {
      ...billing,
      cycle_executions: completedFirst ? [completedFirst, ...others] : [],
      last_payment: { amount: pending.amount, time: pending.time },
      next_billing_time: pending.next_billing_time,
    },
  };
}
