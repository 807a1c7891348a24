/**
 * Where the bases state one point again (issue 9: 'points repeated across the bases and their annexes
 * become one row citing both'): the same sentence, the same opening with another ending or number
 * (repeatKey), the same item in the article, the technical annex and the price form (itemKey), or a
 * shorter statement on the same page that adds nothing (isRestatedIn). Phase 1 asks the index for the
 * row a sentence repeats before making a new one.
 */
import type { RelevantPoint, SourcePassage } from "./phase1-relevant-points";
import { citeAgain, normalizeForKey, tablePoint } from "./point-rows";
import type { ReadRow } from "./tender-tables";

// A sentence's list marker or clause number ('b)', '3.2.', 'iv.'): the same point keeps it or not.
const LEADING_NUMBER = /^\s*(?:[a-zñ][.)]|[ivxl]{1,6}[.)]|\d{1,2}(?:\.\d{1,2})*[.)-]*|[•\-–·*])\s+/iu;
const REPEAT_PREFIX = 80;

/**
 * What two statements of one point share when the bases repeat it with another ending, number or cut
 * ('Posteriormente a la adjudicación no se aceptarán cargos adicionales…' in two articles and an annex):
 * the first 80 letters and every figure. Null for short sentences, whose openings are often alike
 * ('Garantía del servidor: deberá extenderse por al menos 3 años' / '… 5 años'), and for a list's opening.
 */
export function repeatKey(sentence: string): string | null {
  // A list's opening is told apart by its items ('4.- … carta bajo protesta … a lo siguiente:' and '5.- … carta
  // bajo protesta … a lo siguiente:' ask for two letters): only the very same opening repeats it.
  if (/:\s*$/u.test(sentence)) return null;
  const text = sentence
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(LEADING_NUMBER, "")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();
  if (text.length < REPEAT_PREFIX) return null;
  const figures = (text.match(/\d+/g) ?? []).sort().join(",");
  return `${text.slice(0, REPEAT_PREFIX)}|${figures}`;
}

// An item named in running text ('Item 1: 4 (cuatro) Servidores…', 'ITEM 3- 4 (cuatro) LCD KVM Switch',
// 'Renglón 2. 10 Escritorios…') or as phase 1 states a table's item ('Partida 1: Servidores… — cantidad: 4').
const ITEM_LINE =
  /^\s*(?:[íi]tem|rengl[óo]n|partida|lote)\s*(?:n[º°o.]*\s*)?(\d{1,3})\s*[:.)\-–]?\s*(?:(\d+(?:[.,]\d+)?)\s*(?:\(\p{L}+\)\s*)?(?=\p{L}))?(\p{L}[^—]*?)(?:\s*—\s*cantidad:\s*(\d+(?:[.,]\d+)?)[^—]*)?\s*$/iu;
const ITEM_WORDS = 3;

/**
 * An item's identity wherever the bases name it (the article that lists the items, the technical annex,
 * the price form): its number, the first three words of its description and its quantity. Null for a
 * line that names no numbered item with a quantity.
 */
export function itemKey(text: string): string | null {
  const match = ITEM_LINE.exec(text.replace(/\s+/g, " "));
  const quantity = match?.[2] ?? match?.[4];
  if (!match || quantity === undefined) return null;
  const words = (match[3] ?? "")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .match(/[\p{L}\d]+/gu);
  if (!words) return null;
  return `${match[1]}|${words.slice(0, ITEM_WORDS).join(" ")}|${quantity}`;
}

// Words that carry no content of their own: a restatement may add or drop them.
const FILLER_WORDS = new Set(
  "de del la las el los y e o u en a al por para con que se su sus un una lo este esta presente".split(" "),
);
// Below this many content words a line is too short to call a restatement ('Memoria RAM: 256 GBytes.'
// of two items is two specifications).
const RESTATED_MIN_WORDS = 5;

/** A sentence's content words and figures, as restatedIn compares them. */
export interface Gist {
  words: Set<string>;
  figures: Set<string>;
}

export function gistOf(text: string): Gist {
  const plain = text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
  const words = (plain.match(/[\p{L}\d]+/gu) ?? []).filter((word) => !FILLER_WORDS.has(word));
  return { words: new Set(words), figures: new Set(plain.match(/\d+/g) ?? []) };
}

/**
 * Whether a later statement says nothing an earlier one does not (the cover's title again under 'Rfa.:',
 * a form's index entry, the CPV of a lot given again): every figure and all its words but one in ten
 * are in the earlier one. Short lines never are (two items' specifications often read alike).
 */
export function isRestatedIn(later: Gist, earlier: Gist): boolean {
  if (later.words.size < RESTATED_MIN_WORDS || later.words.size >= earlier.words.size) return false;
  for (const figure of later.figures) if (!earlier.figures.has(figure)) return false;
  let missing = 0;
  const allowed = Math.floor(later.words.size / 10);
  for (const word of later.words) {
    if (earlier.words.has(word)) continue;
    missing += 1;
    if (missing > allowed) return false;
  }
  return true;
}

/** What phase 1 looks a statement up by: a sentence, or a table row's statement and its printed line. */
export interface Statement {
  /** The normalised text two identical statements share. */
  exact: string;
  /** Read for an item's number, description and quantity. */
  item: string;
  /** Read for its words and figures. */
  gist: string;
  /** Running text may restate a point with another ending; a table row is never read so. */
  isTableRow: boolean;
  page: number | null;
}

/** The rows phase 1 has made, under every key a later statement of the same point may share. */
export class RepeatIndex {
  private readonly exact = new Map<string, RelevantPoint>();
  private readonly openings = new Map<string, RelevantPoint>();
  private readonly items = new Map<string, RelevantPoint>();
  private readonly gists: Array<{ gist: Gist; page: number | null; point: RelevantPoint }> = [];

  /** The row a statement repeats, if phase 1 made one. */
  find(statement: Statement): RelevantPoint | undefined {
    const opening = statement.isTableRow ? null : repeatKey(statement.gist);
    const item = itemKey(statement.item);
    const gist = gistOf(statement.gist);
    return (
      this.exact.get(statement.exact) ??
      (opening === null ? undefined : this.openings.get(opening)) ??
      (item === null ? undefined : this.items.get(item)) ??
      this.gists.find((earlier) => earlier.page === statement.page && isRestatedIn(gist, earlier.gist))?.point
    );
  }

  /** The row made for exactly this normalised text (a table repeated, the procedure's title). */
  get(exact: string): RelevantPoint | undefined {
    return this.exact.get(exact);
  }

  add(statement: Statement, point: RelevantPoint): void {
    this.exact.set(statement.exact, point);
    const opening = statement.isTableRow ? null : repeatKey(statement.gist);
    if (opening !== null && !this.openings.has(opening)) this.openings.set(opening, point);
    const item = itemKey(statement.item);
    if (item !== null && !this.items.has(item)) this.items.set(item, point);
    this.gists.push({ gist: gistOf(statement.gist), page: statement.page, point });
  }
}

/** A sentence of running text as the index reads it. */
export function sentenceStatement(sentence: string, page: number | null): Statement {
  return { exact: normalizeForKey(sentence), item: sentence, gist: sentence, isTableRow: false, page };
}

/**
 * A table row read through its header (an item to price, a calendar row): its own row, or one more place
 * of the row that already states it.
 */
export function addTableRow(
  seen: RepeatIndex,
  points: RelevantPoint[],
  row: ReadRow,
  passage: SourcePassage,
): void {
  const statement = {
    exact: normalizeForKey(row.quote),
    item: row.requirement,
    gist: `${row.requirement} ${row.quote}`,
    isTableRow: true,
    page: passage.page,
  };
  const first = seen.find(statement);
  if (first) {
    citeAgain(first, passage, row.quote);
    return;
  }
  const point = tablePoint(row, passage);
  seen.add(statement, point);
  points.push(point);
}
