/**
 * The bases' items to price in the draft (phase 3): a supplier of goods answers the technical section
 * item by item, so the section about the goods carries the bases' 'Partidas' (number, description,
 * unit and quantity, each row cited to the bases' table) with a column for the good the client offers,
 * taken from the client's own description of it (a ficha técnica's row, a carta de respaldo: the
 * documents phase 8 reads as goods, evaluation-goods.ts) and cited there; a partida no document
 * describes stays pending. Bases without items to price leave the draft as it was.
 */
import type { CategorizedPassage, TPhaseSection, TSource, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { goodsPassageIds, namesPartida } from "./evaluation-goods";
import { fold } from "./proposal-structure-text";
import type { Partida } from "./tender-tables";

// A described good is quoted in its cell up to this length; the citation holds the whole line.
const OFFERED_LENGTH = 220;

/**
 * Where a section heading speaks of the goods bought ('Descripción de los bienes ofertados') or of their
 * specifications ('Cumplimiento de especificaciones técnicas', where the index lists the partidas).
 */
const GOODS_HEADING =
  /\b(?:bienes|partidas?|productos|insumos|articulos|suministros?|material(?:es)?|especificaciones)\b/u;
export const ITEMS_HEADING = "Bienes ofertados por partida";
export const ITEMS_HEADERS = ["Partida", "Descripción", "Unidad", "Cantidad", "Bien ofertado"];
export const OFFERED_PENDING = "marca, modelo y fabricante del bien ofertado en cada partida de las bases";
const OFFERED_CELL = "[PENDIENTE: bien ofertado]";
const ITEMS_LEAD: TStatement = {
  text: "Partidas que piden las bases, con el bien que el licitante ofrece en cada una:",
  sources: [],
};

function hasItemsTable(section: TPhaseSection): boolean {
  return section.table?.headers[0] === ITEMS_HEADERS[0];
}

/**
 * Puts the items' table in the first section about the goods (or in a section of its own, first, when
 * no heading names them). Returns the pending item it adds, or null when it added nothing.
 */
export function addItemsTable(
  sections: TPhaseSection[],
  partidas: readonly Partida[],
  clientPassages: readonly CategorizedPassage[] = [],
): string | null {
  if (partidas.length === 0 || sections.some(hasItemsTable)) return null;
  const lines = goodsLines(clientPassages);
  let isAllDescribed = true;
  const table = {
    headers: ITEMS_HEADERS,
    rows: partidas.map((partida) => {
      const offered = offeredGood(partida, lines);
      if (!offered) isAllDescribed = false;
      const bases: TSource = { passageId: partida.passageId, quote: partida.quote };
      return {
        cells: [
          partida.number,
          partida.description,
          partida.unit,
          partida.quantity,
          offered?.cell ?? OFFERED_CELL,
        ],
        sources: offered ? [bases, offered.source] : [bases],
      };
    }),
  };
  const target = sections.find((section) => !section.table && GOODS_HEADING.test(fold(section.heading)));
  if (target) {
    target.statements.push(ITEMS_LEAD);
    target.table = table;
  } else sections.unshift({ heading: ITEMS_HEADING, level: 1, statements: [ITEMS_LEAD], table });
  return isAllDescribed ? null : OFFERED_PENDING;
}

interface GoodsLine {
  passage: CategorizedPassage;
  line: string;
  cells: string[];
}

/** Each line of the client's documents that describe goods (never a CV), split in its table cells. */
function goodsLines(passages: readonly CategorizedPassage[]): GoodsLine[] {
  const ids = goodsPassageIds(passages);
  return passages
    .filter((passage) => ids.has(passage.id))
    .flatMap((passage) =>
      passage.text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({ passage, line, cells: line.split(/\t| \| /u).map((cell) => cell.trim()) })),
    );
}

/**
 * The client's line that describes the good it offers in a partida: a table row opening with the
 * partida's number and naming its good first ('3 | Jeringa desechable 5 ml … | Inyecta | JD-5-21'),
 * else any line naming it (a carta de respaldo). The cell is the row without its number, or the line.
 */
function offeredGood(
  partida: Partida,
  lines: readonly GoodsLine[],
): { cell: string; source: TSource } | null {
  const named = lines.filter((entry) => namesPartida(entry.line, partida));
  const row = named.find((entry) => entry.cells.length > 2 && entry.cells[0] === partida.number);
  const found = row ?? named[0];
  if (!found) return null;
  const text = row ? row.cells.slice(1).filter(Boolean).join("; ") : found.line;
  const cell =
    text.length > OFFERED_LENGTH ? `${text.slice(0, text.lastIndexOf(" ", OFFERED_LENGTH))} …` : text;
  return { cell, source: sourceOf(found.passage, found.line) };
}
