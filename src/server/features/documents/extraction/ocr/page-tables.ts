/**
 * The tables of a page read by OCR, found from Tesseract's words by the PDF's own table reader
 * (pdf-table.ts), and the page's lines and tables in reading order (page-words.ts writes them out).
 */
import { findTables, type PdfTable, type PositionedItem, tableRowLines } from "../pdf-table";
import {
  letterCount,
  linesInReadingOrder,
  median,
  type BoxedWord as ReadWord,
  runsOf,
  RULE as TABLE_RULE,
  type WordLine,
} from "./page-layout";

/** A line of the page, or a table: its rows as the text carries them and the words it took. */
export type Entry = WordLine | { rows: string[]; words: ReadWord[] };

/** PDF points per pixel at the reading's resolution: the table reader's gaps and tolerances are in points. */
function pointsPerPixel(dpi: number): number {
  return 72 / (dpi > 0 ? dpi : 300);
}

/**
 * The page's lines and tables in reading order. Tables are found from the words' positions by the
 * reader a PDF's text layer goes through (pdf-table.ts), each run of words between a line's gutters
 * (page-layout.ts) taken as one piece of text on its line's baseline: a
 * scanned list of items keeps its quantity, unit and description in their cells, row by row, where
 * Tesseract reads a row's cells as separate lines or blocks. Each table stands where its first word was
 * read; the lines between tables are put in reading order as before (page-layout.ts).
 */
export function inReadingOrder(kept: WordLine[], dpi: number): Entry[] {
  const scale = pointsPerPixel(dpi);
  const runs: ReadWord[][] = [];
  const items: PositionedItem[] = [];
  const lineRuns = splitAtColumnStarts(kept.map((line) => runsOf(line.words)));
  kept.forEach((line, lineIndex) => {
    const text = line.words.filter((word) => !TABLE_RULE.test(word.text));
    if (text.length === 0) return;
    const lettered = text.filter((word) => letterCount(word.text) >= 2);
    const baseline = Math.min(
      ...(lettered.length > 0 ? lettered : text).map((word) => word.top + word.height),
    );
    const size = median(text.map((word) => word.height)) * WORD_BOX_TO_FONT_SIZE * scale;
    for (const run of lineRuns[lineIndex] ?? []) {
      const first = run[0] as ReadWord;
      const last = run[run.length - 1] as ReadWord;
      runs.push(run);
      items.push({
        str: run.map((word) => word.text).join(" "),
        transform: [size, 0, 0, size, first.left * scale, -baseline * scale],
        width: (last.left + last.width - first.left) * scale,
        height: size,
      });
    }
  });
  const tables = safeTables(items)
    .filter((table) => table.sectionTitleItems === undefined && !isTextColumns(table) && !isList(table))
    .map((table) => ({
      rows: tableRowLines(table),
      words: [...table.itemIndexes].flatMap((index) => runs[index] ?? []),
    }));
  const tableOf = new Map<ReadWord, (typeof tables)[number]>();
  for (const table of tables) for (const word of table.words) tableOf.set(word, table);
  const entries: Entry[] = [];
  const shown = new Set<(typeof tables)[number]>();
  let segment: WordLine[] = [];
  const flush = () => {
    entries.push(...cleanLines(linesInReadingOrder(segment)));
    segment = [];
  };
  for (const line of kept) {
    for (const word of line.words) {
      const table = tableOf.get(word);
      if (!table || shown.has(table)) continue;
      flush();
      entries.push(table);
      shown.add(table);
    }
    const rest = line.words.filter((word) => !tableOf.has(word));
    if (rest.some((word) => !TABLE_RULE.test(word.text))) segment.push({ block: line.block, words: rest });
  }
  flush();
  return entries;
}

/** A word's box spans about four fifths of its font's size (ascender to descender). */
const WORD_BOX_TO_FONT_SIZE = 1.25;

/** Cells of more words than this on average, in every column, are columns of running text. */
const TEXT_CELL_WORDS = 3;

/**
 * Whether a 'table' is two columns of running text (cells of a comparison in prose, a page in two
 * columns): each column is read top to bottom instead (page-layout.ts), as a text layer has it. A
 * table of items or requirements has a column of short cells (the number, the unit, the quantity).
 */
function isTextColumns(table: PdfTable): boolean {
  const body = table.rows.slice(table.headerRows);
  const columnCount = Math.max(0, ...body.map((row) => row.length));
  if (columnCount === 0) return false;
  return Array.from({ length: columnCount }, (_, column) => {
    const filled = body.map((row) => row[column] ?? "").filter((cell) => cell.trim() !== "");
    const words = filled.reduce((sum, cell) => sum + cell.trim().split(/\s+/u).length, 0);
    return filled.length === 0 ? 0 : words / filled.length;
  }).every((mean) => mean > TEXT_CELL_WORDS);
}

/** A list's marker as OCR reads it: 'a.', '4.6.', 'iv)', 'b-', 'f' (its period lost), '•'. */
const LIST_MARKER = /^(?:[\p{L}]{1,4}|\d{1,3}(?:\.\d{1,3})*)[.)\-:]?$|^[•·\-–*▪►✓o]$/u;
/** Two columns whose first holds this share of markers are a list, not a table. */
const LIST_MARKER_SHARE = 0.6;

/**
 * Whether a two-column 'table' is a list: markers hanging left of their items ('a. Careciesen de la
 * garantía…'), which OCR reads with slips ('f', 'j-') a PDF's table reader would not take for markers.
 * Its lines are read in Tesseract's order, as before (page-layout.ts keeps a list's markers row by row).
 */
function isList(table: PdfTable): boolean {
  const body = table.rows.slice(table.headerRows);
  if (Math.max(0, ...body.map((row) => row.length)) !== 2) return false;
  // Each printed line's first cell: rows of a list run together when nothing tells them apart.
  const firsts = table.printedRows
    .slice(table.headerRows)
    .flatMap((printed) => printed.map((slots) => (slots[0] ?? "").trim()))
    .filter((cell) => cell !== "");
  const markers = firsts.filter((cell) => LIST_MARKER.test(cell)).length;
  return firsts.length > 0 && markers >= firsts.length * LIST_MARKER_SHARE;
}

function safeTables(items: PositionedItem[]): PdfTable[] {
  try {
    return findTables(items, true);
  } catch {
    return [];
  }
}

/** Lines without their table rules ('|'), and without lines left empty. */
function cleanLines(lines: WordLine[]): WordLine[] {
  return lines
    .map((line) => ({ block: line.block, words: line.words.filter((word) => !TABLE_RULE.test(word.text)) }))
    .filter((line) => line.words.length > 0);
}

/** A word set off by at least this many letter heights may open a column (wider than a word space). */
const NARROW_COLUMN_GAP = 0.65;
/** ... when at least this many other lines start a run, or a word as far apart, within a quarter letter height of it. */
const ALIGNED_LINES = 3;

/**
 * Each line's runs, a run cut again before a word that stands a little apart where other lines start a
 * cell: a scan without rules sets 'Unidad' and '420', or a header's 'Ítem' and 'Descripción', closer
 * than a gutter, and only the column the rows below share tells them apart (pdf-table-lines.ts does the
 * same with a PDF's pieces).
 */
function splitAtColumnStarts(lines: ReadWord[][][]): ReadWord[][][] {
  // Where a line of two or more runs starts a run, or a word a little apart: the candidates' columns.
  const starts = lines.flatMap((runs, line) =>
    runs.length >= 2
      ? runs.flatMap((run) =>
          run.flatMap((word, index) => {
            const previous = run[index - 1];
            const isApart =
              !previous ||
              word.left - (previous.left + previous.width) >=
                NARROW_COLUMN_GAP * median(run.map((other) => other.height));
            return isApart ? [{ line, left: word.left }] : [];
          }),
        )
      : [],
  );
  const opensColumn = (word: ReadWord, line: number) => {
    const others = new Set(
      starts
        .filter((start) => start.line !== line && Math.abs(start.left - word.left) <= word.height / 4)
        .map((start) => start.line),
    );
    return others.size >= ALIGNED_LINES;
  };
  return lines.map((runs, line) =>
    runs.flatMap((run) => {
      const height = median(run.map((word) => word.height));
      const pieces: ReadWord[][] = [];
      run.forEach((word, index) => {
        const previous = run[index - 1];
        const gap = previous ? word.left - (previous.left + previous.width) : 0;
        if (!previous || (gap >= NARROW_COLUMN_GAP * height && opensColumn(word, line))) pieces.push([word]);
        else pieces[pieces.length - 1]?.push(word);
      });
      return pieces;
    }),
  );
}
