import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Captcha solutions already accepted, kept until their challenge expires, so none is accepted twice. */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    key: text("key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captcha_solutions_expires_idx").on(table.expiresAt)],
);
