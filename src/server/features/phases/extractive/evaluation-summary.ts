/**
 * The cells of phase 8's summary: totals computed from the criteria's rows, the bases' minimum, and
 * every mandatory requirement as the requirements pass read it (uncovered, covered by a document or a
 * filled form, expired, a cause to avoid, a condition of the procedure). Only composition here.
 */
import type { TPhaseTable, TSource } from "../generation/phase-input";
import { type CriterionCoverage, isPriceCriterion } from "./evaluation-coverage";
import type { EvaluationCriterion } from "./evaluation-criteria";
import { COVERED_BY_FORMAT } from "./evaluation-formats";
import { NO_TOTAL, points, TOTAL_MISMATCH, withoutParts } from "./evaluation-rows";
import type { TechnicalMinimum } from "./evaluation-threshold";
import type { StatedTotal } from "./evaluation-totals";
import { EXPIRED_DOCUMENT } from "./evaluation-validity";

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
