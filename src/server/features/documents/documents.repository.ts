import { and, asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, libraryDocuments, type passages } from "../../db/schema";
import { MATCH_END, MATCH_START } from "./search-excerpt";

export type DocumentRow = typeof documents.$inferSelect;
export type NewPassage = Omit<typeof passages.$inferInsert, "id" | "searchVector">;

export async function insertDocument(
  db: Database,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function listProjectDocuments(db: Database, projectId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(asc(documents.createdAt));
}

/** The project's input document with these bytes, if it holds one (the first kept). */
export async function findProjectInputWithContent(
  db: Database,
  projectId: string,
  sha256: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.sha256, sha256), eq(documents.kind, "input")))
    .orderBy(asc(documents.createdAt))
    .limit(1);
  return row;
}

/** The documents among `ids` that belong to `ownerId` (others are simply absent). */
export async function findOwnedDocuments(
  db: Database,
  ids: string[],
  ownerId: string,
): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.ownerId, ownerId)))
    .orderBy(asc(documents.createdAt));
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function deleteDocumentRows(db: Database, ids: string[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db.delete(documents).where(inArray(documents.id, ids)).returning();
}

/**
 * Whether any other document, or an entry of a client's library, still points at these bytes
 * (content-addressed storage is shared by every project and library that holds the same file).
 */
export async function isStorageKeyInUse(
  db: Database,
  storageKey: string,
  exceptIds: string[] = [],
): Promise<boolean> {
  const conditions = [eq(documents.storageKey, storageKey)];
  for (const id of exceptIds) conditions.push(ne(documents.id, id));
  const [row] = await db
    .select({ value: count() })
    .from(documents)
    .where(and(...conditions));
  if (Number(row?.value ?? 0) > 0) return true;
  const [library] = await db
    .select({ value: count() })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.storageKey, storageKey));
  return Number(library?.value ?? 0) > 0;
}

export async function setDocumentStatus(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      DocumentRow,
      "status" | "statusDetail" | "pageCount" | "passageCount" | "processedAt" | "ocrPages" | "ocrProgress"
    >
  >,
): Promise<void> {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

/**
 * Replaces a document's passages and marks it ready in one statement (so, atomically: a re-run or a
 * job retry never leaves duplicates or a half-indexed document): the old passages deleted, the new
 * ones inserted from one JSON parameter (not six parameters a row, which cost more to send and plan
 * than the rows themselves) and the document marked 'listo'. Their search vectors are computed as
 * the rows go in (a generated column).
 */
export async function replacePassages(
  db: Database,
  documentId: string,
  rows: NewPassage[],
  pageCount: number | null,
  ocrPages: DocumentRow["ocrPages"] = null,
): Promise<void> {
  const json = JSON.stringify(
    rows.map((row) => ({
      project_id: row.projectId,
      ordinal: row.ordinal,
      page: row.page ?? null,
      location: wellFormed(row.location ?? null),
      heading: wellFormed(row.heading ?? null),
      text: wellFormed(row.text),
    })),
  );
  await db.execute(sql`
    WITH removed AS (DELETE FROM passages WHERE document_id = ${documentId}),
    added AS (
      INSERT INTO passages (document_id, project_id, ordinal, page, location, heading, text)
      SELECT ${documentId}, r.project_id, r.ordinal, r.page, r.location, r.heading, r.text
      FROM jsonb_to_recordset(${json}::jsonb)
        AS r(project_id uuid, ordinal integer, page integer, location text, heading text, text text)
    )
    UPDATE documents SET
      status = 'listo', status_detail = NULL, page_count = ${pageCount}, passage_count = ${rows.length},
      ocr_pages = ${ocrPages === null ? null : JSON.stringify(ocrPages)}::jsonb, ocr_progress = NULL,
      processed_at = now()
    WHERE id = ${documentId}`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A broken character (half of a UTF-16 pair, which a damaged PDF font map can give) as U+FFFD: what a
 * text parameter became on its way to the database, while in JSON it would be refused.
 */
function wellFormed<T extends string | null>(text: T): T {
  return (text === null ? text : text.replace(LONE_SURROGATE, "\uFFFD")) as T;
}

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=45, MinWords=20, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchRow {
  passage_id: string;
  document_id: string;
  document_name: string;
  page: number | null;
  location: string | null;
  heading: string | null;
  excerpt: string;
  rank: number;
}

/**
 * Spanish full-text search over one project's passages: the query stemmed as written and without
 * accents, ranked, with an excerpt whose matches are wrapped in MATCH_START/MATCH_END. The matches are
 * ranked on their search vector alone (kept in the row: migration 0018) and only the best `limit`
 * read their text for the excerpt. The excerpt
 * folds accents on both sides (licita_es_unaccent), so a query typed without them marks the accented
 * words it matched.
 */
export async function searchPassages(
  db: Database,
  projectId: string,
  query: string,
  limit: number,
): Promise<SearchRow[]> {
  const result = (await db.execute(searchPassagesStatement(projectId, query, limit))) as unknown as {
    rows: SearchRow[];
  };
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** The statement `searchPassages` runs (also explained by `npm run bench:search`). */
export function searchPassagesStatement(projectId: string, query: string, limit: number): SQL {
  // Spanish stemming strips '-ción' only when accented: 'aclaracion' typed without the accent would
  // miss 'aclaraciones'. The query is also tried with the accent put back on -cion/-sion endings.
  const reaccented = query.replace(/([cs])ion(?=$|[^\p{L}])/giu, "$1ión");
  return sql`
    with ranked as (
      select p.id, p.ordinal, ts_rank(p.search_vector, query.q) as rank
      from passages p, (select websearch_to_tsquery('spanish', ${query})
        || websearch_to_tsquery('spanish', f_unaccent(${query}))
        ${reaccented === query ? sql`` : sql`|| websearch_to_tsquery('spanish', ${reaccented})`} as q) query
      where p.project_id = ${projectId} and p.search_vector @@ query.q
      order by rank desc, p.ordinal asc
      limit ${limit}
    )
    select p.id as passage_id, p.document_id, d.name as document_name, p.page, p.location, p.heading,
      ts_headline('licita_es_unaccent', p.text, websearch_to_tsquery('licita_es_unaccent', ${query}),
        ${HEADLINE_OPTIONS}) as excerpt,
      ranked.rank
    from ranked join passages p on p.id = ranked.id join documents d on d.id = p.document_id
    order by ranked.rank desc, ranked.ordinal asc`;
}

/**
 * What a client keeps, for its limits: its input documents (library inclusions too), the bytes of the
 * distinct files among them (the same file in several projects is stored once), and whether it already
 * holds `sha256` (then a new copy adds no bytes).
 */
export async function findClientHoldings(
  db: Database,
  ownerId: string,
  sha256: string,
): Promise<{ documents: number; bytes: number; holdsBytes: boolean }> {
  const result = await db.execute(sql`
    SELECT count(*) AS documents,
      COALESCE(sum(size) FILTER (WHERE first_of_content), 0) AS bytes,
      bool_or(sha256 = ${sha256}) AS holds_bytes
    FROM (
      SELECT ${documents.fileSize} AS size, ${documents.sha256} AS sha256,
        row_number() OVER (PARTITION BY ${documents.sha256}) = 1 AS first_of_content
      FROM ${documents}
      WHERE ${documents.ownerId} = ${ownerId} AND ${documents.kind} = 'input'
    ) AS held`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    documents: Number(row.documents ?? 0),
    bytes: Number(row.bytes ?? 0),
    holdsBytes: row.holds_bytes === true,
  };
}
