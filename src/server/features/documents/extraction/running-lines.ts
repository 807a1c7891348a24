/**
 * Running headers and footers of a paged text (an OCR transcript): the dependency's name, the
 * procedure's number or the address repeated at the top or foot of most pages. They are page
 * furniture, not points; OCR reads them a little differently on each page ('Licitaci6n',
 * 'HOSP ITALARIO'), so lines are compared by a folded key and a small edit distance.
 */
import type { TextPage } from "./txt-pages";

// Only the first and last lines of a page can be furniture: a sentence the body repeats is content.
const EDGE_LINES = 4;
const SHARE_OF_PAGES = 0.5;

/** Lower case, no accents, no blanks or punctuation, digits out, the letters OCR mixes up as one. */
function keyOf(line: string): string {
  return line
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9|]/g, "")
    .replace(/[0-9]/g, (digit) => (digit === "1" ? "l" : digit === "0" ? "o" : ""))
    .replace(/[i|]/g, "l")
    .replace(/rn/g, "m");
}

function distance(first: string, second: string, limit: number): number {
  if (Math.abs(first.length - second.length) > limit) return limit + 1;
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (let row = 1; row <= first.length; row++) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= second.length; column++) {
      const cost = first[row - 1] === second[column - 1] ? 0 : 1;
      const value = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[second.length] as number;
}

function isNear(first: string, second: string): boolean {
  const limit = Math.max(2, Math.floor(Math.min(first.length, second.length) * 0.15));
  return first === second || distance(first, second, limit) <= limit;
}

function edgeIndexes(lines: string[]): number[] {
  const filled = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index]));
  return [...new Set([...filled.slice(0, EDGE_LINES), ...filled.slice(-EDGE_LINES)])];
}

/**
 * A page's own number printed at its head or foot ('8 de 10', 'Página 8 de 10', 'Hoja 8', '- 8 -',
 * '8/10'): its digits change on every page, so it is known by its shape, not by repeating.
 */
const PAGE_NUMBER =
  /^\s*(?:(?:p[áa]gina|p[áa]g\.|hoja|foja)\s*)?[-–—]?\s*\d{1,4}\s*(?:(?:de|\/)\s*\d{1,4})?\s*[-–—]?\s*$/iu;
const PAGE_NUMBER_KEY = "\u0000número de página";

/**
 * The pages without the lines that repeat at the edges of at least half of them (3 pages or more), page
 * numbers included when at least half the pages print one at an edge.
 */
export function dropRunningLines(pages: TextPage[]): TextPage[] {
  if (pages.length < 3) return pages;
  const pageLines = pages.map((page) => page.text.split("\n"));
  const edgeKeys = pageLines.map((lines) =>
    edgeIndexes(lines).map((index) => {
      const line = lines[index] as string;
      return { index, key: PAGE_NUMBER.test(line) ? PAGE_NUMBER_KEY : keyOf(line) };
    }),
  );
  const distinct = [...new Set(edgeKeys.flat().map((entry) => entry.key))].filter((key) => key.length >= 8);
  const needed = Math.max(3, Math.ceil(pages.length * SHARE_OF_PAGES));
  const running = distinct.filter(
    (key) => edgeKeys.filter((entries) => entries.some((entry) => isNear(entry.key, key))).length >= needed,
  );
  if (running.length === 0) return pages;
  return pages.map((page, at) => {
    const lines = pageLines[at] as string[];
    const drop = new Set(
      (edgeKeys[at] ?? [])
        .filter((entry) => entry.key.length >= 8 && running.some((key) => isNear(entry.key, key)))
        .map((entry) => entry.index),
    );
    return { page: page.page, text: lines.filter((_, index) => !drop.has(index)).join("\n") };
  });
}
