/**
 * Phase 8's pass over the mandatory requirements of phase 1's matrix: each is answered by the client's
 * document of the kind it asks for (or named as expired), by a form phase 4 filled, or by the words of
 * the proposal and the client's documents; what none answers is left uncovered. How the procedure runs
 * and the causes of rejection that name no document are listed apart, never as uncovered; what only
 * the awardee owes is left to the caller's own sheet.
 */
import type { PhaseInput, TPhaseContent, TSource } from "../generation/phase-input";
import { coversRequirement, type EvidenceItem } from "./evaluation-coverage";
import { type ClientDocument, citedLine, documentCoverage, PROFESSION_JOIN } from "./evaluation-documents";
import { filledForms, formCoverage, formRequirement } from "./evaluation-formats";
import type { MandatoryRequirement } from "./evaluation-relevant-points";
import { expiredRequirement, markExpired } from "./evaluation-validity";
import { isParticipationBar } from "./mandatory-rules";

const FORMATS_PHASE = 3;
// A mandatory requirement counts as covered when half its words are in one to three proposal items:
// requirements are long sentences, so the criteria's full tier (60 %) would flag nearly all of them.
const REQUIREMENT_COVERED = 0.5;
const UNMET_PROFESSION = "Ningún currículo o cédula del cliente acredita: ";

type Cited = { requirement: string; sources: TSource[] };

export interface RequirementsReading {
  uncovered: Cited[];
  byDocument: Array<Cited & { documents: string[] }>;
  byFormat: Cited[];
  expired: Cited[];
  causes: Cited[];
  procedure: Cited[];
}

export async function readMandatoryRequirements(
  input: Pick<PhaseInput, "passagesOf" | "earlier">,
  options: {
    mandatory: readonly MandatoryRequirement[];
    /** The client's documents, each with its kinds (clientDocumentsOf). */
    documents: ClientDocument[];
    /** Phase 1's stored content: its calendar dates the submission where the bases only tabulate it. */
    relevantPoints: TPhaseContent | null;
    /** The proposal's and the client's items the requirements are read against. */
    items: readonly EvidenceItem[];
  },
): Promise<RequirementsReading> {
  const { documents, items } = options;
  const reading: RequirementsReading = {
    uncovered: [],
    byDocument: [],
    byFormat: [],
    expired: [],
    causes: [],
    procedure: [],
  };
  // A requirement that asks for a document (acta, poder, opinión…) is answered by the client's upload of
  // it, cited; the others by the words of the proposal and the client's documents.
  const expiredWhen = await markExpired(input, documents, options.relevantPoints);
  // The forms phase 4 filled are the client's content, as phase 7 is: a requirement naming one is covered.
  const formatsPhase = await input.earlier(FORMATS_PHASE);
  const forms = filledForms(formatsPhase);
  for (const item of options.mandatory) {
    // What the awardee owes after the award (signing, performance guarantee, acceptance) no proposal
    // covers: the caller lists it on its own sheet.
    if (item.afterAward) continue;
    // How the procedure runs binds the bidder, but no document or sentence of the proposal answers it.
    if (item.isProcedure) {
      reading.procedure.push(item);
      continue;
    }
    const answer = documentCoverage(item.requirement, documents);
    // A cause of rejection that names no document is a condition the offer must avoid: it is listed
    // apart, to check, and no sentence of the proposal 'covers' it.
    // So is a bar on who may take part ('No podrán participar las personas que se encuentren en los
    // supuestos del artículo 51…'): the bidder's declaration, where the bases ask one, is its own row.
    if ((item.isRejectionCause || isParticipationBar(item.requirement)) && !answer) {
      reading.causes.push(item);
      continue;
    }
    if (answer && "expired" in answer) {
      reading.expired.push(expiredRequirement(item, answer.expired, expiredWhen ?? ""));
      continue;
    }
    if (answer && "covered" in answer) {
      reading.byDocument.push({
        ...item,
        documents: answer.covered.map((document) => document.name),
        // The line of each document that proves it, not its opening.
        sources: answer.covered.map((document) => citedLine(document, item.requirement)),
      });
      continue;
    }
    if (answer && "missing" in answer) {
      // A CV that names another profession than the one asked: said, so the gap is not read as no CV.
      const unmet = answer.missing.filter((kind) => kind.includes(PROFESSION_JOIN));
      const note =
        unmet.length > 0
          ? ` — ${UNMET_PROFESSION}${[...new Set(unmet.map((kind) => kind.split(PROFESSION_JOIN)[1]))].join("; ")}`
          : "";
      reading.uncovered.push({ ...item, requirement: `${item.requirement}${note}` });
      continue;
    }
    // The quotes too: a long requirement's cell is cut ('…conforme al Formato 2' ends as 'confor…').
    const filled = formCoverage(
      [item.requirement, ...item.sources.map((source) => source.quote)].join(" "),
      forms,
    );
    if (filled && formatsPhase) {
      reading.byFormat.push(formRequirement(item, filled, formatsPhase.fileName));
      continue;
    }
    const isCovered = (item.alternatives ?? [item.requirement]).some((requirement) =>
      coversRequirement(requirement, items, REQUIREMENT_COVERED),
    );
    if (!isCovered) reading.uncovered.push(item);
  }
  return reading;
}
