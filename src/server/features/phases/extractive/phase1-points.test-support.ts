/** Passages and the row a phrase lands in, for the phase-1 tests. */
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

export function passage(text: string, page = 1, heading: string | null = null): SourcePassage {
  return { id: `p${page}`, documentId: "d1", documentName: "bases.pdf", page, heading, text };
}

export function pointFor(text: string, phrase: string, heading: string | null = null) {
  const point = extractRelevantPoints([passage(text, 1, heading)]).find((candidate) =>
    candidate.quote.includes(phrase),
  );
  if (!point) throw new Error(`sin punto para «${phrase}»`);
  return point;
}
