import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Mailer, MailMessage } from "./mailer";

export interface SmtpMailerOptions {
  /** `smtp://user:password@host:port` or `smtps://…`; nodemailer reads options such as `?pool=true`. */
  url: string;
  from: string;
  logger: Logger;
}

/**
 * Sends through an SMTP server. A refused or failed delivery throws, so the job that sent it retries;
 * the log line names the recipient and subject only (the body carries tokens, the URL a password).
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: "smtp",
    async send(message: MailMessage): Promise<void> {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      options.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        "mail sent through SMTP",
      );
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
