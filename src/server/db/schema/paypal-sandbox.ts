import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * State of the built-in PayPal sandbox (served by the app at /sandbox/paypal): the same resources
 * PayPal keeps for the calls this product makes. Never used when real PayPal is configured.
 */
export const paypalSandboxProducts = pgTable("paypal_sandbox_products", {
  id: text("id").primaryKey(),
  body: jsonb("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const paypalSandboxPlans = pgTable("paypal_sandbox_plans", {
  id: text("id").primaryKey(),
  productId: text("product_id").notNull(),
  body: jsonb("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const paypalSandboxSubscriptions = pgTable("paypal_sandbox_subscriptions", {
  id: text("id").primaryKey(),
  planId: text("plan_id").notNull(),
  status: text("status").notNull(),
  body: jsonb("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const paypalSandboxAccessTokens = pgTable("paypal_sandbox_access_tokens", {
  token: text("token").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** PayPal-Request-Id idempotency: a repeated write answers what the first one answered. */
export const paypalSandboxRequests = pgTable(
  "paypal_sandbox_requests",
  {
    requestId: text("request_id").notNull(),
    operation: text("operation").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.operation] })],
);

/** Webhook events the sandbox sent (signed), and the status the app's webhook answered. */
export const paypalSandboxWebhookEvents = pgTable("paypal_sandbox_webhook_events", {
  id: text("id").primaryKey(),
  eventType: text("event_type").notNull(),
  resourceId: text("resource_id").notNull(),
  /** The exact JSON sent, and the PAYPAL-* headers that signed it. */
  body: text("body").notNull(),
  headers: jsonb("headers").notNull(),
  deliveryStatus: integer("delivery_status"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
