/**
 * The cells of phase 8's two sheets: one row per criterion (evidence cited by document and page) and
 * the summary (totals computed from those rows, every mandatory requirement the proposal leaves
 * uncovered). Only composition here; the judgement lives in evaluation-coverage.ts.
 */
import type { SourcePassage, TPhaseTable, TSource } from "../generation/phase-input";
import { type CriterionCoverage, type EvidenceItem, isPriceCriterion } from "./evaluation-coverage";
import type { EvaluationCriterion } from "./evaluation-criteria";
import { factsNote } from "./evaluation-facts";
import { COVERED_BY_FORMAT } from "./evaluation-formats";
import { goodsNote } from "./evaluation-goods";
import { foldText } from "./evaluation-text";
import type { TechnicalMinimum } from "./evaluation-threshold";
import type { StatedTotal } from "./evaluation-totals";
import { EXPIRED_DOCUMENT } from "./evaluation-validity";

export const CRITERIA_HEADERS = [
  "Criterio",
  "Tipo",
  "Puntos disponibles",
  "Evidencia encontrada",
  "Sección de la propuesta",
  "Puntos estimados",
  "Qué falta",
];

export type PassageIndex = Map<string, Pick<SourcePassage, "documentName" | "page">>;

const EVIDENCE_CHARS = 180;
const PRICE_ESTIMATE = "No estimable: depende del precio ofertado";
const PART_ESTIMATE = "Se estima en sus rubros (filas con sus puntos)";
const NO_TOTAL = "Las bases leídas no indican un total de puntos";
const TOTAL_MISMATCH =
  "Los puntos de los criterios leídos no suman el total que indican las bases: revise en las bases si falta o se repite algún criterio.";
const MISSING_POINTS = "[PENDIENTE: puntos del criterio, las bases no los indican]";

export function criterionRow(
  criterion: EvaluationCriterion,
  result: CriterionCoverage,
  passages: PassageIndex,
  isPart = false,
): TPhaseTable["rows"][number] {
  if (criterion.kind === "puntos" && isPriceCriterion(criterion.criterion)) {
    // Scored on the economic offer by the bases' formula: the proposal's words are no evidence of it.
    return {
      cells: [
        criterion.criterion,
        "Puntos",
        points(criterion.pointsAvailable) ?? MISSING_POINTS,
        "—",
        "—",
        PRICE_ESTIMATE,
        "—",
      ],
      sources: criterion.sources.slice(0, 5),
    };
  }
  if (isPart) {
    // 'La propuesta técnica 60' detailed by its rubros: estimated through them, not by its own words.
    return {
      cells: [
        criterion.criterion,
        "Puntos",
        points(criterion.pointsAvailable) ?? "",
        "—",
        "—",
        PART_ESTIMATE,
        "—",
      ],
      sources: criterion.sources.slice(0, 5),
    };
  }
  const isBinary = criterion.kind === "binario";
  const available = isBinary ? "No aplica (binario)" : (points(criterion.pointsAvailable) ?? MISSING_POINTS);
  let estimated: string;
  if (isBinary) estimated = result.isMet ? "Cumple" : "No cumple";
  else if (result.estimatedPoints !== null) estimated = points(result.estimatedPoints) ?? "0";
  else
    estimated = isPriceCriterion(criterion.criterion)
      ? "No estimable: depende del precio ofertado"
      : "No estimable";
  return {
    cells: [
      criterion.criterion,
      isBinary ? "Binario (cumple / no cumple)" : "Puntos",
      available,
      result.evidence.length > 0
        ? result.evidence.map((item) => evidenceText(item, passages)).join(" · ")
        : "Sin evidencia en la propuesta ni en los documentos del cliente",
      [...new Set(result.evidence.map((item) => item.heading).filter(Boolean))].join("; ") || "—",
      estimated,
      missingText(result),
    ],
    // The bases' sentence a scaled estimate rests on comes first: it names the rubro, its points and its
    // maximum, and the citation guard keeps one quote per passage (the rubros' table is often the same one).
    sources: [...(result.sources ?? []), ...criterion.sources.slice(0, 5)],
  };
}

/** '«texto de la evidencia» (bases.pdf, p. 4)': the proposal's words and the documents they rest on. */
function evidenceText(item: EvidenceItem, passages: PassageIndex): string {
  const text = item.text.replace(/\s+/g, " ").trim();
  const clipped = text.length > EVIDENCE_CHARS ? `${text.slice(0, EVIDENCE_CHARS).trimEnd()}…` : text;
  const refs = [...new Set(item.sources.map((source) => reference(source, passages)).filter(Boolean))];
  return refs.length > 0 ? `«${clipped}» (${refs.join("; ")})` : `«${clipped}» (sin cita a documento)`;
}

function reference(source: TSource, passages: PassageIndex): string | null {
  const passage = passages.get(source.passageId);
  if (!passage) return null;
  return passage.page === null ? passage.documentName : `${passage.documentName}, p. ${passage.page}`;
}

function missingText(result: CriterionCoverage): string {
  if (result.goods) return goodsNote(result.goods);
  if (result.facts) return factsNote(result.facts);
  const parts: string[] = [];
  if (result.missingWords.length > 0) {
    parts.push(
      `No se encontró en la propuesta ni en los documentos del cliente: ${result.missingWords.join(", ")}`,
    );
  }
  if (result.pending.length > 0) parts.push(`Datos pendientes en la evidencia: ${result.pending.join(" ")}`);
  parts.push(`Cobertura de palabras: ${Math.round(result.coverage * 100)} %`);
  return parts.join(". ");
}

/** A figure as the bases write it: '24', '0.5'. */
export function points(value: number | null): string | null {
  if (value === null) return null;
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/u, "");
}

// A part of the proposal scored as a whole ('La propuesta técnica tendrá un valor de 60 puntos').
const PROPOSAL_PART = /\bpropuesta (?:t[ée]cnica|econ[óo]mica)\b|^total\b/iu;

/**
 * The criteria whose points add up to the total: a proposal part whose points are the sum of the
 * criteria that detail it (60 = 24 + 18 + 10 + 8) is not counted again; the part with no detail
 * (the economic proposal's 40) is its own criterion.
 */
export function withoutParts<T extends { criterion: EvaluationCriterion }>(entries: T[]): T[] {
  // A factor whose items carry its name ('Factor de calidad' 39 = 'Factor de calidad: garantía…' 25 +
  // 'Factor de calidad: plan de entrega…' 14) is a part too.
  const key = (entry: T) => foldText(entry.criterion.criterion);
  const isNamedPart = (entry: T) => {
    const children = entries.filter((other) => other !== entry && key(other).startsWith(`${key(entry)}:`));
    const sum = children.reduce((total, other) => total + (other.criterion.pointsAvailable ?? 0), 0);
    return children.length >= 2 && Math.abs(sum - (entry.criterion.pointsAvailable ?? -1)) < 0.001;
  };
  const isPart = (entry: T) => PROPOSAL_PART.test(entry.criterion.criterion) || isNamedPart(entry);
  const details = entries.filter((entry) => !isPart(entry));
  const detailSum = details.reduce((sum, entry) => sum + (entry.criterion.pointsAvailable ?? 0), 0);
  const priced = details.filter((entry) => /precio|econ[óo]mic/iu.test(entry.criterion.criterion));
  const sums = new Set([
    detailSum,
    ...priced.map((entry) => detailSum - (entry.criterion.pointsAvailable ?? 0)),
  ]);
  return entries.filter(
    (entry) =>
      !isNamedPart(entry) &&
      (!isPart(entry) || details.length === 0 || !sums.has(entry.criterion.pointsAvailable ?? -1)),
  );
}

export const COVERED_BY_DOCUMENT = "Requisito obligatorio cubierto por un documento del cliente";
export const REJECTION_CAUSE = "Causa de desechamiento a evitar (revisar)";
export const PROCEDURE_CONDITION = "Condición del procedimiento (informativa)";

export interface SummaryInput {
  /** The award method as phase 8 states it first ('… Decide el precio: …'), cited. */
  method: { text: string; sources: TSource[] };
  /** The total of points the bases state; null when they state none. */
  total: StatedTotal | null;
  /** The least score the bases ask of the technical proposal; null when they state none. */
  minimum?: TechnicalMinimum | null;
  basis: string;
  criteria: Array<{ criterion: EvaluationCriterion; result: CriterionCoverage }>;
  uncovered: Array<{ requirement: string; sources: TSource[] }>;
  /** Mandatory requirements answered by the client's documents (file names), cited to them. */
  byDocument?: Array<{ requirement: string; documents: string[]; sources: TSource[] }>;
  /** Mandatory requirements a form phase 4 filled answers, cited to the form. */
  byFormat?: Array<{ requirement: string; sources: TSource[] }>;
  /** Mandatory requirements whose client document is past its validity: there, but covering nothing. */
  expired?: Array<{ requirement: string; sources: TSource[] }>;
  /** Causes of rejection that name no document: conditions to check the offer avoids, cited. */
  causes?: Array<{ requirement: string; sources: TSource[] }>;
  /** How the procedure runs (electronic, no postal offers): listed for information, cited. */
  procedure?: Array<{ requirement: string; sources: TSource[] }>;
  /** How many mandatory points are owed only after the award (listed on their own sheet). */
  afterAward?: number;
  applied: string[];
}

export function summaryTable(input: SummaryInput): TPhaseTable {
  const scored = withoutParts(
    input.criteria.filter(
      (entry) => entry.criterion.kind === "puntos" && entry.criterion.pointsAvailable !== null,
    ),
  );
  // The price's points depend on the economic offer: only the other criteria are estimated.
  const estimable = scored.filter((entry) => entry.result.estimatedPoints !== null);
  const available = estimable.reduce((sum, entry) => sum + (entry.criterion.pointsAvailable ?? 0), 0);
  const estimated = estimable.reduce((sum, entry) => sum + (entry.result.estimatedPoints ?? 0), 0);
  const listed = scored.reduce((sum, entry) => sum + (entry.criterion.pointsAvailable ?? 0), 0);
  const binary = input.criteria.filter((entry) => entry.criterion.kind === "binario");
  const rows: TPhaseTable["rows"] = [
    { cells: ["Método de evaluación", input.method.text], sources: input.method.sources },
    { cells: ["Base de la evaluación", input.basis], sources: [] },
    { cells: ["Número de criterios", String(input.criteria.length)], sources: [] },
    input.total
      ? {
          cells: ["Total de puntos según las bases", points(input.total.points) ?? "0"],
          sources: input.total.sources,
        }
      : { cells: ["Total de puntos según las bases", NO_TOTAL], sources: [] },
  ];
  if (input.total && scored.length > 0 && Math.abs(listed - input.total.points) > 0.001) {
    rows.push({ cells: ["Aviso", TOTAL_MISMATCH], sources: [] });
  }
  if (estimable.length > 0) {
    rows.push(
      { cells: ["Puntos estimados de los criterios no económicos", points(estimated) ?? "0"], sources: [] },
      {
        cells: [
          "Porcentaje estimado de esos criterios",
          available > 0 ? `${((estimated / available) * 100).toFixed(1)} %` : "No aplica",
        ],
        sources: [],
      },
    );
    if (input.minimum) {
      const unestimated = scored.filter(
        (entry) => entry.result.estimatedPoints === null && !isPriceCriterion(entry.criterion.criterion),
      ).length;
      rows.push({
        cells: ["Puntuación técnica mínima según las bases", points(input.minimum.points) ?? "0"],
        sources: [input.minimum.source],
      });
      rows.push({
        cells: [
          "Estimación frente al mínimo",
          minimumVerdict(estimated, available, input.minimum.points, unestimated),
        ],
        sources: [input.minimum.source],
      });
    }
  }
  if (binary.length > 0) {
    const met = binary.filter((entry) => entry.result.isMet).length;
    rows.push({ cells: ["Criterios binarios que se cumplen", `${met} de ${binary.length}`], sources: [] });
  }
  // Only a criterion the user asked for can lack points here: the bases' own are scored only with them.
  const unscored = input.criteria.filter(
    (entry) => entry.criterion.kind === "puntos" && entry.criterion.pointsAvailable === null,
  ).length;
  if (unscored > 0)
    rows.push({ cells: ["Criterios sin puntos en las bases", String(unscored)], sources: [] });
  for (const item of input.uncovered) {
    rows.push({
      cells: ["Requisito obligatorio sin cubrir", item.requirement],
      sources: item.sources.slice(0, 5),
    });
  }
  for (const item of input.expired ?? []) {
    rows.push({ cells: [EXPIRED_DOCUMENT, item.requirement], sources: item.sources.slice(0, 5) });
  }
  for (const item of input.byDocument ?? []) {
    rows.push({
      cells: [
        COVERED_BY_DOCUMENT,
        `${item.requirement} — ${item.documents.map((name) => `«${name}»`).join(", ")}`,
      ],
      sources: item.sources.slice(0, 5),
    });
  }
  for (const item of input.byFormat ?? []) {
    rows.push({ cells: [COVERED_BY_FORMAT, item.requirement], sources: item.sources.slice(0, 5) });
  }
  for (const item of input.causes ?? []) {
    rows.push({ cells: [REJECTION_CAUSE, item.requirement], sources: item.sources.slice(0, 5) });
  }
  for (const item of input.procedure ?? []) {
    rows.push({ cells: [PROCEDURE_CONDITION, item.requirement], sources: item.sources.slice(0, 5) });
  }
  if (input.afterAward) {
    rows.push({
      cells: [
        "Obligaciones tras el fallo",
        `${input.afterAward} (hoja «Después del fallo»: no se evalúan en la propuesta)`,
      ],
      sources: [],
    });
  }
  if (input.applied.length > 0) {
    rows.push({ cells: ["Instrucciones aplicadas", input.applied.join("; ")], sources: [] });
  }
  return { headers: ["Concepto", "Valor"], rows };
}

/**
 * The summary's line on the technical estimate against the bases' minimum: below it, the proposal as it
 * stands would be rejected before its price is opened; a criterion left without an estimate makes the
 * figure a floor, and the line says so.
 */
export function minimumVerdict(
  estimated: number,
  available: number,
  minimum: number,
  unestimated: number,
): string {
  const counted = `se estiman ${points(estimated)} de ${points(available)} puntos técnicos`;
  const floor =
    unestimated === 0
      ? ""
      : unestimated === 1
        ? " (sin contar 1 criterio que no se pudo estimar)"
        : ` (sin contar ${unestimated} criterios que no se pudieron estimar)`;
  return estimated < minimum
    ? `Por debajo del mínimo: ${counted}${floor} y las bases piden ${points(minimum)}. Con esta estimación la propuesta técnica no sería solvente y se desecharía sin abrir su precio: complete lo que indica «Qué falta» en cada criterio.`
    : `Alcanza el mínimo: ${counted}${floor} y las bases piden ${points(minimum)}.`;
}
