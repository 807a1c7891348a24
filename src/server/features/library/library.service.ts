import type { TProjectDocument } from "../../../shared/contracts/documents";
import { LIBRARY_MESSAGES, type TLibraryDocument } from "../../../shared/contracts/library";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { withClientQuotaLock } from "../documents/client-quota-lock";
import { withStoredBytesLock } from "../documents/content-lock";
import { toProjectDocument } from "../documents/document-view";
import { findProjectInputWithContent, isStorageKeyInUse } from "../documents/documents.repository";
import { assertProjectAcceptsUploads, isOverClientLimits } from "../documents/documents.service";
import { embedDocumentPassages } from "../documents/embeddings/embed-passages";
import { queueIngest } from "../documents/ingest-recovery";
import { touchProject } from "../projects/projects.repository";
import {
  deleteLibraryRow,
  findOwnedLibraryDocuments,
  findReadDocumentOf,
  insertLibraryDocumentIntoProject,
  libraryIdsInProject,
  listLibraryOfOwner,
} from "./library.repository";

export type LibraryContext = Pick<
  AppContext,
  "db" | "storage" | "queue" | "logger" | "embeddings" | "config"
>;

/** The client's library: the owner is always the signed-in client, never an id from the request. */
export async function listLibrary(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor },
): Promise<TLibraryDocument[]> {
  return (await listLibraryOfOwner(ctx.db, input.actor.user.id)).map((row) => ({
    id: row.id,
    name: row.name,
    fileType: row.fileType,
    fileSize: row.fileSize,
    documentType: row.documentType,
    createdAt: row.createdAt.toISOString(),
    projectCount: row.projectCount,
  }));
}

/**
 * Includes library documents in a project that still takes documents (open, model not started), as
 * uploads would be: each becomes a document of the project naming the same stored bytes.
 */
export async function addLibraryDocuments(
  ctx: LibraryContext,
  input: { actor: SessionActor; projectId: string; libraryDocumentIds: string[] },
): Promise<TProjectDocument[]> {
  const project = await assertProjectAcceptsUploads(ctx, input);
  const added = await includeLibraryDocuments(ctx, {
    ownerId: input.actor.user.id,
    projectId: project.id,
    libraryDocumentIds: input.libraryDocumentIds,
  });
  await touchProject(ctx.db, project.id);
  return added;
}

/**
 * The inclusion itself, for a project the caller already owns. Every id must be the owner's library's
 * (another client's id is 'not found', like a missing one); an entry the project holds, or whose bytes
 * it holds as another document (uploaded under a tender category, say), is skipped: no duplicates.
 * The text read in an earlier project is reused; otherwise the document is read like an upload.
 */
export async function includeLibraryDocuments(
  ctx: LibraryContext,
  input: { ownerId: string; projectId: string; libraryDocumentIds: string[] },
): Promise<TProjectDocument[]> {
  const wanted = [...new Set(input.libraryDocumentIds)];
  if (wanted.length === 0) return [];
  const entries = await findOwnedLibraryDocuments(ctx.db, wanted, input.ownerId);
  if (entries.length !== wanted.length)
    throw new AppError("NOT_FOUND", { message: LIBRARY_MESSAGES.notFound });
  const held = await libraryIdsInProject(ctx.db, input.projectId);
  const added: TProjectDocument[] = [];
  for (const entry of entries.filter((item) => !held.has(item.id))) {
    // Under the bytes' lock: a deletion elsewhere cannot remove the file while this row is written, and
    // an upload of the same bytes into this project cannot slip in between the check and the insert.
    const row = await withStoredBytesLock(ctx.db, entry.sha256, async (db) => {
      if (await findProjectInputWithContent(db, input.projectId, entry.sha256)) return null;
      if (!(await ctx.storage.exists(entry.storageKey))) {
        throw new AppError("NOT_FOUND", { message: "No se encontró el archivo solicitado." });
      }
      const read = await findReadDocumentOf(db, entry);
      // Each inclusion is a document with its own copy of the passages: it counts as an upload, checked
      // with its insert under the client's lock.
      return withClientQuotaLock(db, input.ownerId, async (quotaDb) => {
        if (await isOverClientLimits(quotaDb, ctx.config, input.ownerId, entry.sha256, entry.fileSize))
          throw new AppError("CLIENT_STORAGE_FULL");
        return insertLibraryDocumentIntoProject(quotaDb, { entry, projectId: input.projectId, read });
      });
    });
    if (!row) continue;
    if (row.status === "listo") {
      if (ctx.embeddings) {
        await embedDocumentPassages({ db: ctx.db, embeddings: ctx.embeddings }, row.id).catch(
          (error: unknown) =>
            ctx.logger.warn({ err: error, documentId: row.id }, "library passages not embedded; words only"),
        );
      }
      added.push(toProjectDocument(row));
    } else {
      const notQueued = await queueIngest(ctx, row);
      added.push(toProjectDocument(notQueued ? { ...row, statusDetail: notQueued } : row));
    }
  }
  return added;
}

/**
 * Takes a document out of the client's library: no later project is offered it. The projects that
 * hold it keep their document (a closed one keeps what its proposal cites); the bytes are deleted
 * only when no project of any client and no library names them any more.
 */
export async function removeLibraryDocument(
  ctx: LibraryContext,
  input: { actor: SessionActor; libraryDocumentId: string },
): Promise<TLibraryDocument[]> {
  const removed = await deleteLibraryRow(ctx.db, input.libraryDocumentId, input.actor.user.id);
  if (!removed) throw new AppError("NOT_FOUND", { message: LIBRARY_MESSAGES.notFound });
  await withStoredBytesLock(ctx.db, removed.sha256, async (db) => {
    if (await isStorageKeyInUse(db, removed.storageKey)) return;
    await ctx.storage.delete(removed.storageKey).catch((error: unknown) => {
      ctx.logger.warn(
        { err: error, key: removed.storageKey },
        "could not delete stored bytes; they stay orphaned",
      );
    });
  });
  return listLibrary(ctx, input);
}
