/**
 * The tender's calendar and evaluation method, read with the vocabulary's 'evento', 'duracion' and
 * 'metodo' cues: each dated event under its own name; offer validity and contract terms are durations.
 */
import { type Cue, DATE_SOURCE, VOCABULARY } from "./tender-vocabulary";

const EVENTS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "evento" && !!entry.name,
);
const DURATIONS = VOCABULARY.filter((entry) => entry.group === "duracion");
const METHODS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "metodo" && !!entry.name,
);
const DATE_OR_TIME = new RegExp(DATE_SOURCE, "giu");

/** The procedure's event a sentence dates, by the first cue of the table it carries; null for a duration. */
export function calendarEventOf(text: string): string | null {
  if (DURATIONS.some((entry) => entry.pattern.test(text))) return null;
  return EVENTS.find((entry) => entry.pattern.test(text))?.name ?? null;
}

/** Every date and time the sentence states, as written ('15 de marzo de 2025, 10:00 horas'); null when none. */
export function datesIn(text: string): string | null {
  const found = [...text.matchAll(DATE_OR_TIME)].map((match) => match[0]);
  return found.length > 0 ? [...new Set(found)].join(", ") : null;
}

/** The calendar's events in the order a bidder meets them, for listing undated ones as pending. */
export const CALENDAR_EVENT_NAMES: readonly string[] = [...new Set(EVENTS.map((entry) => entry.name))];

/**
 * The evaluation method the bases name: the first text (in order) that carries a method cue, the
 * methods checked in table order (a reverse auction before points, points before lowest price).
 */
export function evaluationMethodOf(texts: readonly string[]): { name: string; index: number } | null {
  for (const method of METHODS) {
    const index = texts.findIndex((text) => method.pattern.test(text));
    if (index >= 0) return { name: method.name, index };
  }
  return null;
}
