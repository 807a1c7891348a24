import { PHASE_1_PROMPT } from "./phase-1-puntos-relevantes";
import { PHASE_2_PROMPT } from "./phase-2-indice";
import { PHASE_3_PROMPT } from "./phase-3-borrador";
import { PHASE_4_PROMPT } from "./phase-4-formatos";
import { PHASE_5_PROMPT } from "./phase-5-curriculum-licitante";
import { PHASE_6_PROMPT } from "./phase-6-curriculos-equipo";
import { PHASE_7_PROMPT } from "./phase-7-propuesta-integrada";
import { PHASE_8_PROMPT } from "./phase-8-evaluacion";
import type { PhasePrompt } from "./phase-prompt";

export { SYSTEM_PROMPT } from "./common";
export type { PhasePrompt } from "./phase-prompt";

/** The prompts by phase id (0-7). */
export const PHASE_PROMPTS: readonly PhasePrompt[] = [
  PHASE_1_PROMPT,
  PHASE_2_PROMPT,
  PHASE_3_PROMPT,
  PHASE_4_PROMPT,
  PHASE_5_PROMPT,
  PHASE_6_PROMPT,
  PHASE_7_PROMPT,
  PHASE_8_PROMPT,
];
