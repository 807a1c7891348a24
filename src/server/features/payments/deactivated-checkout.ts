import type { ProviderSubscription } from "../../adapters/payments/payments-gateway";
import type { AppContext } from "../../context";
import { findUserById } from "../auth/auth.repository";
import { isDeactivatedByAdmin } from "../subscriptions/subscriptions.policy";
import { markSubscriptionCancelled } from "./lifecycle.repository";
import type { SubscriptionRow } from "./payments.repository";

type CheckoutContext = Pick<AppContext, "db" | "payments" | "logger">;

/**
 * The first charge of a checkout (the subscription was never charged before) on an account an
 * administrator deactivated meanwhile: started while the account could pay, approved at PayPal after
 * the 'Inactivo'. A renewal of a subscription already charged is not one (the administrator's
 * deactivation of a paying client does not cancel its subscription).
 */
export async function isCheckoutOfDeactivatedAccount(
  ctx: Pick<AppContext, "db">,
  subscription: SubscriptionRow,
): Promise<boolean> {
  if (subscription.activatedAt) return false;
  const user = await findUserById(ctx.db, subscription.userId);
  return user !== undefined && isDeactivatedByAdmin(user);
}

/**
 * Cancels such a checkout at PayPal, so it is never charged (again), and marks it cancelled. True when
 * PayPal no longer charges it; false when PayPal refused (then the reconciliation and the re-check
 * meet it again, and cancel it when its charge lands).
 */
export async function stopCheckoutAtProvider(
  ctx: CheckoutContext,
  subscription: SubscriptionRow,
  remote: ProviderSubscription,
): Promise<boolean> {
  if (remote.status !== "CANCELLED" && remote.status !== "EXPIRED") {
    try {
      await ctx.payments.cancelSubscription(
        subscription.providerSubscriptionId,
        "Cuenta desactivada por un administrador",
        `deactivated-${subscription.id}`,
      );
    } catch (error) {
      ctx.logger.warn(
        { err: error, subscriptionId: subscription.providerSubscriptionId },
        "checkout of a deactivated account could not be cancelled at PayPal",
      );
      return false;
    }
  }
  await markSubscriptionCancelled(ctx.db, subscription.id, "sistema");
  return true;
}
