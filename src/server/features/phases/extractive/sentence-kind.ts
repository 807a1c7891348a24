/**
 * The kind of a phase-1 sentence: its own cue, its table's section, its list's, its heading's, or, for
 * a bare duty, the document's role. Read by phase1-relevant-points.ts, one sentence at a time.
 */
import { headingKind } from "./document-role";
import { isCalendarSentence } from "./event-places";
import { isMandatory } from "./mandatory-rules";
import { isExemptionOpening } from "./noise-rows";
import { classifyWithTier, type PointKind } from "./point-rules";
import type { ReadRow } from "./tender-table-types";
import { cuesOf, VOCABULARY } from "./tender-vocabulary";

/** A sentence that opened a list ('deberán incluir:'): what its items are, when they state nothing else. */
export interface ListOpening {
  isMandatory: boolean;
  kind: PointKind;
  /** The list says what the buyer's documents will state: only its dates, criteria, guarantees and forms count. */
  isPointer: boolean;
  /** A noise sentence opened it ('Son documentos integrantes del contrato:'): its items are no rows either. */
  isNoise?: boolean;
}

export const LISTED_KINDS = new Set<PointKind>(["causal_rechazo", "garantia", "criterio_evaluacion"]);

export const PROCEDURE_NUMBER = new RegExp(
  VOCABULARY.filter((entry) => entry.group === "licitacion" && entry.name === "número de procedimiento")
    .map((entry) => `(?:${entry.pattern.source})`)
    .join("|"),
  "iu",
);

const OBLIGATION = cuesOf("obligacion");
// A line that opens with a default or a case, its list number aside.
const DEFAULT_OR_CASE =
  /^\W*(?:(?:\d{1,2}|[a-zñ]|[ivx]{1,5})[.)-]+\s*)?(?:la falta de|la omisi[óo]n de|el incumplimiento de|el no\s|si\s|cuando\s|en caso de que\s)/iu;

const CAUSE_CLAUSE = /^\W*(?:(?:\d{1,2}(?:\.\d{1,2})*|[a-zñ]|[ivx]{1,5})[.)-]*\s+)?que\s/iu;
const ECONOMIC_PROPOSAL =
  /\b(?:propuestas?|ofertas?|proposici[óo]n(?:es)?|sobres?)\s+econ[óo]mic[ao]s?(?!\p{L})/iu;

export interface SentenceSetting {
  sentence: string;
  /** The sentence's own cue, with its tier. */
  own: ReturnType<typeof classifyWithTier>;
  /** A table row's section heading (its cells are fragments); null for running text. */
  tableHeading: string | null;
  /** The list the sentence is an item of. */
  item: ListOpening | null;
  /** The title or section heading over it. */
  heading: string | null;
  rowKind: ReadRow["kind"] | undefined;
  isRequirementLine: boolean;
  isTechnicalDocument: boolean;
}

export function sentenceKind(setting: SentenceSetting): PointKind | null {
  const { sentence, own, item, heading } = setting;
  // A table row's cells are fragments ('Cumplimiento del contrato | 10 % | Plazo del contrato y seis
  // meses más'): under a heading of guarantees, criteria or rejection causes, the row is one of them.
  const section = setting.tableHeading ? classifyWithTier(setting.tableHeading) : null;
  // A sentence with no cue of its own takes its section's ('Garantía provisional: No procede'), or
  // its list's. The items of a list of rejection causes, guarantees or criteria are causes, guarantees
  // or criteria, whatever else they name ('b) La celebración de acuerdos entre oferentes…').
  const kind =
    (section?.tier === "fuerte" && LISTED_KINDS.has(section.kind) ? section.kind : null) ??
    (item?.kind === "causal_rechazo" || (item && LISTED_KINDS.has(item.kind) && own?.tier !== "fuerte")
      ? item.kind
      : null) ??
    // Under a heading of rejection causes, a line that states a default or a case ('La falta de firma
    // autógrafa…', 'Si el licitante … se encuentra en situación de demora.') is one more cause.
    // So is a clause that opens with 'Que' ('5.3.6 Que el licitante modifique … los formatos…'), whatever it names.
    (heading &&
    ((own?.tier !== "fuerte" && DEFAULT_OR_CASE.test(sentence)) || CAUSE_CLAUSE.test(sentence)) &&
    headingKind(heading) === "causal_rechazo"
      ? "causal_rechazo"
      : null) ??
    // Under the economic proposal's heading, a paper no cue of its own names is part of that proposal
    // ('PE-1. Carta compromiso de la proposición…', 'Deberá incluirse el tabulador de salarios…').
    (heading &&
    ECONOMIC_PROPOSAL.test(heading) &&
    own?.kind === "requisito_administrativo" &&
    own.tier !== "fuerte"
      ? "requisito_economico"
      : null) ??
    own?.kind ??
    (sentence.length <= 200 && heading ? headingKind(heading) : null) ??
    item?.kind ??
    // A short sentence that numbers the procedure ('El número … asignado por CompraNet es LA-…').
    (PROCEDURE_NUMBER.test(sentence) && sentence.split(/\s+/).length <= 25 ? "requisito_legal" : null) ??
    // A duty, a ban or an option with nothing else to name it ('Las ofertas deberán estar integradas
    // por…', 'Los licitantes podrán asistir…') is an administrative requirement; a sentence that only
    // mentions bidders is none.
    (setting.rowKind === "riesgo" ? "requisito_economico" : null) ??
    (OBLIGATION.test(sentence) || /\bpodr[áa]n?(?!\p{L})/iu.test(sentence) || setting.isRequirementLine
      ? setting.isTechnicalDocument
        ? "requisito_tecnico"
        : "requisito_administrativo"
      : null);
  // A calendar event the sentence dates or holds somewhere is a date (event-places.ts).
  return kind === "requisito_administrativo" && isCalendarSentence(sentence) ? "fecha" : kind;
}

/** The list a sentence opens ('Las proposiciones deberán contener:'), its items' kind and duty. */
export function listOpenedBy(
  kind: PointKind,
  sentence: string,
  heading: string | null,
  isPointer: boolean,
): ListOpening {
  return {
    isMandatory: !isPointer && isMandatory(kind, sentence, heading),
    // 'Deberán cumplir los siguientes requisitos, cuyo incumplimiento será causa de desechamiento:'
    // lists duties, each of its own kind; the rejection only makes them mandatory.
    kind: kind === "causal_rechazo" && OBLIGATION.test(sentence) ? "requisito_administrativo" : kind,
    isPointer,
    // The cases an exemption covers ('b. En la adquisición de publicaciones periódicas;') are its row's.
    isNoise: isExemptionOpening(sentence),
  };
}
