import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { libraryDocuments } from "./library";
import { users } from "./users";

export const PROJECT_STATUSES = ["active", "closed"] as const;
export const DOCUMENT_CATEGORIES = [
  "bases",
  "anexos",
  "formatos",
  "legal",
  "fiscal",
  "curricula",
  "equipo",
  "otros",
] as const;
export const DOCUMENT_KINDS = ["input", "output"] as const;
/** en_cola → procesando → listo | sin_texto | no_soportado | error */
export const DOCUMENT_STATUSES = [
  "en_cola",
  "procesando",
  "listo",
  "sin_texto",
  "no_soportado",
  "error",
] as const;

/** A tender the client works on. `currentPhase` is set once the eight-phase model starts (0-7). */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("active"),
    ragStartedAt: timestamp("rag_started_at", { withTimezone: true }),
    currentPhase: integer("current_phase"),
    /** Phases the user has advanced past (0-7). */
    completedPhases: integer("completed_phases").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("projects_owner_idx").on(table.ownerId),
    index("projects_created_idx").on(table.createdAt),
  ],
);

/** An uploaded (input) or generated (output) file; the bytes live in storage under `storageKey`. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fileType: text("file_type").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    documentType: text("document_type", { enum: DOCUMENT_CATEGORIES }).notNull().default("otros"),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull().default("input"),
    /** The library document this input is (set for the client's own categories; null once removed there). */
    libraryDocumentId: uuid("library_document_id").references(() => libraryDocuments.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("en_cola"),
    statusDetail: text("status_detail"),
    pageCount: integer("page_count"),
    passageCount: integer("passage_count"),
    /** Pages read by OCR, with Tesseract's confidence (0-100; null: the page could not be read). */
    ocrPages: jsonb("ocr_pages").$type<{ page: number; confidence: number | null }[]>(),
    /** While OCR runs: pages read so far and how many there are, for the documents view. */
    ocrProgress: jsonb("ocr_progress").$type<{ done: number; total: number }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    index("documents_project_idx").on(table.projectId),
    index("documents_sha_idx").on(table.sha256),
    index("documents_owner_idx").on(table.ownerId),
    index("documents_created_idx").on(table.createdAt),
    index("documents_library_idx").on(table.libraryDocumentId),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Pieces of a document's text that keep their document, page and heading: what search returns and the
 * phases cite. `searchVector` is generated: Spanish stems of the text as written and without accents.
 */
export const passages = pgTable(
  "passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page"),
    /** Where in the document when it has no pages: a sheet's or a slide's name. */
    location: text("location"),
    heading: text("heading"),
    text: text("text").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('spanish', coalesce("heading", '')), 'A') || to_tsvector('spanish', "text") || to_tsvector('spanish', f_unaccent("text"))`,
      ),
  },
  (table) => [
    index("passages_document_idx").on(table.documentId, table.ordinal),
    index("passages_project_idx").on(table.projectId),
    index("passages_search_idx").using("gin", table.searchVector),
  ],
);

/** Short-lived, user-bound download links for a selection or a project's ZIP. Stored hashed. */
export const downloadGrants = pgTable(
  "download_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentIds: jsonb("document_ids").$type<string[]>().notNull(),
    /** 'Descargar todos' is always a ZIP; a selection of one document is that document itself. */
    isZip: boolean("is_zip").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("download_grants_token_idx").on(table.tokenHash),
    index("download_grants_expires_idx").on(table.expiresAt),
  ],
);
