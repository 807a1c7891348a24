import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { MIME_TYPES } from "../../../shared/rules/files";
import { PHASES, phaseFileName } from "../../../shared/rules/phases";
import { MAX_CONTENT_ATTEMPTS } from "../../adapters/llm/chat-client";
import { createPhaseGenerator } from "../../adapters/llm/create-generator";
import { GenerationError } from "../../adapters/llm/phase-generator";
import { digestFile } from "../../adapters/storage/file-digest";
import type { Config } from "../../config/config";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { documents, phaseVersions, projects } from "../../db/schema";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { withStoredBytesLock } from "../documents/content-lock";
import { isStorageKeyInUse } from "../documents/documents.repository";
import { announceStep } from "./first-step";
import { generatePhase } from "./generation/generate-phase";
import { PHASE_FAILURES } from "./phase-failures";
import { recoverPhaseVersions } from "./phase-recovery";
import { failUnfinishedVersions, findPhaseVersion, setGeneratingStep, UNFINISHED } from "./phases.repository";

const ZGeneratePhase = z.object({ versionId: z.uuid() });

/** Generates one phase version: retrieve passages, write, build the file, store it as an output. */
export const GENERATE_PHASE: JobDescriptor<typeof ZGeneratePhase> = {
  name: "phases.generate",
  payload: ZGeneratePhase,
  // Only a process that died mid-job makes pg-boss retry: the handler itself never throws.
  retryLimit: 2,
  // Someone is watching the page: the first step should show within a second of the click.
  pollingIntervalSeconds: 0.5,
};

/** Generations one worker runs at once: mostly waiting on the model, so a few cost little memory. */
export const PHASE_JOB_CONCURRENCY = 3;
/** Time the handler keeps, before pg-boss's expiry, to write its own failure. */
const FAILURE_MARGIN_SECONDS = 30;

/**
 * How long one generation may take: with a model, each of its answers (a first one and up to two
 * corrections) may use the whole LLM_TIMEOUT_MS plus waits on 429/5xx; the built-in generator takes
 * seconds. After `expireInSeconds` pg-boss takes the job as lost; the handler stops a little before.
 */
export function phaseJobTimings(config: Pick<Config, "LLM_BASE_URL" | "LLM_TIMEOUT_MS">) {
  const expireInSeconds = config.LLM_BASE_URL
    ? Math.ceil((MAX_CONTENT_ATTEMPTS * (config.LLM_TIMEOUT_MS + 30_000)) / 1000) + 120
    : 300;
  return { expireInSeconds, deadlineMs: (expireInSeconds - FAILURE_MARGIN_SECONDS) * 1000 };
}

type GenerateContext = Pick<AppContext, "db" | "storage" | "config" | "logger">;

/** A version that must not be written: its project was closed, or another run finished or failed it. */
class VersionNotStored extends Error {
  constructor(readonly isProjectClosed: boolean) {
    super(isProjectClosed ? "project closed" : "version no longer unfinished");
  }
}

/** The reason shown under 'No se pudo generar el documento.': the generator's own, or a general one. */
function failureReason(error: unknown, timings: { deadlineMs: number }, deadline: AbortSignal): string {
  if (deadline.aborted) return PHASE_FAILURES.tooLong(Math.round(timings.deadlineMs / 60_000));
  if (error instanceof VersionNotStored && error.isProjectClosed) return PHASE_FAILURES.projectClosed;
  return error instanceof GenerationError ? error.message : PHASE_FAILURES.internal;
}

export function createPhaseJobs(ctx: GenerateContext) {
  // One generator per process: it remembers, e.g., that a server refuses JSON mode.
  const generator = createPhaseGenerator({ config: ctx.config, logger: ctx.logger });
  const timings = phaseJobTimings(ctx.config);
  return [
    defineJob({
      ...GENERATE_PHASE,
      concurrency: PHASE_JOB_CONCURRENCY,
      expireInSeconds: timings.expireInSeconds,
      recover: ({ queue, logger }) =>
        recoverPhaseVersions(ctx, { queue, job: GENERATE_PHASE, logger }).then(),
      async handle({ versionId }, { logger }) {
        const version = await findPhaseVersion(ctx.db, versionId);
        // Deleted, done by an earlier run, or failed (by its run, a close, or the sweep): 'Reintentar'
        // queues it again.
        if (!version || (version.status !== "en_cola" && version.status !== "generando")) return;
        const [projectRow] = await ctx.db.select().from(projects).where(eq(projects.id, version.projectId));
        if (!projectRow) return;
        if (projectRow.status !== "active") {
          await failUnfinishedVersions(ctx.db, { ids: [version.id] }, PHASE_FAILURES.projectClosed);
          return;
        }
        const deadline = AbortSignal.timeout(timings.deadlineMs);
        const cancelled = new AbortController();
        const signal = AbortSignal.any([deadline, cancelled.signal]);
        const step = async (name: string) => {
          // A version failed meanwhile (the project was closed) is not brought back to life.
          if (!(await setGeneratingStep(ctx.db, version.id, name))) cancelled.abort();
          else announceStep(version.id, name);
        };
        try {
          await step("recuperando pasajes");
          const generated = await generatePhase(ctx, {
            projectId: version.projectId,
            project: { name: projectRow.name, description: projectRow.description ?? "" },
            phase: version.phase,
            instructions: version.instructions,
            version: version.version,
            generator,
            onStep: step,
            signal,
          });
          signal.throwIfAborted();
          await storeVersionFile(ctx, { version, ownerId: projectRow.ownerId, generated, logger });
        } catch (error) {
          const reason = failureReason(error, timings, deadline);
          await failUnfinishedVersions(ctx.db, { ids: [version.id] }, reason).catch(() => undefined);
          // The page shows the reason and offers a retry of the same version; the queue does not retry on
          // its own (a refusal by the model would not change, and the user may want to change the text).
          const isExpected = error instanceof GenerationError || error instanceof VersionNotStored;
          logger.warn({ versionId, err: isExpected ? undefined : error, reason }, "phase generation failed");
        }
      },
    }),
  ];
}

/**
 * The file into storage (content-addressed, so a retried job writes the same object), then the output
 * document and the finished version; a file no row came to name is deleted, not left behind.
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
    // Under the bytes' lock, the file and its row are one step: when no row may be written (the project
    // was closed or deleted meanwhile, another run finished the version) the file goes too, unless an
    // earlier version with the same bytes holds it; a deletion of those bytes cannot interleave.
    await withStoredBytesLock(ctx.db, digest.sha256, async (db) => {
      const stored = await ctx.storage.putFile(filePath, { ...digest, contentType: MIME_TYPES[output] });
      try {
        await insertVersionRows(db, { ...options, output, digest, storageKey: stored.key });
      } catch (error) {
        if (!(await isStorageKeyInUse(db, stored.key))) {
          await ctx.storage.delete(stored.key).catch((cause: unknown) => {
            options.logger.warn({ err: cause, key: stored.key }, "could not delete an unused generated file");
          });
        }
        throw error;
      }
    });
    options.logger.info({ versionId: version.id, ...generated.stats }, "phase version generated");
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The output document and the finished version, in one transaction: complete or not there. */
async function insertVersionRows(
  db: Database,
  options: {
    version: { id: string; projectId: string; phase: number; version: number };
    ownerId: string;
    generated: Awaited<ReturnType<typeof generatePhase>>;
    output: "docx" | "xlsx";
    digest: { sha256: string; size: number };
    storageKey: string;
  },
) {
  const { version, generated, output, digest } = options;
  await db.transaction(async (tx) => {
    // Shared lock: a close waits for this write, or this write sees the close and stores nothing.
    const [project] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, version.projectId))
      .for("share");
    if (project?.status !== "active") throw new VersionNotStored(true);
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
        storageKey: options.storageKey,
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
      .where(and(eq(phaseVersions.id, version.id), inArray(phaseVersions.status, UNFINISHED)))
      .returning({ id: phaseVersions.id });
    // Another run finished this version first, or it was failed meanwhile: this document goes too.
    if (updated.length === 0) throw new VersionNotStored(false);
  });
}
