import { unlink } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { extensionOf } from "../../../shared/rules/files";
import { MAX_PHASE_VERSIONS, PHASES, phaseFileName } from "../../../shared/rules/phases";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { withStoredBytesLock } from "../documents/content-lock";
import { insertDocument, isStorageKeyInUse } from "../documents/documents.repository";
import { inspectFile } from "../documents/upload/inspect-file";
import { assertProjectOpen, requireOwnedProject } from "../projects/projects.policy";
import { assertPhaseIsOpen } from "./phases.policy";
import { insertPhaseVersion, listPhaseVersions } from "./phases.repository";
import { listPhases } from "./phases.service";

type AdjustContext = Pick<AppContext, "db" | "storage" | "queue" | "config">;

/** Checked before a byte of the file is read: who, which phase, and whether an adjusted file fits now. */
export async function assertAdjustedUploadAllowed(
  ctx: AdjustContext,
  input: { actor: SessionActor; projectId: string; phase: number },
) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  assertProjectOpen(project);
  if (project.currentPhase === null) throw new AppError("RAG_NOT_STARTED");
  assertPhaseIsOpen(project, input.phase);
  const own = (await listPhaseVersions(ctx.db, project.id)).filter((row) => row.phase === input.phase);
  if (own.length >= MAX_PHASE_VERSIONS) throw new AppError("PHASE_LIMIT");
  const latest = own.at(-1);
  // Only after a version made by the generator (DECISIONS: after an adjusted one, only regeneration).
  if (latest?.status !== "listo" || latest.isUserAdjusted) throw new AppError("ADJUST_NOT_ALLOWED");
  return { project, nextVersion: own.length + 1 };
}

/**
 * Keeps the user's adjusted file as the phase's next version: the extension must be the phase's
 * output type and the content must really be that type.
 */
export async function storeAdjustedFile(
  ctx: AdjustContext,
  input: {
    actor: SessionActor;
    projectId: string;
    phase: number;
    declaredName: string;
    tempPath: string;
    size: number;
    sha256: string;
  },
) {
  try {
    const { project, nextVersion } = await assertAdjustedUploadAllowed(ctx, input);
    const output = PHASES[input.phase]!.output;
    const formatError = new AppError("ADJUST_WRONG_FORMAT", {
      message: `Formato incorrecto: Debes subir un archivo ${output === "docx" ? "Word" : "Excel"}.`,
    });
    if (extensionOf(input.declaredName) !== output) throw formatError;
    const inspection = await inspectFile(input.tempPath, input.declaredName);
    if (!inspection.ok) throw new AppError(inspection.code, { message: inspection.message });
    if (inspection.fileType !== output) throw formatError;
    // The file and its rows under the bytes' lock: when the rows may not be written (the project was
    // closed or moved on in another tab, another adjusted file took the number) the file goes too.
    await withStoredBytesLock(ctx.db, input.sha256, async (db) => {
      const stored = await ctx.storage.putFile(input.tempPath, {
        sha256: input.sha256,
        size: input.size,
        contentType: inspection.mimeType,
      });
      try {
        await insertAdjustedVersion(db, {
          ...input,
          projectId: project.id,
          nextVersion,
          output,
          mimeType: inspection.mimeType,
          storageKey: stored.key,
        });
      } catch (error) {
        // A file that cannot be deleted now is what the start-up sweep removes; the refusal stands.
        if (!(await isStorageKeyInUse(db, stored.key)))
          await ctx.storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
    });
    return listPhases(ctx, input);
  } finally {
    await unlink(input.tempPath).catch(() => undefined);
  }
}

/**
 * The file's document and its version together, on a project still open at this phase (read under a
 * shared lock, as the generation does: a close waits, or is seen): a version number taken meanwhile,
 * a close or an advance in another tab leaves neither.
 */
async function insertAdjustedVersion(
  db: Database,
  input: {
    actor: SessionActor;
    projectId: string;
    phase: number;
    nextVersion: number;
    output: "docx" | "xlsx";
    mimeType: string;
    size: number;
    sha256: string;
    storageKey: string;
  },
) {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, input.projectId)).for("share");
    if (project?.status !== "active") throw new AppError("PROJECT_CLOSED");
    assertPhaseIsOpen(project, input.phase);
    const document = await insertDocument(tx, {
      projectId: input.projectId,
      ownerId: input.actor.user.id,
      name: phaseFileName(input.phase, input.nextVersion, true),
      fileType: input.output,
      mimeType: input.mimeType,
      fileSize: input.size,
      sha256: input.sha256,
      storageKey: input.storageKey,
      documentType: "otros",
      kind: "output",
      status: "listo",
    });
    const inserted = await insertPhaseVersion(tx, {
      projectId: input.projectId,
      phase: input.phase,
      version: input.nextVersion,
      isUserAdjusted: true,
      status: "listo",
      documentId: document.id,
      finishedAt: new Date(),
    });
    if (!inserted) throw new AppError("PHASE_VERSION_CONFLICT");
  });
}
