/**
 * Phase 8's reading of a criterion of capacity, experience, specialty or fulfilment of contracts by the
 * client's facts, not by its words: 'Capacidad del licitante' is shown by a warehouse's m², a fleet, a
 * staff, a capital contable stated with their figures in the client's own documents, and a sentence that
 * happens to say 'capacidad' shows none of them. What a criterion asks for and what a sentence states
 * are vocabulary (company-fact-vocabulary.ts); the rule that turns them into points is here:
 * every fact the criterion asks for shown → its points ('cubierto'); some → half ('cubierto
 * parcialmente'); none → zero. Only criteria whose points the bases state are scored, as everywhere in
 * phase 8, and each fact is cited to the client's document and page it is read from.
 */
import type { CriterionCoverage, EvidenceItem } from "./evaluation-coverage";
import { isPriceCriterion } from "./evaluation-coverage";
import { type FactAspect, VOCABULARY } from "./tender-vocabulary";

const ASKED = VOCABULARY.filter((entry) => entry.group === "rubro");
const STATED = VOCABULARY.filter((entry) => entry.group === "recurso");
// A fact states a figure: 'Plantilla de 42 trabajadores', 'Capital contable $29,528,580', a contract's number.
const FIGURE = /\d/u;
const ORDER: readonly FactAspect[] = [
  "humanos",
  "economicos",
  "materiales",
  "anos",
  "contratos",
  "cumplimiento",
];

/** How the row names each fact, shown and missing. */
export const ASPECT_LABELS: Record<FactAspect, string> = {
  humanos: "recursos humanos (plantilla, personal)",
  economicos: "recursos económicos (capital contable, ingresos)",
  materiales: "equipamiento e infraestructura (almacén, vehículos, capacidad de producción o entrega)",
  anos: "años de experiencia (desde cuándo suministra o presta lo que se licita)",
  contratos: "contratos similares (número, cliente, monto)",
  cumplimiento: "cumplimiento de contratos (cartas de cumplimiento, fianzas liberadas, actas de entrega)",
};

const MAX_EVIDENCE = 3;

/** The facts a criterion asks the bidder to show, in a fixed order; none for any other criterion. */
export function aspectsAsked(criterion: string): FactAspect[] {
  const found = new Set(
    ASKED.filter((entry) => entry.pattern.test(criterion)).flatMap((entry) => entry.aspects ?? []),
  );
  return ORDER.filter((aspect) => found.has(aspect));
}

/** The facts a sentence or table row of the client's documents states with a figure. */
export function aspectsStated(text: string): FactAspect[] {
  if (!FIGURE.test(text)) return [];
  const found = new Set(
    STATED.filter((entry) => entry.pattern.test(text)).flatMap((entry) => entry.aspects ?? []),
  );
  return ORDER.filter((aspect) => found.has(aspect));
}

export interface CompanyFact {
  aspect: FactAspect;
  item: EvidenceItem;
}

/**
 * The client's facts from its documents' items (already without the tender's quotations), in document
 * order: each item of the company's own documents stating a fact with a figure, and each CV of its team
 * as one person of its human resources (its first line with a figure: degree, cédula, years). A person's
 * years or contracts are not the company's: a team CV shows only its human resources.
 */
export function companyFacts(
  items: readonly EvidenceItem[],
  isTeamCv: (item: EvidenceItem) => boolean,
): CompanyFact[] {
  const own: CompanyFact[] = [];
  const team: CompanyFact[] = [];
  const people = new Set<string>();
  for (const item of items) {
    if (isTeamCv(item)) {
      if (!people.has(item.heading) && FIGURE.test(item.text)) {
        people.add(item.heading);
        team.push({ aspect: "humanos", item });
      }
      continue;
    }
    for (const aspect of aspectsStated(item.text)) own.push({ aspect, item });
  }
  // The company's own statement of its staff comes before one person's CV.
  return [...own, ...team];
}

/**
 * The criterion read by the client's facts, or null when it asks for none (or is priced): each fact it
 * asks for is shown by the client's first fact of that kind, cited; all shown → every point, some → half.
 */
export function assessByFacts(
  criterion: { criterion: string; pointsAvailable: number | null; kind: "puntos" | "binario" },
  facts: readonly CompanyFact[],
): CriterionCoverage | null {
  if (isPriceCriterion(criterion.criterion)) return null;
  const asked = aspectsAsked(criterion.criterion);
  if (asked.length === 0) return null;
  const shown = asked.filter((aspect) => facts.some((fact) => fact.aspect === aspect));
  const evidence: EvidenceItem[] = [];
  for (const aspect of shown) {
    const item = facts.find((fact) => fact.aspect === aspect)?.item;
    if (item && !evidence.includes(item) && evidence.length < MAX_EVIDENCE) evidence.push(item);
  }
  const factor = shown.length === asked.length ? 1 : shown.length > 0 ? 0.5 : 0;
  const count = (aspect: FactAspect) =>
    new Set(facts.filter((fact) => fact.aspect === aspect).map((fact) => fact.item)).size;
  return {
    evidence,
    coverage: shown.length / asked.length,
    estimatedPoints:
      criterion.kind === "puntos" && criterion.pointsAvailable !== null
        ? Math.round(criterion.pointsAvailable * factor)
        : null,
    isMet: factor === 1,
    missingWords: [],
    pending: [],
    facts: { asked, shown, contracts: count("contratos"), fulfilled: count("cumplimiento") },
  };
}

/** 'Qué falta' of a criterion read by facts: covered, partly covered or not, and what is missing. */
export function factsNote(facts: NonNullable<CriterionCoverage["facts"]>): string {
  const missing = facts.asked.filter((aspect) => !facts.shown.includes(aspect));
  const shown = facts.shown.map((aspect) =>
    aspect === "contratos"
      ? `${ASPECT_LABELS[aspect]}: ${facts.contracts} relacionados`
      : aspect === "cumplimiento"
        ? `${ASPECT_LABELS[aspect]}: ${facts.fulfilled} con constancia`
        : ASPECT_LABELS[aspect],
  );
  if (missing.length === 0) {
    return `Cubierto: los documentos del cliente muestran con cifras ${shown.join("; ")}.`;
  }
  const lacking = `Falta en los documentos del cliente, con cifras: ${missing.map((aspect) => ASPECT_LABELS[aspect]).join("; ")}.`;
  if (shown.length === 0) return `Sin cubrir. ${lacking}`;
  return `Cubierto parcialmente: los documentos del cliente muestran con cifras ${shown.join("; ")}. ${lacking}`;
}
