/**
 * Character error rate of OCR against a reference text: edit distance (insertions, deletions,
 * substitutions, Levenshtein) over the reference's length.
 *
 * Both texts are normalised the same way before counting: NFKC (ligatures 'ﬁ' → 'fi'), curly quotes
 * and guillemets as straight quotes, dashes as '-', a word broken by a hyphen at a line end joined,
 * runs of leader dots or rules ('.......', '____') taken as a blank, every run of blanks one space. So
 * layout and typography do not count; every character of content does.
 *
 * The reference is the original's text layer as pdftotext reads it (make-scan-fixtures.ts): each page
 * in reading order, top to bottom, without the running header and footer the product drops from a text
 * layer and from a scan alike (withoutFurniture): what a reading is held to is the page's content. Two figures are given. The strict one, held to ≤ 3 %,
 * compares the texts in the order each holds them. The line-order one first puts the reference's lines
 * in the order OCR read them: where the two read a page's blocks in another order (a table read cell by
 * cell by pdftotext and row by row by Tesseract), a block in another place counts twice in the strict
 * figure (deleted here, inserted there) though not one character was misread. Lines are only moved,
 * never dropped or shortened: a line OCR missed still costs every character.
 */
import { readFile } from "node:fs/promises";
import type { ScanReference } from "./make-scan-fixtures";

const QUOTES: Record<string, string> = {
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u00AB": '"',
  "\u00BB": '"',
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u00B4": "'",
};

/** One line of text as it is compared: typography and blanks folded (see the file's comment). */
function foldTypography(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(
        /[\u201C\u201D\u201E\u00AB\u00BB\u2018\u2019\u201A\u00B4]/gu,
        (quote) => QUOTES[quote] ?? quote,
      )
      .replace(/[\u2010-\u2013\u2212]/gu, "-")
      // Leaders and rules (an index's '.......', a form's '______') are layout, not text.
      .replace(/[.·…_\-—]{3,}|…+/gu, " ")
      .replace(/\s+/gu, " ")
      .trim()
  );
}

/** Hyphenation at a line end undone, on either side: 'licita-\nción' → 'licitación'. */
function joinHyphenation(text: string): string {
  return text.normalize("NFC").replace(/(\p{Ll}) ?[-\u00AD\u2010]\s*\n\s*(\p{Ll})/gu, "$1$2");
}

export function normalizeForCer(text: string): string {
  return foldTypography(joinHyphenation(text));
}

export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = new Uint32Array(right.length + 1).map((_, index) => index);
  let current = new Uint32Array(right.length + 1);
  for (let i = 1; i <= left.length; i++) {
    current[0] = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    [previous, current] = [current, previous];
  }
  return previous[right.length] as number;
}

/**
 * Where in `text` the `line` is found best (approximate substring match, Sellers' algorithm): the
 * position its best match ends at, and that match's edit cost. Of matches nearly as good (a sentence
 * the page says twice), the one nearest where the line is expected, right after the line before it.
 */
function bestMatchEnd(line: string[], text: string[], expected: number): { end: number; cost: number } {
  let previous = new Uint32Array(text.length + 1);
  let current = new Uint32Array(text.length + 1);
  for (let i = 1; i <= line.length; i++) {
    current[0] = i;
    for (let j = 1; j <= text.length; j++) {
      const cost = line[i - 1] === text[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    [previous, current] = [current, previous];
  }
  let lowest = previous[0] as number;
  for (let j = 1; j <= text.length; j++) lowest = Math.min(lowest, previous[j] as number);
  const tolerance = Math.max(2, Math.floor(line.length / 20));
  let end = -1;
  for (let j = 0; j <= text.length; j++) {
    if ((previous[j] as number) > lowest + tolerance) continue;
    if (end === -1 || Math.abs(j - expected) < Math.abs(end - expected)) end = j;
  }
  return { end, cost: previous[end] as number };
}

/** Lines shorter than this ('CSV', '4/22') cannot be placed reliably: they travel with the line before. */
const MIN_PLACED_LINE = 12;

/**
 * The reference with its lines in the order the OCR text holds them. A line is moved only when it is
 * found in the OCR text (at most a third of its characters wrong); the others keep their place after
 * the line before them.
 */
export function referenceInReadingOrder(reference: string, read: string): string {
  const readCharacters = [...read];
  const groups: { text: string; at: number }[] = [];
  for (const raw of joinHyphenation(reference).split("\n")) {
    const line = foldTypography(raw);
    if (!line) continue;
    const characters = [...line];
    const last = groups[groups.length - 1];
    if (last && characters.length < MIN_PLACED_LINE) {
      last.text += ` ${line}`;
      continue;
    }
    const expected = (last?.at ?? 0) + characters.length + 1;
    const match = bestMatchEnd(characters, readCharacters, expected);
    const isFound = match.cost <= characters.length / 3;
    groups.push({ text: line, at: isFound ? match.end : (last?.at ?? 0) });
  }
  return groups
    .map((group, index) => ({ ...group, index }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((group) => group.text)
    .join(" ");
}

export interface PageAccuracy {
  page: number;
  /** Edits with both texts in their own order. */
  errors: number;
  /** Edits once the reference's lines follow the order OCR read them in. */
  orderErrors: number;
  length: number;
}

/** Per page: OCR text against the reference text of the same page. */
export function pageAccuracy(reference: string[], read: Map<number, string>): PageAccuracy[] {
  return reference.map((text, index) => {
    const expected = normalizeForCer(text);
    const actual = normalizeForCer(read.get(index + 1) ?? "");
    const reordered = referenceInReadingOrder(text, actual);
    return {
      page: index + 1,
      errors: editDistance(expected, actual),
      orderErrors: Math.min(editDistance(expected, actual), editDistance(reordered, actual)),
      length: [...expected].length,
    };
  });
}

/** Errors over reference characters, in the strict order or the line order (see the file's comment). */
export function cer(pages: PageAccuracy[], measure: "errors" | "orderErrors" = "orderErrors"): number {
  const length = pages.reduce((sum, page) => sum + page.length, 0);
  return length === 0 ? 0 : pages.reduce((sum, page) => sum + page[measure], 0) / length;
}

/** The reference written next to a scan fixture (scan.pdf → scan.ref.json), if there is one. */
export async function readScanReference(scanPath: string): Promise<ScanReference | null> {
  try {
    return JSON.parse(await readFile(scanPath.replace(/\.[^.]+$/, ".ref.json"), "utf8")) as ScanReference;
  } catch {
    return null;
  }
}

/**
 * A page of the text layer (pdftotext) without the lines the product drops as page furniture: the
 * running header and footer the text layer's own reader leaves out (pdf-text.ts), as OCR's reading of a
 * scan leaves them out too (running-lines.ts). `furniture` holds the lines pdf-text.ts dropped from that
 * page, in its own line cutting (cells joined by tabs); a pdftotext line at the page's head or foot is
 * furniture when every word of it is still among theirs. Lines are taken from the head down and from the
 * foot up, each stopping at the first line of content, so a sentence of the body is never taken.
 */
export function withoutFurniture(page: string, furniture: string[]): string {
  const words = new Map<string, number>();
  for (const word of furniture.join(" ").split(/\s+/u).filter(Boolean))
    words.set(word, (words.get(word) ?? 0) + 1);
  const take = (line: string): boolean => {
    const own = line.split(/\s+/u).filter(Boolean);
    const needed = new Map<string, number>();
    for (const word of own) needed.set(word, (needed.get(word) ?? 0) + 1);
    if ([...needed].some(([word, count]) => (words.get(word) ?? 0) < count)) return false;
    for (const [word, count] of needed) words.set(word, (words.get(word) ?? 0) - count);
    return true;
  };
  const lines = page.split("\n");
  let first = 0;
  let last = lines.length - 1;
  while (first <= last && (lines[first]?.trim() === "" || take(lines[first] as string))) first++;
  while (last >= first && (lines[last]?.trim() === "" || take(lines[last] as string))) last--;
  return lines.slice(first, last + 1).join("\n");
}
