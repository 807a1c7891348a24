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

/**
 * The rows read on reading copies, in the passages' own letters. A row's quote and each place it cites
 * are cut from their own passage; its other cells from any passage it cites (a row may take a line of the
 * next passage), else in capitals when its own passage is in capitals.
 */
export function inDocumentLetters(
  points: RelevantPoint[],
  passages: SourcePassage[],
  read: SourcePassage[],
): RelevantPoint[] {
  const copies = new Map<string, { text: string; reading: string }>();
  passages.forEach((passage, index) => {
    const copy = read[index];
    if (copy && copy !== passage) copies.set(passage.id, { text: passage.text, reading: copy.text });
  });
  if (copies.size === 0) return points;
  const quoted = (place: { passageId: string; quote: string }) => {
    const copy = copies.get(place.passageId);
    return copy ? restoreCase(place.quote, copy.reading, copy.text) : place.quote;
  };
  return points.map((point) => {
    const cited = [point, ...point.alsoIn].flatMap((place) => copies.get(place.passageId) ?? []);
    if (cited.length === 0) return point;
    const isOwnCopy = copies.has(point.passageId);
    const cell = (value: string) => {
      for (const copy of cited) {
        const found = literal(value, copy.reading, copy.text);
        if (found !== null) return found;
      }
      return isOwnCopy ? value.toLocaleUpperCase("es-MX") : value;
    };
    return {
      ...point,
      requirement: cell(point.requirement),
      deliverable: point.deliverable && cell(point.deliverable),
      dateOrDeadline: point.dateOrDeadline && cell(point.dateOrDeadline),
      weight: point.weight && cell(point.weight),
      quote: quoted(point),
      alsoIn: point.alsoIn.map((place) => ({ ...place, quote: quoted(place) })),
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
