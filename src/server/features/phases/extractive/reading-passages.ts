/**
 * Phase 1 on bases written in capitals. Its rules read letter case (a sentence's or an item's opening
 * capital, a title in capitals, a name): a document in capitals, or a long page of it, is read through
 * its reading copy (letter-case.ts), and every row is given back in the document's own letters: its quote
 * is cut from the passage at the place the copy's quote stands, its other cells likewise or, where they
 * are no slice of the passage (a summary, a title joined to it), in capitals as the document prints them.
 * A cased document, with its titles or notes in capitals, is read as it is.
 */

import { isCased, recase, restoreCase } from "../../../../shared/rules/letter-case";
import type { RelevantPoint, SourcePassage } from "./phase1-relevant-points";

/** Each passage on an uncased page, or of an uncased document, as its reading copy; the rest as they are. */
export function readingPassages(passages: SourcePassage[]): SourcePassage[] {
  const texts = new Map<string, string[]>();
  for (const passage of passages) {
    for (const key of [passage.documentId, pageKey(passage)]) {
      texts.set(key, [...(texts.get(key) ?? []), passage.text]);
    }
  }
  const cased = new Map<string, boolean>();
  const isKeyCased = (key: string) => {
    if (!cased.has(key)) cased.set(key, isCased((texts.get(key) ?? []).join("\n")));
    return cased.get(key) as boolean;
  };
  return passages.map((passage, index) => {
    if (isKeyCased(passage.documentId) && isKeyCased(pageKey(passage))) return passage;
    // The passage before, of the same document, tells whether this one goes on with its sentence.
    const previous = passages[index - 1];
    const before = previous?.documentId === passage.documentId ? previous.text : "";
    return {
      ...passage,
      text: recase(passage.text, before),
      heading: passage.heading && recase(passage.heading),
    };
  });
}

/** The rows read on reading copies, in the passages' own letters. */
export function inDocumentLetters(
  points: RelevantPoint[],
  passages: SourcePassage[],
  read: SourcePassage[],
): RelevantPoint[] {
  const originals = new Map(passages.map((passage, index) => [passage.id, { passage, read: read[index] }]));
  return points.map((point) => {
    const pair = originals.get(point.passageId);
    if (!pair?.read || pair.read === pair.passage) return point;
    const { text } = pair.passage;
    const reading = pair.read.text;
    const cell = (value: string) => literal(value, reading, text) ?? value.toLocaleUpperCase("es-MX");
    const at = reading.indexOf(point.quote);
    return {
      ...point,
      requirement: cell(point.requirement),
      deliverable: point.deliverable && cell(point.deliverable),
      dateOrDeadline: point.dateOrDeadline && cell(point.dateOrDeadline),
      weight: point.weight && cell(point.weight),
      quote: at >= 0 ? text.slice(at, at + point.quote.length) : restoreCase(point.quote, reading, text),
      alsoIn: point.alsoIn.map((place) => {
        const other = originals.get(place.passageId);
        if (!other?.read || other.read === other.passage) return place;
        return { ...place, quote: restoreCase(place.quote, other.read.text, other.passage.text) };
      }),
    };
  });
}

/** A cell that is a slice of the reading copy, in the text's letters; null when it is not one. */
function literal(value: string, reading: string, text: string): string | null {
  const at = reading.indexOf(value);
  if (at >= 0) return text.slice(at, at + value.length);
  const restored = restoreCase(value, reading, text);
  return restored !== value || !/\p{Ll}/u.test(value) ? restored : null;
}

function pageKey(passage: SourcePassage): string {
  return `${passage.documentId}\u0000${passage.page ?? ""}`;
}
