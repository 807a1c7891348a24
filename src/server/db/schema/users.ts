import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const USER_ROLES = ["admin", "cliente"] as const;
export const USER_STATUSES = ["active", "inactive", "suspended"] as const;
export const SUBSCRIPTION_STATUSES = ["pendiente", "al corriente", "vencido", "cancelado"] as const;

/** People who sign in. E-mails are stored lower-cased; passwords only as Argon2id hashes. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("cliente"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("inactive"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default("pendiente"),
    paidThrough: timestamp("paid_through", { withTimezone: true }),
    /**
     * When the account was first opened: its activation link used, or its creation by an administrator.
     * An account with one is never again a registration to start over nor one to activate: only an
     * administrator changes its status (a self-registered account has none until it is activated).
     */
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_idx").on(table.email),
    index("users_created_idx").on(table.createdAt),
    index("users_role_status_idx").on(table.role, table.status),
  ],
);

/** Signed-in sessions: opaque tokens stored as SHA-256 hashes, revocable one by one or all at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_idx").on(table.tokenHash),
    index("sessions_user_idx").on(table.userId),
  ],
);

/** Failed logins per e-mail (known or not), and the lock they lead to. */
export const loginFailures = pgTable("login_failures", {
  email: text("email").primaryKey(),
  failureCount: integer("failure_count").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** `subscription_access`: the short grant the public cancel/reactivate flow gets from its identity check. */
export const ACCOUNT_TOKEN_KINDS = ["activation", "password_reset", "subscription_access"] as const;

/** Single-use activation and reset links: hashed, short-lived, superseded by a newer one. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_tokens_hash_idx").on(table.tokenHash),
    index("account_tokens_user_kind_idx").on(table.userId, table.kind),
  ],
);
