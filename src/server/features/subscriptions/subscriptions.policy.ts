import { AppError } from "../../http/app-error";
import type { UserRow } from "../auth/auth.repository";

type BillingUser = Pick<UserRow, "role" | "status" | "subscriptionStatus" | "paidThrough" | "activatedAt">;

/** Billing calls are a client's: an administrator has no subscription. Access rules come after. */
export function assertClient(user: Pick<UserRow, "role" | "status">): void {
  if (user.role !== "cliente") throw new AppError("FORBIDDEN");
  if (user.status === "suspended") throw new AppError("SECURE_AUTH_ERROR_SUSPENDED");
}

function isPaidUp(user: BillingUser, now = new Date()): boolean {
  return (
    user.subscriptionStatus === "al corriente" &&
    (!user.paidThrough || user.paidThrough.getTime() > now.getTime())
  );
}

/** Something PayPal could still charge, or access still running: there is a subscription to cancel. */
export function canCancel(user: BillingUser): boolean {
  return (
    user.role === "cliente" &&
    (user.subscriptionStatus === "al corriente" || user.subscriptionStatus === "vencido")
  );
}

/**
 * 'Inactivo' on an account that was opened is an administrator's decision (a registration not yet
 * paid or not yet activated is 'inactive' too, but has no `activatedAt`): paying does not open it.
 */
export function isDeactivatedByAdmin(user: Pick<UserRow, "role" | "status" | "activatedAt">): boolean {
  return user.role === "cliente" && user.status === "inactive" && user.activatedAt !== null;
}

/**
 * Not paid up (a failed renewal, a cancellation, a registration whose payment never arrived): a new
 * PayPal subscription brings the account back. A paid-up client has nothing to reactivate, and an
 * account an administrator deactivated would be charged for access it cannot use.
 */
export function canReactivate(user: BillingUser): boolean {
  return (
    user.role === "cliente" && user.status !== "suspended" && !isDeactivatedByAdmin(user) && !isPaidUp(user)
  );
}
