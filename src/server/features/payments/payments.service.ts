import type { TConfirmPaymentRequest, TConfirmPaymentResponse } from "../../../shared/contracts/payments";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { ProviderSubscription } from "../../adapters/payments/payments-gateway";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { accountEmailSendOptions, SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import { findUserById } from "../auth/auth.repository";
import { isDeactivatedByAdmin } from "../subscriptions/subscriptions.policy";
import { type BillingOrigin, kindOfCharge, recordBillingChange } from "./billing-audit";
import { isCheckoutOfDeactivatedAccount, stopCheckoutAtProvider } from "./deactivated-checkout";
import { markSubscriptionCancelled } from "./lifecycle.repository";
import { RECHECK_SUBSCRIPTION_CHARGE } from "./payments.jobs";
import {
  claimApproval,
  findLatestSubscription,
  findSubscriptionById,
  findSubscriptionForUser,
  listOpenSubscriptions,
  recordConfirmedPayment,
  type SubscriptionRow,
  updateSubscriptionStatus,
} from "./payments.repository";

type PaymentsContext = Pick<AppContext, "db" | "payments" | "queue" | "logger">;

/** Approved by the buyer: PayPal charges it (now or shortly). */
const APPROVED_STATUSES = new Set(["APPROVED", "ACTIVE"]);
/** PayPal accepts a cancellation only in these statuses. */
const CANCELLABLE_STATUSES = new Set(["ACTIVE", "SUSPENDED"]);

/**
 * Confirms a registration's payment by asking PayPal, never the browser: the subscription must be the
 * user's newest checkout, approved, ours and charged the plan's price. Confirming the same charge again
 * answers 'already_processed' and records nothing. An unknown user and a subscription that is not this
 * user's get the same answer, so the request tells nobody whether an account exists; the answer never
 * carries the e-mail (the page shows the one it stored at registration).
 */
export async function confirmPayment(
  ctx: PaymentsContext,
  input: TConfirmPaymentRequest & { token: string; ipAddress?: string },
): Promise<TConfirmPaymentResponse> {
  const subscription = await findSubscriptionForUser(ctx.db, input.user_id, input.transaction_id);
  if (!subscription) throw new AppError("NOT_FOUND");
  await refuseIfSuperseded(ctx, subscription);

  const remote = await ctx.payments.getSubscription(subscription.providerSubscriptionId);
  if (remote.customId && remote.customId !== subscription.userId) throw new AppError("NOT_FOUND");
  const origin: BillingOrigin = { source: "página de pago", ipAddress: input.ipAddress };
  const user = await findUserById(ctx.db, subscription.userId);
  if (user && isDeactivatedByAdmin(user)) {
    return refuseCheckoutOfDeactivatedAccount(ctx, { subscription, remote, origin, payerId: input.payer_id });
  }
  const charge = chargeOf(ctx, remote);
  if (!charge) {
    if (!APPROVED_STATUSES.has(remote.status)) {
      throw new AppError("PAYMENT_NOT_COMPLETED", { detail: { provider_status: remote.status } });
    }
    // Approved but not charged yet (PayPal may record the first payment minutes later): the server
    // keeps asking by itself, once per subscription, and mails the activation link when it is charged.
    if (await claimApproval(ctx.db, subscription.id, remote.status)) {
      await ctx.queue.send(RECHECK_SUBSCRIPTION_CHARGE, { subscriptionId: subscription.id });
    }
    throw new AppError("PAYMENT_PENDING", { detail: { provider_status: remote.status } });
  }

  const isNew = await settleCharge(ctx, {
    subscription,
    remote,
    charge,
    payerId: input.payer_id,
    origin,
  });
  return isNew
    ? {
        payment_status: "completed",
        status: "success",
        duplicate: false,
        message: "¡Pago completado con éxito!",
      }
    : {
        payment_status: "completed",
        status: "already_processed",
        duplicate: true,
        message: "Pago Ya Procesado",
      };
}

/**
 * A checkout approved at PayPal after an administrator deactivated the account (stop 25): it is
 * cancelled at PayPal so nothing more is charged, and a charge PayPal already made is recorded (money
 * moved: the receipt exists, and a reactivation keeps the paid days) without reopening the account or
 * mailing its activation. The page says which of the two happened; a refund is support's.
 */
async function refuseCheckoutOfDeactivatedAccount(
  ctx: PaymentsContext,
  input: {
    subscription: SubscriptionRow;
    remote: ProviderSubscription;
    origin: BillingOrigin;
    payerId?: string;
  },
): Promise<never> {
  const { subscription, remote } = input;
  const isStopped = await stopCheckoutAtProvider(ctx, subscription, remote);
  const charge = chargeOf(ctx, remote, { isAnyStatus: true });
  if (charge) {
    await settleCharge(ctx, { ...input, charge, isAccountClosed: true });
  } else if (!isStopped && (await claimApproval(ctx.db, subscription.id, remote.status))) {
    await ctx.queue.send(RECHECK_SUBSCRIPTION_CHARGE, { subscriptionId: subscription.id });
  }
  throw new AppError(
    charge || !isStopped ? "PAYMENT_ACCOUNT_DEACTIVATED" : "SUBSCRIPTION_ACCOUNT_DEACTIVATED",
  );
}

/** Thrown by the re-check while PayPal still shows the subscription approved and not charged. */
export class ChargeStillPendingError extends Error {
  constructor(status: string) {
    super(`PayPal todavía no registra el cobro de la suscripción (estado ${status})`);
    this.name = "ChargeStillPendingError";
  }
}

/**
 * The server-side re-check queued by a confirmation that found the subscription approved but not
 * charged. Safe to run twice: a charge already recorded (by the page's confirmation or an earlier
 * run) records nothing and sends nothing. While PayPal has not charged, it throws, and the queue asks
 * again with a growing delay for a bounded time; a subscription that can no longer be charged, or is no
 * longer the user's newest, ends the re-check.
 */
export async function recheckSubscriptionCharge(
  ctx: PaymentsContext,
  input: { subscriptionId: string },
): Promise<"settled" | "already-settled" | "stopped"> {
  const subscription = await findSubscriptionById(ctx.db, input.subscriptionId);
  if (!subscription) return "stopped";
  const newest = await findLatestSubscription(ctx.db, subscription.userId);
  if (newest?.id !== subscription.id) return "stopped";
  const remote = await ctx.payments.getSubscription(subscription.providerSubscriptionId);
  if (remote.customId && remote.customId !== subscription.userId) return "stopped";
  const charge = chargeOf(ctx, remote);
  if (!charge) {
    if (APPROVED_STATUSES.has(remote.status)) throw new ChargeStillPendingError(remote.status);
    await updateSubscriptionStatus(ctx.db, subscription.id, remote.status);
    return "stopped";
  }
  const origin: BillingOrigin = { source: "verificación del cobro" };
  return (await settleCharge(ctx, { subscription, remote, charge, origin })) ? "settled" : "already-settled";
}

type Charge = NonNullable<ProviderSubscription["lastPayment"]>;

/** PayPal's last payment when the subscription is active and it is the plan's price; nothing otherwise. */
export function chargeOf(
  ctx: Pick<AppContext, "logger">,
  remote: ProviderSubscription,
  options: { isAnyStatus?: boolean } = {},
): Charge | undefined {
  const charge = remote.lastPayment;
  if (!charge || (remote.status !== "ACTIVE" && !options.isAnyStatus)) return undefined;
  if (Number(charge.amount) !== MONTHLY_PLAN.amount || charge.currency !== MONTHLY_PLAN.currency) {
    ctx.logger.error({ subscription: remote.id, charge }, "charge does not match the plan");
    return undefined;
  }
  return charge;
}

/**
 * Records the charge (once, by its PayPal reference), sets the user 'al corriente' with the paid-through
 * date and, the first time only, queues the payment and activation e-mails. A new charge is one line of
 * the audit log: the subscription activated, renewed or reactivated. True when it was new.
 */
export async function settleCharge(
  ctx: PaymentsContext,
  input: {
    subscription: SubscriptionRow;
    remote: ProviderSubscription;
    charge: Charge;
    payerId?: string;
    isCurrent?: boolean;
    origin: BillingOrigin;
    /** A checkout of an account an administrator deactivated: recorded, nothing mailed or replaced. */
    isAccountClosed?: boolean;
  },
): Promise<boolean> {
  const { subscription, remote, charge } = input;
  if (!input.isAccountClosed && (await isCheckoutOfDeactivatedAccount(ctx, subscription))) {
    await stopCheckoutAtProvider(ctx, subscription, remote);
    return settleCharge(ctx, { ...input, isAccountClosed: true });
  }
  const paidAt = new Date(charge.time);
  const paidThrough = remote.nextBillingTime
    ? new Date(remote.nextBillingTime)
    : new Date(paidAt.getTime() + 31 * 86_400_000);
  const providerReference = `${remote.id}:${charge.time}`;
  const isNew = await recordConfirmedPayment(ctx.db, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    providerReference,
    amount: charge.amount,
    currency: charge.currency,
    paidAt,
    paidThrough,
    payerId: remote.payerId ?? input.payerId,
    providerStatus: remote.status,
    isCurrent: input.isCurrent,
  });
  if (isNew) {
    const action = await kindOfCharge(ctx.db, {
      userId: subscription.userId,
      providerReference,
    });
    await recordBillingChange(ctx, {
      action,
      userId: subscription.userId,
      origin: input.origin,
      detail: {
        importe: charge.amount,
        moneda: charge.currency,
        suscripcion: remote.id,
        pagadoHasta: paidThrough.toISOString(),
        ...(input.isAccountClosed
          ? {
              cuentaDesactivada:
                "suscripción cancelada en PayPal; reembolso o reactivación a cargo de soporte",
            }
          : {}),
      },
    });
  }
  if (isNew && input.isCurrent !== false && !input.isAccountClosed) {
    await closeReplacedSubscriptions(ctx, subscription);
    for (const kind of ["payment-confirmation", "activation"] as const) {
      const payload = { kind, userId: subscription.userId };
      await ctx.queue.send(SEND_ACCOUNT_EMAIL, payload, accountEmailSendOptions(payload));
    }
  }
  return isNew;
}

/**
 * Only the user's newest checkout may be confirmed: a registration that started over (new data, new
 * password) must not be activated by the payment of the one it replaced. The older subscription is
 * cancelled at PayPal when PayPal allows it, so it is not charged again.
 */
async function refuseIfSuperseded(ctx: PaymentsContext, subscription: SubscriptionRow): Promise<void> {
  const newest = await findLatestSubscription(ctx.db, subscription.userId);
  if (newest?.id === subscription.id) return;
  const remote = await ctx.payments
    .getSubscription(subscription.providerSubscriptionId)
    .catch(() => undefined);
  if (remote && CANCELLABLE_STATUSES.has(remote.status)) {
    try {
      await ctx.payments.cancelSubscription(
        subscription.providerSubscriptionId,
        "Registro reemplazado por uno posterior",
        `supersede-${subscription.id}`,
      );
      await updateSubscriptionStatus(ctx.db, subscription.id, "CANCELLED");
    } catch (error) {
      ctx.logger.warn(
        { err: error, subscriptionId: subscription.providerSubscriptionId },
        "superseded subscription could not be cancelled at PayPal",
      );
    }
  } else if (remote) {
    await updateSubscriptionStatus(ctx.db, subscription.id, remote.status);
  }
  ctx.logger.warn(
    {
      userId: subscription.userId,
      subscriptionId: subscription.providerSubscriptionId,
      status: remote?.status,
    },
    "confirmation of a superseded subscription refused",
  );
  throw new AppError("PAYMENT_SUPERSEDED");
}

/**
 * A reactivation replaces an earlier subscription (suspended after a failed charge, or still active
 * and cancelled at period end): PayPal must not charge it again, so it is cancelled there.
 */
async function closeReplacedSubscriptions(ctx: PaymentsContext, current: SubscriptionRow): Promise<void> {
  const open = await listOpenSubscriptions(ctx.db, current.userId);
  for (const older of open) {
    if (older.id === current.id || older.status === "APPROVAL_PENDING") continue;
    try {
      const remote = await ctx.payments.getSubscription(older.providerSubscriptionId);
      if (CANCELLABLE_STATUSES.has(remote.status)) {
        await ctx.payments.cancelSubscription(
          older.providerSubscriptionId,
          "Reemplazada por una nueva suscripción",
          `replace-${older.id}`,
        );
      }
      await markSubscriptionCancelled(ctx.db, older.id, "sistema");
    } catch (error) {
      ctx.logger.warn(
        { err: error, subscriptionId: older.providerSubscriptionId },
        "replaced subscription could not be cancelled at PayPal",
      );
    }
  }
}
