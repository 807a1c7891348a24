/**
 * The cells of phase 8's criteria sheet: one row per criterion (evidence cited by document and page);
 * the summary's rows are evaluation-summary.ts's. Only composition here; the judgement lives in
 * evaluation-coverage.ts.
 */
import type { SourcePassage, TPhaseTable, TSource } from "../generation/phase-input";
import { type CriterionCoverage, type EvidenceItem, isPriceCriterion } from "./evaluation-coverage";
import type { EvaluationCriterion } from "./evaluation-criteria";
import { factsNote } from "./evaluation-facts";
import { goodsNote } from "./evaluation-goods";
import { foldText } from "./evaluation-text";

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
export const NO_TOTAL = "Las bases leídas no indican un total de puntos";
export const TOTAL_MISMATCH =
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
