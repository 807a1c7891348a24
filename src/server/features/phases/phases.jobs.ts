import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { MIME_TYPES } from "../../../shared/rules/files";
import { PHASES, phaseFileName } from "../../../shared/rules/phases";
import { createPhaseGenerator } from "../../adapters/llm/create-generator";
import { GenerationError } from "../../adapters/llm/phase-generator";
import { digestFile } from "../../adapters/storage/file-digest";
import type { AppContext } from "../../context";
import { documents, phaseVersions } from "../../db/schema";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { generatePhase } from "./generation/generate-phase";
import { findPhaseVersion, updatePhaseVersion } from "./phases.repository";

const ZGeneratePhase = z.object({ versionId: z.uuid() });

/** Generates one phase version: retrieve passages, write, build the file, store it as an output. */
export const GENERATE_PHASE: JobDescriptor<typeof ZGeneratePhase> = {
  name: "phases.generate",
  payload: ZGeneratePhase,
  retryLimit: 2,
  // Someone is watching the page: the first step should show within a second of the click.
  pollingIntervalSeconds: 0.5,
};

type GenerateContext = Pick<AppContext, "db" | "storage" | "config" | "logger">;

/** The reason shown under 'No se pudo generar el documento.': the generator's own, or a general one. */
function failureReason(error: unknown): string {
  return error instanceof GenerationError
    ? error.message
    : "Ocurrió un error interno al generar el documento.";
}

export function createPhaseJobs(ctx: GenerateContext) {
  // One generator per process: it remembers, e.g., that a server refuses JSON mode.
  const generator = createPhaseGenerator({ config: ctx.config, logger: ctx.logger });
  return [
    defineJob({
      ...GENERATE_PHASE,
      async handle({ versionId }, { logger }) {
        const version = await findPhaseVersion(ctx.db, versionId);
        if (!version || version.status === "listo") return; // deleted, or already done by an earlier run
        const [projectRow] = await ctx.db.query.projects.findMany({
          where: (projects, { eq: equals }) => equals(projects.id, version.projectId),
          limit: 1,
        });
        if (!projectRow) return;
        const step = (name: string) =>
          updatePhaseVersion(ctx.db, version.id, { status: "generando", step: name, error: null });
        try {
          await step("recuperando pasajes");
          const generated = await generatePhase(ctx, {
            projectId: version.projectId,
            project: { name: projectRow.name, description: projectRow.description ?? "" },
            phase: version.phase,
            instructions: version.instructions,
            generator,
            onStep: step,
          });
          await storeVersionFile(ctx, { version, ownerId: projectRow.ownerId, generated, logger });
        } catch (error) {
          await updatePhaseVersion(ctx.db, version.id, {
            status: "error",
            step: null,
            error: failureReason(error),
            finishedAt: new Date(),
          }).catch(() => undefined);
          // The page shows the reason and offers a retry of the same version; the queue does not retry on
          // its own (a refusal by the model would not change, and the user may want to change the text).
          logger.warn(
            {
              versionId,
              err: error instanceof GenerationError ? undefined : error,
              reason: failureReason(error),
            },
            "phase generation failed",
          );
        }
      },
    }),
  ];
}

/**
 * The file into storage (content-addressed, so a retried job writes the same object), then the output
 * document and the finished version in one transaction: a version is either complete or not there.
 */
async function storeVersionFile(
  ctx: GenerateContext,
  options: {
    version: { id: string; projectId: string; phase: number; version: number };
    ownerId: string;
    generated: Awaited<ReturnType<typeof generatePhase>>;
    logger: Logger;
  },
) {
  const { version, generated } = options;
  const output = PHASES[version.phase]!.output;
  const tempRoot = path.join(ctx.config.DATA_DIR, "tmp");
  await mkdir(tempRoot, { recursive: true });
  const workDir = await mkdtemp(path.join(tempRoot, "phase-"));
  try {
    const filePath = path.join(workDir, `output.${output}`);
    await writeFile(filePath, generated.buffer);
    const digest = await digestFile(filePath);
    const stored = await ctx.storage.putFile(filePath, { ...digest, contentType: MIME_TYPES[output] });
    await ctx.db.transaction(async (tx) => {
      const [document] = await tx
        .insert(documents)
        .values({
          projectId: version.projectId,
          ownerId: options.ownerId,
          name: phaseFileName(version.phase, version.version, false),
          fileType: output,
          mimeType: MIME_TYPES[output],
          fileSize: digest.size,
          sha256: digest.sha256,
          storageKey: stored.key,
          documentType: "otros",
          kind: "output",
          status: "listo",
        })
        .returning({ id: documents.id });
      const updated = await tx
        .update(phaseVersions)
        .set({
          status: "listo",
          step: null,
          error: null,
          documentId: document!.id,
          generator: generated.generatorLabel,
          content: generated.content,
          stats: generated.stats,
          finishedAt: new Date(),
        })
        .where(and(eq(phaseVersions.id, version.id), ne(phaseVersions.status, "listo")))
        .returning({ id: phaseVersions.id });
      // Another run finished this version first: this one's document is rolled back with it.
      if (updated.length === 0) tx.rollback();
    });
    options.logger.info({ versionId: version.id, ...generated.stats }, "phase version generated");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
