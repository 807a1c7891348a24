/** The one plan (DECISIONS: billing). */
export const MONTHLY_PLAN = {
  id: "monthly_plan",
  name: "Suscripción mensual",
  price: "99.9",
  amount: 99.9,
  currency: "USD",
  interval: "MONTH",
  method: "PayPal",
} as const;

/** Payment confirmation attempts on the result pages and their backoff (1.5 s × attempt). */
export const PAYMENT_CONFIRM_ATTEMPTS = 3;
export const PAYMENT_CONFIRM_BACKOFF_MS = 1_500;

/** PayPal's order/subscription token as the return page checks it: alphanumeric (and '-'), 5+ chars. */
export function isProviderTokenWellFormed(token: string): boolean {
  return /^[A-Za-z0-9-]{5,}$/.test(token);
}
