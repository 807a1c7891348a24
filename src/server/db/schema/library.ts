import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The client's library: its company documents (legal, fiscal, CVs, previous proposals…) kept once and
 * offered to every later project. The bytes are the same content-addressed file the projects' rows
 * name (never a copy); a project includes a library document through a `documents` row of its own that
 * points back here (`documents.library_document_id`). One per client and content.
 */
export const libraryDocuments = pgTable(
  "library_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fileType: text("file_type").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    documentType: text("document_type", {
      enum: ["legal", "fiscal", "curricula", "equipo", "otros"],
    }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("library_documents_owner_sha_idx").on(table.ownerId, table.sha256),
    index("library_documents_storage_idx").on(table.storageKey),
  ],
);
