import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DocumentCategory } from "../../../../shared/rules/files";
import type { Database } from "../../../db/client";
import { documents, passages, phaseVersions } from "../../../db/schema";
import type { CategorizedPassage } from "./phase-input";

const passageColumns = {
  id: passages.id,
  documentId: passages.documentId,
  documentName: documents.name,
  documentType: documents.documentType,
  page: passages.page,
  heading: passages.heading,
  text: passages.text,
  isOcr: sql<boolean>`coalesce(${documents.ocrPages} @> jsonb_build_array(jsonb_build_object('page', ${passages.page})), false)`,
};

/** The project's passages from uploaded documents of the given categories, in reading order. */
export async function listCategoryPassages(
  db: Database,
  projectId: string,
  categories: readonly DocumentCategory[],
): Promise<CategorizedPassage[]> {
  if (categories.length === 0) return [];
  return db
    .select(passageColumns)
    .from(passages)
    .innerJoin(documents, eq(documents.id, passages.documentId))
    .where(
      and(
        eq(passages.projectId, projectId),
        eq(documents.kind, "input"),
        inArray(documents.documentType, [...categories]),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.name), asc(passages.ordinal));
}

/** Passages by id, only within the project (a stored id from elsewhere is simply not found). */
export async function findProjectPassages(
  db: Database,
  projectId: string,
  ids: string[],
): Promise<CategorizedPassage[]> {
  if (ids.length === 0) return [];
  return db
    .select(passageColumns)
    .from(passages)
    .innerJoin(documents, eq(documents.id, passages.documentId))
    .where(and(eq(passages.projectId, projectId), inArray(passages.id, ids)));
}

/** The project's passages of one uploaded document, found by its name (for sources read back from Excel). */
export async function findPassagesByDocumentName(
  db: Database,
  projectId: string,
  documentName: string,
): Promise<CategorizedPassage[]> {
  return db
    .select(passageColumns)
    .from(passages)
    .innerJoin(documents, eq(documents.id, passages.documentId))
    .where(
      and(eq(passages.projectId, projectId), eq(documents.kind, "input"), eq(documents.name, documentName)),
    )
    .orderBy(asc(passages.ordinal));
}

/**
 * Spanish full-text search over the project's uploaded documents, whole passages, best first. Any word
 * may match (the builders ask with several words and rank by how many fit), with and without accents.
 */
export async function searchCategoryPassages(
  db: Database,
  projectId: string,
  query: string,
  categories: readonly DocumentCategory[] | undefined,
  limit: number,
): Promise<CategorizedPassage[]> {
  const terms = query
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)
    .slice(0, 24);
  if (terms.length === 0) return [];
  const anyWord = terms.join(" or ");
  const categoryFilter =
    categories && categories.length > 0
      ? sql`and d.document_type in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : sql``;
  const result = (await db.execute(sql`
    with query as (
      select websearch_to_tsquery('spanish', ${anyWord}) || websearch_to_tsquery('spanish', f_unaccent(${anyWord})) as q
    )
    select p.id, p.document_id as "documentId", d.name as "documentName", d.document_type as "documentType",
      p.page, p.heading, p.text,
      coalesce(d.ocr_pages @> jsonb_build_array(jsonb_build_object('page', p.page)), false) as "isOcr"
    from passages p join documents d on d.id = p.document_id, query
    where p.project_id = ${projectId} and d.kind = 'input' and p.search_vector @@ query.q ${categoryFilter}
    order by ts_rank(p.search_vector, query.q) desc, p.ordinal asc
    limit ${limit}`)) as unknown as { rows: CategorizedPassage[] };
  return result.rows;
}

/** The latest finished version of a phase (the one later phases read), or undefined. */
export async function findLatestReadyVersion(db: Database, projectId: string, phase: number) {
  const [row] = await db
    .select()
    .from(phaseVersions)
    .where(
      and(
        eq(phaseVersions.projectId, projectId),
        eq(phaseVersions.phase, phase),
        eq(phaseVersions.status, "listo"),
      ),
    )
    .orderBy(desc(phaseVersions.version))
    .limit(1);
  return row;
}

/** The ready versions of one phase below `beforeVersion`, oldest first: the history a regeneration builds on. */
export async function listReadyVersions(
  db: Database,
  projectId: string,
  phase: number,
  beforeVersion: number,
) {
  const rows = await db
    .select()
    .from(phaseVersions)
    .where(
      and(
        eq(phaseVersions.projectId, projectId),
        eq(phaseVersions.phase, phase),
        eq(phaseVersions.status, "listo"),
      ),
    )
    .orderBy(asc(phaseVersions.version));
  return rows.filter((row) => row.version < beforeVersion);
}
