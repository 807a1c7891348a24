import { MESSAGES } from "../../../shared/messages";
import { LOGIN_LOCK_MINUTES, LOGIN_WARNING_AFTER } from "../../../shared/rules/auth";
import { readLoginFailure } from "../../api/auth";
import { ApiError } from "../../api/http-client";

/** How the login page shows a failed attempt: the lockout dialog, under the captcha, or in the form. */
export type LoginFailureView =
  | { kind: "locked"; minutesLeft: number }
  | { kind: "captcha"; message: string }
  | { kind: "form"; message: string; code?: string };

/** Maps the server's answer to what the spec says the page shows (spec 01 §4, §8). */
export function describeLoginFailure(error: unknown): LoginFailureView {
  if (!(error instanceof ApiError)) return { kind: "form", message: MESSAGES.toasts.unexpected };
  const detail = readLoginFailure(error);
  switch (error.code) {
    case "SECURE_AUTH_ERROR_LOCKED":
      return { kind: "locked", minutesLeft: Math.max(1, detail?.minutes_left ?? LOGIN_LOCK_MINUTES) };
    case "SECURE_AUTH_ERROR_INVALID_CREDENTIALS":
      return {
        kind: "form",
        message:
          (detail?.failures ?? 0) >= LOGIN_WARNING_AFTER ? MESSAGES.login.warning : MESSAGES.login.invalid,
      };
    case "CAPTCHA_REQUIRED":
    case "CAPTCHA_INVALID":
      return { kind: "captcha", message: error.message };
    default:
      // Inactive, suspended, not paid up, no valid role, rate limit, network: the server's own words.
      return { kind: "form", message: error.message, code: error.code };
  }
}

export function minutesText(minutes: number): string {
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}
