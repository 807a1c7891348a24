/**
 * A sentence the page (or the passage) cut: the last sentence of a page that ends with no sentence end ('…no podrá ceder
 * los derechos y/u obligaciones derivados de la') goes on at the top of the next page, in lower case
 * ('presente contratación.'). Phase 1 reads the two as one sentence (its 'Requisito', kind, flag and
 * figures) and cites both pages: the quote on each page is the part printed there, literal.
 */
import type { SourcePassage } from "./phase1-relevant-points";
import { segmentUnits, type TextUnit } from "./segment-units";

export interface PageContinuation {
  /** The next page's passage. */
  passage: SourcePassage;
  /** The unit of that passage that finishes the sentence (its text is literal in the passage). */
  unit: TextUnit;
}

// What ends a sentence or a line that stands alone: a period, a list's colon, a closing quote or bracket.
const ENDED = /[.;:!?…)"”»]\s*$/u;
// The rest of a sentence opens with a lower-case word, not a list's letter ('a) …', 'b. …'); or the
// page ends on a word that needs the next ('efectuado en el' / 'Agente Financiero de la Provincia').
const GOES_ON = /^\s*\p{Ll}{2,}(?![.)])/u;
const CUT_END =
  /(?<!\p{L})(?:de|del|la|las|los|el|al|a|y|e|o|u|en|con|por|para|que|su|sus|sin|sobre|entre)\s*$/iu;
const LIST_MARKER = /^\s*(?:[a-zA-Z]\)|[a-z]\.\s|[IVXL]{1,5}[.)-]|\d{1,3}(?:\.\d{1,3})*[.)-]?\s|[•\-–·*]\s)/u;

/** The start of the next passage that finishes the last sentence of `passage`, or null. */
export function pageContinuation(
  passage: SourcePassage,
  next: SourcePassage | undefined,
  last: TextUnit | undefined,
): PageContinuation | null {
  if (!next || !last || last.isTableRow || last.isHeading) return null;
  // The next passage of the same page (a long paragraph cut in two) or the next page's first.
  const isNext =
    next.documentId === passage.documentId &&
    passage.page !== null &&
    (next.page === passage.page || next.page === passage.page + 1);
  if (!isNext || ENDED.test(passage.text) || !passage.text.trimEnd().endsWith(last.text)) return null;
  const first = segmentUnits(next.text)[0];
  if (!first || first.isTableRow || first.isHeading || LIST_MARKER.test(first.text)) return null;
  if (!GOES_ON.test(first.text) && !CUT_END.test(last.text)) return null;
  // Only the text before the next page's first line break that opens something new: the unit itself.
  return { passage: next, unit: first };
}
