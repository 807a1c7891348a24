import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Who did what, when and from where: admin actions, sign-ins, lockouts, password resets, payments,
 * subscription changes and refused requests. Never holds a secret (passwords, tokens, links). The actor
 * is kept by e-mail as well, so the trail survives the deletion of the account.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    ipAddress: text("ip_address"),
    detail: jsonb("detail"),
  },
  (table) => [
    index("audit_events_occurred_idx").on(table.occurredAt),
    index("audit_events_action_occurred_idx").on(table.action, table.occurredAt),
    index("audit_events_actor_idx").on(table.actorId),
    index("audit_events_target_idx").on(table.targetId),
    // The free-text search (who, about whom, from where) as one text, by trigrams (pg_trgm, migration
    // 0009): `AUDIT_SEARCH_TEXT` in the repository must stay this exact expression.
    index("audit_events_search_trgm_idx").using(
      "gin",
      sql`(coalesce(${table.actorEmail}, '') || ' ' || coalesce(${table.targetLabel}, '') || ' ' || coalesce(${table.ipAddress}, '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * Request figures per minute and per process, written by the server itself (features/metrics): counts,
 * client and server errors, and a latency histogram whose bounds are LATENCY_BUCKETS_MS.
 */
export const requestMetrics = pgTable(
  "request_metrics",
  {
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    instance: text("instance").notNull(),
    requests: integer("requests").notNull().default(0),
    clientErrors: integer("client_errors").notNull().default(0),
    serverErrors: integer("server_errors").notNull().default(0),
    latencySumMs: doublePrecision("latency_sum_ms").notNull().default(0),
    /** Requests per latency bound (the last counts everything slower than the last bound). */
    latencyCounts: integer("latency_counts").array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.instance] })],
);
