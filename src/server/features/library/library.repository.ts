import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isLibraryCategory } from "../../../shared/rules/files";
import type { Database } from "../../db/client";
import { documents, libraryDocuments } from "../../db/schema";
import type { DocumentRow } from "../documents/documents.repository";

export type LibraryRow = typeof libraryDocuments.$inferSelect;
export type LibraryRowWithUse = LibraryRow & { projectCount: number };

/**
 * Puts a project's company document into its owner's library (one entry per client and content: the
 * same bytes uploaded again reuse the entry) and links the row to it. Tender categories stay out.
 */
export async function linkDocumentToLibrary(db: Database, document: DocumentRow): Promise<string | null> {
  if (document.kind !== "input" || !isLibraryCategory(document.documentType)) return null;
  await db
    .insert(libraryDocuments)
    .values({
      ownerId: document.ownerId,
      name: document.name,
      fileType: document.fileType,
      mimeType: document.mimeType,
      fileSize: document.fileSize,
      sha256: document.sha256,
      storageKey: document.storageKey,
      documentType: document.documentType,
    })
    .onConflictDoNothing({ target: [libraryDocuments.ownerId, libraryDocuments.sha256] });
  const [entry] = await db
    .select({ id: libraryDocuments.id })
    .from(libraryDocuments)
    .where(and(eq(libraryDocuments.ownerId, document.ownerId), eq(libraryDocuments.sha256, document.sha256)));
  if (!entry) return null;
  await db.update(documents).set({ libraryDocumentId: entry.id }).where(eq(documents.id, document.id));
  return entry.id;
}

/** The client's library, newest first, with how many of its projects (open or closed) hold each entry. */
export async function listLibraryOfOwner(db: Database, ownerId: string): Promise<LibraryRowWithUse[]> {
  const used = db
    .select({
      libraryDocumentId: documents.libraryDocumentId,
      projectCount: sql<number>`count(distinct ${documents.projectId})`.as("project_count"),
    })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), isNotNull(documents.libraryDocumentId)))
    .groupBy(documents.libraryDocumentId)
    .as("used");
  const rows = await db
    .select({ entry: libraryDocuments, projectCount: used.projectCount })
    .from(libraryDocuments)
    .leftJoin(used, eq(used.libraryDocumentId, libraryDocuments.id))
    .where(eq(libraryDocuments.ownerId, ownerId))
    .orderBy(desc(libraryDocuments.createdAt), asc(libraryDocuments.name));
  return rows.map((row) => ({ ...row.entry, projectCount: Number(row.projectCount ?? 0) }));
}

/** The entries among `ids` that are `ownerId`'s (another client's are simply absent). */
export async function findOwnedLibraryDocuments(
  db: Database,
  ids: string[],
  ownerId: string,
): Promise<LibraryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(libraryDocuments)
    .where(and(inArray(libraryDocuments.id, ids), eq(libraryDocuments.ownerId, ownerId)));
}

/** The library entries a project already holds (so adding one twice adds nothing). */
export async function libraryIdsInProject(db: Database, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: documents.libraryDocumentId })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), isNotNull(documents.libraryDocumentId)));
  return new Set(rows.map((row) => row.id!));
}

/** A document of the client already read from these bytes, whose passages a new project can reuse. */
export async function findReadDocumentOf(db: Database, entry: LibraryRow): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, entry.ownerId),
        eq(documents.sha256, entry.sha256),
        eq(documents.kind, "input"),
        eq(documents.status, "listo"),
      ),
    )
    .orderBy(desc(documents.processedAt))
    .limit(1);
  return row;
}

/**
 * Adds a library entry to a project as a document row of its own, naming the same stored bytes (no
 * copy). When the client's bytes were already read in another project, their passages are copied to
 * this project in the same transaction (the project's search and citations stay within the project);
 * otherwise the row is left 'en_cola' for the reading job.
 */
export async function insertLibraryDocumentIntoProject(
  db: Database,
  input: { entry: LibraryRow; projectId: string; read: DocumentRow | undefined },
): Promise<DocumentRow> {
  const { entry, read } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        projectId: input.projectId,
        ownerId: entry.ownerId,
        name: entry.name,
        fileType: entry.fileType,
        mimeType: entry.mimeType,
        fileSize: entry.fileSize,
        sha256: entry.sha256,
        storageKey: entry.storageKey,
        documentType: entry.documentType,
        kind: "input",
        libraryDocumentId: entry.id,
        ...(read
          ? {
              status: "listo" as const,
              pageCount: read.pageCount,
              passageCount: read.passageCount,
              ocrPages: read.ocrPages,
              processedAt: new Date(),
            }
          : {}),
      })
      .returning();
    if (read) {
      await tx.execute(sql`
        insert into passages (document_id, project_id, ordinal, page, location, heading, text)
        select ${row!.id}::uuid, ${input.projectId}::uuid, ordinal, page, location, heading, text
        from passages where document_id = ${read.id} order by ordinal`);
    }
    return row!;
  });
}

/** Removes an entry from the client's library; projects keep their rows (their link is cleared). */
export async function deleteLibraryRow(
  db: Database,
  id: string,
  ownerId: string,
): Promise<LibraryRow | undefined> {
  const [row] = await db
    .delete(libraryDocuments)
    .where(and(eq(libraryDocuments.id, id), eq(libraryDocuments.ownerId, ownerId)))
    .returning();
  return row;
}
