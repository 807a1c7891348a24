import { Readable } from "node:stream";
import { and, eq, gt, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { downloadGrants } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { generateToken, hashToken } from "../auth/credentials";
import type { SessionActor } from "../auth/sessions.service";
import { requireOwnedProject } from "../projects/projects.policy";
import { insertSystemEvent } from "../system/system-events.repository";
import { type DocumentRow, findOwnedDocuments, listProjectDocuments } from "./documents.repository";
import { windowsSafeName, zipFileName } from "./download-name";
import { createZipStream, type ZipEntrySource } from "./zip-stream";

/** The text file, inside a ZIP, that names the files that could not be read. */
export const MISSING_LIST_NAME = "ARCHIVOS NO INCLUIDOS.txt";

function missingListText(names: string[]): string {
  const lines = [
    "Los siguientes archivos del proyecto no se pudieron leer del almacenamiento y no se incluyen en este ZIP:",
    "",
    ...names.map((name) => `  - ${name}`),
    "",
    "Los demás archivos del ZIP están completos. Avise a soporte indicando el nombre del proyecto para recuperarlos.",
  ];
  // A BOM and Windows line ends: Notepad shows the accents and the lines as written.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const FILE_NOT_FOUND = "No se encontró el archivo solicitado.";

/** Download links live this long: enough to start the download, too short to be passed around. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;

type DownloadsContext = Pick<AppContext, "db" | "storage" | "logger">;

export interface FileDownload {
  kind: "file";
  document: DocumentRow;
  stream: NodeJS.ReadableStream;
}
export interface ZipDownload {
  kind: "zip";
  fileName: string;
  stream: Readable;
}

/** One of the client's own documents, streamed from storage. */
export async function openDocumentDownload(
  ctx: DownloadsContext,
  input: { actor: SessionActor; documentId: string },
): Promise<FileDownload> {
  const [document] = await findOwnedDocuments(ctx.db, [input.documentId], input.actor.user.id);
  if (!document) throw new AppError("NOT_FOUND", { message: FILE_NOT_FOUND });
  return { kind: "file", document, stream: await ctx.storage.read(document.storageKey) };
}

/**
 * Every file must still be in storage before a link is handed out: a missing one is reported now, as
 * 'No se encontró el archivo solicitado.', rather than as a broken download later.
 */
async function assertStored(ctx: DownloadsContext, rows: DocumentRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 8) {
    const batch = rows.slice(start, start + 8);
    const found = await Promise.all(batch.map((row) => ctx.storage.exists(row.storageKey)));
    const missing = batch.filter((_, index) => !found[index]);
    if (missing.length > 0) {
      ctx.logger.error(
        { documentIds: missing.map((row) => row.id) },
        "download refused: stored bytes are missing",
      );
      throw new AppError("NOT_FOUND", { message: FILE_NOT_FOUND });
    }
  }
}

async function createGrant(
  ctx: DownloadsContext,
  actor: SessionActor,
  grant: { projectId: string; rows: DocumentRow[]; isZip: boolean },
) {
  // A ZIP carries what can be read and lists the rest; a single file must be there.
  if (!grant.isZip) await assertStored(ctx, grant.rows);
  // Expired links are of no use to anyone: each new link sweeps them away.
  await ctx.db.delete(downloadGrants).where(lt(downloadGrants.expiresAt, new Date()));
  const token = generateToken();
  const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS);
  await ctx.db.insert(downloadGrants).values({
    tokenHash: hashToken(token),
    userId: actor.user.id,
    projectId: grant.projectId,
    documentIds: grant.rows.map((row) => row.id),
    isZip: grant.isZip,
    expiresAt,
  });
  return { downloadUrl: `/api/downloads/${token}`, expiresAt: expiresAt.toISOString() };
}

/** A short-lived link, bound to this user, for a selection of its documents (all of one project). */
export async function grantSelectionDownload(
  ctx: DownloadsContext,
  input: { actor: SessionActor; documentIds: string[] },
) {
  const ids = [...new Set(input.documentIds)];
  const owned = await findOwnedDocuments(ctx.db, ids, input.actor.user.id);
  const projectIds = new Set(owned.map((row) => row.projectId));
  if (owned.length !== ids.length || projectIds.size !== 1) {
    throw new AppError("NOT_FOUND", { message: "No se encontró alguno de los documentos seleccionados." });
  }
  // One chosen document is sent as itself (the documents view's single downloads use this too).
  return createGrant(ctx, input.actor, {
    projectId: owned[0]!.projectId,
    rows: owned,
    isZip: owned.length > 1,
  });
}

/** A short-lived link, bound to this user, for every input and output of a project. */
export async function grantProjectDownload(
  ctx: DownloadsContext,
  input: { actor: SessionActor; projectId: string },
) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  const rows = await listProjectDocuments(ctx.db, project.id);
  if (rows.length === 0) throw new AppError("NOT_FOUND", { message: "El proyecto no tiene documentos." });
  // 'Descargar todos los documentos (ZIP)' is a ZIP even when the project holds one file.
  return createGrant(ctx, input.actor, { projectId: project.id, rows, isZip: true });
}

/**
 * Follows a download link: only for the user it was made for and before it expires. A ZIP link gives a
 * ZIP streamed entry by entry (inputs under 'Insumos/', outputs under 'Productos/'), whatever the
 * number of files; a link to one chosen document gives that document.
 */
export async function openGrantedDownload(
  ctx: DownloadsContext,
  input: { actor: SessionActor; token: string },
): Promise<FileDownload | ZipDownload> {
  const [grant] = await ctx.db
    .select()
    .from(downloadGrants)
    .where(
      and(
        eq(downloadGrants.tokenHash, hashToken(input.token)),
        eq(downloadGrants.userId, input.actor.user.id),
        gt(downloadGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!grant) throw new AppError("DOWNLOAD_EXPIRED");
  const project = await requireOwnedProject(ctx.db, input.actor, grant.projectId);
  const rows = await findOwnedDocuments(ctx.db, grant.documentIds, input.actor.user.id);
  if (rows.length === 0) throw new AppError("NOT_FOUND", { message: FILE_NOT_FOUND });
  if (!grant.isZip)
    return { kind: "file", document: rows[0]!, stream: await ctx.storage.read(rows[0]!.storageKey) };

  const used = new Set<string>();
  const entryName = (row: DocumentRow) => {
    const folder = row.kind === "input" ? "Insumos" : "Productos";
    const safe = windowsSafeName(row.name);
    const dot = safe.lastIndexOf(".");
    const [base, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let name = `${folder}/${safe}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) name = `${folder}/${base} (${copy})${extension}`;
    used.add(name.toLowerCase());
    return name;
  };
  // A file that cannot be read (gone from storage, a folder in its place) must not cost the client the
  // others: the ZIP carries what can be read and names the rest in a text file of its own.
  const missing: string[] = [];
  const entries: ZipEntrySource[] = rows.map((row) => {
    const name = entryName(row);
    return {
      name,
      date: row.createdAt,
      open: async () => {
        try {
          return (await ctx.storage.read(row.storageKey)) as Readable;
        } catch (error) {
          ctx.logger.error(
            { err: error, documentId: row.id, grant: grant.id },
            "zip entry left out: unreadable",
          );
          missing.push(name);
          return null;
        }
      },
    };
  });
  entries.push({
    name: MISSING_LIST_NAME,
    date: new Date(),
    open: async () => {
      if (missing.length === 0) return null;
      void insertSystemEvent(ctx.db, {
        kind: "error",
        message: `Una descarga ZIP omitió ${missing.length} archivo(s) que no se pudieron leer del almacenamiento.`,
        detail: { grantId: grant.id, projectId: project.id, files: missing },
      }).catch(() => undefined);
      return Readable.from([missingListText(missing)]);
    },
  });
  const stream = createZipStream(entries, (error) => {
    ctx.logger.error({ err: error, grant: grant.id, projectId: project.id }, "zip download cut off");
    void insertSystemEvent(ctx.db, {
      kind: "error",
      message: "Una descarga ZIP se interrumpió: no se pudo leer un archivo almacenado.",
      detail: { grantId: grant.id, projectId: project.id },
    }).catch(() => undefined);
  });
  return { kind: "zip", fileName: zipFileName(project.name), stream };
}
