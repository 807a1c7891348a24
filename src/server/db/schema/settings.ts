import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Values generated once and shared by every process on the database: the captcha's HMAC key when not
 * configured, the built-in PayPal sandbox's credentials and plan ids.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
