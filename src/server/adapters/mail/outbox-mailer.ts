import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { extractLinks } from "./html";
import type { Mailer, MailMessage } from "./mailer";

/** `<ISO time with '-' for ':' and '.'>-<12 hex>`: sortable by time, and never a path. */
const OUTBOX_ID_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}$/;

export const ZOutboxId = z.string().regex(OUTBOX_ID_PATTERN, { error: "identificador de correo no válido" });

/** A message's summary: what the outbox page and the tests read. */
export const ZOutboxEntry = z.object({
  id: ZOutboxId,
  to: z.string(),
  subject: z.string(),
  date: z.iso.datetime(),
  text: z.string(),
  /** Every http(s) URL of the text part, in order. */
  links: z.array(z.string()),
  /** The message's main link (activation, reset) when it has one. */
  primaryLink: z.string().optional(),
});
export type OutboxEntry = z.infer<typeof ZOutboxEntry>;

export interface OutboxMailerOptions {
  /** The database every process shares: the outbox pages of any web process read it. */
  db: Database;
  from: string;
  logger: Logger;
  /** The app's public address: the log line points at `${publicUrl}/outbox`. */
  publicUrl: string;
}

/**
 * The default mailer: each message becomes a real RFC 822 message (what SMTP would have carried) and
 * its summary, as one row of `outbox_messages`, so every process (web or worker, on any machine) sees
 * the same outbox. The log line says where to look, never the links: they carry tokens.
 */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const outboxPage = `${options.publicUrl.replace(/\/+$/, "")}/outbox`;
  let lastIdTime = 0;

  // Two messages in the same millisecond still get ids in the order they were sent.
  function nextId(now: Date): string {
    lastIdTime = Math.max(now.getTime(), lastIdTime + 1);
    const time = new Date(lastIdTime).toISOString().replace(/[:.]/g, "-");
    return `${time}-${randomBytes(6).toString("hex")}`;
  }

  return {
    kind: "outbox",
    async send(message: MailMessage): Promise<void> {
      const now = new Date();
      const id = nextId(now);
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: now,
      });
      await options.db.insert(outboxMessages).values({
        id,
        to: message.to,
        subject: message.subject,
        sentAt: now,
        text: message.text,
        links: extractLinks(message.text),
        primaryLink: message.primaryLink ?? null,
        eml: info.message as Buffer,
      });
      options.logger.info(
        { to: message.to, subject: message.subject, outboxId: id, outbox: outboxPage },
        "mail written to the outbox",
      );
    },
    async close(): Promise<void> {
      composer.close();
    },
  };
}

const SUMMARY_COLUMNS = {
  id: outboxMessages.id,
  to: outboxMessages.to,
  subject: outboxMessages.subject,
  sentAt: outboxMessages.sentAt,
  text: outboxMessages.text,
  links: outboxMessages.links,
  primaryLink: outboxMessages.primaryLink,
};

interface SummaryRow {
  id: string;
  to: string;
  subject: string;
  sentAt: Date;
  text: string;
  links: string[];
  primaryLink: string | null;
}

function toEntry(row: SummaryRow): OutboxEntry {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    date: row.sentAt.toISOString(),
    text: row.text,
    links: row.links,
    ...(row.primaryLink ? { primaryLink: row.primaryLink } : {}),
  };
}

/** Every message in the outbox, newest first; only those to `to` (any case) when given. */
export async function listOutbox(db: Database, options: { to?: string } = {}): Promise<OutboxEntry[]> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(outboxMessages)
    .where(options.to ? sql`lower(${outboxMessages.to}) = ${options.to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxMessages.id));
  return rows.map(toEntry);
}

/** One message by id, or undefined when there is none. The id must have the outbox's own shape. */
export async function readOutboxEntry(db: Database, id: string): Promise<OutboxEntry | undefined> {
  assertOutboxId(id);
  const [row] = await db.select(SUMMARY_COLUMNS).from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ? toEntry(row) : undefined;
}

/** The raw RFC 822 message of one entry, or undefined when there is none. */
export async function readOutboxMessage(db: Database, id: string): Promise<Buffer | undefined> {
  assertOutboxId(id);
  const [row] = await db
    .select({ eml: outboxMessages.eml })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row?.eml;
}

function assertOutboxId(id: string): void {
  if (!OUTBOX_ID_PATTERN.test(id)) {
    throw new AppError("VALIDATION_ERROR", { detail: [{ field: "id", message: "identificador no válido" }] });
  }
}
