import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { MIME_TYPES } from "../../../shared/rules/files";
import { PHASES, phaseFileName } from "../../../shared/rules/phases";
import { digestFile } from "../../adapters/storage/file-digest";
import type { AppContext } from "../../context";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { insertDocument } from "../documents/documents.repository";
import { extractRelevantPoints } from "./extractive/phase1-relevant-points";
import { phase1Workbook } from "./phase1-workbook";
import { findPhaseVersion, listPassagesOfCategories, updatePhaseVersion } from "./phases.repository";
import { renderWorkbook } from "./render/workbook";

const ZGeneratePhase = z.object({ versionId: z.uuid() });

/** Generates one phase version: retrieve passages, write, build the file, store it as an output. */
export const GENERATE_PHASE: JobDescriptor<typeof ZGeneratePhase> = {
  name: "phases.generate",
  payload: ZGeneratePhase,
  retryLimit: 2,
};

const EXTRACTIVE_LABEL = "Generador extractivo integrado";

type GenerateContext = Pick<AppContext, "db" | "storage" | "config">;

export function createPhaseJobs(ctx: GenerateContext) {
  return [
    defineJob({
      ...GENERATE_PHASE,
      async handle({ versionId }, { logger }) {
        const version = await findPhaseVersion(ctx.db, versionId);
        if (!version || version.status === "listo") return; // deleted, or already done by an earlier run
        const step = (name: string) =>
          updatePhaseVersion(ctx.db, version.id, { status: "generando", step: name, error: null });
        try {
          await step("recuperando pasajes");
          const phase = PHASES[version.phase]!;
          if (version.phase !== 0) {
            await updatePhaseVersion(ctx.db, version.id, {
              status: "error",
              step: null,
              error: `La generación de la fase "${phase.name}" todavía no está disponible en este servidor.`,
              finishedAt: new Date(),
            });
            return;
          }
          const sources = await listPassagesOfCategories(ctx.db, version.projectId, ["bases", "anexos"]);
          await step("redactando");
          const points = extractRelevantPoints(sources);
          await step("armando el documento");
          const [projectRow] = await ctx.db.query.projects.findMany({
            where: (projects, { eq }) => eq(projects.id, version.projectId),
            limit: 1,
          });
          if (!projectRow) return;
          const buffer = await renderWorkbook(
            phase1Workbook(points, { projectName: projectRow.name, generatedBy: EXTRACTIVE_LABEL }),
          );
          const tempRoot = path.join(ctx.config.DATA_DIR, "tmp");
          await mkdir(tempRoot, { recursive: true });
          const workDir = await mkdtemp(path.join(tempRoot, "phase-"));
          try {
            const filePath = path.join(workDir, "output.xlsx");
            await writeFile(filePath, buffer);
            const digest = await digestFile(filePath);
            const stored = await ctx.storage.putFile(filePath, { ...digest, contentType: MIME_TYPES.xlsx });
            const document = await insertDocument(ctx.db, {
              projectId: version.projectId,
              ownerId: projectRow.ownerId,
              name: phaseFileName(version.phase, version.version, false),
              fileType: "xlsx",
              mimeType: MIME_TYPES.xlsx,
              fileSize: digest.size,
              sha256: digest.sha256,
              storageKey: stored.key,
              documentType: "otros",
              kind: "output",
              status: "listo",
            });
            await updatePhaseVersion(ctx.db, version.id, {
              status: "listo",
              step: null,
              documentId: document.id,
              generator: EXTRACTIVE_LABEL,
              finishedAt: new Date(),
            });
            logger.info(
              { versionId, rows: points.length, passages: sources.length },
              "phase version generated",
            );
          } finally {
            await rm(workDir, { recursive: true, force: true });
          }
        } catch (error) {
          await updatePhaseVersion(ctx.db, version.id, {
            status: "error",
            error: "No se pudo generar el documento.",
          }).catch(() => undefined);
          throw error;
        }
      },
    }),
  ];
}
