import { customType, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Mail written instead of sent (no SMTP_URL): every process writes and reads the same rows, so the
 * development outbox (/outbox) shows every message whichever process sent it or serves the page.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    /** `<ISO time with '-' for ':' and '.'>-<12 hex>`: sortable by time. */
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    text: text("text").notNull(),
    links: jsonb("links").$type<string[]>().notNull(),
    primaryLink: text("primary_link"),
    /** The RFC 822 message, as SMTP would have carried it. */
    eml: bytea("eml").notNull(),
  },
  (table) => [index("outbox_messages_to_idx").on(table.to)],
);
