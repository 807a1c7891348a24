/**
 * Phase 8's reading of a criterion of capacity, experience, specialty or fulfilment of contracts by the
 * client's facts, not by its words: 'Capacidad del licitante' is shown by a warehouse's m², a fleet, a
 * staff, a capital contable stated with their figures in the client's own documents, and a sentence that
 * happens to say 'capacidad' shows none of them. What a criterion asks for and what a sentence states
 * are vocabulary (company-fact-vocabulary.ts); the rule that turns them into points is here:
 * every fact the criterion asks for shown → its points ('cubierto'); some → half ('cubierto
 * parcialmente'); none → zero. Where the bases set a maximum with a proportional rule ('con un máximo
 * de 6 contratos', evaluation-maxima.ts), the fact it counts scores its share of it (3 of 6 → half of its
 * part) and the points are the mean share of the facts asked for. Only criteria whose points the bases
 * state are scored, as everywhere in phase 8, and each fact is cited to the client's document and page
 * it is read from.
 */
import type { CriterionCoverage, EvidenceItem } from "./evaluation-coverage";
import { factorCoverage, isPriceCriterion } from "./evaluation-coverage";
import { type BasesMaximum, yearsStated } from "./evaluation-maxima";
import { type FactAspect, VOCABULARY } from "./tender-vocabulary";

const ASKED = VOCABULARY.filter((entry) => entry.group === "rubro");
const STATED = VOCABULARY.filter((entry) => entry.group === "recurso");
// A fact states a figure: 'Plantilla de 42 trabajadores', 'Capital contable $29,528,580', a contract's number.
const FIGURE = /\d/u;
const ORDER: readonly FactAspect[] = [
  "humanos",
  "economicos",
  "materiales",
  "discapacidad",
  "mipyme",
  "igualdad",
  "anos",
  "contratos",
  "cumplimiento",
  "bienes",
];
// What the client has done, as opposed to what it has (staff, capital, equipment): similar only when of
// what the bases tender (tender-subject.ts).
const TRACK_RECORD: readonly FactAspect[] = ["anos", "contratos", "cumplimiento"];
// Sub-rubros LAASSP scores apart: a row naming one asks for its own document, not the staff it counts.
const SUB_RUBROS: readonly FactAspect[] = ["discapacidad", "mipyme", "igualdad"];

/** How the row names each fact, shown and missing. */
export const ASPECT_LABELS: Record<FactAspect, string> = {
  humanos: "recursos humanos (plantilla, personal)",
  economicos: "recursos económicos (capital contable, ingresos)",
  materiales: "equipamiento e infraestructura (almacén, vehículos, capacidad de producción o entrega)",
  anos: "años de experiencia (desde cuándo suministra o presta lo que se licita)",
  contratos: "contratos similares (número, cliente, monto)",
  cumplimiento: "cumplimiento de contratos (cartas de cumplimiento, fianzas liberadas, actas de entrega)",
  discapacidad: "personal con discapacidad (su alta ante el IMSS y su proporción de la plantilla)",
  mipyme:
    "MIPYME con innovación tecnológica (constancia o manifiesto de estratificación, patente o registro ante el IMPI)",
  igualdad: "políticas de igualdad de género (certificado NMX-R-025-SCFI o equivalente)",
  bienes:
    "descripción de los bienes ofertados (ficha técnica, catálogo, carta del fabricante, registro sanitario)",
};

const MAX_EVIDENCE = 3;

/** The facts a criterion asks the bidder to show, in a fixed order; none for any other criterion. */
export function aspectsAsked(criterion: string): FactAspect[] {
  const found = new Set(
    ASKED.filter((entry) => entry.pattern.test(criterion)).flatMap((entry) => entry.aspects ?? []),
  );
  const asked = ORDER.filter((aspect) => found.has(aspect));
  const sub = asked.filter((aspect) => SUB_RUBROS.includes(aspect));
  return sub.length > 0 ? sub : asked;
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
 * The criterion read by the client's facts, or null when it asks for none (or is priced, or asks for the
 * offered goods, evaluation-goods.ts): each fact it asks for is shown by the client's first fact of that
 * kind, cited; all shown → every point, some → half. A fact the bases cap ('con un máximo de 5 años')
 * scores its share of the maximum instead, and the points follow the mean share (`year` counts 'desde 2012').
 */
export function assessByFacts(
  criterion: { criterion: string; pointsAvailable: number | null; kind: "puntos" | "binario" },
  all: readonly CompanyFact[],
  maxima: readonly BasesMaximum[] = [],
  year = new Date().getUTCFullYear(),
  bears: (text: string) => boolean = () => true,
): CriterionCoverage | null {
  if (isPriceCriterion(criterion.criterion)) return null;
  const asked = aspectsAsked(criterion.criterion);
  if (asked.length === 0 || asked.includes("bienes")) return null;
  // Years, contracts and their fulfilment count only where they are of what the bases tender.
  const setAside = [
    ...new Set(
      all
        .filter((fact) => asked.includes(fact.aspect) && TRACK_RECORD.includes(fact.aspect))
        .filter((fact) => !bears(fact.item.text))
        .map((fact) => fact.item),
    ),
  ];
  const facts = all.filter((fact) => !setAside.includes(fact.item) || !TRACK_RECORD.includes(fact.aspect));
  const shown = asked.filter((aspect) => facts.some((fact) => fact.aspect === aspect));
  const evidence: EvidenceItem[] = [];
  for (const aspect of shown) {
    const item = facts.find((fact) => fact.aspect === aspect)?.item;
    if (item && !evidence.includes(item) && evidence.length < MAX_EVIDENCE) evidence.push(item);
  }
  const count = (aspect: FactAspect) =>
    new Set(facts.filter((fact) => fact.aspect === aspect).map((fact) => fact.item)).size;
  // The client's figure for a fact: contracts counted, or the most years a sentence states ('desde 2011').
  const counted = (aspect: FactAspect): { count: number; since?: number } | null => {
    if (aspect !== "anos") return { count: count(aspect) };
    const stated = facts.flatMap((fact) =>
      fact.aspect === "anos" ? (yearsStated(fact.item.text, year) ?? []) : [],
    );
    const most = stated.sort((a, b) => b.years - a.years)[0];
    return most ? { count: most.years, ...(most.since ? { since: most.since } : {}) } : null;
  };
  const capped = maxima.filter((maximum) => asked.includes(maximum.aspect));
  const scaled = capped.flatMap((maximum) => {
    const figure = counted(maximum.aspect);
    return figure === null ? [] : [{ ...maximum, ...figure }];
  });
  let factor = shown.length === asked.length ? 1 : shown.length > 0 ? 0.5 : 0;
  if (scaled.length > 0) {
    const share = (aspect: FactAspect) => {
      const entry = scaled.find((item) => item.aspect === aspect);
      if (entry) return Math.min(entry.count / entry.maximum, 1);
      return shown.includes(aspect) ? 1 : 0;
    };
    factor = asked.reduce((sum, aspect) => sum + share(aspect), 0) / asked.length;
  }
  return {
    ...factorCoverage(criterion, evidence, shown.length / asked.length, factor),
    facts: {
      asked,
      shown,
      contracts: count("contratos"),
      fulfilled: count("cumplimiento"),
      ...(setAside.length > 0 ? { setAside: setAside.map((item) => item.text) } : {}),
      ...(scaled.length > 0
        ? {
            scaled: scaled.map(({ source: _, ...entry }) => (entry.since ? { ...entry, year } : entry)),
          }
        : {}),
    },
    sources: scaled.map((entry) => entry.source),
  };
}

/** '3 de 6 contratos (el máximo de las bases): puntos en proporción', or the maximum reached. */
function scaledText(entry: NonNullable<NonNullable<CriterionCoverage["facts"]>["scaled"]>[number]): string {
  const unit = (figure: number) => (figure === 1 ? entry.unit.replace(/s$/u, "") : entry.unit);
  // Years counted from a year the client states say so: '15 años (de 2011 a 2026)'.
  const span = entry.since && entry.year ? ` (de ${entry.since} a ${entry.year})` : "";
  return entry.count >= entry.maximum
    ? `${entry.count} ${unit(entry.count)}${span}, alcanza el máximo de las bases (${entry.maximum} ${unit(entry.maximum)})`
    : `${entry.count} de ${entry.maximum} ${entry.unit}${span} (el máximo de las bases): puntos en proporción`;
}

/** 'Qué falta' of a criterion read by facts: covered, partly covered or not, and what is missing. */
export function factsNote(facts: NonNullable<CriterionCoverage["facts"]>): string {
  const missing = facts.asked.filter((aspect) => !facts.shown.includes(aspect));
  const shown = facts.shown.map((aspect) => {
    const label =
      aspect === "contratos"
        ? `${ASPECT_LABELS[aspect]}: ${facts.contracts} relacionados`
        : aspect === "cumplimiento"
          ? `${ASPECT_LABELS[aspect]}: ${facts.fulfilled} con constancia`
          : ASPECT_LABELS[aspect];
    const scaled = facts.scaled?.find((entry) => entry.aspect === aspect);
    return scaled ? `${label} — ${scaledText(scaled)}` : label;
  });
  const isShort = (facts.scaled ?? []).some((entry) => entry.count < entry.maximum);
  if (missing.length === 0 && !isShort) {
    return `Cubierto: los documentos del cliente muestran con cifras ${shown.join("; ")}.${setAsideNote(facts)}`;
  }
  const lacking =
    missing.length > 0
      ? ` Falta en los documentos del cliente, con cifras: ${missing.map((aspect) => ASPECT_LABELS[aspect]).join("; ")}.`
      : "";
  if (shown.length === 0) return `Sin cubrir.${lacking}${setAsideNote(facts)}`;
  return `Cubierto parcialmente: los documentos del cliente muestran con cifras ${shown.join("; ")}.${lacking}${setAsideNote(facts)}`;
}

/** ' No se cuentan como similares …': the client's track record that is not of what the bases tender. */
function setAsideNote(facts: NonNullable<CriterionCoverage["facts"]>): string {
  const texts = facts.setAside ?? [];
  if (texts.length === 0) return "";
  const first = (texts[0] ?? "").replace(/\s+/gu, " ").trim();
  const excerpt = first.length > 110 ? `${first.slice(0, 110).replace(/\s+\S*$/u, "")}…` : first;
  const what =
    texts.length === 1
      ? "No se cuenta como similar un antecedente del cliente que no trata"
      : `No se cuentan como similares ${texts.length} antecedentes del cliente que no tratan`;
  return ` ${what} de lo que licitan las bases (las bases no nombran lo que describe): «${excerpt}»${texts.length > 1 ? " y otros" : ""}.`;
}
