import type { TSessionUser } from "../../shared/contracts/auth";
import { ERROR_CODES, type ErrorCode } from "../../shared/errors";

/**
 * Why this user may not enter, mirroring the server's login rule (spec 01 §4): active, and for a
 * `cliente` also paid up. Null when the user may enter. The server enforces it; the browser only
 * avoids showing a screen the server would refuse.
 */
export function accessRefusalFor(user: TSessionUser, now = Date.now()): ErrorCode | null {
  if (user.status === "suspended") return "SECURE_AUTH_ERROR_SUSPENDED";
  if (user.status !== "active" && user.role === "cliente" && user.subscription_status === "pendiente") {
    return "SECURE_AUTH_ERROR_PAYMENT_MISSING";
  }
  if (user.status !== "active") return "SECURE_AUTH_ERROR_INACTIVE";
  if (user.role === "cliente" && user.subscription_status !== "al corriente") {
    return "SECURE_AUTH_ERROR_NOT_PAID";
  }
  if (user.role === "cliente" && user.paid_through && Date.parse(user.paid_through) <= now) {
    return "SECURE_AUTH_ERROR_NOT_PAID";
  }
  return null;
}

export function accessRefusalMessage(user: TSessionUser): string | null {
  const refusal = accessRefusalFor(user);
  return refusal ? ERROR_CODES[refusal].message : null;
}

/** Where a user lands after signing in: admins to their panel, everyone else to the client one. */
export function homePathFor(user: TSessionUser): "/admin-dashboard" | "/client-dashboard" {
  return user.role === "admin" ? "/admin-dashboard" : "/client-dashboard";
}
