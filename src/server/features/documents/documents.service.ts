import { unlink } from "node:fs/promises";
import {
  duplicateFileMessage,
  type TProjectDocument,
  type TRejectedFile,
  type TSearchHit,
} from "../../../shared/contracts/documents";
import { ERROR_CODES } from "../../../shared/errors";
import { type DocumentCategory, FILE_MESSAGES, formatFileSize } from "../../../shared/rules/files";
import type { AppContext } from "../../context";
import { hasSqlState } from "../../db/sql-state";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { linkDocumentToLibrary } from "../library/library.repository";
import { assertProjectOpen, requireOwnedProject } from "../projects/projects.policy";
import { findUploadRefusal, touchProject } from "../projects/projects.repository";
import { withClientQuotaLock } from "./client-quota-lock";
import { withStoredBytesLock } from "./content-lock";
import { toProjectDocument } from "./document-view";
import {
  deleteDocumentRows,
  findClientHoldings,
  findOwnedDocuments,
  findProjectInputWithContent,
  insertDocument,
  isStorageKeyInUse,
  listProjectDocuments,
  searchPassages,
} from "./documents.repository";
import { searchPassagesHybrid } from "./embeddings/hybrid-search";
import { queueIngest } from "./ingest-recovery";
import { releaseStoredFiles } from "./release-files";
import { readMarkedExcerpt } from "./search-excerpt";
import { sanitizeFileName } from "./upload/file-name";
import { inspectFile } from "./upload/inspect-file";

type DocumentsContext = Pick<AppContext, "db" | "storage" | "queue" | "logger" | "config">;

export async function listDocuments(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; projectId: string },
) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  return (await listProjectDocuments(ctx.db, project.id)).map(toProjectDocument);
}

/** Checked once per upload request, before any byte of a file is read. */
export async function assertProjectAcceptsUploads(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; projectId: string },
) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  assertProjectOpen(project);
  if (project.ragStartedAt) throw new AppError("RAG_STARTED");
  return project;
}

export type UploadOutcome =
  | { ok: true; document: TProjectDocument }
  | {
      ok: false;
      name: string;
      code:
        | "UNSUPPORTED_FILE"
        | "EMPTY_FILE"
        | "UNSAFE_FILE"
        | "FILE_TOO_LARGE"
        | "DUPLICATE_FILE"
        | "RAG_STARTED"
        | "PROJECT_CLOSED"
        | "CLIENT_STORAGE_FULL";
      message: string;
      existingDocument?: TRejectedFile["existingDocument"];
    };

/**
 * Whether keeping one more file of `size` bytes would take the client past its limits (documents, and
 * bytes of distinct files: a file it already holds elsewhere adds none). Decisive only under the
 * client's lock (`withClientQuotaLock`) with the insert that uses it.
 */
export async function isOverClientLimits(
  db: DocumentsContext["db"],
  config: DocumentsContext["config"],
  ownerId: string,
  sha256: string,
  size: number,
): Promise<boolean> {
  const held = await findClientHoldings(db, ownerId, sha256);
  if (held.documents + 1 > config.CLIENT_DOCUMENT_LIMIT) return true;
  const added = held.holdsBytes ? 0 : size;
  return held.bytes + added > config.CLIENT_STORAGE_LIMIT_MB * 1024 * 1024;
}

/**
 * Keeps one received file: its type is decided by its content, its bytes stored durably under their
 * SHA-256, and only then is the row written and the reading job queued. A refused file is deleted and
 * reported; it never stops the others. Bytes the project already holds (uploaded before, or included
 * from the library) are refused as DUPLICATE_FILE naming that document, which stays as it was; the check
 * and the insert run under the bytes' lock, so two uploads of one file at once keep one.
 */
export async function storeUploadedFile(
  ctx: DocumentsContext,
  input: {
    actor: SessionActor;
    projectId: string;
    category: DocumentCategory;
    declaredName: string;
    tempPath: string;
    size: number;
    sha256: string;
  },
): Promise<UploadOutcome> {
  const name = sanitizeFileName(input.declaredName);
  const storageFull = { isRefused: true as const, code: "CLIENT_STORAGE_FULL" as const };
  try {
    const inspection = await inspectFile(input.tempPath, name);
    if (!inspection.ok) return { ok: false, name, code: inspection.code, message: inspection.message };
    // Under the bytes' lock: a deletion of the same bytes cannot remove the file between the two steps.
    const kept = await withStoredBytesLock(ctx.db, input.sha256, async (db) => {
      // Checked again as the row is written, not only before the bytes arrived: a long upload may end
      // after 'Iniciar' or 'Cerrar' in another tab, and a started model takes no more documents.
      const refusal = await findUploadRefusal(db, input.projectId);
      if (refusal) return { isRefused: true as const, code: refusal };
      const existing = await findProjectInputWithContent(db, input.projectId, input.sha256);
      if (existing) return { isRefused: false as const, isDuplicate: true as const, row: existing };
      const ownerId = input.actor.user.id;
      // A first look, so that a file surely refused is not written to storage.
      if (await isOverClientLimits(db, ctx.config, ownerId, input.sha256, input.size)) return storageFull;
      const stored = await ctx.storage.putFile(input.tempPath, {
        sha256: input.sha256,
        size: input.size,
        contentType: inspection.mimeType,
      });
      // The check that counts: with the row, under the client's lock, so files in flight add up.
      // A client deleted once the bytes were stored: on the embedded database its deletion may commit
      // before this row, whose foreign key then fails (on PostgreSQL the deletion waits for the project).
      const inserted = await withClientQuotaLock(db, ownerId, async (quotaDb) => {
        if (await isOverClientLimits(quotaDb, ctx.config, ownerId, input.sha256, input.size)) return null;
        const row = await insertDocument(quotaDb, {
          projectId: input.projectId,
          ownerId,
          name,
          fileType: inspection.fileType,
          mimeType: inspection.mimeType,
          fileSize: input.size,
          sha256: input.sha256,
          storageKey: stored.key,
          documentType: input.category,
          kind: "input",
        });
        // The client's own documents go to its library, for every later project.
        return { ...row, libraryDocumentId: await linkDocumentToLibrary(quotaDb, row) };
      }).catch((error: unknown) => {
        if (hasSqlState(error, "23503")) return "gone" as const;
        throw error;
      });
      if (!inserted || inserted === "gone") {
        // Still under the bytes' lock: no other row can have started to use the file meanwhile.
        if (!(await isStorageKeyInUse(db, stored.key))) {
          await ctx.storage.delete(stored.key).catch((error: unknown) => {
            ctx.logger.warn(
              { err: error, key: stored.key },
              "could not delete refused bytes; they stay orphaned",
            );
          });
        }
        return inserted === "gone"
          ? { isRefused: true as const, code: "PROJECT_CLOSED" as const }
          : storageFull;
      }
      return { isRefused: false as const, isDuplicate: false as const, row: inserted };
    });
    if (kept.isRefused) {
      return { ok: false, name, code: kept.code, message: ERROR_CODES[kept.code].message };
    }
    if (kept.isDuplicate) {
      const existing = { id: kept.row.id, name: kept.row.name, status: kept.row.status };
      const message = duplicateFileMessage(existing);
      return { ok: false, name, code: "DUPLICATE_FILE", message, existingDocument: existing };
    }
    const row = kept.row;
    await touchProject(ctx.db, input.projectId);
    const notQueued = await queueIngest(ctx, row);
    return { ok: true, document: toProjectDocument(notQueued ? { ...row, statusDetail: notQueued } : row) };
  } finally {
    await unlink(input.tempPath).catch(() => undefined);
  }
}

export function tooLargeOutcome(declaredName: string, size: number): UploadOutcome {
  return {
    ok: false,
    name: sanitizeFileName(declaredName),
    code: "FILE_TOO_LARGE",
    message: FILE_MESSAGES.tooLarge(`más de ${formatFileSize(size)}`),
  };
}

/**
 * Deletes input documents of an open project whose model has not started: rows, passages (cascade) and
 * bytes no longer shared. A library document leaves this project only: the library and the other
 * projects keep it, and its bytes stay while any of them names them. Once started, generated versions cite these documents' pages, so they stay.
 */
export async function deleteDocuments(
  ctx: DocumentsContext,
  input: { actor: SessionActor; projectId: string; documentIds: string[] },
): Promise<void> {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  assertProjectOpen(project);
  if (project.ragStartedAt) throw new AppError("RAG_STARTED_DELETE");
  const owned = await findOwnedDocuments(ctx.db, input.documentIds, input.actor.user.id);
  const targets = owned.filter((row) => row.projectId === project.id && row.kind === "input");
  if (targets.length !== new Set(input.documentIds).size) {
    throw new AppError("NOT_FOUND", { message: "No se encontró alguno de los documentos seleccionados." });
  }
  const deleted = await deleteDocumentRows(
    ctx.db,
    targets.map((row) => row.id),
  );
  // Under each file's bytes' lock: an upload of the same bytes either committed its row (the file stays)
  // or waits until the file is gone (and then writes it again).
  await releaseStoredFiles(ctx, deleted);
  await touchProject(ctx.db, project.id);
}

/**
 * The best passages of the project for a query: the retrieval the phases use. By words (Spanish
 * full-text), and also by meaning when embeddings are configured (the two rankings fused).
 */
export async function searchProject(
  ctx: Pick<AppContext, "db" | "embeddings" | "logger">,
  input: { actor: SessionActor; projectId: string; query: string; limit: number },
): Promise<TSearchHit[]> {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  const search = { projectId: project.id, query: input.query, limit: input.limit };
  const rows = ctx.embeddings
    ? await searchPassagesHybrid({ db: ctx.db, embeddings: ctx.embeddings, logger: ctx.logger }, search)
    : await searchPassages(ctx.db, project.id, input.query, input.limit);
  return rows.map((row) => ({
    passageId: row.passage_id,
    documentId: row.document_id,
    documentName: row.document_name,
    page: row.page,
    location: row.location,
    heading: row.heading,
    ...readMarkedExcerpt(row.excerpt),
    rank: row.rank,
  }));
}
