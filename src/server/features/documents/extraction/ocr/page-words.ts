import { findTables, type PdfTable, type PositionedItem, tableRowLines } from "../pdf-table";
import {
  linesInReadingOrder,
  type BoxedWord as ReadWord,
  runsOf,
  RULE as TABLE_RULE,
  type WordLine,
} from "./page-layout";
import { emblemCaptions } from "./page-pictures";

/** What is kept of a page's reading: its text and the confidence of the words kept. */
export interface PageText {
  text: string;
  /** Mean confidence of the kept words, weighted by their letters; 0 when nothing was kept. */
  confidence: number;
  /** The same over every word read, kept or not: how well the page as a whole read. */
  rawConfidence: number;
}

/**
 * A line whose words Tesseract trusted less than this on average, on a page it otherwise reads well,
 * is a picture read as letters (a coat of arms, a seal, a signature, a bar code), not a line of text:
 * 'PES da E md a e —]' under a bar code scores 20-40 where the page's text scores 85-97.
 */
const PICTURE_LINE_CONFIDENCE = 45;
/** Only a page read at least this well has its doubtful lines dropped: a poor page keeps all it has. */
const GOOD_PAGE_CONFIDENCE = 65;
/** A 'word' without a letter or digit ('—', ';') under this confidence is a rule or a speck. */
const SYMBOL_CONFIDENCE = 60;
/** In a doubtful line (a stamp beside a bar code), a word of 3+ letters or digits this trusted is kept. */
const TRUSTED_WORD_CONFIDENCE = 50;

/** Tesseract's TSV output (level, page, block, paragraph, line, word, box, confidence, text) as words. */
function parseTsv(tsv: string): ReadWord[] {
  const words: ReadWord[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12) continue;
    const text = cells.slice(11).join("\t").trim();
    if (!text) continue;
    words.push({
      text,
      confidence: Number(cells[10]),
      block: Number(cells[2]),
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
    });
  }
  return words;
}

function letterCount(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

function weightedConfidence(words: ReadWord[]): number {
  let letters = 0;
  let sum = 0;
  for (const word of words) {
    const weight = Math.max(1, letterCount(word.text));
    letters += weight;
    sum += weight * word.confidence;
  }
  return letters === 0 ? 0 : sum / letters;
}

/**
 * The page's text from Tesseract's words: one line per line read, a blank line between blocks and
 * where the gap above a line says a new paragraph (paragraphBreaks), table rules ('|') left out, tables
 * read from the words' positions as a PDF's are (one line per row, cells joined by tabs), other columns
 * read one after the other (page-layout.ts). On a page read well, doubtful lines (pictures read as
 * letters) keep only their
 * trusted words, and lone low-confidence symbols (specks) are left out; on a poor page everything read
 * is kept, as nothing better is known.
 */
export function pageTextFromTsv(tsv: string, dpi = 300): PageText {
  const words = parseTsv(tsv);
  const rawConfidence = weightedConfidence(words);
  const isGoodPage = rawConfidence >= GOOD_PAGE_CONFIDENCE;
  const lines = new Map<string, ReadWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  for (const line of lines.values()) readRomanNumerals(line);
  const pictures = new Set(
    isGoodPage
      ? [...lines.values()].filter((line) => weightedConfidence(line) < PICTURE_LINE_CONFIDENCE)
      : [],
  );
  const captions = emblemCaptions([...lines.values()], pictures);
  const kept: WordLine[] = [];
  for (const line of lines.values()) {
    if (captions.has(line)) continue;
    const isDoubtful = isGoodPage && weightedConfidence(line) < PICTURE_LINE_CONFIDENCE;
    const shown = line.filter((word) => {
      if (!isGoodPage) return true;
      const letters = letterCount(word.text);
      if (isDoubtful) return letters >= 3 && word.confidence >= TRUSTED_WORD_CONFIDENCE;
      return letters > 0 || word.confidence >= SYMBOL_CONFIDENCE;
    });
    // Table rules stay in the line until its columns are found: they mark where a cell ends.
    if (shown.some((word) => !TABLE_RULE.test(word.text)))
      kept.push({ block: shown[0]?.block ?? 0, words: shown });
  }
  const entries = inReadingOrder(kept, dpi);
  const lineEntries = entries.flatMap((entry) => ("rows" in entry ? [] : [entry]));
  const breaks = new Map(paragraphBreaks(lineEntries).map((isBreak, index) => [lineEntries[index], isBreak]));
  let text = "";
  const keptWords: ReadWord[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous) {
      const isBreak = "rows" in entry || "rows" in previous || breaks.get(entry) === true;
      text += isBreak ? "\n\n" : "\n";
    }
    text += "rows" in entry ? entry.rows.join("\n") : entry.words.map((word) => word.text).join(" ");
    keptWords.push(...entry.words);
  });
  return {
    text,
    confidence: Math.round(weightedConfidence(keptWords)),
    rawConfidence: Math.round(rawConfidence),
  };
}

/** A line spaced this many times wider than the page's usual line pitch starts a new paragraph. */
const PARAGRAPH_PITCH = 1.45;

/**
 * Whether each line starts a paragraph, as a PDF's text layer marks it (pdf-text.ts): a new block, a
 * jump up the page (the next column), or a gap above it clearly wider than the page's usual pitch
 * between lines. Tesseract's one block for a page of running text would otherwise run its headings,
 * items and paragraphs into one ('ITEM1 - 4 Servidores' read on into the specifications under it).
 */
function paragraphBreaks(lines: readonly WordLine[]): boolean[] {
  const tops = lines.map((line) => Math.min(...line.words.map((word) => word.top)));
  const heights = lines.map((line) => middle(line.words.map((word) => word.height)));
  const height = middle(heights);
  const pitches = tops
    .slice(1)
    .map((top, index) => top - (tops[index] as number))
    .filter((pitch) => pitch > height * 0.6 && pitch < height * 3);
  const pitch = pitches.length > 0 ? middle(pitches) : height * 1.2;
  return lines.map((line, index) => {
    if (index === 0) return false;
    const previous = lines[index - 1] as WordLine;
    if (line.block !== previous.block) return true;
    const gap = (tops[index] as number) - (tops[index - 1] as number);
    return gap < -height || gap > pitch * PARAGRAPH_PITCH;
  });
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The words a Roman numeral follows in bases: 'Anexo I', 'Capítulo II', 'Fracción IV', 'Lote III'. */
const NUMBERED_PART =
  /^(?:anexos?|ap[ée]ndices?|cap[íi]tulos?|t[íi]tulos?|secci[óo]n|apartados?|fracci[óo]n|fracciones|numeral|tomos?|lotes?|partidas?|formatos?|etapas?|fases?|art[íi]culos?)$/iu;
/** A Roman numeral whose I was read as 'l' or '|' ('Il', 'lll', 'Vl', '|'), with at least one slip. */
const SLIPPED_NUMERAL = /^(?=[IVXl|¦]*[l|¦])[IVXl|¦]{1,5}([.,;:)]?)$/u;

/**
 * Roman numerals after a part's name read with their I as 'l' or '|' ('Anexo Il', 'Anexo |') are the
 * numeral: a '|' there is no table rule (it would be dropped, leaving 'Anexo' with no number).
 */
function readRomanNumerals(line: ReadWord[]): void {
  line.forEach((word, index) => {
    const previous = line[index - 1];
    if (!previous || !NUMBERED_PART.test(previous.text)) return;
    if (word.left - (previous.left + previous.width) > previous.height * 1.5) return;
    if (SLIPPED_NUMERAL.test(word.text)) word.text = word.text.replace(/[l|¦]/gu, "I");
  });
}

/** A line of the page, or a table: its rows as the text carries them and the words it took. */
type Entry = WordLine | { rows: string[]; words: ReadWord[] };

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
function inReadingOrder(kept: WordLine[], dpi: number): Entry[] {
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
    const size = middle(text.map((word) => word.height)) * WORD_BOX_TO_FONT_SIZE * scale;
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
    .filter((table) => !isTextColumns(table) && !isList(table))
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
                NARROW_COLUMN_GAP * middle(run.map((other) => other.height));
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
      const height = middle(run.map((word) => word.height));
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
