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
const MENTIONS = VOCABULARY.filter((entry) => entry.group === "mencion");
const DATE_OR_TIME = new RegExp(DATE_SOURCE, "giu");

/** Whether `text` adopts the method its cue names: no mention of other procedures or a case before it. */
function adopts(method: Cue, text: string): boolean {
  const at = text.search(method.pattern);
  if (at < 0) return false;
  const before = text.slice(0, at);
  return !MENTIONS.some((entry) => entry.pattern.test(before));
}

/**
 * The procedure's event a sentence dates, by the first cue of the table it carries; null for a
 * duration. An event named before the duration ('el inicio de los trabajos será el 1 de abril y el
 * plazo de ejecución de 120 días') is still dated; one named after it is the duration's starting point.
 */
export function calendarEventOf(text: string): string | null {
  const durationAt = Math.min(
    ...DURATIONS.map((entry) => text.search(entry.pattern)).filter((at) => at >= 0),
    Number.POSITIVE_INFINITY,
  );
  const event = EVENTS.find((entry) => {
    const at = text.search(entry.pattern);
    return at >= 0 && at < durationAt;
  });
  return event?.name ?? null;
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
    const index = texts.findIndex((text) => adopts(method, text));
    if (index >= 0) return { name: method.name, index };
  }
  return null;
}

const PRICE_METHODS = new Set(["subasta", "precio más bajo", "binario"]);

/**
 * What the bases say about how the award is decided, as a statement a bid manager reads first: the
 * method, and plainly when price decides (a reverse auction, lowest price, or binary: technical points
 * do not win it). The quote is the line that names the method.
 */
export function awardMethodStatement(
  passages: ReadonlyArray<{ id: string; text: string }>,
): { text: string; source: { passageId: string; quote: string } } | null {
  const lines = passages.flatMap((passage) =>
    passage.text.split("\n").map((line) => ({ passage, line: line.trim() })),
  );
  // Each line read with the start of its sentence on the line before (a mention may open it there).
  const inSentence = lines.map((entry, index) => {
    const previous = index > 0 && lines[index - 1]!.passage === entry.passage ? lines[index - 1]!.line : "";
    const opening = previous.split(/[.:;]\s/u).at(-1) ?? "";
    return /[.:;]$/u.test(previous) ? entry.line : `${opening} ${entry.line}`;
  });
  const found = evaluationMethodOf(inSentence);
  const at = found ? lines[found.index] : undefined;
  if (!found || !at) return null;
  const decided = PRICE_METHODS.has(found.name)
    ? " Decide el precio: la propuesta técnica debe cumplir cada requisito, pero no gana puntos; se adjudica a la oferta solvente de precio más bajo."
    : "";
  return {
    text: `Método de evaluación de las bases: ${found.name}.${decided}`,
    source: { passageId: at.passage.id, quote: at.line },
  };
}
