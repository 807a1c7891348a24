import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests counted per limit, address and fixed window, so every web process shares the account
 * endpoints' limits (one upsert-increment per limited request). Rows of past windows are pruned.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** The limited route ("POST /api/auth/login"). */
    bucket: text("bucket").notNull(),
    address: text("address").notNull(),
    /** Start of the fixed window, in epoch milliseconds. */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.address, table.windowStart] })],
);
