import type { IncomingMessage } from "node:http";
import pino, { type Logger } from "pino";
import type { Config } from "../config/config";

/** Paths never written to a log line: credentials, tokens, cookies, payment secrets. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.new_password",
  "*.token",
  "*.recaptcha_token",
  "*.client_secret",
  "*.access_token",
];

const CENSOR = "[oculto]";

/**
 * A URL fit for a log line: the path, and the query's names with their values hidden. Links in
 * e-mails carry their token in the query (`/reset-password?token=…`, `/activate-account?token=…`,
 * `verify-reset-token?token=…`, PayPal's return), and searches carry the words of a client's tender.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const names = url
    .slice(queryStart + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${CENSOR}`);
  return `${url.slice(0, queryStart)}?${names.join("&")}`;
}

/** Fastify's request serializer (it merges ours over its own), with the query's values hidden. */
function serializeRequest(request: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ""),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The process's logger; `destination` defaults to standard output (tests read their own). */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL">,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
