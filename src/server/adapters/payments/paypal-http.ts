import type { Logger } from "pino";
import { AppError } from "../../http/app-error";

/** PayPal's calls must not hang a registration: past this, the call fails as PAYMENT_PROVIDER_ERROR. */
export const PAYPAL_TIMEOUT_MS = 15_000;
/** A cached token is renewed this long before PayPal says it expires (at most a tenth of its life). */
const TOKEN_RENEW_MARGIN_MS = 60_000;

export interface PayPalHttpOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  logger: Logger;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface PayPalCall {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** Sent as PayPal-Request-Id: PayPal answers a repeated write with its first answer. */
  requestId?: string;
  /** A 404 means "no such resource" to the caller (AppError NOT_FOUND), not a provider failure. */
  isNotFoundExpected?: boolean;
}

/** An authenticated JSON call to PayPal: the parsed body of a 2xx answer (undefined for 204). */
export type PayPalHttp = (call: PayPalCall) => Promise<unknown>;

interface CachedToken {
  value: string;
  renewAt: number;
}

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * PayPal's REST transport: OAuth2 client credentials (token cached until shortly before it expires,
 * renewed once when PayPal answers 401), a time limit on every call, and PayPal's error shapes turned
 * into AppError. Neither the secret nor the access token is ever logged.
 */
export function createPayPalHttp(options: PayPalHttpOptions): PayPalHttp {
  const { apiBase, logger } = options;
  let cached: CachedToken | undefined;
  let pending: Promise<string> | undefined;

  async function send(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string },
  ) {
    try {
      const response = await options.fetch(`${apiBase}${path}`, {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const name = isTimeout ? "TIMEOUT" : "NETWORK_ERROR";
      logger.warn(
        { method, path, name, timeoutMs: options.timeoutMs, reason: (error as Error).message },
        "PayPal did not answer",
      );
      throw new AppError("PAYMENT_PROVIDER_ERROR", { detail: { name }, cause: error });
    }
  }

  async function requestToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const answer = await send("POST", "/v1/oauth2/token", {
      headers: {
        authorization: `Basic ${credentials}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    if (answer.status !== 200) throw toProviderError(answer, "POST", "/v1/oauth2/token", logger);
    const token = parseJson(answer.text) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (typeof token?.access_token !== "string" || typeof token.expires_in !== "number") {
      throw invalidResponse("POST", "/v1/oauth2/token", logger);
    }
    const lifetimeMs = token.expires_in * 1000;
    cached = {
      value: token.access_token,
      renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_RENEW_MARGIN_MS, lifetimeMs / 10),
    };
    return token.access_token;
  }

  function getToken(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.value);
    // Concurrent calls share one token request.
    pending ??= requestToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function sendAuthorized(call: PayPalCall, token: string): Promise<RawAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
    if (call.body !== undefined) {
      headers["content-type"] = "application/json";
      headers.prefer = "return=representation";
    }
    if (call.requestId) headers["paypal-request-id"] = call.requestId;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    return send(call.method, call.path, { headers, body });
  }

  return async (call) => {
    const token = await getToken();
    let answer = await sendAuthorized(call, token);
    if (answer.status === 401) {
      // The token was revoked or expired early: forget it and try once with a fresh one.
      if (cached?.value === token) cached = undefined;
      answer = await sendAuthorized(call, await getToken());
    }
    if (answer.status === 404 && call.isNotFoundExpected) {
      throw new AppError("NOT_FOUND", { detail: { resource: call.path } });
    }
    if (answer.status < 200 || answer.status >= 300)
      throw toProviderError(answer, call.method, call.path, logger);
    if (answer.status === 204 || answer.text === "") return undefined;
    const parsed = parseJson(answer.text);
    if (parsed === undefined) throw invalidResponse(call.method, call.path, logger);
    return parsed;
  };
}

/**
 * PayPal's `{ name, message, debug_id, details }`, OAuth's `{ error, error_description }` or anything
 * else, as PAYMENT_PROVIDER_ERROR with `{ name, debug_id }` (and the first issue, which callers may
 * act on, e.g. SUBSCRIPTION_STATUS_INVALID). The whole error is logged for whoever investigates.
 */
function toProviderError(answer: RawAnswer, method: string, path: string, logger: Logger): AppError {
  const body = parseJson(answer.text) as Record<string, unknown> | undefined;
  const details = Array.isArray(body?.details)
    ? (body.details as Record<string, unknown>[]).slice(0, 10).map(({ field, issue, description }) => ({
        field,
        issue,
        description,
      }))
    : [];
  const name =
    typeof body?.name === "string"
      ? body.name
      : typeof body?.error === "string"
        ? body.error
        : `HTTP_${answer.status}`;
  const debugId =
    typeof body?.debug_id === "string" ? body.debug_id : (answer.headers.get("paypal-debug-id") ?? undefined);
  const message = typeof body?.message === "string" ? body.message : body?.error_description;
  const issue = typeof details[0]?.issue === "string" ? details[0].issue : undefined;
  logger.warn(
    { method, path, status: answer.status, name, debug_id: debugId, message, details },
    "PayPal answered with an error",
  );
  const detail: Record<string, string> = { name };
  if (debugId) detail.debug_id = debugId;
  if (issue) detail.issue = issue;
  return new AppError("PAYMENT_PROVIDER_ERROR", { detail });
}

function invalidResponse(method: string, path: string, logger: Logger): AppError {
  logger.warn({ method, path }, "PayPal answered with an unexpected body");
  return new AppError("PAYMENT_PROVIDER_ERROR", { detail: { name: "INVALID_RESPONSE" } });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
