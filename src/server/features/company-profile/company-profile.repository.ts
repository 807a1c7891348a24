import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DocumentCategory } from "../../../shared/rules/files";
import type { Database } from "../../db/client";
import { companyProfileValues, documents, passages } from "../../db/schema";
import type { CategorizedPassage } from "../phases/generation/phase-input";

export type ProfileValueRow = typeof companyProfileValues.$inferSelect;

/**
 * The passages of the client's library documents of these categories, each read once (a library
 * document held by several projects has a copy of its passages in each): the profile is the client's,
 * not a project's. A document taken out of the library no longer feeds it.
 */
export async function listOwnerPassages(
  db: Database,
  ownerId: string,
  categories: readonly DocumentCategory[],
): Promise<CategorizedPassage[]> {
  return db
    .select({
      id: passages.id,
      documentId: passages.documentId,
      documentName: documents.name,
      documentType: documents.documentType,
      page: passages.page,
      heading: passages.heading,
      text: passages.text,
    })
    .from(passages)
    .innerJoin(documents, eq(documents.id, passages.documentId))
    .where(
      and(
        eq(documents.ownerId, ownerId),
        eq(documents.kind, "input"),
        eq(documents.status, "listo"),
        inArray(documents.documentType, [...categories]),
        sql`${documents.id} in (select distinct on (library_document_id) id from documents
          where owner_id = ${ownerId} and kind = 'input' and status = 'listo' and library_document_id is not null
          order by library_document_id, processed_at, id)`,
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.name), asc(passages.ordinal));
}

export function listProfileValues(db: Database, ownerId: string): Promise<ProfileValueRow[]> {
  return db.select().from(companyProfileValues).where(eq(companyProfileValues.ownerId, ownerId));
}

/** Writes the client's decision on one field; a later one replaces it. */
export async function upsertProfileValue(
  db: Database,
  row: { ownerId: string; field: string; value: string; status: ProfileValueRow["status"] },
): Promise<void> {
  await db
    .insert(companyProfileValues)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [companyProfileValues.ownerId, companyProfileValues.field],
      set: { value: row.value, status: row.status, updatedAt: new Date() },
    });
}

export async function deleteProfileValue(db: Database, ownerId: string, field: string): Promise<void> {
  await db
    .delete(companyProfileValues)
    .where(and(eq(companyProfileValues.ownerId, ownerId), eq(companyProfileValues.field, field)));
}
