/**
 * Tables of a PDF page read from the text's positions (pdf.js text items with their x/y), not from the
 * order the file happens to draw them in: a convocatoria's calendar, a list of items to price. A table
 * is a run of lines whose text falls into the same columns (x ranges no line crosses); its rows are
 * found per column, so cells of several lines, centred or not, stay in one row. Each row is handed on
 * as its cells joined by tabs (which the rest of the pipeline reads as a table row): quantity and unit
 * stay apart, and a layout reading of a one-line row is the row with its tabs as spaces.
 */

import { joinCellPieces, PRINTED_LINE_BREAK } from "../../../../shared/rules/table-rows";
import { columnOf, columnsOf, withLines } from "./pdf-table-columns";
import { type GeoLine, geometricLines, type Piece } from "./pdf-table-lines";

export interface PositionedItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PdfTable {
  /** Indexes (in the page's item list) of the items the table took. */
  itemIndexes: Set<number>;
  /** The first of them in the file's drawing order: where the table goes in the page's text. */
  firstIndex: number;
  top: number;
  /** Header rows first when the table has one (`headerRows` of them), then one entry per row. */
  rows: string[][];
  /** Each row as printed: its lines, each line's pieces in their columns' slots (rows[i]'s cells). */
  printedRows: string[][][];
  headerRows: number;
  /**
   * A cuadro's sections, not a table (`isSectionTable`): its text is read in the file's order, each
   * section's title (these items) a line of its own.
   */
  sectionTitleItems?: number[];
}

// Stands for PRINTED_LINE_BREAK while a page is normalised (which turns U+2028 into '\n'): a
// character no PDF or OCR text carries, that normalising leaves as it is.
export const ROW_LINE_MARK = "\u{10FFFD}";

/** The table's rows as the page's text carries them: cells joined by tabs, printed lines by ROW_LINE_MARK. */
export function tableRowLines(table: PdfTable): string[] {
  return table.printedRows.map((printed) => printed.map((slots) => slots.join("\t")).join(ROW_LINE_MARK));
}

/** A normalised page's text with its table rows' printed lines joined as table-rows.ts writes them. */
export function withPrintedLineBreaks(text: string): string {
  return text.replace(/[ \t]*\u{10FFFD}/gu, PRINTED_LINE_BREAK);
}

// Lines this close (in font sizes) belong to one cell when a column holds both.
const TIGHT_LINE = 1.45;
/**
 * Finds the tables of a page. Items that are not horizontal text are left out. `piecesAreCells`: each
 * item is one cell's text (OCR's runs), never joined to its neighbour.
 */
export function findTables(items: readonly PositionedItem[], piecesAreCells = false): PdfTable[] {
  const pieces: Piece[] = [];
  items.forEach((item, index) => {
    const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
    if (item.str.trim() === "" || Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) return;
    const size = Math.hypot(c, d) || item.height || 10;
    pieces.push({ text: item.str.trim(), x0: x, x1: x + item.width, y, size, index });
  });
  const lines = geometricLines(pieces, piecesAreCells);
  const tables: PdfTable[] = [];
  for (const group of candidateGroups(lines)) {
    const table = readTable(group);
    if (table) tables.push(table);
  }
  return tables;
}

/** Runs of lines of two or more chunks, with the one-chunk lines (wrapped cells) between and around them. */
function candidateGroups(lines: GeoLine[]): GeoLine[][] {
  const groups: GeoLine[][] = [];
  let index = 0;
  let floor = 0;
  while (index < lines.length) {
    if ((lines[index] as GeoLine).chunks.length < 2) {
      index++;
      continue;
    }
    let end = index;
    // The columns of lines index..end, grown line by line (never recounted from the first line: a long
    // table costs in proportion to its lines).
    let columns = withLines([], lines, index, index);
    let width = columns.length;
    // Grow down to the next multi-chunk line while no line between bridges two columns and no blank
    // wider than a few lines opens (a tall wrapped cell between two rows is still the table).
    for (;;) {
      let next = end + 1;
      while (next < lines.length && (lines[next] as GeoLine).chunks.length < 2) next++;
      if (next >= lines.length) break;
      let isDense = true;
      for (let at = end + 1; at <= next && isDense; at++)
        isDense = (lines[at - 1] as GeoLine).y - (lines[at] as GeoLine).y <= 5 * (lines[at] as GeoLine).size;
      const grown = withLines(columns, lines, end + 1, next);
      if (!isDense || grown.length < Math.max(2, width)) break;
      columns = grown;
      width = grown.length;
      end = next;
    }
    let start = index;
    // Wrapped header or cell lines just above and below, each close to its neighbour.
    const isClose = (first: GeoLine, second: GeoLine) =>
      first.chunks.length === 1 &&
      Math.abs(first.y - second.y) <= TIGHT_LINE * Math.max(first.size, second.size);
    for (;;) {
      if (start <= floor || !isClose(lines[start - 1] as GeoLine, lines[start] as GeoLine)) break;
      const grown = withLines(columns, lines, start - 1, start - 1);
      if (grown.length < width) break;
      columns = grown;
      start--;
    }
    for (;;) {
      if (end + 1 >= lines.length || !isClose(lines[end + 1] as GeoLine, lines[end] as GeoLine)) break;
      const grown = withLines(columns, lines, end + 1, end + 1);
      if (grown.length < width) break;
      columns = grown;
      end++;
    }
    const group = lines.slice(start, end + 1);
    if (isTable(group)) {
      groups.push(group);
      floor = end + 1;
    }
    index = end + 1;
  }
  return groups;
}

// What opens a list item: 'a.', 'iv)', '3.', '2.1.', '•'. A column of these beside paragraphs is a list.
const LIST_MARKER = /^(?:(?:[a-zñ]|[ivxlc]{1,6}|\d{1,2}(?:\.\d{1,2})*)[.)]-?|[•\-–·*▪►✓o\uE000-\uF8FF])$/iu;

/**
 * Enough lines in columns to be a table (four, or two when one has three columns), and not a list (a
 * first column of item markers) nor an index (dotted leaders).
 */
function isTable(group: GeoLine[]): boolean {
  const columns = columnsOf(group);
  const multi = group.filter((line) => line.chunks.length >= 2);
  if (columns.length < 2) return false;
  // Three lines in two columns are a table when the first names them and the others carry figures
  // ('Indicador | Índice requerido' over 'Rentabilidad del activo … | Mayor o igual a 0,03').
  const isNamedPair =
    multi.length === 3 &&
    !/\d/u.test((multi[0] as GeoLine).pieces.map((piece) => piece.text).join(" ")) &&
    multi.slice(1).every((line) => line.pieces.some((piece) => /\d/u.test(piece.text)));
  if (
    multi.length < 4 &&
    !isNamedPair &&
    !(multi.length >= 2 && multi.some((line) => line.chunks.length >= 3))
  )
    return false;
  const first = group.flatMap((line) =>
    line.pieces.filter((piece) => columnOf(piece, columns) === 0).map((piece) => piece.text),
  );
  if (first.every((text) => text.split(/\s+/).every((word) => LIST_MARKER.test(word)))) return false;
  return !group.some((line) => line.pieces.some((piece) => /[.…]{6,}/u.test(piece.text)));
}

function readTable(group: GeoLine[]): PdfTable | null {
  const columns = columnsOf(group);
  if (columns.length < 2) return null;
  // Each piece's column, found once: rows and cells ask for it many times.
  const columnIndex = new Map<Piece, number>();
  for (const line of group) for (const piece of line.pieces) columnIndex.set(piece, columnOf(piece, columns));
  const column: ColumnOfPiece = (piece) => columnIndex.get(piece) ?? 0;
  const rowGroups = splitRows(group, columns.length, column).filter((rowLines) =>
    rowLines.some((line) => line.pieces.length > 0),
  );
  const rows = rowGroups.map((rowLines) => cellsOf(rowLines, columns.length, column));
  const printedRows = rowGroups.map((rowLines) =>
    printedLines(rowLines).map((lines) => cellsOf(lines, columns.length, column)),
  );
  const itemIndexes = new Set(group.flatMap((line) => line.pieces.map((piece) => piece.index)));
  // The first row is the header when it carries no figure ('Item | Descripción | Cant.').
  const isHeader = rows.length >= 2 && !(rows[0] as string[]).some((cell) => /\d/.test(cell));
  return {
    itemIndexes,
    firstIndex: Math.min(...itemIndexes),
    top: (group[0] as GeoLine).y,
    rows,
    printedRows,
    headerRows: isHeader ? 1 : 0,
    ...(isSectionTable(rows)
      ? {
          sectionTitleItems: group.flatMap((line) =>
            line.pieces.filter((piece) => column(piece) === 0).map((piece) => piece.index),
          ),
        }
      : {}),
  };
}

// A cell of running text: two sentences ('… anualidades. El pago …'), or a paragraph's worth of words.
const PROSE_CELL = /[.;:]\s+\p{Lu}\p{Ll}/u;
const PROSE_WORDS = 40;

/**
 * A document laid out as a table of two columns, each section's title on the left and its text on the
 * right (a Spanish 'cuadro de características': '14. FORMA DE PAGO | El pago del precio se realizará…'):
 * no table to read by rows, but sections of running text, read in the order the file draws them (each
 * title on a line of its own, then its text: pdf-text.ts). Told by its two columns, the left one short titles and the right one prose.
 */
function isSectionTable(rows: string[][]): boolean {
  if (rows.some((row) => row.length !== 2)) return false;
  const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
  // Rows without a title go on with the section above (a sub-table, a paragraph the page broke).
  const sections = rows.filter(([title = ""]) => title.trim() !== "");
  const isTitle = (title: string) =>
    words(title) <= 8 && (SECTION_NUMBER.test(title) || !/\p{Ll}/u.test(title));
  const prose = sections.filter(([, text = ""]) => PROSE_CELL.test(text) || words(text) >= PROSE_WORDS);
  return (
    sections.length >= 2 &&
    sections.filter(([title = ""]) => isTitle(title)).length * 10 >= sections.length * 8 &&
    prose.length * 2 >= sections.length
  );
}

// A section's number before its title: '14.', '2.1', 'A)', 'IV.'.
const SECTION_NUMBER = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z][.)]|[IVXL]{1,5}[.)])\s+\S/u;

type ColumnOfPiece = (piece: Piece) => number;

// Baselines closer than this (in font sizes) print on one line of `pdftotext -layout`: a number or a
// quantity set a little below the first line of its description is read on that line.
const SAME_PRINTED_LINE = 0.45;

/** A row's lines as a reader sees them printed: lines whose baselines nearly meet are one. */
function printedLines(rowLines: GeoLine[]): GeoLine[][] {
  const printed: GeoLine[][] = [];
  for (const line of rowLines) {
    if (line.pieces.length === 0) continue;
    const last = printed[printed.length - 1];
    const top = last?.[0];
    if (last && top && top.y - line.y < SAME_PRINTED_LINE * Math.max(top.size, line.size)) last.push(line);
    else printed.push([line]);
  }
  return printed;
}

/** A value's shape: its figures as '9' ('3,40 €' and '12,00 €' share one; a date and an hour do not). */
function shapeOf(text: string): string {
  return text.replace(/\d+/g, "9");
}

/** Each column's cells: pieces of that column on consecutive lines close together. */
function columnBlocks(body: GeoLine[], column: number, columnOfPiece: ColumnOfPiece) {
  // Each block: the indexes of its first and last line in `body`.
  const blocks: Array<{ top: number; bottom: number }> = [];
  let last: Piece | null = null;
  for (const [lineIndex, line] of body.entries()) {
    const piece = line.pieces.find((candidate) => columnOfPiece(candidate) === column);
    if (!piece) continue;
    const block = blocks[blocks.length - 1];
    // Two values of one shape on consecutive lines are two rows ('1' over '2', '3,40 €' over '12,00 €').
    const isSameCell =
      last !== null &&
      block !== undefined &&
      last.y - piece.y <= TIGHT_LINE * line.size &&
      !(/\d/.test(piece.text) && shapeOf(last.text) === shapeOf(piece.text));
    if (isSameCell && block) block.bottom = lineIndex;
    else blocks.push({ top: lineIndex, bottom: lineIndex });
    last = piece;
  }
  return blocks;
}

/**
 * The body's rows. The column with the most cells (the item number, the procedure number, the
 * quantity) anchors them; between two anchors the row ends where every column's text leaves the widest
 * gap (a centred cell's lines above its anchor belong to its row, a top-aligned one's below it).
 */
function splitRows(body: GeoLine[], columnCount: number, columnOfPiece: ColumnOfPiece): GeoLine[][] {
  if (body.length === 0) return [];
  let anchors: Array<{ top: number; bottom: number }> = [];
  for (let column = 0; column < columnCount; column++) {
    const blocks = columnBlocks(body, column, columnOfPiece);
    if (blocks.length > anchors.length) anchors = blocks;
  }
  if (anchors.length <= 1) return [body];
  const clearance = clearances(body, columnCount, columnOfPiece);
  const cuts = new Set<number>();
  for (let index = 0; index + 1 < anchors.length; index++) {
    const from = (anchors[index] as { bottom: number }).bottom;
    const to = (anchors[index + 1] as { top: number }).top;
    let best = to;
    let bestScore = -1;
    for (let cut = from + 1; cut <= to; cut++) {
      const score = clearance(cut);
      if (score >= bestScore * 0.98) {
        best = score > bestScore ? cut : Math.max(best, cut);
        bestScore = Math.max(score, bestScore);
      }
    }
    cuts.add(best);
  }
  // Below the last anchor, only lines close to the one above still belong to its row.
  const lastAnchor = (anchors[anchors.length - 1] as { bottom: number }).bottom;
  for (let index = Math.max(1, lastAnchor + 1); index < body.length; index++) {
    const line = body[index] as GeoLine;
    const above = body[index - 1] as GeoLine;
    if (above.y - line.y > TIGHT_LINE * line.size) cuts.add(index);
  }
  const rows: GeoLine[][] = [];
  let start = 0;
  for (const cut of [...cuts].sort((first, second) => first - second)) {
    rows.push(body.slice(start, cut));
    start = cut;
  }
  rows.push(body.slice(start));
  return rows.filter((row) => row.length > 0);
}

/**
 * For a cut before line `cut`: the narrowest gap any column leaves between its text above and below.
 * Each column's nearest line with text above and below every cut is found once, in one pass each way.
 */
function clearances(
  body: GeoLine[],
  columnCount: number,
  columnOfPiece: ColumnOfPiece,
): (cut: number) => number {
  const count = body.length;
  const has = body.map((line) => {
    const columns = new Set<number>();
    for (const piece of line.pieces) columns.add(columnOfPiece(piece));
    return columns;
  });
  // lastAbove[column][cut]: the last line before `cut` with text in that column (-1: none);
  // firstBelow[column][cut]: the first line from `cut` on with text in it (-1: none).
  const lastAbove: Int32Array[] = [];
  const firstBelow: Int32Array[] = [];
  for (let column = 0; column < columnCount; column++) {
    const above = new Int32Array(count + 1).fill(-1);
    const below = new Int32Array(count + 1).fill(-1);
    for (let cut = 1; cut <= count; cut++)
      above[cut] = has[cut - 1]?.has(column) ? cut - 1 : (above[cut - 1] as number);
    for (let cut = count - 1; cut >= 0; cut--)
      below[cut] = has[cut]?.has(column) ? cut : (below[cut + 1] as number);
    lastAbove.push(above);
    firstBelow.push(below);
  }
  return (cut) => {
    let narrowest = Number.POSITIVE_INFINITY;
    for (let column = 0; column < columnCount; column++) {
      const above = (lastAbove[column] as Int32Array)[cut] as number;
      const below = (firstBelow[column] as Int32Array)[cut] as number;
      if (above >= 0 && below >= 0)
        narrowest = Math.min(narrowest, (body[above] as GeoLine).y - (body[below] as GeoLine).y);
    }
    return narrowest;
  };
}

function cellsOf(lines: GeoLine[], columnCount: number, columnOfPiece: ColumnOfPiece): string[] {
  const cells: string[] = Array.from({ length: columnCount }, () => "");
  for (const line of lines) {
    for (const piece of line.pieces) {
      const column = columnOfPiece(piece);
      const cell = cells[column] as string;
      // 'LOE-CAPDAM-' over 'F5-20' is one code; other wrapped pieces are words.
      cells[column] = joinCellPieces(cell, piece.text);
    }
  }
  return cells.map((cell) => cell.replace(/\s+/g, " ").trim());
}
