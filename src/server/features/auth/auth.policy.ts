import type { ErrorCode } from "../../../shared/errors";
import type { UserRow } from "./auth.repository";

/**
 * Who may sign in (spec 01 §4): only `active` users, and a `cliente` only when 'al corriente'.
 * Returns the refusal's code, or undefined when access is allowed.
 */
export function signInRefusal(
  user: Pick<UserRow, "role" | "status" | "subscriptionStatus"> & { paidThrough?: Date | null },
  now = new Date(),
): ErrorCode | undefined {
  if (user.role !== "admin" && user.role !== "cliente") return "SECURE_AUTH_ERROR_ROLE";
  if (user.status === "suspended") return "SECURE_AUTH_ERROR_SUSPENDED";
  // A client who never paid got no activation e-mail: what is missing is the payment, not the e-mail.
  if (user.status !== "active" && user.role === "cliente" && user.subscriptionStatus === "pendiente")
    return "SECURE_AUTH_ERROR_PAYMENT_MISSING";
  if (user.status !== "active") return "SECURE_AUTH_ERROR_INACTIVE";
  if (user.role === "cliente" && user.subscriptionStatus !== "al corriente")
    return "SECURE_AUTH_ERROR_NOT_PAID";
  // Access ends when the paid period does, even before the reconciliation records it.
  if (user.role === "cliente" && user.paidThrough && user.paidThrough.getTime() <= now.getTime())
    return "SECURE_AUTH_ERROR_NOT_PAID";
  return undefined;
}

type AccountState = Pick<UserRow, "role" | "status" | "subscriptionStatus" | "activatedAt">;

/**
 * A registration never paid and never opened: the only account a new registration of its e-mail may
 * start over. An account an administrator created or deactivated, or any administrator, never is.
 */
export function isAbandonedRegistration(user: AccountState): boolean {
  return (
    user.role === "cliente" &&
    user.status === "inactive" &&
    user.subscriptionStatus === "pendiente" &&
    !user.activatedAt
  );
}

/**
 * A paid registration whose owner has not yet used an activation link: the only account an activation
 * link is sent to or opens. Once opened, 'inactive' is an administrator's decision, not a step left.
 */
export function isAwaitingActivation(user: AccountState): boolean {
  return (
    user.role === "cliente" &&
    user.status === "inactive" &&
    user.subscriptionStatus === "al corriente" &&
    !user.activatedAt
  );
}
