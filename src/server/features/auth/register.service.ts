import type { TRegisterRequest, TRegisterResponse } from "../../../shared/contracts/auth";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { insertSubscription } from "../payments/payments.repository";
import { findUserByEmail, insertUser, updateUser } from "./auth.repository";
import { hashPassword, normalizeEmail } from "./credentials";

type RegisterContext = Pick<AppContext, "db" | "config" | "captcha" | "payments">;

/**
 * Creates the account (inactive, 'pendiente') and its PayPal checkout. An e-mail whose earlier
 * registration was never paid registers again (new data, new checkout): otherwise an abandoned payment
 * would lock that address out for good. Any other existing e-mail is refused ('ya existe').
 */
export async function register(
  ctx: RegisterContext,
  input: TRegisterRequest & { ipAddress?: string },
): Promise<TRegisterResponse> {
  if (!(await ctx.captcha.verify(input.recaptcha_token, input.ipAddress)))
    throw new AppError("CAPTCHA_INVALID");
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  const isAbandoned = existing?.status === "inactive" && existing.subscriptionStatus === "pendiente";
  if (existing && !isAbandoned) throw new AppError("EMAIL_TAKEN");

  const values = {
    email,
    fullName: input.full_name.trim(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    role: "cliente" as const,
    status: "inactive" as const,
    subscriptionStatus: "pendiente" as const,
  };
  const user = existing
    ? ((await updateUser(ctx.db, existing.id, values)) ?? existing)
    : await insertUser(ctx.db, values);

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
