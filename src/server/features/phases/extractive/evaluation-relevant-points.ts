/**
 * Reads phase 1's matrix back (earlier(0)): its rows of kind 'Criterio de evaluación' become criteria,
 * and every row marked Obligatorio 'Sí' is a requirement the summary checks the proposal covers. Columns
 * are found by their header, so a user's adjusted workbook with reordered columns still reads.
 */
import type { TPhaseContent, TPhaseTable, TSource } from "../generation/phase-input";
import {
  awardsPoints,
  type EvaluationCriterion,
  isAwardRule,
  isBinaryMethod,
  isThresholdText,
  NOT_A_WEIGHT,
  WEIGHT_CUE,
} from "./evaluation-criteria";
import { isHeadingLine } from "./evaluation-segments";
import { foldText } from "./evaluation-text";
import { isLotRow, lotsOfProject } from "./lot-rows";
import { isAfterAward, isProcedureCondition } from "./mandatory-rules";

export interface MandatoryRequirement {
  requirement: string;
  sources: TSource[];
  /** Owed only after the award (signing, performance guarantee, acceptance): no proposal covers it. */
  afterAward?: boolean;
  /** How the procedure runs ('La presente licitación es electrónica'): for information, not to cover. */
  isProcedure?: boolean;
  /** A cause of rejection ('Que los precios no sean aceptables'): a condition to avoid, not to cover. */
  isRejectionCause?: boolean;
  /**
   * The works or lots a convocatoria offers as separate procedures: the bidder covers the one it bids,
   * so the requirement is covered when any of these is.
   */
  alternatives?: string[];
}

/** Where the bases' items to price sit: the passage text and heading a source quotes. */
export type PassageLookup = (passageId: string) => { text: string; heading: string | null } | undefined;

// A row of the items to price as phase 1 states it ('Partida 12: Oxímetro de pulso… — cantidad: 250').
const ITEM_ROW = /^partida\s+\S+\s*:/iu;
const ANNEX = /\banexo\s+(?:n[º°o.]*\s*)?(?:\d{1,3}|[IVXL]{1,5}|[A-Z])(?![\p{L}\d])/iu;

export function readRelevantPoints(
  content: TPhaseContent | null,
  passageOf: PassageLookup = () => undefined,
  readable: (text: string) => string = (text) => text,
  /** The project: a convocatoria of several works is read for the one its name or description names. */
  project?: { name: string; description: string },
): {
  criteria: EvaluationCriterion[];
  mandatory: MandatoryRequirement[];
} {
  const criteria: EvaluationCriterion[] = [];
  const mandatory: MandatoryRequirement[] = [];
  // Lines of the items to price: one requirement for all of them, not one per line.
  const itemQuotes = new Set(
    (
      content?.sections.find((section) => foldText(section.heading) === "partidas")?.table?.rows ?? []
    ).flatMap((row) => row.sources.map((source) => source.quote)),
  );
  const items: TSource[][] = [];
  const lots: MandatoryRequirement[] = [];
  const table = content?.sections.find(
    (section) => section.table && columnOf(section.table, "requisito") >= 0,
  )?.table;
  if (!table) return { criteria, mandatory };
  const requirementAt = columnOf(table, "requisito");
  const kindAt = columnOf(table, "tipo");
  const weightAt = columnOf(table, "ponderacion");
  const mandatoryAt = columnOf(table, "obligatorio");
  for (const row of table.rows) {
    const requirement = (row.cells[requirementAt] ?? "").trim();
    if (requirement === "") continue;
    const isMandatory = /^s[ií]/iu.test((row.cells[mandatoryAt] ?? "").trim());
    const kind = foldText(row.cells[kindAt] ?? "");
    if (kind.startsWith("criterio")) {
      // The passing score and the section's own heading are rows of the matrix, not criteria to score.
      if (isThresholdText(requirement) || isHeadingLine(requirement)) continue;
      const weight = row.cells[weightAt] ?? "";
      const binary = /binari|cumple/iu.test(`${requirement} ${weight}`);
      // A tie's 2 %, a price margin's 10 %: percentages that are not what a criterion is worth.
      // A percentage is a weight only in a criterion's short line or where the row calls it one: the
      // 5 % within which offers may be improved, read from a long rule, is no criterion's value.
      const isRate =
        weight.includes("%") &&
        (NOT_A_WEIGHT.test(requirement) || (requirement.length > 80 && !WEIGHT_CUE.test(requirement)));
      const points = isRate ? null : pointsIn(weight);
      if (!binary && points === null && isAwardRule(requirement)) continue;
      if (binary && isBinaryMethod(requirement)) continue;
      // 'Pantalla táctil de 20 puntos' in a technical annex: points only where the bases award them.
      const passage = row.sources[0] ? passageOf(row.sources[0].passageId) : undefined;
      if (!binary && points !== null && !awardsPoints(requirement, passage)) continue;
      criteria.push({
        criterion: requirement,
        pointsAvailable: binary ? null : points,
        kind: binary ? "binario" : "puntos",
        mandatory: isMandatory || binary,
        sources: [...row.sources],
      });
    } else if (ITEM_ROW.test(requirement) || row.sources.some((source) => itemQuotes.has(source.quote))) {
      items.push([...row.sources]);
    } else if (isMandatory && kind !== "fecha" && !/:\s*$/u.test(requirement)) {
      // A list's opening ('Serán causas de desechamiento de las proposiciones:') is covered through its
      // items, each a row of its own.
      // A date is met by being there on time (phase 1's calendar), not by a document: no requirement
      // to cover here.
      // The quotes are the page's literal text: read with the scan's slips repaired ('El licitante
      // adju dicado' is the awardee), as phase 1 read the requirement.
      const quotes = readable(row.sources.map((source) => source.quote).join(" "));
      if (
        isLotRow(
          requirement,
          row.sources.map((source) => source.quote),
        )
      ) {
        lots.push({ requirement, sources: [...row.sources] });
        continue;
      }
      mandatory.push({
        requirement,
        sources: [...row.sources],
        isRejectionCause: kind.startsWith("causal"),
        isProcedure: isProcedureCondition(requirement),
        afterAward: isAfterAward(
          `${requirement} ${quotes}`,
          row.sources[0] ? (passageOf(row.sources[0].passageId)?.heading ?? null) : null,
        ),
      });
    }
  }
  // The 'Partidas' sheet lists each item once; without it, phase 1's rows of items count.
  const itemCount = itemQuotes.size > 0 ? itemQuotes.size : items.length;
  if (itemCount > 0) mandatory.unshift(pricingRequirement(itemCount, items, passageOf));
  const offered = lotsOfProject(lots, (lot) => lot.requirement, project);
  if (offered.length >= 2) mandatory.unshift(lotRequirement(offered));
  else mandatory.unshift(...offered);
  return { criteria, mandatory };
}

/**
 * 'Cotizar las 80 partidas del Anexo 1': the items to price as one requirement, cited on the first
 * lines of their table (the annex named when the table's heading or the text before it names one).
 */
function pricingRequirement(
  count: number,
  items: TSource[][],
  passageOf: PassageLookup,
): MandatoryRequirement {
  const sources = items.flat();
  const first = sources[0];
  const passage = first ? passageOf(first.passageId) : undefined;
  const before = passage ? passage.text.slice(0, Math.max(0, passage.text.indexOf(first?.quote ?? ""))) : "";
  const annex =
    ANNEX.exec(passage?.heading ?? "")?.[0] ??
    [...before.matchAll(new RegExp(ANNEX.source, "giu"))].at(-1)?.[0];
  const where = annex
    ? ` del ${annex.replace(/\s+/gu, " ").replace(/^anexo/iu, "Anexo")}`
    : " de la tabla de partidas de las bases";
  const what = count === 1 ? `Cotizar la partida${where}` : `Cotizar las ${count} partidas${where}`;
  return { requirement: `${what} (precio unitario e importe de cada una)`, sources: sources.slice(0, 5) };
}

/**
 * 'Cumplir la obra o lote que oferte (una de 3): FISM-LP-001/2026 — Ampliación…; …': a convocatoria of
 * several works is one requirement, covered by the work the proposal answers, not three the bidder of
 * one would never cover.
 */
function lotRequirement(lots: MandatoryRequirement[]): MandatoryRequirement {
  const named = lots.map((lot) => shortened(lot.requirement, 12)).join("; ");
  return {
    requirement: `Cumplir la obra o lote que oferte (uno de ${lots.length}): ${named}`,
    sources: lots.map((lot) => lot.sources[0]).filter((source) => source !== undefined),
    alternatives: lots.map((lot) => lot.requirement),
  };
}

function shortened(text: string, words: number): string {
  const all = text.split(/\s+/u);
  return all.length <= words ? text : `${all.slice(0, words).join(" ")}…`;
}

function columnOf(table: TPhaseTable, header: string): number {
  return table.headers.findIndex((candidate) => foldText(candidate).startsWith(header));
}

/** '24 puntos', '24', '24.5 pts', '30%': the first figure of the weight cell. */
function pointsIn(weight: string): number | null {
  const match = /(\d{1,3}(?:[.,]\d{1,2})?)/u.exec(weight);
  return match?.[1] ? Number.parseFloat(match[1].replace(",", ".")) : null;
}
