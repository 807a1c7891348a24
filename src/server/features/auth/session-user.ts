import type { TSessionUser } from "../../../shared/contracts/auth";
import type { UserRow } from "./auth.repository";

/** The user as the browser sees it (the response schema strips anything else). */
export function toSessionUser(user: UserRow): TSessionUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.status,
    subscription_status: user.subscriptionStatus,
    paid_through: user.paidThrough ? user.paidThrough.toISOString() : null,
  };
}
