/** One word Tesseract read: its text, confidence (0-100), line and box in pixels. */
export interface BoxedWord {
  text: string;
  confidence: number;
  block: number;
  /** 'block.paragraph.line' as Tesseract numbers them. */
  line: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A line of words, in Tesseract's order, with the block it came from. */
export interface WordLine {
  block: number;
  words: BoxedWord[];
}

/**
 * A gap between two words of a line wider than this many times the line's letter height is a gutter
 * (between two columns or two cells of a table), not a space: a justified line's widest spaces measure
 * about one letter height; the gutters of the scan fixtures' tables, two to twelve.
 */
const GUTTER_HEIGHTS = 2.2;
/** A table rule read as a word ('|', or with a speck beside it: '|¡', ':|') marks a column boundary whatever the gap; never Spanish text. */
export const RULE = /^[!¡:;.,'’`]?[|¦]+[!¡:;.,'’`]?$/u;
/**
 * Fewer lines than this with words on both sides of one gutter are a coincidence, not columns. Only
 * lines with at least MIN_SIDE_WORDS words on each side count, i.e. cells of running text: a list's
 * markers ('b.', '3.2.12.') hang left of their text, and a table of figures ('L2 4.840,00 € | OTROS
 * SUMINISTROS') has one line per row; both are read row by row, as their text layer has them.
 */
const MIN_SPLIT_LINES = 3;
const MIN_SIDE_WORDS = 4;

/** Letters and digits in a word: how much of it there is to trust or count. */
export function letterCount(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function lineHeight(words: BoxedWord[]): number {
  return median(words.filter((word) => !RULE.test(word.text)).map((word) => word.height));
}

function rightOf(word: BoxedWord): number {
  return word.left + word.width;
}

interface Gutter {
  from: number;
  to: number;
}

/** The gutters of a line: table rules, and gaps wider than GUTTER_HEIGHTS letter heights. */
function guttersOf(words: BoxedWord[]): Gutter[] {
  const height = lineHeight(words);
  const gutters: Gutter[] = [];
  let previous: BoxedWord | undefined;
  for (const [index, word] of words.entries()) {
    if (RULE.test(word.text)) {
      const next = words.slice(index + 1).find((other) => !RULE.test(other.text));
      if (previous && next) gutters.push({ from: rightOf(previous), to: next.left });
      continue;
    }
    if (previous && word.left - rightOf(previous) > GUTTER_HEIGHTS * height) {
      const gutter = { from: rightOf(previous), to: word.left };
      const last = gutters[gutters.length - 1];
      if (!last || last.to !== gutter.to) gutters.push(gutter);
    }
    previous = word;
  }
  return gutters;
}

/**
 * A line's runs of words: the words between its gutters (gaps wider than GUTTER_HEIGHTS letter heights,
 * or table rules, which are left out), as a PDF's text layer draws a cell's or a line's text in one piece.
 */
export function runsOf(words: BoxedWord[]): BoxedWord[][] {
  // The lower middle height: of two words, one boxed with a rule or a stroke under it ('unitario' 29
  // pixels high beside 'total' at 18) would widen the gutter it takes.
  const heights = words
    .filter((word) => !RULE.test(word.text))
    .map((word) => word.height)
    .sort((a, b) => a - b);
  const height = heights[Math.floor((heights.length - 1) / 2)] ?? 0;
  const runs: BoxedWord[][] = [];
  let current: BoxedWord[] = [];
  for (const word of words) {
    const last = current[current.length - 1];
    if (RULE.test(word.text) || (last && word.left - rightOf(last) > GUTTER_HEIGHTS * height)) {
      if (current.length > 0) runs.push(current);
      current = [];
    }
    if (!RULE.test(word.text)) current.push(word);
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

function overlap(a: Gutter, b: Gutter): Gutter | undefined {
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  return to > from ? { from, to } : undefined;
}

/**
 * A vertical gap between two lines wider than this many letter heights ends a run of columns: a table's
 * next row (its cells are read after the row above, cell by cell) or the text after the table.
 */
const ROW_GAP_HEIGHTS = 0.8;

function topOf(words: BoxedWord[]): number {
  return Math.min(...words.map((word) => word.top));
}

function bottomOf(words: BoxedWord[]): number {
  return Math.max(...words.map((word) => word.top + word.height));
}

/** Whether a line has no word across the gutter (it sits in one column). */
function staysBeside(words: BoxedWord[], gutter: Gutter): boolean {
  return words.every(
    (word) => RULE.test(word.text) || rightOf(word) <= gutter.to || word.left >= gutter.from,
  );
}

/** Whether a line has words of text, not just a list marker, on each side of a gutter. */
function isTextOnBothSides(words: BoxedWord[], gutter: Gutter): boolean {
  const text = words.filter((word) => !RULE.test(word.text));
  const before = text.filter((word) => rightOf(word) <= gutter.to).length;
  return before >= MIN_SIDE_WORDS && text.length - before >= MIN_SIDE_WORDS;
}

/** A run of lines [start, end) sharing one gutter, `splits` of which are split by it. */
interface ColumnRun {
  start: number;
  end: number;
  gutter: Gutter;
  splits: number;
}

/** The run of lines from `start` that share a gutter of line `start`, if enough lines are split by it. */
function columnRunFrom(lines: WordLine[], start: number): ColumnRun | undefined {
  const first = lines[start] as WordLine;
  for (const candidate of guttersOf(first.words)) {
    if (!isTextOnBothSides(first.words, candidate)) continue;
    let gutter = candidate;
    let splits = 1;
    let end = start + 1;
    for (; end < lines.length; end++) {
      const words = (lines[end] as WordLine).words;
      const above = (lines[end - 1] as WordLine).words;
      if (topOf(words) - bottomOf(above) > ROW_GAP_HEIGHTS * lineHeight(above)) break;
      const shared = guttersOf(words)
        .map((other) => overlap(gutter, other))
        .find((found) => found !== undefined);
      if (shared) {
        gutter = shared;
        if (isTextOnBothSides(words, gutter)) splits++;
      } else if (!staysBeside(words, gutter)) break;
    }
    if (splits >= MIN_SPLIT_LINES) return { start, end, gutter, splits };
  }
  return undefined;
}

/**
 * The page's lines in reading order: where consecutive lines share a gutter (a table's columns, two
 * text columns Tesseract took for one, an index's numbers and titles), each column is read top to bottom
 * before the next, as the page's text layer and its reader do, instead of row by row across the gutter
 * ('Dirigido a personas humanas y jurídicas, Dirigido a aquellos cuya sede principal'). Columns inside a
 * column are found the same way. Other lines keep Tesseract's order.
 */
export function linesInReadingOrder(lines: WordLine[]): WordLine[] {
  const ordered: WordLine[] = [];
  let index = 0;
  let runEnd = 0;
  while (index < lines.length) {
    const run = columnRunFrom(lines, index);
    if (!run) {
      ordered.push(lines[index] as WordLine);
      index++;
      continue;
    }
    // The run's first lines may have had too narrow a gap to show the gutter ('de las Cuando se'):
    // lines just above that keep to either side of it belong to the run.
    let start = run.start;
    while (start > runEnd && isAboveInRun(lines, start, run.gutter)) start--;
    ordered.splice(ordered.length - (run.start - start));
    const left: WordLine[] = [];
    const right: WordLine[] = [];
    for (const line of lines.slice(start, run.end)) {
      const before = line.words.filter((word) => rightOf(word) <= run.gutter.to && !RULE.test(word.text));
      const after = line.words.filter((word) => rightOf(word) > run.gutter.to && !RULE.test(word.text));
      if (before.length > 0) left.push({ block: line.block, words: before });
      if (after.length > 0) right.push({ block: line.block, words: after });
    }
    ordered.push(...linesInReadingOrder(left), ...linesInReadingOrder(right));
    index = run.end;
    runEnd = run.end;
  }
  return ordered;
}

/** Whether the line above `start` keeps to either side of the gutter, with no row's gap between. */
function isAboveInRun(lines: WordLine[], start: number, gutter: Gutter): boolean {
  const above = (lines[start - 1] as WordLine).words;
  const below = (lines[start] as WordLine).words;
  if (topOf(below) - bottomOf(above) > ROW_GAP_HEIGHTS * lineHeight(above)) return false;
  return (
    staysBeside(above, gutter) &&
    above.some((word) => rightOf(word) <= gutter.from) &&
    above.some((word) => word.left >= gutter.to)
  );
}
