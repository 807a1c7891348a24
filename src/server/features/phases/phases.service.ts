import type { TInstructionResult, TPhase, TPhasesResponse } from "../../../shared/contracts/phases";
import { MAX_PHASE_VERSIONS, PHASE_COUNT, PHASES, phaseDescription } from "../../../shared/rules/phases";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { listProjectDocuments } from "../documents/documents.repository";
import { assertProjectOpen, requireOwnedProject } from "../projects/projects.policy";
import type { ProjectWithCount } from "../projects/projects.repository";
import { notATenderWarning } from "./extractive/tender-check";
import { waitForFirstStep } from "./first-step";
import { PHASE_FAILURES } from "./phase-failures";
import { GENERATE_PHASE } from "./phases.jobs";
import { assertPhaseIsOpen, isPhaseReached } from "./phases.policy";
import {
  failUnfinishedVersions,
  insertPhaseVersion,
  listPassagesOfCategories,
  listPhaseVersions,
  type PhaseVersionRow,
  retryPhaseVersion,
  setProjectPhaseState,
} from "./phases.repository";

type PhasesContext = Pick<AppContext, "db" | "queue" | "config">;

function generatorLabel(ctx: Pick<AppContext, "config">) {
  return ctx.config.LLM_BASE_URL && ctx.config.LLM_MODEL
    ? { kind: "llm" as const, label: ctx.config.LLM_MODEL }
    : { kind: "extractive" as const, label: "Generador extractivo integrado" };
}

async function requireStartedProject(ctx: PhasesContext, actor: SessionActor, projectId: string) {
  const project = await requireOwnedProject(ctx.db, actor, projectId);
  if (!project.ragStartedAt || project.currentPhase === null) throw new AppError("RAG_NOT_STARTED");
  return project as ProjectWithCount & { currentPhase: number };
}

/** The eight phases with their versions, files and running job (spec 02 §3), from the server's state. */
export async function listPhases(
  ctx: PhasesContext,
  input: { actor: SessionActor; projectId: string },
): Promise<TPhasesResponse> {
  const project = await requireStartedProject(ctx, input.actor, input.projectId);
  const versions = await listPhaseVersions(ctx.db, project.id);
  const outputs = new Map((await listProjectDocuments(ctx.db, project.id)).map((row) => [row.id, row]));
  const phases: TPhase[] = PHASES.map((phase) => {
    const own = versions.filter((row) => row.phase === phase.id);
    const ready = own.filter(
      (row) => row.status === "listo" && row.documentId && outputs.has(row.documentId),
    );
    const latest = own.at(-1);
    return {
      id: phase.id,
      name: phase.name,
      description: phaseDescription(phase.id),
      completed: project.completedPhases.includes(phase.id),
      currentVersion: ready.at(-1)?.version ?? -1,
      maxVersion: MAX_PHASE_VERSIONS,
      files: ready.map((row) => {
        const file = outputs.get(row.documentId!)!;
        return {
          id: file.id,
          name: file.name,
          version: row.version,
          date: (row.finishedAt ?? row.createdAt).toISOString(),
          fileType: phase.output,
          url: `/api/documents/${file.id}/download`,
          isUserAdjusted: row.isUserAdjusted,
          generator: row.generator,
          instructions: row.isUserAdjusted ? null : row.instructions,
          instructionResult:
            (row.stats as { instructionOutcome?: TInstructionResult } | null)?.instructionOutcome ?? null,
        };
      }),
      instructions: latest?.instructions ?? null,
      job: latest && latest.status !== "listo" ? jobOf(latest) : null,
    };
  });
  // Read only while phase 1 has no version yet: once it runs, the client has seen (and passed) it.
  const basesWarning = versions.some((row) => row.phase === 0)
    ? null
    : notATenderWarning(
        (await listPassagesOfCategories(ctx.db, project.id, ["bases"])).map((passage) => passage.text),
      );
  return {
    currentPhase: project.currentPhase,
    completedPhases: project.completedPhases,
    closed: project.status === "closed",
    generator: generatorLabel(ctx),
    phases,
    basesWarning,
  };
}

function jobOf(row: PhaseVersionRow) {
  return { version: row.version, status: row.status, step: row.step, error: row.error };
}

/**
 * Queues the next version of the open phase. The first needs no instructions; every later one is a
 * regeneration and needs them (DECISIONS: versions): after an adjusted version a request without any
 * is answered 'Acción requerida', empty ones 'Instrucciones vacías…'. At six versions: 'Límite
 * alcanzado'. A failed version is queued again in place.
 */
export async function requestGeneration(
  ctx: PhasesContext,
  input: { actor: SessionActor; projectId: string; phase: number; instructions?: string },
): Promise<TPhasesResponse> {
  const project = await requireStartedProject(ctx, input.actor, input.projectId);
  assertProjectOpen(project);
  assertPhaseIsOpen(project, input.phase);
  const own = (await listPhaseVersions(ctx.db, project.id)).filter((row) => row.phase === input.phase);
  if (own.some((row) => row.status === "en_cola" || row.status === "generando"))
    throw new AppError("PHASE_BUSY");
  const instructions = input.instructions?.trim() || null;
  const latest = own.at(-1);
  if (latest?.status === "error") {
    // A failed version is tried again in place: it does not spend one of the six versions.
    const isRequeued = await retryPhaseVersion(ctx.db, latest.id, instructions ?? latest.instructions);
    if (!isRequeued) throw new AppError("PHASE_BUSY");
    return answerWithFirstStep(ctx, input, latest.id);
  }
  if (own.length >= MAX_PHASE_VERSIONS) throw new AppError("PHASE_LIMIT");
  if (latest?.isUserAdjusted && input.instructions === undefined) throw new AppError("PHASE_ACTION_REQUIRED");
  if (own.length > 0 && !instructions) throw new AppError("PHASE_INSTRUCTIONS_REQUIRED");
  const version = await insertPhaseVersion(ctx.db, {
    projectId: project.id,
    phase: input.phase,
    version: own.length + 1,
    instructions,
    generator: generatorLabel(ctx).label,
  });
  if (!version) throw new AppError("PHASE_VERSION_CONFLICT");
  return answerWithFirstStep(ctx, input, version.id);
}

/**
 * Sends the version's job and answers with the workspace showing its first step when a worker takes
 * it at once. The workspace is read before the send: once the worker runs, its queries come first on
 * an embedded database, and the answer would wait behind them. Only the version's own row is read
 * after (waitForFirstStep); a version that already ended is answered from a fresh read.
 */
async function answerWithFirstStep(
  ctx: PhasesContext,
  input: { actor: SessionActor; projectId: string; phase: number },
  versionId: string,
): Promise<TPhasesResponse> {
  const answer = await listPhases(ctx, input);
  await queueGeneration(ctx, versionId);
  const seen = await waitForFirstStep(ctx.db, versionId);
  if (seen?.status !== "en_cola" && seen?.status !== "generando") return listPhases(ctx, input);
  const status = seen.status;
  const phases = answer.phases.map((phase) =>
    phase.id === input.phase && phase.job
      ? { ...phase, job: { ...phase.job, status, step: seen.step } }
      : phase,
  );
  return { ...answer, phases };
}

/**
 * Sends the version's job. If the queue refuses, the version is failed with a reason (so 'Reintentar'
 * works) and the request fails; if the process dies first, the workers' sweep sends it later.
 */
async function queueGeneration(ctx: PhasesContext, versionId: string): Promise<void> {
  try {
    await ctx.queue.send(GENERATE_PHASE, { versionId });
  } catch (error) {
    await failUnfinishedVersions(ctx.db, { ids: [versionId] }, PHASE_FAILURES.notQueued).catch(
      () => undefined,
    );
    throw new AppError("SERVICE_UNAVAILABLE", { message: PHASE_FAILURES.notQueued, cause: error });
  }
}

/** Marks the current phase completed and moves on; it needs at least one ready version. */
export async function advancePhase(ctx: PhasesContext, input: { actor: SessionActor; projectId: string }) {
  const project = await requireStartedProject(ctx, input.actor, input.projectId);
  assertProjectOpen(project);
  const current = project.currentPhase;
  const ready = (await listPhaseVersions(ctx.db, project.id)).some(
    (row) => row.phase === current && row.status === "listo",
  );
  if (!ready) throw new AppError("PHASE_NOT_EXECUTED");
  const completed = [...new Set([...project.completedPhases, current])].sort((a, b) => a - b);
  await setProjectPhaseState(ctx.db, project.id, {
    completedPhases: completed,
    currentPhase: Math.min(current + 1, PHASE_COUNT - 1),
  });
  return listPhases(ctx, input);
}

/** Opens a completed phase, or the furthest one reached (spec 02 §4). */
export async function openPhase(
  ctx: PhasesContext,
  input: { actor: SessionActor; projectId: string; phase: number },
) {
  const project = await requireStartedProject(ctx, input.actor, input.projectId);
  assertProjectOpen(project);
  if (!isPhaseReached(project, input.phase)) throw new AppError("PHASE_NOT_REACHED");
  await setProjectPhaseState(ctx.db, project.id, {
    completedPhases: project.completedPhases,
    currentPhase: input.phase,
  });
  return listPhases(ctx, input);
}
