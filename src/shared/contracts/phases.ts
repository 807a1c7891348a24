import { z } from "zod";

export const ZPhaseFile = z.object({
  id: z.uuid(),
  name: z.string(),
  version: z.number().int(),
  date: z.string(),
  fileType: z.enum(["docx", "xlsx"]),
  url: z.string(),
  isUserAdjusted: z.boolean(),
  generator: z.string().nullable(),
  /** The instructions this version was generated with, and what became of them. */
  instructions: z.string().nullable(),
  instructionResult: z.object({ isApplied: z.boolean(), detail: z.string() }).nullable(),
});
export type TInstructionResult = { isApplied: boolean; detail: string };

export const ZPhaseJob = z.object({
  version: z.number().int(),
  status: z.enum(["en_cola", "generando", "listo", "error"]),
  step: z.string().nullable(),
  error: z.string().nullable(),
});

/** A phase as the workspace shows it (spec 02 §3), with what the server allows next. */
export const ZPhase = z.object({
  id: z.number().int().min(0).max(7),
  name: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** -1 until the first version exists; then 1-6. */
  currentVersion: z.number().int(),
  maxVersion: z.number().int(),
  files: z.array(ZPhaseFile),
  instructions: z.string().nullable(),
  job: ZPhaseJob.nullable(),
});
export type TPhase = z.infer<typeof ZPhase>;

export const ZPhasesResponse = z.object({
  currentPhase: z.number().int(),
  completedPhases: z.array(z.number().int()),
  closed: z.boolean(),
  generator: z.object({ kind: z.enum(["extractive", "llm"]), label: z.string() }),
  phases: z.array(ZPhase),
});
export type TPhasesResponse = z.infer<typeof ZPhasesResponse>;

export const ZPhaseParams = z.object({
  id: z.uuid({ error: "El identificador del proyecto no es válido" }),
  phase: z.coerce.number().int().min(0).max(7),
});

export const ZGenerateRequest = z.object({
  instructions: z
    .string()
    .max(4000, { error: "Las instrucciones no pueden exceder 4000 caracteres" })
    .optional(),
});
