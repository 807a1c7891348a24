import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";

/**
 * A Word text whose page starts carry `marker` (see docx-pages.ts), cut into one unit per page. Page
 * numbers count every marker, so a blank page keeps its number; pages without text give no unit.
 */
export function splitMarkedPages(
  text: string,
  marker: string,
): { units: ExtractedUnit[]; pageCount: number } {
  const pages = text.split(marker);
  const units: ExtractedUnit[] = [];
  pages.forEach((page, index) => {
    const clean = normalizeText(page);
    if (clean) units.push({ page: index + 1, location: null, text: clean });
  });
  return { units, pageCount: pages.length };
}

/** Letters and digits only, lower case, without accents: what survives any layout. */
function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const PROBE_CHARS = 24;
const MIN_PROBE_CHARS = 8;

/**
 * What to look for in the print, best first: the line's start without heading marks, bullets or cell
 * separators; then, for a long line, a piece further in (its first printed line may be missing, say
 * taken into a text box). A row whose first cell is tiny ('1') starts with its longest cell instead.
 */
function probesOf(line: string): string[] {
  const plain = line.replace(/^#+ /, "").replace(/^• /, "");
  const cells = plain.split(" | ");
  let key = searchKey(plain);
  if (cells.length > 1 && searchKey(cells[0] ?? "").length < MIN_PROBE_CHARS) {
    key = searchKey(cells.reduce((best, cell) => (cell.length > best.length ? cell : best), ""));
  }
  if (key.length < MIN_PROBE_CHARS) return [];
  const probes = [key.slice(0, PROBE_CHARS)];
  if (key.length >= 6 * PROBE_CHARS) probes.push(key.slice(3 * PROBE_CHARS, 4 * PROBE_CHARS));
  return probes;
}

/**
 * Gives a Word text (headings, lists and tables as the Word readers write them) the pages of the same
 * document printed to PDF (by LibreOffice). Each line is found in the printed text by its first letters,
 * searching forward from the previous line, so pages never go back; a line too short to find, or not
 * found nearby, stays on the page of the line before. A paragraph is cited at the page where it starts.
 */
export function assignPrintedPages(text: string, printedPages: string[]): ExtractedUnit[] {
  const starts: number[] = [];
  let printed = "";
  for (const page of printedPages) {
    starts.push(printed.length);
    printed += searchKey(page);
  }
  const averagePage = printed.length / Math.max(1, printedPages.length);
  const window = Math.max(4_000, 2 * averagePage);
  const pageAt = (offset: number) => {
    let page = 0;
    while (page + 1 < starts.length && (starts[page + 1] ?? Infinity) <= offset) page += 1;
    return page + 1;
  };

  let cursor = 0;
  let page = 1;
  const byPage = new Map<number, string[][]>();
  for (const block of text.split(/\n{2,}/)) {
    let current: string[] | null = null;
    let currentPage = -1;
    for (const line of block.split("\n")) {
      for (const probe of probesOf(line)) {
        const found = printed.indexOf(probe, cursor);
        if (found !== -1 && found - cursor <= window) {
          page = Math.max(page, pageAt(found));
          cursor = found + probe.length;
          break;
        }
      }
      if (page !== currentPage) {
        current = [];
        const blocks = byPage.get(page) ?? [];
        blocks.push(current);
        byPage.set(page, blocks);
        currentPage = page;
      }
      current?.push(line);
    }
  }
  return [...byPage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, blocks]) => ({
      page: number,
      location: null,
      text: normalizeText(blocks.map((lines) => lines.join("\n")).join("\n\n")),
    }))
    .filter((unit) => unit.text !== "");
}
