/**
 * Phase 1 on bases written in capitals. Its rules read letter case (a sentence's or an item's opening
 * capital, a title in capitals, a name): a document in capitals, a long page of it, or a paragraph of a
 * few lines in capitals in a cased document, is read through its reading copy (letter-case.ts), and every
 * row is given back in the document's own letters: its quote is cut from the passage at the place the
 * copy's quote stands, its other cells likewise or, where they are no slice of a passage it cites (a
 * summary, a title joined to it), in capitals as the document prints them. A cased document's titles and
 * one-line notes in capitals keep their capitals: there they are signal.
 */

import {
  findInText,
  isCased,
  recase,
  recaseParagraphs,
  restoreCase,
} from "../../../../shared/rules/letter-case";
import type { RelevantPoint, SourcePassage } from "./phase1-relevant-points";

/**
 * Each passage on an uncased page, or of an uncased document, as its reading copy; a cased one with its
 * paragraphs in capitals recased (recaseParagraphs); the rest as they are. Whether a document or page is
 * cased is judged on all its passages: a passage alone may be a title in capitals. Headings stay as
 * printed: a section that runs from a page in capitals into a cased one keeps one name.
 */
export function readingPassages(passages: SourcePassage[]): SourcePassage[] {
  const texts = new Map<string, string[]>();
  for (const passage of passages) {
    for (const key of [passage.documentId, pageKey(passage)]) {
      const list = texts.get(key) ?? [];
      list.push(passage.text);
      texts.set(key, list);
    }
  }
  const cased = new Map<string, boolean>();
  const isKeyCased = (key: string) => {
    if (!cased.has(key)) cased.set(key, isCased((texts.get(key) ?? []).join("\n")));
    return cased.get(key) as boolean;
  };
  return passages.map((passage, index) => {
    // The passage before, of the same document, tells whether this one goes on with its sentence.
    const previous = passages[index - 1];
    const before = previous?.documentId === passage.documentId ? previous.text : "";
    if (isKeyCased(passage.documentId) && isKeyCased(pageKey(passage))) {
      const text = recaseParagraphs(passage.text, before);
      return text === passage.text ? passage : { ...passage, text };
    }
    return { ...passage, text: recase(passage.text, before) };
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
        const found = findInText(value, copy.reading, copy.text);
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

function pageKey(passage: SourcePassage): string {
  return `${passage.documentId}\u0000${passage.page ?? ""}`;
}
