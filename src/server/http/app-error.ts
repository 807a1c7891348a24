import { ERROR_CODES, type ErrorCode } from "../../shared/errors";

/** The one error type services throw. The handler answers `{ code, message, detail? }` with its status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; detail?: unknown; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
    this.detail = options.detail;
  }

  readonly detail: unknown;
}
