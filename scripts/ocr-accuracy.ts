/**
 * Character error rate of OCR against a reference text: edit distance (insertions, deletions,
 * substitutions, Levenshtein) over the reference's length, both texts in NFC with every run of blanks
 * (and of leader dots or rules) made one space, so line breaks and layout do not count, only characters.
 */
import { readFile } from "node:fs/promises";
import type { ScanReference } from "./make-scan-fixtures";

export function normalizeForCer(text: string): string {
  return (
    text
      .normalize("NFC")
      // Leaders and rules (an index's '.......', a form's '______') are layout, not text: any run of
      // three or more counts as a blank, on both sides.
      .replace(/[.·…_\-–—]{3,}|…+/gu, " ")
      .replace(/\s+/gu, " ")
      .trim()
  );
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

export interface PageAccuracy {
  page: number;
  errors: number;
  length: number;
}

/** Per page: OCR text against the reference text of the same page. */
export function pageAccuracy(reference: string[], read: Map<number, string>): PageAccuracy[] {
  return reference.map((text, index) => {
    const expected = normalizeForCer(text);
    const actual = normalizeForCer(read.get(index + 1) ?? "");
    return { page: index + 1, errors: editDistance(expected, actual), length: [...expected].length };
  });
}

export function cer(pages: PageAccuracy[]): number {
  const length = pages.reduce((sum, page) => sum + page.length, 0);
  return length === 0 ? 0 : pages.reduce((sum, page) => sum + page.errors, 0) / length;
}

/** The reference written next to a scan fixture (scan.pdf → scan.ref.json), if there is one. */
export async function readScanReference(scanPath: string): Promise<ScanReference | null> {
  try {
    return JSON.parse(await readFile(scanPath.replace(/\.[^.]+$/, ".ref.json"), "utf8")) as ScanReference;
  } catch {
    return null;
  }
}
