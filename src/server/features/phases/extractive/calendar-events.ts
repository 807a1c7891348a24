/**
 * The tender's calendar and evaluation method, read with the vocabulary's 'evento', 'duracion' and
 * 'metodo' cues: each dated event under its own name; offer validity and contract terms are durations.
 */
import { type Cue, DATE_SOURCE, DAY_SOURCE, DURATION_SOURCE, VOCABULARY } from "./tender-vocabulary";

const EVENTS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "evento" && !!entry.name,
);
const DURATIONS = VOCABULARY.filter((entry) => entry.group === "duracion");
const METHODS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "metodo" && !!entry.name,
);
const MENTIONS = VOCABULARY.filter((entry) => entry.group === "mencion");
const DATE_OR_TIME = new RegExp(DATE_SOURCE, "giu");
const DAY = new RegExp(DAY_SOURCE, "iu");

// A denial in the words just before a method's cue: 'y no contará con la modalidad de subasta inversa'.
const DENIAL = /(?<!\p{L})(?:no|ni|sin)(?!\p{L})/iu;
// Two methods offered as alternatives ('conforme a los criterios binario o de puntos y porcentajes', 'ha
// obtenido el mejor resultado en la evaluación de puntos y porcentajes o ha ofrecido el precio más bajo'):
// the options the law allows, not the one the bases adopt.
const METHOD_NAME =
  "binari[oa]|puntos y porcentajes|costo[- ]beneficio|precio m[áa]s bajo|menor precio|subasta";
const ALTERNATIVES = new RegExp(
  `(?<!\\p{L})(${METHOD_NAME})(?!\\p{L})[^.;]{0,40}?(?<!\\p{L})[ou](?!\\p{L})[^.;]{0,40}?(?<!\\p{L})(${METHOD_NAME})(?!\\p{L})`,
  "iu",
);

/**
 * Whether `text` adopts the method its cue names: no mention of other procedures or a case before it,
 * not denied in its own clause, and not one of two methods offered as alternatives.
 */
function adopts(method: Cue, text: string): boolean {
  const at = text.search(method.pattern);
  if (at < 0) return false;
  const before = text.slice(0, at);
  if (MENTIONS.some((entry) => entry.pattern.test(before))) return false;
  const clause = (before.split(/[.;:,]/u).at(-1) ?? "").trim().split(/\s+/u).slice(-6).join(" ");
  if (DENIAL.test(clause)) return false;
  const pair = ALTERNATIVES.exec(text);
  return !pair || fold(pair[1] ?? "") === fold(pair[2] ?? "");
}

function fold(name: string): string {
  return name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

// Every place each event cue matches (a 'g' copy of its pattern).
const EVENT_OCCURRENCES = EVENTS.map((entry) => ({
  name: entry.name,
  pattern: new RegExp(entry.pattern.source, `${entry.pattern.flags.replace("g", "")}g`),
}));

/** Where each event is named in `text`, before the first duration cue, in the text's order. */
function eventCuesIn(text: string): Array<{ name: string; at: number }> {
  const durationAt = Math.min(
    ...DURATIONS.map((entry) => text.search(entry.pattern)).filter((at) => at >= 0),
    Number.POSITIVE_INFINITY,
  );
  const cues = EVENT_OCCURRENCES.flatMap((entry) =>
    [...text.matchAll(entry.pattern)]
      .filter((match) => match.index < durationAt)
      .map((match) => ({ name: entry.name, at: match.index, end: match.index + match[0].length })),
  ).sort((first, second) => first.at - second.at);
  // A cue inside another's words ('presentación de ofertas' in 'Plazo de presentación de ofertas') is that
  // one; the same event named twice in a row is one mention.
  return cues
    .filter((cue) => !cues.some((other) => other !== cue && other.at < cue.at && cue.at < other.end))
    .filter((cue, index, kept) => index === 0 || kept[index - 1]?.name !== cue.name)
    .map(({ name, at }) => ({ name, at }));
}

/**
 * The event a sentence dates: the one named last before its first date or term ('Para efectos de la
 * adjudicación, la visita al sitio será el 5 de marzo' dates the visit; in 'la garantía, entregada dentro
 * de los quince días siguientes al fallo' the award is the term's reference); with none before, the first
 * named ('El 20 de marzo se celebrará el acto de apertura').
 */
function governingCue(flat: string, cues: Array<{ name: string; at: number }>) {
  const anchors = [flat.search(DATE_OR_TIME), flat.search(RELATIVE_TERM)].filter((at) => at >= 0);
  const anchor = anchors.length > 0 ? Math.min(...anchors) : -1;
  return cues.filter((cue) => cue.at < anchor).at(-1) ?? cues[0];
}

/**
 * The procedure's event a sentence dates (governingCue); null for a duration. An event named before the
 * duration ('el inicio de los trabajos será el 1 de abril y el plazo de ejecución de 120 días') is still
 * dated; one named after it is the duration's starting point.
 */
export function calendarEventOf(text: string): string | null {
  const flat = text.replace(/\s+/gu, " ");
  return governingCue(flat, eventCuesIn(flat))?.name ?? null;
}

/**
 * A sentence that dates two events or more ('La visita será el 9 de marzo y la junta de aclaraciones el
 * 11 de marzo'), cut where each event is named, when every piece has its own date; else the whole.
 */
export function eventPieces(text: string): Array<{ event: string; text: string; at: number }> {
  const flat = text.replace(/\s+/gu, " ");
  const cues = eventCuesIn(flat);
  const governing = governingCue(flat, cues);
  if (!governing) return [];
  const pieces = cues.map((cue, index) => ({
    event: cue.name,
    text: flat.slice(index === 0 ? 0 : cue.at, cues[index + 1]?.at ?? flat.length),
    at: index === 0 ? cue.at : 0,
  }));
  if (pieces.length >= 2 && pieces.every((piece) => DAY.test(piece.text))) return pieces;
  return [{ event: governing.name, text: flat, at: governing.at }];
}

// A term counted from another act, as the bases give it when they date an event by another ('dentro de
// los quince días naturales siguientes a la notificación del fallo'): up to the sentence's end or a
// clause's comma ('…siguientes, a contar desde el de apertura' keeps its reference).
const RELATIVE_TERM = new RegExp(
  `(?:(?:dentro|antes|despu[ée]s) de(?:l| l[oa]s)? |(?:a|no) m[áa]s tard(?:ar|e de(?: l[oa]s)?) |en (?:un|el) (?:plazo|t[ée]rmino) (?:(?:no )?(?:mayor|m[áa]ximo|superior) )?de(?: l[oa]s)? )?(?:${DURATION_SOURCE})(?: administrativos| h[áa]biles)? (?:siguientes?|posterior(?:es)?|despu[ée]s|antes|previos?|contad[oa]s|a partir|desde)(?:[^.;,]|,\\s*(?=a contar|contad))*`,
  "iu",
);
// The act a term counts from: another step of the procedure or of the contract, never the event itself
// ('la adjudicación será notificada dentro de los diez días posteriores a su dictado' dates no award).
const REFERENCE_ACT =
  /\b(?:notificaci[óo]n|fallo|adjudicaci[óo]n|firma|recepci[óo]n|requerimiento|apertura|junta|cierre|orden|acta|acto|contrato|entrega|presentaci[óo]n|publicaci[óo]n|formalizaci[óo]n|visita)\b/iu;

/**
 * The term that dates a sentence's event from another act, as written; null when the sentence gives
 * none, when the term comes before the event is named (then the event is its reference), or when the
 * term counts from no act of the procedure.
 */
export function relativeTermOf(text: string, eventAt: number): string | null {
  const match = RELATIVE_TERM.exec(text);
  if (!match || match.index < eventAt) return null;
  // Without the manner that may follow ('…a los licitadores en la forma prevista en la LCSP').
  const term = match[0]
    .replace(/\s+(?:en la forma|conforme|de conformidad|de acuerdo)\b.*$/iu, "")
    .trim()
    .replace(/[\s,]+$/u, "");
  return REFERENCE_ACT.test(term) ? term : null;
}

/** Every date and time the sentence states, as written ('15 de marzo de 2025, 10:00 horas'); null when none. */
export function datesIn(text: string): string | null {
  const found = [...text.matchAll(DATE_OR_TIME)].map((match) => match[0]);
  return found.length > 0 ? [...new Set(found)].join(", ") : null;
}

/** The calendar's events in the order a bidder meets them, for listing undated ones as pending. */
// An act the bases say will not be held: 'No habrá junta de aclaraciones', 'La visita al sitio no se
// realizará', 'Junta de aclaraciones: no aplica'.
const NOT_HELD =
  /(?<!\p{L})no\s+(?:habr[áa]|se\s+(?:realizar[áa]|llevar[áa]\s+a\s+cabo|celebrar[áa]|efectuar[áa])|aplica)(?!\p{L})/iu;

/** The event a short sentence rules out, when the denial stands right before or after its name. */
export function actNotHeld(text: string): string | null {
  const flat = text.replace(/\s+/gu, " ").trim();
  const denial = NOT_HELD.exec(flat);
  if (!denial || flat.split(" ").length > 16 || flat.search(DATE_OR_TIME) >= 0) return null;
  const denialEnd = denial.index + denial[0].length;
  for (const entry of EVENT_OCCURRENCES) {
    for (const cue of flat.matchAll(entry.pattern)) {
      const cueEnd = cue.index + cue[0].length;
      const before = denialEnd <= cue.index && cue.index - denialEnd <= 12;
      const after = cueEnd <= denial.index && denial.index - cueEnd <= 12;
      if (before || after) return entry.name;
    }
  }
  return null;
}

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
/** The award to the most convenient offer, without points (Argentina): no criterion to score. */
export const CONVENIENT = "oferta más conveniente";

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
    : found.name === CONVENIENT
      ? " Sin puntos: la propuesta debe cumplir cada requisito, y se adjudica a la más conveniente de las que cumplen, como la comparen las bases."
      : "";
  return {
    text: `Método de evaluación de las bases: ${found.name}.${decided}`,
    source: { passageId: at.passage.id, quote: toSentenceEnd(at.passage.text, at.line) },
  };
}

/** The line as printed, on to its sentence's end on the lines below (at most 300 characters more). */
function toSentenceEnd(text: string, line: string): string {
  const start = text.indexOf(line);
  if (start < 0 || /[.;:]$/u.test(line)) return line;
  const rest = text.slice(start + line.length, start + line.length + 300);
  const end = /[.;](?=\s|$)/u.exec(rest);
  return end ? text.slice(start, start + line.length + end.index + 1) : line;
}
