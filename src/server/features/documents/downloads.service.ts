import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { downloadGrants } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { generateToken, hashToken } from "../auth/credentials";
import type { SessionActor } from "../auth/sessions.service";
import { requireOwnedProject } from "../projects/projects.policy";
import { type DocumentRow, findOwnedDocuments, listProjectDocuments } from "./documents.repository";

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
  if (!document) throw new AppError("NOT_FOUND", { message: "No se encontró el archivo solicitado." });
  return { kind: "file", document, stream: await ctx.storage.read(document.storageKey) };
}

async function createGrant(
  ctx: DownloadsContext,
  actor: SessionActor,
  projectId: string,
  documentIds: string[],
) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS);
  await ctx.db.insert(downloadGrants).values({
    tokenHash: hashToken(token),
    userId: actor.user.id,
    projectId,
    documentIds,
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
  return createGrant(ctx, input.actor, owned[0]!.projectId, ids);
}

/** A short-lived link, bound to this user, for every input and output of a project. */
export async function grantProjectDownload(
  ctx: DownloadsContext,
  input: { actor: SessionActor; projectId: string },
) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  const ids = (await listProjectDocuments(ctx.db, project.id)).map((row) => row.id);
  if (ids.length === 0) throw new AppError("NOT_FOUND", { message: "El proyecto no tiene documentos." });
  return createGrant(ctx, input.actor, project.id, ids);
}

/**
 * Follows a download link: only for the user it was made for and before it expires. One document is
 * sent as itself; several as a ZIP streamed entry by entry (never built in memory), inputs under
 * 'Insumos/' and outputs under 'Productos/'.
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
  if (rows.length === 0) throw new AppError("DOWNLOAD_EXPIRED");
  if (rows.length === 1)
    return { kind: "file", document: rows[0]!, stream: await ctx.storage.read(rows[0]!.storageKey) };

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const used = new Set<string>();
  const entryName = (row: DocumentRow) => {
    const folder = row.kind === "input" ? "Insumos" : "Productos";
    const dot = row.name.lastIndexOf(".");
    const [base, extension] = dot > 0 ? [row.name.slice(0, dot), row.name.slice(dot)] : [row.name, ""];
    let name = `${folder}/${row.name}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) name = `${folder}/${base} (${copy})${extension}`;
    used.add(name.toLowerCase());
    return name;
  };
  // Entries are queued in order; archiver reads and compresses them one at a time.
  void (async () => {
    try {
      for (const row of rows) {
        archive.append((await ctx.storage.read(row.storageKey)) as Readable, {
          name: entryName(row),
          date: row.createdAt,
        });
      }
      await archive.finalize();
    } catch (error) {
      ctx.logger.error({ err: error, grant: grant.id }, "zip download failed");
      archive.abort();
    }
  })();
  const safeName =
    project.name
      .replace(/[^\p{L}\p{N} _-]+/gu, "")
      .trim()
      .slice(0, 80) || "proyecto";
  return { kind: "zip", fileName: `${safeName}.zip`, stream: archive };
}
