import { unlink } from "node:fs/promises";
import { extensionOf } from "../../../shared/rules/files";
import { MAX_PHASE_VERSIONS, PHASES, phaseFileName } from "../../../shared/rules/phases";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { insertDocument } from "../documents/documents.repository";
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
    const stored = await ctx.storage.putFile(input.tempPath, {
      sha256: input.sha256,
      size: input.size,
      contentType: inspection.mimeType,
    });
    // The file's document and its version together: a version number taken meanwhile leaves neither.
    await ctx.db.transaction(async (tx) => {
      const document = await insertDocument(tx, {
        projectId: project.id,
        ownerId: input.actor.user.id,
        name: phaseFileName(input.phase, nextVersion, true),
        fileType: output,
        mimeType: inspection.mimeType,
        fileSize: input.size,
        sha256: input.sha256,
        storageKey: stored.key,
        documentType: "otros",
        kind: "output",
        status: "listo",
      });
      const inserted = await insertPhaseVersion(tx, {
        projectId: project.id,
        phase: input.phase,
        version: nextVersion,
        isUserAdjusted: true,
        status: "listo",
        documentId: document.id,
        finishedAt: new Date(),
      });
      if (!inserted) throw new AppError("PHASE_VERSION_CONFLICT");
    });
    return listPhases(ctx, input);
  } finally {
    await unlink(input.tempPath).catch(() => undefined);
  }
}
