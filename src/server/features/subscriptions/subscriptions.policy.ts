import { AppError } from "../../http/app-error";
import type { UserRow } from "../auth/auth.repository";

type BillingUser = Pick<UserRow, "role" | "status" | "subscriptionStatus" | "paidThrough">;

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
 * Not paid up (a failed renewal, a cancellation, a registration whose payment never arrived): a new
 * PayPal subscription brings the account back. A paid-up client has nothing to reactivate.
 */
export function canReactivate(user: BillingUser): boolean {
  return user.role === "cliente" && user.status !== "suspended" && !isPaidUp(user);
}
