import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorCode } from "../../../shared/errors";
import { AppError } from "../app-error";
import { type DatabaseOutage, isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS } from "../database-outage";

/** Fastify's own error codes that are the client's fault, and what they mean to our users. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "MALFORMED_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "MALFORMED_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION_ERROR",
  FST_ERR_VALIDATION: "VALIDATION_ERROR",
  FST_ERR_BAD_URL: "VALIDATION_ERROR",
};

export interface ErrorHandlerOptions {
  /** Called for every unexpected (5xx) error, after it is logged; must not throw. */
  onUnexpectedError?: (error: Error, request: FastifyRequest) => Promise<void>;
  /** Where database outages are reported (logged once each); without it they are unexpected errors. */
  outage?: DatabaseOutage;
}

/**
 * Failures of the storage disk or bucket: the client reads that files cannot be stored or read now
 * (nothing already saved is lost), never the generic 500.
 */
const STORAGE_ERRNOS: Record<string, ErrorCode> = {
  ENOSPC: "STORAGE_FULL",
  EDQUOT: "STORAGE_FULL",
  EROFS: "STORAGE_UNAVAILABLE",
  EACCES: "STORAGE_UNAVAILABLE",
  EPERM: "STORAGE_UNAVAILABLE",
  EIO: "STORAGE_UNAVAILABLE",
};

/** Errors Fastify answers before routing (`frameworkErrors`): a malformed URL is the client's fault. */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  return sendError(reply, toAppError(error) ?? new AppError("VALIDATION_ERROR"));
}

/** One handler maps every error to `{ code, message, detail? }`; no stack or SQL reaches a client. */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply) => {
    // A client that closed the connection while sending its body (a tab closed mid-upload) makes Node
    // fail the body's stream with 'aborted', code ECONNRESET: the client's doing, not the database's.
    // Taken for an outage it logged 'database unreachable' for any visitor who cut an upload short.
    if (request.raw.readableAborted) {
      request.log.info({ code: (error as { code?: unknown }).code }, "request body cut off by the client");
      return sendError(reply, new AppError("REQUEST_ABORTED"));
    }
    // The database unreachable is an outage, not a bug: 503 with Retry-After, one log line per outage,
    // and no attempt to record it in the database that is not there.
    if (options.outage && !(error instanceof AppError) && isDatabaseUnreachable(error)) {
      options.outage.report(error);
      reply.header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS));
      return sendError(reply, new AppError("DATABASE_UNAVAILABLE"));
    }
    const known = toAppError(error);
    if (known) {
      // A known server-side failure (the database or PayPal not answering) still deserves a log line.
      if (known.status >= 500) request.log.warn({ err: error, code: known.code }, "service failure");
      return sendError(reply, known);
    }
    request.log.error({ err: error }, "unexpected error");
    await options.onUnexpectedError?.(error, request).catch((reportError: unknown) => {
      request.log.error({ err: reportError }, "could not record the unexpected error");
    });
    return sendError(reply, new AppError("INTERNAL_ERROR", { detail: { requestId: request.id } }));
  });
}

function toAppError(error: FastifyError | AppError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError("VALIDATION_ERROR", {
      detail: error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message,
      })),
    });
  }
  const code = (error as FastifyError).code;
  if (code && FASTIFY_CODES[code]) return new AppError(FASTIFY_CODES[code]);
  if (code && STORAGE_ERRNOS[code]) return new AppError(STORAGE_ERRNOS[code]);
  // busboy throws plain Errors for a multipart body it cannot even start to read (no boundary).
  if (/^Multipart: Boundary not found|unexpected end of multipart data/i.test(error.message)) {
    return new AppError("VALIDATION_ERROR");
  }
  const status = (error as FastifyError).statusCode;
  if (status === 429) return new AppError("RATE_LIMITED");
  if (status && status >= 400 && status < 500) {
    const match = Object.entries(ERROR_CODES).find(([, value]) => value.status === status);
    return new AppError((match?.[0] as ErrorCode | undefined) ?? "VALIDATION_ERROR");
  }
  return undefined;
}

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: { code: string; message: string; detail?: unknown } = {
    code: error.code,
    message: error.message,
  };
  if (error.detail !== undefined) body.detail = error.detail;
  return reply.status(error.status).header("cache-control", "no-store").send(body);
}
