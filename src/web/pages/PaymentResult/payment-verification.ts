import type { TConfirmPaymentRequest, TConfirmPaymentResponse } from "../../../shared/contracts/payments";
import { MESSAGES } from "../../../shared/messages";
import {
  isProviderTokenWellFormed,
  PAYMENT_CONFIRM_ATTEMPTS,
  PAYMENT_CONFIRM_BACKOFF_MS,
} from "../../../shared/rules/billing";
import { ApiError } from "../../api/http-client";

export type PaymentPage = "success" | "cancel";

/** What PayPal's return address (and, as fallback, this browser's registration) says. */
export interface PaymentReturn {
  page: PaymentPage;
  token: string | null;
  subscriptionId: string | null;
  payerId: string | null;
  userId: string | null;
  hasVendorSessionError: boolean;
  /** The registration e-mail stored by /register, shown and sent when known. */
  email: string | null;
  /** The checkout id stored by /register, used when the return address lacks subscription_id. */
  storedOrderId: string | null;
}

export type FailureVariant =
  | "incomplete"
  | "vendor-session"
  | "no-response"
  | "uncertain"
  | "pending"
  | "partial"
  | "no-data"
  | "unexpected"
  | "unconfirmed"
  | "cancelled";

export type PaymentOutcome =
  | { kind: "success"; isAlreadyProcessed: boolean; message: string; email: string | null }
  | { kind: "failure"; variant: FailureVariant; title: string; message: string };

export interface VerificationDeps {
  confirm: (token: string, body: TConfirmPaymentRequest) => Promise<TConfirmPaymentResponse>;
  sleep: (ms: number) => Promise<void>;
}

export function readPaymentReturn(
  page: PaymentPage,
  search: string,
  stored: { email: string | null; userId: string | null; paypalOrderId: string | null },
): PaymentReturn {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  return {
    page,
    token: value("token"),
    subscriptionId: value("subscription_id"),
    payerId: value("PayerID"),
    userId: value("user_id") ?? stored.userId,
    hasVendorSessionError: params.has("vendor_session_error"),
    email: stored.email,
    storedOrderId: stored.paypalOrderId,
  };
}

/** The title of a payment PayPal approved and is still clearing (an eCheck): not an error. */
export const PAYMENT_IN_PROCESS = "Pago en proceso";

function failure(variant: FailureVariant, title: string, message: string): PaymentOutcome {
  return { kind: "failure", variant, title, message };
}

const CANCELLED = failure(
  "cancelled",
  MESSAGES.payment.cancelled,
  "El pago no se completó en PayPal. Puede intentarlo de nuevo cuando lo desee.",
);

/** The spec's 'duplicate or unique-constraint error': the payment was already recorded. */
function isDuplicateError(error: unknown): boolean {
  return (
    error instanceof ApiError && /duplicate|duplicad|unique|único/i.test(`${error.code} ${error.message}`)
  );
}

/**
 * Worth asking again: no answer, a server or PayPal failure, a rate limit, a charge still pending. On
 * the success page also 'not completed', since PayPal may take a moment to activate a subscription just
 * approved; on the cancel page that answer is the expected one and is final.
 */
function isRetryable(error: unknown, page: PaymentPage): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === "PAYMENT_PENDING") return true;
  if (error.code === "PAYMENT_NOT_COMPLETED") return page === "success";
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function failureFrom(error: unknown, input: PaymentReturn): PaymentOutcome {
  if (!(error instanceof ApiError) || error.code === "ABORTED") {
    return failure(
      "unexpected",
      MESSAGES.payment.unexpected,
      "Ocurrió un problema inesperado al verificar el pago.",
    );
  }
  if (input.hasVendorSessionError) {
    return failure("vendor-session", MESSAGES.payment.processErrorTitle, MESSAGES.payment.vendorSessionError);
  }
  if (error.status === 0 || error.status === 408) {
    return failure("no-response", MESSAGES.payment.noResponseTitle, MESSAGES.payment.noResponse);
  }
  if (error.code === "PAYMENT_PENDING") {
    // Approved at PayPal, charge not recorded yet: the server keeps checking and mails the link, and
    // the page keeps looking by itself (PaymentResultPage).
    return failure("pending", PAYMENT_IN_PROCESS, error.message);
  }
  if (error.code === "PAYMENT_NOT_COMPLETED") {
    if (input.page === "cancel") return CANCELLED;
    return failure(
      "uncertain",
      MESSAGES.payment.uncertain,
      "PayPal todavía no confirma el pago. Espere unos minutos y vuelva a verificar; si el problema continúa, contacte a soporte.",
    );
  }
  if (input.page === "cancel") {
    return failure("unconfirmed", MESSAGES.payment.unconfirmed, error.message);
  }
  if (error.status >= 500) {
    return failure(
      "partial",
      MESSAGES.payment.partial,
      "No pudimos confirmar el pago con PayPal en este momento. Si lo autorizó, vuelva a verificar en unos minutos; no se le cobrará dos veces.",
    );
  }
  return failure("no-data", MESSAGES.payment.noData, error.message);
}

/**
 * Verifies a PayPal return with the server (spec 02 §4, §8): up to 3 attempts, waiting 1.5 s × the
 * attempt number between them. The server asks PayPal; nothing the browser says is trusted.
 */
export async function verifyPaymentReturn(
  input: PaymentReturn,
  deps: VerificationDeps,
): Promise<PaymentOutcome> {
  if (!input.token) return failure("incomplete", MESSAGES.payment.incomplete, MESSAGES.payment.missingToken);
  if (!isProviderTokenWellFormed(input.token)) return CANCELLED;
  if (!input.userId)
    return failure("incomplete", MESSAGES.payment.incomplete, MESSAGES.payment.missingUserId);
  const transactionId = input.subscriptionId ?? input.storedOrderId;
  if (!transactionId) {
    return failure("incomplete", MESSAGES.payment.incomplete, MESSAGES.payment.missingSubscription);
  }
  const body: TConfirmPaymentRequest = {
    user_id: input.userId,
    transaction_id: transactionId,
    ...(input.payerId ? { payer_id: input.payerId } : {}),
    ...(input.email ? { email: input.email } : {}),
  };
  let lastError: unknown;
  for (let attempt = 1; attempt <= PAYMENT_CONFIRM_ATTEMPTS; attempt += 1) {
    try {
      const answer = await deps.confirm(input.token, body);
      return {
        kind: "success",
        isAlreadyProcessed:
          answer.status === "already_processed" || answer.duplicate || answer.payment_status === "duplicate",
        message: answer.message,
        email: input.email,
      };
    } catch (error) {
      if (isDuplicateError(error)) {
        return {
          kind: "success",
          isAlreadyProcessed: true,
          message: MESSAGES.payment.alreadyProcessed,
          email: input.email,
        };
      }
      lastError = error;
      if (attempt === PAYMENT_CONFIRM_ATTEMPTS || !isRetryable(error, input.page)) break;
      await deps.sleep(PAYMENT_CONFIRM_BACKOFF_MS * attempt);
    }
  }
  return failureFrom(lastError, input);
}
