import type { TConfirmPaymentRequest, TConfirmPaymentResponse } from "../../../shared/contracts/payments";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import { findUserById } from "../auth/auth.repository";
import {
  findLatestSubscription,
  findSubscriptionForUser,
  recordConfirmedPayment,
} from "./payments.repository";

type PaymentsContext = Pick<AppContext, "db" | "payments" | "queue" | "logger">;

/**
 * Confirms a registration's payment by asking PayPal, never the browser: the subscription must be
 * ACTIVE, belong to this user and show a charge of the plan's price. Confirming the same charge again
 * answers 'already_processed' and records nothing. The first confirmation sends the activation and
 * payment e-mails.
 */
export async function confirmPayment(
  ctx: PaymentsContext,
  input: TConfirmPaymentRequest & { token: string },
): Promise<TConfirmPaymentResponse> {
  const user = await findUserById(ctx.db, input.user_id);
  if (!user) throw new AppError("NOT_FOUND");
  const subscription =
    (await findSubscriptionForUser(ctx.db, user.id, input.transaction_id)) ??
    (await findLatestSubscription(ctx.db, user.id));
  if (!subscription) throw new AppError("NOT_FOUND");

  const remote = await ctx.payments.getSubscription(subscription.providerSubscriptionId);
  if (remote.customId && remote.customId !== user.id) throw new AppError("NOT_FOUND");
  const charge = remote.lastPayment;
  if (remote.status !== "ACTIVE" || !charge) {
    throw new AppError("PAYMENT_NOT_COMPLETED", { detail: { provider_status: remote.status } });
  }
  if (Number(charge.amount) !== MONTHLY_PLAN.amount || charge.currency !== MONTHLY_PLAN.currency) {
    ctx.logger.error({ subscription: remote.id, charge }, "charge does not match the plan");
    throw new AppError("PAYMENT_NOT_COMPLETED", { detail: { provider_status: remote.status } });
  }

  const paidAt = new Date(charge.time);
  const paidThrough = remote.nextBillingTime
    ? new Date(remote.nextBillingTime)
    : new Date(paidAt.getTime() + 31 * 86_400_000);
  const isNew = await recordConfirmedPayment(ctx.db, {
    userId: user.id,
    subscriptionId: subscription.id,
    providerReference: `${remote.id}:${charge.time}`,
    amount: charge.amount,
    currency: charge.currency,
    paidAt,
    paidThrough,
    payerId: remote.payerId ?? input.payer_id,
    providerStatus: remote.status,
  });
  if (!isNew) {
    return {
      payment_status: "completed",
      status: "already_processed",
      duplicate: true,
      message: "Pago Ya Procesado",
      email: user.email,
    };
  }
  await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "payment-confirmation", userId: user.id });
  await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "activation", userId: user.id });
  return {
    payment_status: "completed",
    status: "success",
    duplicate: false,
    message: "¡Pago completado con éxito!",
    email: user.email,
  };
}
