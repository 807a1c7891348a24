import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { passages } from "../../../db/schema";

export const PGVECTOR_MISSING_MESSAGE =
  "EMBEDDINGS_BASE_URL está configurado, pero la base de datos no tiene la extensión pgvector (instale postgresql-15-pgvector o quite EMBEDDINGS_*).";
export const PGVECTOR_NOT_ALLOWED_MESSAGE =
  "EMBEDDINGS_BASE_URL está configurado, pero el usuario de la base de datos no puede crear la extensión pgvector (un administrador debe ejecutar CREATE EXTENSION vector en la base, o quite EMBEDDINGS_*).";

/** Start-up stops with this when embeddings are configured but the database cannot hold vectors. */
export class VectorStoreUnavailableError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = "VectorStoreUnavailableError";
  }
}

/**
 * Creates pgvector and the passage_embeddings table when embeddings are configured. They are not in the
 * Drizzle migrations, which must run on servers without pgvector. The column has no fixed dimension:
 * the model decides it, and searches compare only vectors of the same model and size. Safe to run at
 * every start and from two processes at once (an advisory lock serialises them).
 */
export async function ensureVectorStore(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('licita.passage_embeddings'))`);
      await tx.execute(sql`create extension if not exists vector`);
      await tx.execute(sql`
        create table if not exists passage_embeddings (
          passage_id uuid primary key references passages(id) on delete cascade,
          project_id uuid not null references projects(id) on delete cascade,
          model text not null,
          embedding vector not null
        )`);
      await tx.execute(
        sql`create index if not exists passage_embeddings_project_idx on passage_embeddings (project_id, model)`,
      );
    });
  } catch (error) {
    throw toVectorSetupError(error);
  }
}

/**
 * The start-up error for a database without pgvector (PostgreSQL 15 says "could not open extension
 * control file", 58P01; later versions and PGlite "extension is not available", 0A000) or whose user
 * may not create it (42501). Anything else is returned as it came.
 */
export function toVectorSetupError(error: unknown): Error {
  const code = findSqlState(error);
  if (code === "58P01" || code === "0A000")
    return new VectorStoreUnavailableError(PGVECTOR_MISSING_MESSAGE, { cause: error });
  if (code === "42501")
    return new VectorStoreUnavailableError(PGVECTOR_NOT_ALLOWED_MESSAGE, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/** Drizzle wraps the driver's error; the SQLSTATE is on it or on a cause below it. */
function findSqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface PassageToEmbed {
  id: string;
  heading: string | null;
  text: string;
}

export async function listDocumentPassages(db: Database, documentId: string): Promise<PassageToEmbed[]> {
  return db
    .select({ id: passages.id, heading: passages.heading, text: passages.text })
    .from(passages)
    .where(eq(passages.documentId, documentId))
    .orderBy(asc(passages.ordinal));
}

/**
 * Stores (or replaces) the vectors of passages. The project is taken from each passage itself, and a
 * passage deleted meanwhile is skipped. Returns how many rows were written.
 */
export async function storePassageEmbeddings(
  db: Database,
  input: { model: string; items: { passageId: string; embedding: number[] }[] },
): Promise<number> {
  if (input.items.length === 0) return 0;
  const values = sql.join(
    input.items.map((item) => sql`(${item.passageId}::uuid, ${JSON.stringify(item.embedding)}::text)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into passage_embeddings (passage_id, project_id, model, embedding)
    select p.id, p.project_id, ${input.model}, v.embedding::vector
    from (values ${values}) as v(passage_id, embedding)
    join passages p on p.id = v.passage_id
    on conflict (passage_id) do update
      set project_id = excluded.project_id, model = excluded.model, embedding = excluded.embedding`)) as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

export interface VectorSearchRow {
  passage_id: string;
  document_id: string;
  document_name: string;
  page: number | null;
  location: string | null;
  heading: string | null;
  /** The start of the passage, for an excerpt when full-text search did not find it. */
  opening: string;
  distance: number;
}

/**
 * The passages of ONE project nearest to `embedding` by cosine distance, among vectors of the same
 * model and size. Exact (no vector index): the column has no fixed dimension, and a project's
 * passages, found through the project index, are few enough to compare all.
 */
export async function searchPassagesByVector(
  db: Database,
  input: { projectId: string; model: string; embedding: number[]; limit: number },
): Promise<VectorSearchRow[]> {
  const result = (await db.execute(sql`
    with nearest as (
      select pe.passage_id, pe.embedding <=> ${JSON.stringify(input.embedding)}::vector as distance
      from passage_embeddings pe
      where pe.project_id = ${input.projectId} and pe.model = ${input.model}
        and vector_dims(pe.embedding) = ${input.embedding.length}
      order by distance asc
      limit ${input.limit}
    )
    select n.passage_id, p.document_id, d.name as document_name, p.page, p.location, p.heading,
      left(p.text, 400) as opening, n.distance
    from nearest n
    join passages p on p.id = n.passage_id and p.project_id = ${input.projectId}
    join documents d on d.id = p.document_id
    order by n.distance asc, p.ordinal asc`)) as unknown as { rows: VectorSearchRow[] };
  return result.rows.map((row) => ({ ...row, distance: Number(row.distance) }));
}
