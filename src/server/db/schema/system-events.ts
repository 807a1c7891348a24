import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What happened to the running system: starts, stops and unexpected errors. The admin's
 * 'Eventos y Errores' dashboard reads it; the error handler writes every 5xx here.
 */
export const systemEvents = pgTable(
  "system_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: ["start", "stop", "error"] }).notNull(),
    message: text("message").notNull(),
    requestId: text("request_id"),
    detail: jsonb("detail"),
  },
  (table) => [index("system_events_occurred_at_idx").on(table.occurredAt)],
);
