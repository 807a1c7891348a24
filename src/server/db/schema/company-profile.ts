import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const PROFILE_VALUE_STATUSES = ["confirmado", "corregido"] as const;

/**
 * A value of the client's company profile that the client confirmed or corrected on 'Perfil de la
 * empresa'. Extracted values are not stored: they are read again from the client's documents each
 * time; a row here wins over every extraction, now and later. One per client and field.
 */
export const companyProfileValues = pgTable(
  "company_profile_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    value: text("value").notNull(),
    status: text("status", { enum: PROFILE_VALUE_STATUSES }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("company_profile_values_owner_field_idx").on(table.ownerId, table.field)],
);
