import { buildRelevantPoints } from "../extractive/phase1-content";
import { buildIndex } from "../extractive/phase2-index";
import { buildDraft } from "../extractive/phase3-draft";
import { buildFormats } from "../extractive/phase4-formats";
import { buildApplicantCv } from "../extractive/phase5-applicant-cv";
import { buildTeamCvs } from "../extractive/phase6-team-cvs";
import { buildIntegrated } from "../extractive/phase7-integrated";
import { buildEvaluation } from "../extractive/phase8-evaluation";
import type { ExtractiveBuilder } from "./phase-input";

/** What the page shows as the author of a version made without a model. */
export const EXTRACTIVE_LABEL = "Generador extractivo integrado";

/** The built-in generator of each phase, by phase id (0-7). */
export const EXTRACTIVE_BUILDERS: readonly ExtractiveBuilder[] = [
  buildRelevantPoints,
  buildIndex,
  buildDraft,
  buildFormats,
  buildApplicantCv,
  buildTeamCvs,
  buildIntegrated,
  buildEvaluation,
];

/** Phase 7 is an assembly of the latest earlier versions: a model writes its presentation only. */
export const ASSEMBLED_PHASE = 6;
