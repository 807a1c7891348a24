import type {
  TInvoice,
  TPaymentMethodsResponse,
  TSubscriptionState,
} from "../../../shared/contracts/subscriptions";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { formatMexicoDate, formatMexicoDateTime } from "../../adapters/mail/html";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../auth/auth.repository";
import { countPaymentsBefore, findPayment, listPayments } from "../payments/lifecycle.repository";
import { findLatestSubscription } from "../payments/payments.repository";
import { renderReceiptPdf } from "./receipt-pdf";
import type { BillingContext } from "./subscription-actions.service";

export const PLAN_VIEW = {
  id: MONTHLY_PLAN.id,
  name: MONTHLY_PLAN.name,
  amount: MONTHLY_PLAN.amount,
  currency: MONTHLY_PLAN.currency,
  interval: "month" as const,
  method: MONTHLY_PLAN.method,
};

/** The client's subscription as this server knows it (kept in line with PayPal by webhooks). */
export async function getSubscriptionState(ctx: BillingContext, user: UserRow): Promise<TSubscriptionState> {
  const newest = await findLatestSubscription(ctx.db, user.id);
  const [last] = await listPayments(ctx.db, user.id);
  const isBilling = newest?.status === "ACTIVE" && !newest.cancelledAt && !newest.cancelAtPeriodEnd;
  return {
    subscription_status: user.subscriptionStatus,
    plan: PLAN_VIEW,
    paid_through: user.paidThrough?.toISOString() ?? null,
    next_billing_time: isBilling && user.paidThrough ? user.paidThrough.toISOString() : null,
    cancel_at_period_end:
      Boolean(newest?.cancelAtPeriodEnd && !newest.cancelledAt) ||
      Boolean(newest?.cancelledAt && user.subscriptionStatus === "al corriente"),
    provider: "PayPal",
    provider_status: newest?.status ?? null,
    provider_subscription_id: newest?.providerSubscriptionId ?? null,
    last_payment: last
      ? { amount: last.amount, currency: last.currency, paid_at: last.paidAt.toISOString() }
      : null,
    last_failed_payment_at: newest?.lastFailedPaymentAt?.toISOString() ?? null,
    cancelled_at: newest?.cancelledAt?.toISOString() ?? null,
  };
}

export const PAYMENT_METHOD_MESSAGE =
  "PayPal guarda su forma de pago: este sitio no almacena tarjetas. Para cambiarla, entre a su cuenta de PayPal (Configuración → Pagos → Pagos automáticos).";

/** What PayPal told us of the payer: its PayPal account, the only method this subscription uses. */
export async function listPaymentMethods(
  ctx: BillingContext,
  user: UserRow,
): Promise<TPaymentMethodsResponse> {
  const newest = await findLatestSubscription(ctx.db, user.id);
  let email: string | null = null;
  let payerId = newest?.payerId ?? null;
  if (newest && newest.status !== "APPROVAL_PENDING") {
    const remote = await ctx.payments.getSubscription(newest.providerSubscriptionId).catch(() => undefined);
    email = remote?.payerEmail ?? null;
    payerId = remote?.payerId ?? payerId;
  }
  return {
    managed_by_provider: true,
    provider: "PayPal",
    message: PAYMENT_METHOD_MESSAGE,
    methods: payerId ? [{ id: payerId, type: "paypal", email, is_default: true }] : [],
  };
}

/** Choosing the PayPal account already in use is a no-op; anything else is PayPal's to do. */
export async function setDefaultPaymentMethod(
  ctx: BillingContext,
  user: UserRow,
  paymentMethodId: string,
): Promise<{ message: string }> {
  const { methods } = await listPaymentMethods(ctx, user);
  if (!methods.some((method) => method.id === paymentMethodId))
    throw new AppError("PAYMENT_METHOD_AT_PROVIDER");
  return { message: "Esa cuenta de PayPal ya es su forma de pago predeterminada." };
}

/**
 * 'REC-yyyyMM-n' with the month the receipt's 'Fecha de pago' prints: Mexico City's, not UTC's (a
 * payment at 20:30 on 30 November in Mexico City is 02:30 on 1 December in UTC).
 */
export function receiptNumber(paidAt: Date, sequence: number): string {
  const [, month, year] = formatMexicoDate(paidAt).split("/");
  return `REC-${year}${month}-${String(sequence).padStart(4, "0")}`;
}

/** One row per payment recorded, newest first, each with its PDF receipt. */
export async function listInvoices(ctx: BillingContext, user: UserRow): Promise<{ invoices: TInvoice[] }> {
  const rows = await listPayments(ctx.db, user.id);
  return {
    invoices: rows.map((row, index) => ({
      id: row.id,
      number: receiptNumber(row.paidAt, rows.length - index),
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      paid_at: row.paidAt.toISOString(),
      period_end: row.periodEnd?.toISOString() ?? null,
      download_url: `/api/invoices/${row.id}/pdf`,
    })),
  };
}

/** The Spanish PDF receipt of one of the client's payments; another client's is NOT_FOUND. */
export async function renderInvoicePdf(
  ctx: BillingContext,
  user: UserRow,
  paymentId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const payment = await findPayment(ctx.db, user.id, paymentId);
  if (!payment) throw new AppError("NOT_FOUND");
  const number = receiptNumber(payment.paidAt, (await countPaymentsBefore(ctx.db, payment)) + 1);
  const app = ctx.config.APP_NAME;
  const period = payment.periodEnd
    ? `${formatMexicoDate(payment.paidAt)} al ${formatMexicoDate(payment.periodEnd)}`
    : formatMexicoDate(payment.paidAt);
  const pdf = renderReceiptPdf(
    [
      { text: app, size: 20, isBold: true },
      { text: "Recibo de pago", size: 14, isBold: true, gapBefore: 6, value: number, hasRuleBelow: true },
      { text: "Cliente", gapBefore: 10, value: user.fullName },
      { text: "Correo electrónico", value: user.email },
      { text: "Fecha de pago", value: `${formatMexicoDateTime(payment.paidAt)} (hora del centro de México)` },
      { text: "Concepto", value: `${MONTHLY_PLAN.name} (${MONTHLY_PLAN.id})` },
      { text: "Periodo pagado", value: period },
      { text: "Forma de pago", value: MONTHLY_PLAN.method },
      { text: "Referencia de PayPal", value: payment.providerReference.split(":")[0] ?? "" },
      {
        text: "Estado",
        value: payment.status === "completed" ? "Pagado" : payment.status,
        hasRuleBelow: true,
      },
      { text: "Total", size: 14, isBold: true, gapBefore: 8, value: `${payment.amount} ${payment.currency}` },
      {
        text: "Este recibo acredita el pago recibido a través de PayPal. No es un comprobante fiscal (CFDI).",
        size: 9,
        gapBefore: 24,
      },
      { text: `Dudas sobre este cobro: ${ctx.config.SUPPORT_EMAIL}`, size: 9 },
    ],
    `Recibo ${number} - ${app}`,
  );
  return { fileName: `recibo-${number}.pdf`, pdf };
}
