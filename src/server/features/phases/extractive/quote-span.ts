/**
 * The 'Cita textual' of a phase-1 row: the shortest literal span of its sentence that proves the point.
 * A sentence of up to QUOTE_BOUND characters is quoted whole, and so is a legal requirement (its point is
 * the law or the forum it names, wherever: cut, it lost labelled points on four documents). A longer
 * sentence is quoted where its proof is, not from its start: from the printed line holding the first
 * thing the row rests on — its duty (a ban, an option, a list item's opening), the mention of its kind's
 * cue nearest the rest, every figure with what completes it (a term's starting point, a percentage's
 * base: the vocabulary's 'referencia'), the document it asks for — and from the line above when the
 * proof opens its line, to the first clause boundary after the last of them ('corte') within the bound;
 * else to the last printed line end within the bound, else to the first line (or word) end past it.
 * Whenever the proof fits the bound from the sentence's start, the quote starts there, at its printed
 * line (the previous sentence's tail kept: a reviewer finds the line on the page, and so do the labels).
 * Never mid-word, never on a word that needs what follows, never dropping a figure the row states.
 */
import { QUOTE_VOCABULARY } from "./quote-vocabulary";
import { cuesOf, DURATION_SOURCE, kindCues, type PointKind } from "./tender-vocabulary";

const BOUNDARIES = QUOTE_VOCABULARY.filter((entry) => entry.group === "corte").map(
  (entry) => new RegExp(entry.pattern.source, `${entry.pattern.flags.replace("g", "")}g`),
);
// What completes a figure, read right after it ('contados a partir de la notificación', 'del valor total').
const REFERENCES = QUOTE_VOCABULARY.filter((entry) => entry.group === "referencia").map(
  (entry) => new RegExp(`^(?:${entry.pattern.source})`, entry.pattern.flags.replace("g", "")),
);
// What binds, whether or not it makes the row mandatory: the obligation cues, an option ('podrán') and
// anything called obligatory ('de aplicación obligatoria').
const DUTY = new RegExp(
  `(?:${cuesOf("obligacion").source})|\\bpodr[áa]n?(?!\\p{L})|\\bobligatori\\p{L}*`,
  "iu",
);
// A list item states what it asks at its opening ('a) Documentación que acredite…', 'I. Presentar escrito…'),
// and so does a sentence that opens with its verb ('Presentar la propuesta…').
const OPENING =
  /^(?:(?:[a-zñ]|\d{1,2}(?:\.\d{1,2})*|[ivxl]{1,6}|[IVXL]{1,6})[.)-]+\s+\S+|\p{Lu}\p{Ll}+(?:ar|er|ir)(?:se)?(?=\s))/u;
const LAW_CITATION = new RegExp(cuesOf("cita_legal").source, "giu");
const FIGURE = new RegExp(`${DURATION_SOURCE}|\\d+(?:[.,:/]\\d+)*(?:\\s*(?:%|por ciento))?|[$€%]`, "giu");
// A hand label is one printed line of 20-120 characters; a quote from a line's start that runs well into
// the next line holds both. Past this, a quote with no clause boundary is cut at a line or word end.
export const QUOTE_BOUND = 160;
// A clause shorter than this is no quote a reviewer can cite; a tail shorter than this is not worth leaving out.
const MIN_WORDS = 6;
const MIN_TAIL_CHARS = 25;
// The words after a duty that say what must be done ('No es necesario acompañar … el bastanteo de poderes').
const OBJECT_WORDS = 8;
// A proof within this many words of its line's start opens the line.
const OPENING_WORDS = 3;
// Words a phrase cannot end on: articles, prepositions, conjunctions, relatives.
const DANGLING =
  /^(?:que|quien(?:es)?|cuy[oa]s?|el|la|los|las|lo|un|una|unos|unas|de|del|al|a|en|con|por|para|sin|sobre|entre|y|e|o|u|ni|su|sus|se|no|como|cuando|si|alguno|alguna|algún|cualquier|cada|todo|toda|todos|todas|dicho|dicha|este|esta|ese|esa|más|menos|ante|bajo|desde|hacia|hasta|tras|durante|mediante|según|así|vez)$/iu;
// As many words as the row's 'Requisito' shows (point-rows.ts): the bare numbers it states.
const STATED_WORDS = 25;

/** What the row states of its sentence: the quote must prove each. */
export interface QuotedRow {
  kind: PointKind;
  isMandatory?: boolean;
  /** The other values the row shows (its date or term, weight, deliverable), wherever they are. */
  keep?: ReadonlyArray<string | null>;
}

/**
 * The quote of `sentence` read with `head`, the text before it on its first printed line (the previous
 * sentence's tail): a literal slice of `head + sentence`, so of the passage.
 */
export function quoteOf(head: string, sentence: string, row: QuotedRow): string {
  const text = head + sentence;
  if (row.kind === "requisito_legal") return text;
  const { flat, at, lineEnds } = collapse(text);
  const from = at.findIndex((index) => index >= head.length);
  if (flat.slice(from).trim().length <= QUOTE_BOUND) return text;
  const proof = proofOf(flat.slice(from), row) ?? { start: 0, end: 0 };
  const start = proof.end <= QUOTE_BOUND ? 0 : startOf(flat, from + proof.start, lineEnds);
  const end = endOf(flat, start, from + proof.end, lineEnds);
  return text.slice(at[start] ?? 0, at[end] ?? text.length).replace(/[\s,;:]+$/u, "");
}

/** The quote of a sentence that starts its line (or of running text). */
export function shortestQuote(sentence: string, row: QuotedRow): string {
  return quoteOf("", sentence, row);
}

/** Where the clause holding the proof ends (the first clause boundary after it); the sentence's end without one. */
export function clauseEnd(sentence: string, row: QuotedRow): number {
  const { flat, at } = collapse(sentence);
  const proof = proofOf(flat, row);
  const end = proof === null ? undefined : boundaryAfter(flat, 0, proof.end);
  return end === undefined ? sentence.length : (at[end] ?? sentence.length);
}

/**
 * The start of the printed line holding the proof's first point (the sentence's start in running text);
 * the line before as well when the proof opens its line ('cinco días, contados desde…' says what it is
 * for on the line above).
 */
function startOf(flat: string, proofStart: number, lineEnds: number[]): number {
  const starts = [0, ...lineEnds.map((index) => index + 1)].filter((index) => index <= proofStart);
  const line = starts.at(-1) ?? 0;
  const opensLine = flat.slice(line, proofStart).trim().split(/\s+/).filter(Boolean).length < OPENING_WORDS;
  return opensLine ? (starts.at(-2) ?? line) : line;
}

/** The first clause boundary past the proof within the bound, else the first line (or word) end past both. */
function endOf(flat: string, start: number, proofEnd: number, lineEnds: number[]): number {
  const reach = Math.max(proofEnd, start + QUOTE_BOUND);
  if (flat.length <= reach || flat.length - proofEnd < MIN_TAIL_CHARS) return flat.length;
  const boundary = boundaryAfter(flat, start, proofEnd);
  if (boundary !== undefined && boundary <= reach) return boundary;
  const ends = lineEnds.length > 0 ? lineEnds : [...flat.matchAll(/\s/gu)].map((space) => space.index);
  // Layout text: the last printed line within the bound that holds the proof's end.
  const within = lineEnds
    .filter((index) => index >= proofEnd && index <= reach && isPhraseEnd(flat, start, index))
    .at(-1);
  return (
    within ??
    ends.find((index) => index >= reach && isPhraseEnd(flat, start, index)) ??
    boundary ??
    flat.length
  );
}

function boundaryAfter(flat: string, start: number, proofEnd: number): number | undefined {
  return boundariesFrom(flat, proofEnd).find((index) => isPhraseEnd(flat, start, index));
}

/** The clause boundaries ('corte') at or after `from`, in order. */
function boundariesFrom(flat: string, from: number): number[] {
  return BOUNDARIES.flatMap((pattern) => [...flat.matchAll(pattern)].map((match) => match.index))
    .filter((index) => index >= from)
    .sort((a, b) => a - b);
}

/** A quote ending here is a whole phrase: six words or more, not on a word that needs what follows, a tail worth leaving out. */
function isPhraseEnd(flat: string, start: number, index: number): boolean {
  const words = flat.slice(start, index).trim().split(/\s+/);
  return (
    words.length >= MIN_WORDS &&
    !DANGLING.test(words.at(-1)?.replace(/[,;:]$/u, "") ?? "") &&
    flat.slice(index).replace(/[\s,;:.]/gu, "").length >= MIN_TAIL_CHARS
  );
}

/** What the row rests on, in the single-spaced sentence: from the first to the end of the last proof; null with none. */
export function proofOf(flat: string, { kind, keep = [] }: QuotedRow): { start: number; end: number } | null {
  const spans: Array<[number, number]> = [];
  // The duty (a ban, an option, a list item's opening) says what must be done.
  const duty = OPENING.exec(flat) ?? DUTY.exec(flat);
  // What must be done is the duty with its object: the words after it, to the next punctuation.
  if (duty) {
    const end = duty.index + duty[0].trimEnd().length;
    const object = new RegExp(`^(?:\\s+[^\\s,;:.()]+){0,${OBJECT_WORDS}}`, "u").exec(flat.slice(end));
    // …and never past a clause boundary ('…en idioma español y se firmarán…').
    const boundary = boundariesFrom(flat, end)[0];
    spans.push([duty.index, Math.min(end + (object?.[0].length ?? 0), boundary ?? flat.length)]);
  }
  const laws = [...flat.matchAll(LAW_CITATION)].map((match) => [match.index, match.index + match[0].length]);
  // The figures the row shows: those of its 'Requisito' (the sentence's first words), law citations aside.
  const shown = flat.split(" ").slice(0, STATED_WORDS).join(" ").length;
  for (const figure of flat.matchAll(FIGURE)) {
    const isLaw = laws.some(([from, to]) => figure.index >= (from ?? 0) && figure.index < (to ?? 0));
    // A term, date, amount or percentage anywhere is a value a bidder must meet, with what completes it;
    // a bare number (an item, an annex) counts within the 'Requisito'.
    const isValue = !/^\d+$/u.test(figure[0]);
    if (isLaw || !(isValue || figure.index < shown)) continue;
    const end = figure.index + figure[0].length;
    const reference = isValue ? referenceAfter(flat.slice(end)) : 0;
    spans.push([figure.index, end + reference]);
  }
  const lower = flat.toLowerCase();
  for (const value of keep) {
    if (!value) continue;
    const wanted = collapse(value).flat.trim().toLowerCase();
    const found = lower.indexOf(wanted);
    if (found >= 0) spans.push([found, found + wanted.length]);
  }
  // The cue of its kind: the mention nearest the rest of the proof ('el plazo de suspensión…' early in
  // the sentence does not date it; '…en plazo no superior a cinco días' does).
  const cue = nearestCue(flat, kind, spans);
  if (cue) spans.push(cue);
  if (spans.length === 0) return null;
  return { start: Math.min(...spans.map(([from]) => from)), end: Math.max(...spans.map(([, to]) => to)) };
}

/** The mention of the kind's cues that widens the proof least (the first one when nothing else proves it). */
function nearestCue(flat: string, kind: PointKind, spans: Array<[number, number]>): [number, number] | null {
  const from = Math.min(...spans.map(([start]) => start));
  const to = Math.max(...spans.map(([, end]) => end));
  let best: { span: [number, number]; cost: number } | null = null;
  for (const entry of kindCues) {
    if (entry.kind !== kind) continue;
    for (const match of flat.matchAll(new RegExp(entry.pattern.source, `${entry.pattern.flags}g`))) {
      const span: [number, number] = [match.index, match.index + match[0].length];
      const cost = spans.length === 0 ? span[0] : Math.max(0, from - span[0]) + Math.max(0, span[1] - to);
      if (best === null || cost < best.cost || (cost === best.cost && span[0] < best.span[0]))
        best = { span, cost };
    }
  }
  return best?.span ?? null;
}

/** How many characters after a figure complete it (its reference), up to the word before the next comma. */
export function referenceAfter(rest: string): number {
  for (const pattern of REFERENCES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    // Never mid-word: a reference cut by its length ends at its last whole word.
    const whole = /[\p{L}\d]/u.test(rest[match[0].length] ?? "")
      ? match[0].replace(/\s*\S*$/u, "")
      : match[0];
    return whole.replace(/[\s,]+$/u, "").length;
  }
  return 0;
}

/** The sentence with each run of blanks as one space, where each of its characters was, and where its lines end. */
export function collapse(text: string): { flat: string; at: number[]; lineEnds: number[] } {
  let flat = "";
  const at: number[] = [];
  const lineEnds: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const isBlank = /\s/u.test(char);
    if (isBlank && flat.endsWith(" ")) {
      if (char === "\n" && lineEnds.at(-1) !== flat.length - 1) lineEnds.push(flat.length - 1);
      continue;
    }
    if (char === "\n") lineEnds.push(flat.length);
    flat += isBlank ? " " : char;
    at.push(index);
  }
  at.push(text.length);
  return { flat, at, lineEnds };
}
