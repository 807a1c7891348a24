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

/**
 * The lines at the page's head and foot: the first and last EDGE_LINES lines long enough to compare, and
 * the short ones among and around them ('CSV', 'PÁGINA', '8/22' do not use up the edge's lines).
 */
function edgeIndexes(lines: string[]): number[] {
  const filled = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index]));
  const long = filled.filter((index) => {
    const line = lines[index] as string;
    return PAGE_NUMBER.test(line) || keyOf(line).length >= 8;
  });
  const headEnd = long[EDGE_LINES - 1] ?? Number.POSITIVE_INFINITY;
  const footStart = long.at(-EDGE_LINES) ?? Number.NEGATIVE_INFINITY;
  return filled.filter((index) => index <= headEnd || index >= footStart);
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
    const entries = edgeKeys[at] ?? [];
    const drop = new Set(
      entries
        .filter(
          (entry) =>
            entry.key.length >= 8 &&
            (running.some((key) => isNear(entry.key, key)) || isMadeOfRunning(entry.key, running)),
        )
        .map((entry) => entry.index),
    );
    // Past the furniture, toward the page's edge, what is too short to compare ('PÁGINA', '8/22', a
    // verification code's digits) is the furniture's too: the body never lies between it and the edge.
    // On a page too short to tell its head from its foot, nothing more is dropped.
    const long = entries.filter((entry) => entry.key.length >= 8).map((entry) => entry.index);
    const top = new Set(long.slice(0, EDGE_LINES));
    const bottom = new Set(long.slice(-EDGE_LINES));
    const head = Math.min(...drop);
    const foot = Math.max(...drop);
    for (const entry of entries) {
      if (entry.key.length >= 8 && entry.key !== PAGE_NUMBER_KEY) continue;
      const isPastHead = entry.index < head && top.has(head) && !bottom.has(head);
      const isPastFoot = entry.index > foot && bottom.has(foot) && !top.has(foot);
      if (isPastHead || isPastFoot) drop.add(entry.index);
    }
    return { page: page.page, text: lines.filter((_, index) => !drop.has(index)).join("\n") };
  });
}

/** A running line must be this long (folded) to be looked for inside another line. */
const MIN_INNER_KEY = 12;
/** A line is furniture when the running lines found inside it cover this share of it. */
const COVERED_SHARE = 0.75;

/**
 * Whether the line is running lines read run together: OCR reads a tilted footer's two or three lines
 * as one ('Código Seguro de Verificación … URL DE VERIFICACIÓN https://…'), and such a line is near no
 * running line as a whole, though the running lines found inside it cover nearly all of it.
 */
function isMadeOfRunning(key: string, running: string[]): boolean {
  const covered = new Uint8Array(key.length);
  for (const inner of running) {
    if (inner.length < MIN_INNER_KEY || inner.length > key.length * 1.15) continue;
    const found = bestInnerMatch(inner, key);
    if (found.cost <= Math.max(2, Math.floor(inner.length * 0.15)))
      covered.fill(1, Math.max(0, found.end - inner.length), found.end);
  }
  return covered.reduce((sum, value) => sum + value, 0) >= key.length * COVERED_SHARE;
}

/** Where `inner` is found best inside `text` (approximate substring match): the match's end and cost. */
function bestInnerMatch(inner: string, text: string): { end: number; cost: number } {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let row = 1; row <= inner.length; row++) {
    const current = [row];
    for (let column = 1; column <= text.length; column++) {
      const cost = inner[row - 1] === text[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] as number) + 1,
          (current[column - 1] as number) + 1,
          (previous[column - 1] as number) + cost,
        ),
      );
    }
    previous = current;
  }
  let end = 0;
  for (let column = 1; column <= text.length; column++)
    if ((previous[column] as number) < (previous[end] as number)) end = column;
  return { end, cost: previous[end] as number };
}
