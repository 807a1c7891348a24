import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** A client's subscription at the payment provider (PayPal), as last read from it. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("paypal"),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    planId: text("plan_id").notNull(),
    providerPlanId: text("provider_plan_id").notNull(),
    status: text("status").notNull(),
    payerId: text("payer_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The client asked to stop at the end of the paid period (API `atPeriodEnd`); undone by 'resume'. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Who or what ended it: 'cliente' (public flow or API), 'paypal' (from PayPal's side), 'sistema'. */
    cancelledBy: text("cancelled_by"),
    /** Last time PayPal reported this subscription's state (webhook or reconciliation). */
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    /** The last charge PayPal reported as failed, and when. */
    lastFailedPaymentAt: timestamp("last_failed_payment_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_id_idx").on(table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId),
  ],
);

/** One row per charge the provider confirmed; the unique reference makes a confirmation idempotent. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    providerReference: text("provider_reference").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    /** End of the period this payment paid for (PayPal's next billing time after it). */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_reference_idx").on(table.providerReference),
    index("payments_paid_at_idx").on(table.paidAt),
  ],
);

/**
 * PayPal webhook events received and verified, by PayPal's event id: a replay of the same event is
 * recognised and changes nothing. Events refused (bad signature) are only logged, never stored here.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    eventId: text("event_id").primaryKey(),
    eventType: text("event_type").notNull(),
    resourceId: text("resource_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** What applying it did: 'aplicado', 'ignorado' (not ours, unknown type) and why. */
    outcome: text("outcome"),
    body: jsonb("body").notNull(),
  },
  (table) => [index("payment_webhook_events_resource_idx").on(table.resourceId)],
);
