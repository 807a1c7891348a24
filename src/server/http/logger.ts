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

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[oculto]" },
  });
}
