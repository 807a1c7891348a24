/**
 * The 'Cita textual' of a phase-1 row: the shortest literal span of its sentence that proves the point.
 * The sentence keeps its start (the subject) and ends at the first clause boundary (quote-vocabulary.ts)
 * after everything the row rests on: the cue of its kind, its duty, every figure (date, time, term,
 * amount, percentage, quantity, the annex it names) and the document it asks for. A sentence with no
 * cue of its own (its kind came from its section or list) is quoted whole.
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
  /^(?:que|quien(?:es)?|cuy[oa]s?|el|la|los|las|lo|un|una|unos|unas|de|del|al|a|en|con|por|para|sin|sobre|entre|y|e|o|u|ni|su|sus|se|no|como|cuando|si)$/iu;
// As many words as the row's 'Requisito' shows (phase1-relevant-points.ts): the figures it states.
const STATED_WORDS = 25;

/** What the row states of its sentence: the quote must prove each. */
export interface QuotedRow {
  kind: PointKind;
  isMandatory?: boolean;
  /** The other values the row shows (its date or term, weight, deliverable), wherever they are. */
  keep?: ReadonlyArray<string | null>;
}

/**
 * Where the quote of `sentence` ends (an offset into it): the whole sentence unless a clause boundary
 * follows everything the row states.
 */
export function quoteEnd(sentence: string, row: QuotedRow): number {
  const { kind } = row;
  // A legal requirement's point is the law it names, wherever in the sentence: it is quoted whole.
  if (kind === "requisito_legal") return sentence.length;
  const { flat, at } = collapse(sentence);
  const anchor = anchorEnd(flat, row);
  if (anchor === null) return sentence.length;
  // The first boundary after the anchor that leaves a whole phrase: six words or more, not ending on a
  // word that needs what follows ('…aquellas sociedades que, presentando…'), and a tail worth cutting.
  const cuts = BOUNDARIES.flatMap((pattern) => [...flat.matchAll(pattern)].map((match) => match.index))
    .filter((index) => index >= anchor)
    .sort((a, b) => a - b);
  const cut = cuts.find((index) => {
    const words = flat.slice(0, index).trim().split(/\s+/);
    return (
      words.length >= MIN_WORDS &&
      !DANGLING.test(words.at(-1) ?? "") &&
      flat.slice(index).replace(/[\s,;:.]/gu, "").length >= MIN_TAIL_CHARS
    );
  });
  if (cut === undefined) return sentence.length;
  const end = at[cut] ?? sentence.length;
  return sentence.slice(0, end).replace(/[\s,;:]+$/u, "").length;
}

/** The quote itself: a literal prefix of `sentence` (so a literal slice of its passage). */
export function shortestQuote(sentence: string, row: QuotedRow): string {
  return sentence.slice(0, quoteEnd(sentence, row));
}

/** The end of what the row rests on, in the single-spaced sentence; null when it names no cue of its own. */
function anchorEnd(flat: string, { kind, isMandatory = false, keep = [] }: QuotedRow): number | null {
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
  // The duty proves the row mandatory; a rejection's own cue already does.
  const duty = cueEnd === null || (isMandatory && kind !== "causal_rechazo") ? DUTY.exec(flat) : null;
  if (cueEnd === null && duty === null) return null;
  let end = Math.max(cueEnd ?? 0, duty ? duty.index + duty[0].length : 0);
  // The figures the row shows: those of its 'Requisito' (the sentence's first words), law citations aside.
  const shown = flat.split(" ").slice(0, STATED_WORDS).join(" ").length;
  const laws = [...flat.matchAll(LAW_CITATION)].map((match) => [match.index, match.index + match[0].length]);
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

/** The sentence with each run of blanks as one space, and where each of its characters was. */
function collapse(text: string): { flat: string; at: number[] } {
  let flat = "";
  const at: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const isBlank = /\s/u.test(text[index] as string);
    if (isBlank && flat.endsWith(" ")) continue;
    flat += isBlank ? " " : text[index];
    at.push(index);
  }
  at.push(text.length);
  return { flat, at };
}
