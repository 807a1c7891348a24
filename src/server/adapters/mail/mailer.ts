/** A message ready to send: Spanish HTML and plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link the message carries (activation, reset): the outbox keeps it in its summary (never in a log line). */
  primaryLink?: string;
}

/** Sends mail: to the outbox (a database table) by default, through SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
