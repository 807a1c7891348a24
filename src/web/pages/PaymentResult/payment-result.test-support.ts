import { act } from "@testing-library/react";
import { vi } from "vitest";
import { errorResponse, jsonResponse } from "../../../../tests/support/web-render";

/** Test support for the payment result pages' tests (not product code). */
export const USER_ID = "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e";
let tokenCounter = 0;

/** A return address as the built-in sandbox builds it; each test gets its own token. */
export function returnUrl(page: "success" | "cancel", params: Record<string, string | undefined> = {}) {
  tokenCounter += 1;
  const query = new URLSearchParams();
  const all = {
    user_id: USER_ID,
    subscription_id: `I-SUB${tokenCounter}`,
    ba_token: `BA-${tokenCounter}`,
    token: `EC7TOKEN${tokenCounter}`,
    ...params,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) query.set(name, value);
  return { url: `/payment-${page}?${query}`, token: all.token ?? "", subscriptionId: all.subscription_id };
}

export function confirmPath(token: string) {
  return `/api/payments/confirm/${encodeURIComponent(token)}`;
}

export const paid = (overrides: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    payment_status: "completed",
    status: "success",
    duplicate: false,
    message: "Pago confirmado",
    ...overrides,
  });

export const providerDown = () => errorResponse(502, "PAYMENT_PROVIDER_ERROR", "Error con PayPal");

/** Lets pending requests and state updates finish, moving the fake clock by `ms`. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Fake timers and the registration this browser stored, as /register leaves them. */
export function startPaymentResultTest() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  window.localStorage.setItem("registration_email", "juan@empresa.mx");
  window.localStorage.setItem("user_id", USER_ID);
}
