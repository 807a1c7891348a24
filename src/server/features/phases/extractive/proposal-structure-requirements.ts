/**
 * The requirements an index ties to its headings: the rows of phase 1's "Puntos relevantes" table (with
 * their sources), or, when phase 1 has no version, the same points read from the bases directly. A row
 * goes to the heading whose words it shares most; technical rows and criteria left over are kept apart.
 */
import type { CategorizedPassage, EarlierPhase, TSource, TStatement } from "../generation/phase-input";
import { isItemRow, isLotRow, lotsOfProject } from "./lot-rows";
import { isAfterAward } from "./mandatory-rules";
import { RELEVANT_POINTS_HEADERS } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { keywords, overlap } from "./proposal-structure-text";

export interface RequirementRow {
  text: string;
  kind: string;
  deliverable: string;
  weight: string;
  sources: TSource[];
}

const KIND_LABELS: Record<string, string> = {
  requisito_legal: "Legal",
  requisito_administrativo: "Administrativo",
  requisito_tecnico: "Técnico",
  requisito_economico: "Económico",
  fecha: "Fecha",
  criterio_evaluacion: "Criterio de evaluación",
  garantia: "Garantía",
  causal_rechazo: "Causal de rechazo",
  formato_anexo: "Formato o anexo",
};

// Prices, dates, guarantees and causes of rejection mostly belong elsewhere (a cause of rejection is
// nothing to write): they are tied only on a clear match.
const WEAK_KINDS = /econ[óo]mic|fecha|garant|rechazo/iu;
const TECHNICAL = /t[ée]cnic|criterio/iu;
const PER_HEADING = 8;
const LEFT_OVER = 25;
// A document the bases number in their list of what the proposal holds ('1. Recibo de pago de las
// bases…', '12. Domicilio para oír y recibir notificaciones…'), or one phase 1 names as delivered: leaving
// it out of the index is a cause of rejection ('la omisión de cualquiera de los documentos requeridos').
const LIST_ITEM = /^\s*(?:\d{1,2}|[a-zñ])[.)]\s/iu;
const NOT_A_DOCUMENT = /fecha|rechazo|criterio/iu;
const MAX_DOCUMENTS = 40;

/** A document the proposal must carry, which the index never drops (past a heading's cap or tied to none). */
export function isDocumentToPresent(row: RequirementRow): boolean {
  if (NOT_A_DOCUMENT.test(row.kind) || isAfterAward(row.text)) return false;
  return row.deliverable !== "" || row.sources.some((source) => LIST_ITEM.test(source.quote));
}
// The heading about what is contracted ('Entendimiento de los requerimientos', 'Alcance de los trabajos',
// 'Descripción de la obra'): the tender's works or lots are what it must show understood.
const OBJECT_WORDS = keywords("entendimiento alcance objeto obra descripción");
const MAX_LOTS = 12;
// The heading where the offered goods answer the specifications ('Cumplimiento de especificaciones
// técnicas', 'Descripción de los bienes ofertados'): the tender's items to price are what it answers.
const GOODS_WORDS = keywords("especificaciones características bienes ofertados partidas");
const MAX_ITEMS = 40;

/** Phase 1's rows, by the header names (an adjusted upload may reorder or drop columns). */
export function rowsFromPhase1(phase1: EarlierPhase | null): RequirementRow[] | null {
  const table = phase1?.content.sections.find((section) => section.table?.headers[0] === "Requisito")?.table;
  if (!table) return null;
  const column = (name: string) => table.headers.indexOf(name);
  const [requirement, kind, deliverable, , weight] = RELEVANT_POINTS_HEADERS.map(column);
  const cell = (cells: string[], index: number | undefined) =>
    index === undefined || index < 0 ? "" : (cells[index] ?? "").trim();
  return table.rows
    .map((row) => ({
      text: cell(row.cells, requirement),
      kind: cell(row.cells, kind),
      deliverable: cell(row.cells, deliverable),
      weight: cell(row.cells, weight),
      sources: row.sources,
    }))
    .filter((row) => row.text.length > 0);
}

/** The same points phase 1 would list, read from the bases when phase 1 has no version yet. */
export function rowsFromBases(passages: CategorizedPassage[]): RequirementRow[] {
  return extractRelevantPoints(passages).map((point) => ({
    text: point.requirement,
    kind: KIND_LABELS[point.kind] ?? point.kind,
    deliverable: point.deliverable ?? "",
    weight: point.weight ?? "",
    sources: [{ passageId: point.passageId, quote: point.quote }],
  }));
}

/** How a tied requirement reads under its heading. */
export function requirementStatement(row: RequirementRow): TStatement {
  const parts = [`Requisito relacionado${row.kind ? ` (${row.kind})` : ""}: ${row.text}`];
  if (row.deliverable) parts.push(`Qué se entrega: ${row.deliverable}.`);
  if (row.weight) parts.push(`Ponderación: ${row.weight}.`);
  return { text: parts.join(" ").slice(0, 2000), sources: row.sources.slice(0, 5) };
}

export interface TieTarget {
  /** Words of the heading itself (they count double) and of what it answers. */
  headingWords: Set<string>;
  bodyWords: Set<string>;
}

/**
 * Each row to the target it shares most words with (heading words count double; at least 2 points);
 * the technical rows and criteria left over come back apart, and so does a document the proposal must
 * carry (`isDocumentToPresent`, never dropped, nor held by a heading's cap); the rest are dropped. The
 * tender's works or lots, when it has several, go to the heading about the object.
 */
export function tieRequirements(
  targets: readonly TieTarget[],
  allRows: readonly RequirementRow[],
  project?: { name: string; description: string },
): { tied: RequirementRow[][]; leftOver: RequirementRow[]; otherLots: RequirementRow[] } {
  const tied: RequirementRow[][] = targets.map(() => []);
  const leftOver: RequirementRow[] = [];
  // Two works or lots or more go together to the heading about the object, before any other row; when
  // the project names those it is for ('FISM-LP-002/2026'), only those: the others are no bid of it.
  const allLots = allRows.filter((row) =>
    isLotRow(
      row.text,
      row.sources.map((source) => source.quote),
    ),
  );
  const lots = allLots.length >= 2 ? lotsOfProject(allLots, (row) => row.text, project) : allLots;
  const otherLots = allLots.filter((row) => !lots.includes(row));
  const rows = allRows.filter((row) => !otherLots.includes(row));
  const objectAt = targets.findIndex((target) => overlap(target.headingWords, OBJECT_WORDS) > 0);
  const isChosen = lots.length < allLots.length;
  const lotsTied =
    (lots.length >= 2 || isChosen) && objectAt >= 0 ? new Set(lots.slice(0, MAX_LOTS)) : new Set();
  tied[objectAt]?.push(...lots.filter((row) => lotsTied.has(row)));
  // The items to price go together to the heading about the goods, else to the one about the object:
  // one word of an item ('Equipo para venoclisis') never sends it to 'Organización y equipo de trabajo'.
  const items = rows.filter(
    (row) =>
      !lotsTied.has(row) &&
      isItemRow(
        row.text,
        row.sources.map((source) => source.quote),
      ),
  );
  const goodsAt = targets.findIndex((target) => overlap(target.headingWords, GOODS_WORDS) > 0);
  const itemsAt = goodsAt >= 0 ? goodsAt : objectAt;
  const itemsTied = items.length >= 2 && itemsAt >= 0 ? new Set(items.slice(0, MAX_ITEMS)) : new Set();
  tied[itemsAt]?.push(...items.filter((row) => itemsTied.has(row)));
  let documents = 0;
  for (const row of rows) {
    if (lotsTied.has(row) || itemsTied.has(row)) continue;
    const isDocument = isDocumentToPresent(row) && documents < MAX_DOCUMENTS;
    const words = keywords(`${row.text} ${row.deliverable}`);
    let bestIndex = -1;
    let bestScore = WEAK_KINDS.test(row.kind) ? 2 : 1;
    targets.forEach((target, index) => {
      const body = [...target.bodyWords].filter((word) => !target.headingWords.has(word));
      const score = overlap(words, target.headingWords) * 2 + overlap(words, new Set(body));
      if (score > bestScore) {
        bestScore = score;
        bestIndex = index;
      }
    });
    const list = tied[bestIndex];
    if (isDocument) documents += 1;
    if (list && (list.length < PER_HEADING || isDocument)) list.push(row);
    else if (isDocument || (TECHNICAL.test(row.kind) && leftOver.length < LEFT_OVER)) leftOver.push(row);
  }
  return { tied, leftOver, otherLots };
}
