import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client";

/** Network errors of the connection to PostgreSQL. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** SQLSTATEs of a server going away or not taking connections (class 08 is handled below). */
const SERVER_GONE_STATES = new Set(["57P01", "57P02", "57P03"]);
/** What pg, pg-pool and PGlite say when there is no connection to use. */
const NO_CONNECTION_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's error as `cause`, Node wraps dual-stack
 * connection failures in an AggregateError) says the database cannot be reached, as opposed to a query
 * that failed on a database that answered.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (NO_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnreachable(error.cause, depth + 1);
}

/** Seconds a client is told to wait (`Retry-After`) while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;
const RECOVERY_PROBE_MS = 2_000;

/**
 * One outage of the database, seen by this process: logged once when the first request fails for it,
 * then probed every 2 s until the database answers again, which is logged once too.
 */
export class DatabaseOutage {
  private since: Date | undefined;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, "ping">,
    private readonly logger: FastifyBaseLogger,
  ) {}

  get active(): boolean {
    return this.since !== undefined;
  }

  /** A request failed because the database is unreachable. */
  report(error: unknown): void {
    if (this.since) return;
    this.since = new Date();
    this.logger.error({ err: error }, "database unreachable: answering 503 until it is back");
    this.probe = setInterval(() => void this.checkRecovery(), RECOVERY_PROBE_MS);
    this.probe.unref();
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async checkRecovery(): Promise<void> {
    try {
      await this.database.ping(RECOVERY_PROBE_MS);
    } catch {
      return;
    }
    if (!this.since) return;
    const seconds = Math.round((Date.now() - this.since.getTime()) / 1000);
    this.stop();
    this.since = undefined;
    this.logger.warn({ outageSeconds: seconds }, "database reachable again");
  }
}
