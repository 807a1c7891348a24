import type { TRegisterRequest, TRegisterResponse } from "../../../shared/contracts/auth";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { AppContext } from "../../context";
import { hasSqlState } from "../../db/sql-state";
import { AppError } from "../../http/app-error";
import {
  insertSubscription,
  listOpenSubscriptions,
  updateSubscriptionStatus,
} from "../payments/payments.repository";
import { isAbandonedRegistration } from "./auth.policy";
import { findUserByEmail, insertUser, updateUser } from "./auth.repository";
import { hashPassword, normalizeEmail } from "./credentials";

type RegisterContext = Pick<AppContext, "db" | "config" | "captcha" | "payments">;

/**
 * Creates the account (inactive, 'pendiente') and its PayPal checkout. An e-mail whose earlier
 * registration was never paid registers again (new data, new checkout): otherwise an abandoned payment
 * would lock that address out for good. Any other existing e-mail is refused ('ya existe'), and so is
 * one whose checkout PayPal reports approved: its owner has paid and is about to confirm, and letting a
 * second registration replace the password then would hand the account to whoever sent it.
 */
export async function register(
  ctx: RegisterContext,
  input: TRegisterRequest & { ipAddress?: string },
): Promise<TRegisterResponse> {
  if (!(await ctx.captcha.verify(input.recaptcha_token, input.ipAddress)))
    throw new AppError("CAPTCHA_INVALID");
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  const isAbandoned = existing !== undefined && isAbandonedRegistration(existing);
  if (existing && !isAbandoned) throw new AppError("EMAIL_TAKEN");
  if (existing && (await hasApprovedCheckout(ctx, existing.id))) throw new AppError("EMAIL_TAKEN");

  const values = {
    email,
    fullName: input.full_name.trim(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    role: "cliente" as const,
    status: "inactive" as const,
    subscriptionStatus: "pendiente" as const,
  };
  // Two registrations of one new e-mail at once both find no account: the second insert meets the
  // first's row (unique e-mail) and is answered as a registration of a taken e-mail, not a 500.
  const user = existing
    ? ((await updateUser(ctx.db, existing.id, values)) ?? existing)
    : await insertUser(ctx.db, values).catch((error: unknown) => {
        if (hasSqlState(error, "23505")) throw new AppError("EMAIL_TAKEN");
        throw error;
      });

  const returnQuery = `user_id=${encodeURIComponent(user.id)}`;
  const subscription = await ctx.payments.createSubscription({
    userId: user.id,
    email,
    fullName: user.fullName,
    returnUrl: `${ctx.config.PUBLIC_URL}/payment-success?${returnQuery}`,
    cancelUrl: `${ctx.config.PUBLIC_URL}/payment-cancel?${returnQuery}`,
    requestId: `register-${user.id}-${Date.now()}`,
  });
  await insertSubscription(ctx.db, {
    userId: user.id,
    providerSubscriptionId: subscription.id,
    planId: MONTHLY_PLAN.id,
    providerPlanId: subscription.planId,
    status: subscription.status,
  });
  return { user_id: user.id, paypal_order_id: subscription.id, payment_url: subscription.approvalUrl };
}

/** Approved by a buyer: PayPal charges (or has charged) it, so its registration is not abandoned. */
const APPROVED_STATUSES = new Set(["APPROVED", "ACTIVE", "SUSPENDED"]);

/**
 * Asks PayPal (never the local copy alone) about every checkout of the user that PayPal might still
 * charge. A checkout PayPal no longer knows counts as unapproved; PayPal not answering fails the
 * registration (502) rather than guessing.
 */
async function hasApprovedCheckout(ctx: RegisterContext, userId: string): Promise<boolean> {
  const checkouts = await listOpenSubscriptions(ctx.db, userId);
  const statuses = await Promise.all(
    checkouts.map(async (checkout) => {
      try {
        const remote = await ctx.payments.getSubscription(checkout.providerSubscriptionId);
        // A closed checkout is remembered, so it is not asked about again.
        if (remote.status === "CANCELLED" || remote.status === "EXPIRED") {
          await updateSubscriptionStatus(ctx.db, checkout.id, remote.status);
        }
        return remote.status;
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return "UNKNOWN";
        throw error;
      }
    }),
  );
  return statuses.some((status) => APPROVED_STATUSES.has(status));
}
