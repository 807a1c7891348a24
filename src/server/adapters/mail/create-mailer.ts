import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../../config/config";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The outbox folder inside the data folder; the outbox pages read it too. */
export function outboxDirOf(config: Pick<Config, "DATA_DIR">): string {
  return path.join(config.DATA_DIR, "outbox");
}

/** The one place that picks the mailer: SMTP when SMTP_URL is set, otherwise the local outbox. */
export function createMailer(options: { config: Config; logger: Logger }): Mailer {
  const { config, logger } = options;
  if (config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger });
  }
  if (config.isProduction) {
    // Allowed (a trial install may have no mail server yet), but nobody receives these messages.
    logger.warn("SMTP_URL is not set: mail is written to the outbox folder and reaches no one");
  }
  return createOutboxMailer({
    dir: outboxDirOf(config),
    from: config.MAIL_FROM,
    logger,
    publicUrl: config.PUBLIC_URL,
  });
}
