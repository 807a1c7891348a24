import { getResolvedPDFJS } from "unpdf";
import type { ExtractedUnit } from "./extraction-types";
import { joinHyphenatedLines, normalizeText } from "./normalize-text";
import { installWholeInflate } from "./pdf-inflate";
import { MAX_PDF_IMAGE_PIXELS } from "./pdf-limits";
import { readAllPageLines } from "./pdf-pages-parallel";
import { findTables, type PdfTable, tableRowLines, withPrintedLineBreaks } from "./pdf-table";

/** One line of a PDF page: its text, its baseline and its font size, in PDF units. */
export interface PageLine {
  text: string;
  y: number;
  size: number;
  /** A row of a table read from positions: its cells joined by tabs. */
  isTableRow?: boolean;
  /** A cuadro's section title (pdf-table.ts `sectionTitleItems`): a paragraph of its own. */
  isSectionTitle?: boolean;
}

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

export interface PdfText {
  pageCount: number;
  /** One entry per page, in order; empty string for a page without text. */
  pages: string[];
}

/**
 * Reads a PDF's text page by page with unpdf (pdf.js). Lines are rebuilt from the text items'
 * positions and a blank line marks a paragraph break wherever the vertical gap is clearly wider than
 * the page's usual line spacing: PDFs carry no paragraphs, and the splitter cuts at them. Lines that
 * repeat on most pages (letterheads, signature stamps, 'Página 2/9') are dropped, unless
 * `keepRepeatedLines` (a Word print read only to find where its lines fall).
 */
export async function readPdfText(
  data: Uint8Array,
  options: { keepRepeatedLines?: boolean } = {},
): Promise<PdfText> {
  // A long PDF is read by two threads at once (pdf-pages-parallel.ts) when the machine has the cores.
  const { pageCount, pageLines } = await readAllPageLines(data);
  return { pageCount, pages: pageTexts(pageLines, options) };
}

/**
 * Each page's text from its lines: running headers and footers dropped (unless `keepRepeatedLines`),
 * paragraphs marked by their gaps, words broken across lines joined, blanks tidied.
 */
export function pageTexts(pageLines: PageLine[][], options: { keepRepeatedLines?: boolean } = {}): string[] {
  const repeated = options.keepRepeatedLines ? new Set<string>() : findRepeatedLines(pageLines);
  return pageLines.map((lines) =>
    withPrintedLineBreaks(
      normalizeText(
        joinHyphenatedLines(
          joinParagraphs(
            lines.filter(
              (line, index) => !(isInEdgeZone(index, lines.length) && repeated.has(lineKey(line.text))),
            ),
          ),
        ),
      ),
    ),
  );
}

// No eval (font programs), no system fonts, quiet: nothing a hostile PDF could steer. No standard font
// data nor CMap files either: what unpdf's getDocumentProxy gave here (its lookup of pdfjs-dist, not
// installed, failed), now without that lookup, a blocking round trip to tsx's loader per document.
const PDF_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
  maxImageSize: MAX_PDF_IMAGE_PIXELS,
};

export type PdfDocument = Awaited<
  ReturnType<Awaited<ReturnType<typeof getResolvedPDFJS>>["getDocument"]>["promise"]
>;

/** Opens a PDF with pdf.js as every reader here does; the caller destroys it. */
export async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  installWholeInflate();
  const { getDocument } = await getResolvedPDFJS();
  return getDocument({ data, ...PDF_OPTIONS }).promise;
}

/**
 * The lines of pages `from`..`to` (1-based, inclusive) of an open PDF, rebuilt from the text items'
 * positions, tables in whole. Plain objects: they cross a thread as they are.
 */
export async function readPageLines(pdf: PdfDocument, from: number, to: number): Promise<PageLine[][]> {
  const pageLines: PageLine[][] = [];
  for (let number = from; number <= to; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pageLines.push(linesOfPage(content.items));
    page.cleanup();
  }
  return pageLines;
}

/** A page's lines from its text content's items: tables read from positions, the rest in file order. */
export function linesOfPage(contentItems: readonly unknown[]): PageLine[] {
  const items = contentItems.flatMap((item) => (isTextItem(item) ? [item] : []));
  return buildLines(items, tablesOf(items));
}

/** The page's tables; a layout the reader cannot make out leaves the page in reading order, as before. */
function tablesOf(items: TextItemLike[]): PdfTable[] {
  try {
    return findTables(items);
  } catch {
    return [];
  }
}

export function pdfPagesToUnits(pages: string[]): ExtractedUnit[] {
  return pages.flatMap((text, index) => (text.trim() ? [{ page: index + 1, location: null, text }] : []));
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === "object" && item !== null && typeof (item as TextItemLike).str === "string";
}

/**
 * The page's lines in the file's order, each table (read from positions) put in whole where its first
 * item is drawn, one line per row with its cells joined by tabs.
 */
function buildLines(items: TextItemLike[], allTables: PdfTable[] = []): PageLine[] {
  const lines: PageLine[] = [];
  let current: PageLine | null = null;
  let parts: LinePart[] = [];
  const finish = (line: PageLine) => {
    lines.push(line.isSectionTitle ? { ...line, text: line.text.trim() } : inDrawnOrder(line, parts));
    parts = [];
  };
  // A cuadro's sections are text, read in the file's order; each title's items make one line.
  const tables = allTables.filter((table) => table.sectionTitleItems === undefined);
  const titleItems = new Set(allTables.flatMap((table) => table.sectionTitleItems ?? []));
  const taken = new Set(tables.flatMap((table) => [...table.itemIndexes]));
  for (const [index, item] of items.entries()) {
    if (current?.isSectionTitle && !taken.has(index)) {
      // A title wrapped over its cell's lines is one title; its section's text starts a line of its own.
      if (item.str.trim() === "" || titleItems.has(index)) {
        if (!/\s$/u.test(current.text)) current.text += " ";
        current.text += item.str.trim();
        continue;
      }
      finish(current);
      current = null;
    } else if (titleItems.has(index) && item.str.trim() !== "") {
      if (current) finish(current);
      const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 10;
      current = { text: item.str.trim(), y: item.transform[5] ?? 0, size, isSectionTitle: true };
      continue;
    }
    const table = tables.find((candidate) => candidate.firstIndex === index);
    if (table) {
      if (current) finish(current);
      current = null;
      const size = item.height || 10;
      // Each row as printed (its lines in their columns' slots): its quote is the row as the page shows it.
      for (const text of tableRowLines(table)) lines.push({ text, y: table.top, size, isTableRow: true });
    }
    if (taken.has(index)) continue;
    const y = item.transform[5] ?? 0;
    const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 10;
    const hasText = item.str.trim() !== "";
    if (current && hasText && Math.abs(y - current.y) > Math.max(size, current.size) * 0.5) {
      finish(current);
      current = null;
    }
    if (!current) {
      if (!hasText && !item.hasEOL) continue;
      current = { text: "", y, size };
    }
    current.text += item.str;
    parts.push({ text: item.str, x: item.transform[4] ?? 0, width: item.width, size });
    if (hasText) current.size = Math.max(current.size, size);
    if (item.hasEOL) {
      finish(current);
      current = null;
    }
  }
  if (current) finish(current);
  return lines.filter((line) => line.text.trim() !== "");
}

interface LinePart {
  text: string;
  x: number;
  width: number;
  size: number;
}

/**
 * A line whose pieces the file draws out of their order on the page (a word processor draws the glyphs
 * of another font, '☒ SÍ ☐ NO', after the run they sit in, which read 'SÍ☒ NO … de☐ 17,5') is read
 * left to right, a space where the page leaves one; a line drawn in order stays as the file has it.
 */
function inDrawnOrder(line: PageLine, parts: LinePart[]): PageLine {
  const isOutOfOrder = parts.some(
    (part, index) => index > 0 && part.text.trim() !== "" && part.x < (parts[index - 1] as LinePart).x - 1,
  );
  if (!isOutOfOrder) return line;
  const ordered = parts.filter((part) => part.text.trim() !== "").sort((a, b) => a.x - b.x);
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const part of ordered) {
    if (text !== "" && part.x - end > part.size * 0.15 && !/\s$/u.test(text)) text += " ";
    text += part.text;
    end = Math.max(end, part.x + part.width);
  }
  return { ...line, text };
}

/** Joins lines with '\n', and with '\n\n' where the gap to the previous line says a new paragraph. */
function joinParagraphs(lines: PageLine[]): string {
  const spacing = typicalLineSpacing(lines);
  let text = "";
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous) {
      const gap = previous.y - line.y;
      // A table stands apart from the text around it; its rows follow each other line by line.
      const isBreak =
        line.isSectionTitle === true ||
        (previous.isTableRow || line.isTableRow
          ? previous.isTableRow !== line.isTableRow
          : gap < -previous.size || gap > spacing * 1.45);
      text += isBreak ? "\n\n" : "\n";
    }
    text += line.text;
  });
  return text;
}

function typicalLineSpacing(lines: PageLine[]): number {
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const previous = lines[index - 1] as PageLine;
    const line = lines[index] as PageLine;
    const gap = previous.y - line.y;
    if (gap > previous.size * 0.6 && gap < previous.size * 3) gaps.push(gap);
  }
  if (gaps.length === 0) return (lines[0]?.size ?? 10) * 1.2;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] as number;
}

/** Digits vary between pages ('Página 2 de 9'); the rest of a running header or footer does not. */
function lineKey(text: string): string {
  return text.trim().toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");
}

/**
 * How many lines at the top and at the bottom of a page can be a running header or footer. Only there
 * is a repeated line dropped: a sentence the body repeats on every page (a clause, a table header)
 * is content.
 */
const EDGE_LINES = 5;

function isInEdgeZone(index: number, count: number): boolean {
  return index < EDGE_LINES || index >= count - EDGE_LINES;
}

/** Edge lines found on at least 60% of the pages of a document of 3 pages or more. */
function findRepeatedLines(pageLines: PageLine[][]): Set<string> {
  const repeated = new Set<string>();
  if (pageLines.length < 3) return repeated;
  const pagesWithLine = new Map<string, number>();
  for (const lines of pageLines) {
    const edges = lines.filter((_, index) => isInEdgeZone(index, lines.length));
    for (const key of new Set(edges.map((line) => lineKey(line.text)))) {
      if (key.length > 160) continue;
      pagesWithLine.set(key, (pagesWithLine.get(key) ?? 0) + 1);
    }
  }
  const threshold = Math.max(3, Math.ceil(pageLines.length * 0.6));
  for (const [key, count] of pagesWithLine) if (count >= threshold) repeated.add(key);
  return repeated;
}
