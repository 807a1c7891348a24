import type { z } from "zod";
import { messageForStatus } from "../../shared/errors";

/** Internal codes of failures that never reached the server's answer (spec 01 §8). */
export type ClientErrorCode = "NETWORK_ERROR" | "REQUEST_TIMEOUT" | "CORS_ERROR" | "UNKNOWN_ERROR";

export const REQUEST_TIMEOUT_MS = 30_000;

/** Every failed request: the server's `{ code, message, detail }` when it answered, else a client code. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const CLIENT_MESSAGES: Record<ClientErrorCode, string> = {
  NETWORK_ERROR: "No se pudo conectar con el servidor. Verifique su conexión a internet.",
  REQUEST_TIMEOUT: "La solicitud está tardando demasiado. Intente nuevamente.",
  CORS_ERROR: "El servidor rechazó la solicitud por política de origen (CORS).",
  UNKNOWN_ERROR: "Ha ocurrido un error inesperado.",
};

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Validates the answer; a mismatch is an UNKNOWN_ERROR, never silently trusted. */
  schema?: z.ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The API's base address: same origin unless the build sets VITE_API_URL. */
export function apiBaseUrl(): string {
  const configured = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_URL;
  return configured ? configured.replace(/\/+$/, "") : "";
}

/** JSON over fetch with credentials, no-cache and a time-out; throws ApiError on any failure. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), timeoutMs);
  const handleCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) handleCallerAbort();
  options.signal?.addEventListener("abort", handleCallerAbort);
  const url = `${apiBaseUrl()}${path}`;
  // The time-out covers the whole exchange, the body included.
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      credentials: "include",
      cache: "no-store",
      headers: {
        Accept: "application/json",
        "Cache-Control": "no-cache",
        Pragma: "no-cache",
        ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    payload = await readJson(response);
  } catch (error) {
    throw toClientError(error, controller.signal, url, options.signal);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", handleCallerAbort);
  }
  if (!response.ok) throw toHttpError(response.status, payload);
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError("UNKNOWN_ERROR", CLIENT_MESSAGES.UNKNOWN_ERROR, response.status);
  return parsed.data;
}

/** Reads the body as JSON; an empty or non-JSON body is undefined. A read cut short throws. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toHttpError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
  const code = typeof body.code === "string" ? body.code : `HTTP_${status}`;
  const message = typeof body.message === "string" ? body.message : messageForStatus(status);
  return new ApiError(code, message, status, body.detail);
}

function toClientError(
  error: unknown,
  signal: AbortSignal,
  url: string,
  callerSignal?: AbortSignal,
): ApiError {
  if (signal.aborted && (signal.reason as DOMException | undefined)?.name === "TimeoutError") {
    return new ApiError("REQUEST_TIMEOUT", CLIENT_MESSAGES.REQUEST_TIMEOUT, 408);
  }
  // The caller cancelled (a page left, a query superseded): not a failure to report.
  if (callerSignal?.aborted) return new ApiError("ABORTED", "Solicitud cancelada.", 0);
  if (error instanceof TypeError) {
    // fetch hides why a request failed; a cross-origin target while online is most likely CORS.
    const isOnline = typeof navigator === "undefined" || navigator.onLine !== false;
    if (isOnline && isCrossOrigin(url)) return new ApiError("CORS_ERROR", CLIENT_MESSAGES.CORS_ERROR, 0);
    return new ApiError("NETWORK_ERROR", CLIENT_MESSAGES.NETWORK_ERROR, 0);
  }
  if (error instanceof ApiError) return error;
  return new ApiError("UNKNOWN_ERROR", CLIENT_MESSAGES.UNKNOWN_ERROR, 0);
}

function isCrossOrigin(url: string): boolean {
  if (typeof window === "undefined" || !/^https?:\/\//.test(url)) return false;
  return new URL(url).origin !== window.location.origin;
}
