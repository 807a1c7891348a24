/**
 * The 'Cita textual' of a phase-1 row: the shortest literal span of its sentence that proves the point.
 * The quote keeps the sentence's start (its subject) and ends at the first clause boundary after
 * everything the row rests on: the cue of its kind, its duty, every figure (date, time, term, amount,
 * percentage, quantity, the annex it names, the law a legal requirement names) and the document it asks
 * for. With no such boundary, a paragraph-long quote ends at the first line end (layout text) or word
 * end (running text) past all that and past the window, never on a word that needs what follows. The
 * window is 240 characters, not the labels' 100: hand labels quote a layout line from its start, and a
 * cue-anchored cut at 120 or 160 characters lost labelled points on a held-out document (DECISIONS.md).
 * A legal requirement (its point is the law or forum it names, wherever) and a sentence with no cue of
 * its own are quoted whole.
 */
import { cuesOf, DURATION_SOURCE, kindCues, type PointKind, VOCABULARY } from "./tender-vocabulary";

const BOUNDARIES = VOCABULARY.filter((entry) => entry.group === "corte").map(
  (entry) => new RegExp(entry.pattern.source, `${entry.pattern.flags.replace("g", "")}g`),
);
const DUTY = new RegExp(`(?:${cuesOf("obligacion").source})|\\bpodr[áa]n?(?!\\p{L})`, "iu");
const LAW_CITATION = new RegExp(cuesOf("cita_legal").source, "giu");
const FIGURE = new RegExp(`${DURATION_SOURCE}|\\d+(?:[.,:/]\\d+)*(?:\\s*(?:%|por ciento))?|[$€%]`, "giu");
// A clause shorter than this is no quote a reviewer can cite; a tail shorter than this is not worth cutting.
const MIN_WORDS = 6;
const MIN_TAIL_CHARS = 15;
// Words a phrase cannot end on: articles, prepositions, conjunctions, relatives.
const DANGLING =
  /^(?:que|quien(?:es)?|cuy[oa]s?|el|la|los|las|lo|un|una|unos|unas|de|del|al|a|en|con|por|para|sin|sobre|entre|y|e|o|u|ni|su|sus|se|no|como|cuando|si|alguno|alguna|algún|cualquier|cada|todo|toda|todos|todas|dicho|dicha|este|esta|ese|esa|más|menos|ante|bajo|desde|hacia|hasta|tras|durante|mediante|según)$/iu;
// As many words as the row's 'Requisito' shows (phase1-relevant-points.ts): the figures it states.
const STATED_WORDS = 25;
// Past this many characters a quote with no clause boundary is cut at a word's end (in layout text, a
// line's end), when at least WINDOW_TAIL_CHARS are left out (a shorter tail is not worth a cut).
const WINDOW_CHARS = 240;
const WINDOW_TAIL_CHARS = 40;

/** What the row states of its sentence: the quote must prove each. */
export interface QuotedRow {
  kind: PointKind;
  isMandatory?: boolean;
  /** The other values the row shows (its date or term, weight, deliverable), wherever they are. */
  keep?: ReadonlyArray<string | null>;
}

/** Where the quote of `sentence` ends (an offset into it). */
export function quoteEnd(sentence: string, row: QuotedRow): number {
  // A legal requirement's point is the law, the forum or the rule it names, wherever in the sentence.
  if (row.kind === "requisito_legal") return sentence.length;
  const { flat, at, lineEnds } = collapse(sentence);
  const anchor = anchorEnd(flat, row);
  const cut = anchor === null ? undefined : (boundaryCut(flat, anchor) ?? windowCut(flat, anchor, lineEnds));
  if (cut === undefined) return sentence.length;
  const end = at[cut] ?? sentence.length;
  return sentence.slice(0, end).replace(/[\s,;:]+$/u, "").length;
}

/** The quote itself: a literal prefix of `sentence` (so a literal slice of its passage). */
export function shortestQuote(sentence: string, row: QuotedRow): string {
  return sentence.slice(0, quoteEnd(sentence, row));
}

/** A head ending here is a whole phrase: six words or more, not on a word that needs what follows, a tail worth cutting. */
function isPhraseEnd(flat: string, index: number): boolean {
  const words = flat.slice(0, index).trim().split(/\s+/);
  return (
    words.length >= MIN_WORDS &&
    !DANGLING.test(words.at(-1) ?? "") &&
    flat.slice(index).replace(/[\s,;:.]/gu, "").length >= MIN_TAIL_CHARS
  );
}

/** The first clause boundary after the anchor that leaves a whole phrase ('…aquellas sociedades que, presentando…' is none). */
function boundaryCut(flat: string, anchor: number): number | undefined {
  return BOUNDARIES.flatMap((pattern) => [...flat.matchAll(pattern)].map((match) => match.index))
    .filter((index) => index >= anchor)
    .sort((a, b) => a - b)
    .find((index) => isPhraseEnd(flat, index));
}

/**
 * A long quote with no clause boundary: the first line end (in layout text: the line a reviewer finds
 * on the page) or word end (in running text) past the anchor and past the window; never mid-word.
 */
function windowCut(flat: string, anchor: number, lineEnds: number[]): number | undefined {
  const ends = lineEnds.length > 0 ? lineEnds : [...flat.matchAll(/\s/gu)].map((space) => space.index);
  return ends.find(
    (index) =>
      index >= Math.max(anchor, WINDOW_CHARS) &&
      isPhraseEnd(flat, index) &&
      flat.length - index >= WINDOW_TAIL_CHARS,
  );
}

/** The end of what the row rests on, in the single-spaced sentence; null when it names no cue of its own. */
function anchorEnd(flat: string, { kind, keep = [] }: QuotedRow): number | null {
  let cueEnd: number | null = null;
  let cueStart = Number.POSITIVE_INFINITY;
  for (const cue of kindCues) {
    if (cue.kind !== kind) continue;
    const match = cue.pattern.exec(flat);
    if (match && match.index < cueStart) {
      cueStart = match.index;
      cueEnd = match.index + match[0].length;
    }
  }
  // The duty (a ban, an option) says what must be done; a rejection's own cue already does.
  // A denied duty ('no es obligatoria; quien no asista deberá manifestar…') is not the one the row rests on.
  const duty = kind !== "causal_rechazo" || cueEnd === null ? dutyIn(flat) : null;
  const laws = [...flat.matchAll(LAW_CITATION)].map((match) => [match.index, match.index + match[0].length]);
  // The figures the row shows: those of its 'Requisito' (the sentence's first words), law citations aside.
  const shown = flat.split(" ").slice(0, STATED_WORDS).join(" ").length;
  // A legal requirement's point is the laws it names: its quote holds each citation.
  const lawEnd = kind === "requisito_legal" ? Math.max(0, ...laws.map(([, to]) => to ?? 0)) : 0;
  if (cueEnd === null && duty === null && lawEnd === 0) return null;
  let end = Math.max(cueEnd ?? 0, duty ? duty.index + duty[0].length : 0, lawEnd);
  for (const figure of flat.matchAll(FIGURE)) {
    const isLaw = laws.some(([from, to]) => figure.index >= (from ?? 0) && figure.index < (to ?? 0));
    // A term, date, amount or percentage anywhere is a value a bidder must meet (a second term after
    // ';' is still the row's); a bare number (an item, an annex) counts within the 'Requisito'.
    const isValue = !/^\d+$/u.test(figure[0]);
    if (!isLaw && (isValue || figure.index < shown)) end = Math.max(end, figure.index + figure[0].length);
  }
  const lower = flat.toLowerCase();
  for (const value of keep) {
    if (!value) continue;
    const wanted = collapse(value).flat.trim().toLowerCase();
    const at = lower.indexOf(wanted);
    if (at >= 0) end = Math.max(end, at + wanted.length);
  }
  return end;
}

/** The first duty, ban or option the sentence does not deny, else its first one. */
function dutyIn(flat: string): { index: number; 0: string } | null {
  const all = [...flat.matchAll(DUTIES)];
  return all.find((match) => !DENIED.test(flat.slice(0, match.index))) ?? all[0] ?? null;
}
const DUTIES = new RegExp(DUTY.source, "giu");
const DENIED = /\bno\s+(?:es|son|ser[áa]n?|se)?\s*$/iu;

/** The sentence with each run of blanks as one space, where each of its characters was, and where its lines end. */
function collapse(text: string): { flat: string; at: number[]; lineEnds: number[] } {
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
