/** Marks ts_headline puts around each match: control characters no document text keeps. */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** Splits around either mark, keeping the marks (built from the constants: the lint forbids them in literals). */
const MARK_SPLITTER = new RegExp(`([${MATCH_START}${MATCH_END}])`);

export interface MarkedExcerpt {
  /** Plain text, whitespace collapsed to single spaces. */
  excerpt: string;
  /** Where each match starts in `excerpt` (UTF-16 units, as JavaScript counts) and how long it is. */
  highlights: { start: number; length: number }[];
}

/**
 * Turns ts_headline's marked excerpt into plain text plus match offsets. Offsets rather than marks in
 * the text: tender documents are full of «» and quotes, which a client could not tell from a match.
 */
export function readMarkedExcerpt(marked: string): MarkedExcerpt {
  const highlights: MarkedExcerpt["highlights"] = [];
  let excerpt = "";
  let openedAt: number | null = null;
  for (const piece of marked.replace(/\s+/g, " ").trim().split(MARK_SPLITTER)) {
    if (piece === MATCH_START) openedAt = excerpt.length;
    else if (piece === MATCH_END) {
      if (openedAt !== null && excerpt.length > openedAt)
        highlights.push({ start: openedAt, length: excerpt.length - openedAt });
      openedAt = null;
    } else excerpt += piece;
  }
  return { excerpt, highlights };
}
