import type { Logger } from "pino";
import type { Config } from "../../config/config";
import type { Database } from "../../db/client";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The one place that picks the mailer: SMTP when SMTP_URL is set, otherwise the outbox in the database. */
export function createMailer(options: { config: Config; db: Database; logger: Logger }): Mailer {
  const { config, logger } = options;
  if (config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger });
  }
  if (config.isProduction) {
    // Allowed (a trial install may have no mail server yet), but nobody receives these messages.
    logger.warn("SMTP_URL is not set: mail is written to the outbox (database) and reaches no one");
  }
  return createOutboxMailer({
    db: options.db,
    from: config.MAIL_FROM,
    logger,
    publicUrl: config.PUBLIC_URL,
  });
}
