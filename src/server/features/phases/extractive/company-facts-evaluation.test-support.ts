/**
 * Phases 1, 5, 6, 7 and 8 as the extractive generator builds them on the LAASSP convocatoria of
 * mx-desarrollo and a client's documents (company-facts-documents.test-support.ts): phase 8's content and
 * its rows by criterion, for the tests of its reading of the client's facts and goods.
 */
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, EarlierPhase } from "../generation/phase-input";
import type { EvidenceItem } from "./evaluation-coverage";
import { version } from "./evaluation-phases.test-support";
import { laasspPassages } from "./mexican-bases.test-support";
import { buildRelevantPoints } from "./phase1-content";
import { buildApplicantCv } from "./phase5-applicant-cv";
import { buildTeamCvs } from "./phase6-team-cvs";
import { buildIntegrated } from "./phase7-integrated";
import { buildEvaluation } from "./phase8-evaluation";

/** Phases 1, 5, 6, 7 and 8 as the extractive generator builds them on the bases and these documents. */
export async function evaluate(client: CategorizedPassage[]) {
  const passages = [...laasspPassages(), ...client];
  const project = { name: "Material de curación LA-012M7B997-E45-2026", description: "" };
  const earlier: EarlierPhase[] = [];
  for (const [phase, build] of [
    [0, buildRelevantPoints],
    [4, buildApplicantCv],
    [5, buildTeamCvs],
    [6, buildIntegrated],
  ] as const) {
    earlier.push(
      version(phase, await build(memoryPhaseInput({ phase, passages, project, earlier: [...earlier] }))),
    );
  }
  const content = await buildEvaluation(memoryPhaseInput({ phase: 7, passages, project, earlier }));
  const rows = content.sections[0]?.table?.rows ?? [];
  return {
    content,
    passages,
    row: (name: string) => rows.find((entry) => entry.cells[0] === name)?.cells ?? [],
  };
}

/** A sentence of a client's CV as phase 8's evidence, with no source. */
export const cvItem = (text: string): EvidenceItem => ({
  text,
  heading: "Documentos del cliente › cv.pdf",
  sources: [],
});
