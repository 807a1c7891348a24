/**
 * One phase version from start to file: the project's passages through a PhaseInput, the content from
 * the model or the built-in generator, the citation guard, and the Word or Excel rendering. Storing the
 * file and the version is the job's part.
 */
import { PHASES } from "../../../../shared/rules/phases";
import type { PhaseGenerator } from "../../../adapters/llm/phase-generator";
import type { AppContext } from "../../../context";
import { withValidity } from "../extractive/phase1-validity";
import { assembleIntegrated } from "../extractive/phase7-integrated";
import { type CheckedContent, type ContentStats, checkContent } from "./check-content";
import { createDbPhaseInput } from "./db-phase-input";
import { ASSEMBLED_PHASE, EXTRACTIVE_BUILDERS, EXTRACTIVE_LABEL } from "./extractive-builders";
import type { ClientWork } from "./keep-client-work";
import { buildWithModel } from "./model-builder";
import { stripModelReferences } from "./model-references";
import type { TPhaseContent } from "./phase-input";
import {
  accumulatedInstructions,
  finishRegeneration,
  type InstructionOutcome,
  instructionOutcome,
  loadRegenerationBasis,
} from "./regeneration";
import { renderContentDocument, renderContentWorkbook } from "./render-content";

export interface GenerationStats extends ContentStats {
  /** Passages the generation read (searched, listed or cited by earlier phases). */
  passagesRetrieved: number;
  seconds: number;
  /** Only with a model. */
  tokens?: number;
  attempts?: number;
  /** Only with a model: references it wrote in its text that its verified sources did not back. */
  referencesRemoved?: number;
  /** The client's text kept and deletions honoured: carried into every later version. */
  clientWork?: ClientWork;
  /** What became of this version's instructions. */
  instructionOutcome?: InstructionOutcome;
}

export interface GeneratedPhase {
  content: CheckedContent;
  stats: GenerationStats;
  buffer: Buffer;
  generatorLabel: string;
}

export async function generatePhase(
  ctx: Pick<AppContext, "db" | "storage" | "config">,
  options: {
    projectId: string;
    project: { name: string; description: string };
    phase: number;
    instructions: string | null;
    /** The version being written (its history is every ready version below it). */
    version?: number;
    generator: PhaseGenerator | null;
    onStep: (step: string) => void | Promise<void>;
    signal?: AbortSignal;
  },
): Promise<GeneratedPhase> {
  const started = performance.now();
  const phase = PHASES[options.phase];
  if (!phase) throw new RangeError(`fase inexistente: ${options.phase}`);
  const input = createDbPhaseInput(ctx, options);
  const basis = await loadRegenerationBasis(ctx.db, {
    projectId: options.projectId,
    phase: options.phase,
    version: options.version ?? Number.MAX_SAFE_INTEGER,
    readVersionFile: input.readVersionFile,
  });
  const builder = EXTRACTIVE_BUILDERS[options.phase]!;
  let content: TPhaseContent;
  let generatorLabel = EXTRACTIVE_LABEL;
  let usage: { tokens: number; attempts: number; referencesRemoved: number } | undefined;
  let outcome: InstructionOutcome | null = null;
  if (options.generator) {
    const steps: Promise<void>[] = [];
    // The model gets every instruction of the phase (earlier ones still stand) and the client's version.
    const modelInput = { ...input, instructions: accumulatedInstructions(basis, options.instructions) };
    const written = await buildWithModel(modelInput, options.generator, {
      onProgress: (step) => void steps.push(Promise.resolve(options.onStep(step))),
      signal: options.signal,
    });
    await Promise.all(steps);
    // Only `sources` are checked by the guard: references typed into the text must not slip past it.
    const stripped = stripModelReferences(written.content, input.retrieved);
    content = stripped.content;
    generatorLabel = options.generator.label;
    usage = {
      tokens: written.usage.promptTokens + written.usage.completionTokens,
      attempts: written.attempts,
      referencesRemoved: stripped.removed,
    };
    if (options.phase === ASSEMBLED_PHASE) {
      // The integrated proposal keeps the earlier phases word for word: the model only writes its
      // presentation, placed after the cover and the index (which lists it) and before the parts.
      const assembled = await assembleIntegrated(input, stripped.content.sections);
      content = { ...assembled, pending: [...stripped.content.pending, ...assembled.pending] };
    }
    if (options.instructions?.trim())
      outcome = {
        isApplied: true,
        detail: `Enviada al modelo (${generatorLabel}) junto con su versión anterior; el texto conservado se comprobó después.`,
      };
  } else {
    await options.onStep("redactando");
    content = await builder(input);
    if (options.instructions?.trim()) {
      await options.onStep("comprobando las instrucciones");
      const without = await builder({ ...input, instructions: null });
      outcome = instructionOutcome(content, without, options.instructions);
    }
  }
  // Phase 1 warns of the client's fiscal and legal documents that will have expired by the submission.
  if (options.phase === 0) content = await withValidity(input, content);
  if (basis) {
    // The client's kept text is put back in code whatever the generator wrote: verbatim, where it stood.
    await options.onStep("conservando sus cambios");
    content = finishRegeneration(content, {
      basis,
      version: options.version ?? null,
      instructions: options.instructions,
      outcome,
    });
  }
  await options.onStep("armando el documento");
  const checked = checkContent(content, input.retrieved);
  const meta = { projectName: options.project.name, generatedBy: generatorLabel, generatedAt: new Date() };
  const buffer =
    phase.output === "xlsx"
      ? await renderContentWorkbook(checked.content, meta)
      : await renderContentDocument(checked.content, meta);
  return {
    content: checked.content,
    buffer,
    generatorLabel,
    stats: {
      ...checked.stats,
      passagesRetrieved: input.retrieved.size,
      seconds: Math.round((performance.now() - started) / 10) / 100,
      ...usage,
      ...(basis ? { clientWork: basis.work } : {}),
      ...(outcome ? { instructionOutcome: outcome } : {}),
    },
  };
}
