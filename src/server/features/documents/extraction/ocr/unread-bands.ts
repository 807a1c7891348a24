/**
 * Text Tesseract's page layout analysis left out. PSM 3 finds the page's blocks before it reads them,
 * and now and then finds none over a stretch of plain text (on a scan tilted 1.5°, a seven-line
 * paragraph between two it read: not one of its words in the output). Such a stretch is ink no word read
 * covers, as wide as a line of text: it is cut out, with the words already read whitened, and read again
 * as one block (ocr-engine.ts), and its lines go into the page's reading where they stand on the page.
 */
import type { GrayImage } from "./gray-image";
import { median } from "./page-layout";

export interface Band {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pixel darker than this is ink. */
const INK = 128;
/** A word's box is taken this share of a line's height wider on every side: its own ink stays inside. */
const WORD_MARGIN = 0.3;
/** A row of pixels holds unread text when at least this many line heights of its ink are unread. */
const ROW_INK_HEIGHTS = 1;
/** Rows of unread ink this many line heights apart (the gap between two lines) are one band. */
const BAND_GAP_HEIGHTS = 1;
/** A band is text when it is at least this share of a line high and this many times wider than high. */
const MIN_BAND_HEIGHTS = 0.8;
const MIN_BAND_ASPECT = 2;

interface TsvBox {
  level: number;
  block: number;
  confidence: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

function boxesOf(tsv: string): TsvBox[] {
  return tsv.split("\n").flatMap((row) => {
    const cells = row.split("\t");
    if (cells.length < 12) return [];
    const [level, , block, , , , left, top, width, height, confidence] = cells.map(Number);
    if (level === undefined || Number.isNaN(level)) return [];
    return [
      {
        level,
        block: block as number,
        confidence: confidence as number,
        left: left as number,
        top: top as number,
        width: width as number,
        height: height as number,
      },
    ];
  });
}

/**
 * The bands of the page holding ink that no word read covers, as wide as text is (a logo, a seal or a
 * rule is not), and the page with every word read whitened, to cut the bands from.
 */
export function unreadBands(
  image: GrayImage,
  tsv: string,
): { bands: Band[]; stacks: Band[]; unread: GrayImage; lineHeight: number } {
  const read = boxesOf(tsv).filter((box) => box.level === 5 && box.width > 0 && box.height > 0);
  if (read.length === 0) return { bands: [], stacks: [], unread: image, lineHeight: 0 };
  const lineHeight = median(read.map((word) => word.height));
  const stacks = read.filter((word) => isStack(word, lineHeight));
  const words = read.filter((word) => !isStack(word, lineHeight));
  const margin = Math.round(lineHeight * WORD_MARGIN);
  const data = image.data.slice();
  for (const word of words) {
    const top = Math.max(0, word.top - margin);
    const bottom = Math.min(image.height, word.top + word.height + margin);
    const left = Math.max(0, word.left - margin);
    const right = Math.min(image.width, word.left + word.width + margin);
    for (let y = top; y < bottom; y++) data.fill(255, y * image.width + left, y * image.width + right);
  }
  const bands: Band[] = [];
  let open: { top: number; bottom: number; left: number; right: number } | undefined;
  const close = () => {
    if (!open) return;
    const height = open.bottom - open.top + 1;
    const width = open.right - open.left + 1;
    if (height >= lineHeight * MIN_BAND_HEIGHTS && width >= height * MIN_BAND_ASPECT)
      bands.push({ left: open.left, top: open.top, width, height });
    open = undefined;
  };
  for (let y = 0; y < image.height; y++) {
    let ink = 0;
    let left = image.width;
    let right = -1;
    for (let x = 0, at = y * image.width; x < image.width; x++, at++) {
      if ((data[at] as number) >= INK) continue;
      ink++;
      if (x < left) left = x;
      right = x;
    }
    if (ink < lineHeight * ROW_INK_HEIGHTS) continue;
    if (open && y - open.bottom > lineHeight * BAND_GAP_HEIGHTS) close();
    open = open
      ? { top: open.top, bottom: y, left: Math.min(open.left, left), right: Math.max(open.right, right) }
      : { top: y, bottom: y, left, right };
  }
  close();
  return { bands, stacks, unread: { ...image, data }, lineHeight };
}

/** A 'word' this many lines high, read this doubtfully, is a stack of small marks taken for one. */
const STACK_HEIGHTS = 2.5;
const STACK_CONFIDENCE = 50;
/** A mark read again from a stack is kept at this confidence or more. */
const STACK_WORD_CONFIDENCE = 60;

/**
 * A column of list markers ('e.', 'f.', 'g.' one under the other, apart from their items' text) that the
 * layout analysis took for one line and read as one doubtful word several lines high ('FO', 14 %): the
 * markers are lost, and the items run together with nothing to tell where each starts.
 */
function isStack(word: TsvBox, lineHeight: number): boolean {
  return word.height >= lineHeight * STACK_HEIGHTS && word.confidence < STACK_CONFIDENCE;
}

/** The band cut out of the page with `margin` pixels of blank paper (the words read are whitened) around it. */
export function cutBand(
  image: GrayImage,
  band: Band,
  margin: number,
): { image: GrayImage; left: number; top: number } {
  const left = Math.max(0, band.left - margin);
  const top = Math.max(0, band.top - margin);
  const right = Math.min(image.width, band.left + band.width + margin);
  const bottom = Math.min(image.height, band.top + band.height + margin);
  const width = right - left;
  const data = new Uint8Array(width * (bottom - top));
  for (let y = top; y < bottom; y++)
    data.set(image.data.subarray(y * image.width + left, y * image.width + right), (y - top) * width);
  return { image: { width, height: bottom - top, data, dpi: image.dpi }, left, top };
}

/**
 * The page's TSV with a band's reading put in: its rows moved to where the band is on the page, placed
 * before the first block below it that shares its columns (Tesseract lists a page's blocks in reading
 * order). The band's lines join the block they run on from or into (the band is the lost head or tail
 * of a paragraph), so no paragraph is broken where the layout analysis stopped; otherwise they are a
 * block of their own.
 */
export function withBandReading(
  tsv: string,
  bandTsv: string,
  at: { left: number; top: number; band: Band },
): string {
  const rows = tsv.split("\n");
  const blocks = boxesOf(tsv).filter((box) => box.level === 2);
  const read = boxesOf(bandTsv).filter((box) => box.level === 5);
  if (read.length === 0) return tsv;
  const lineHeight = median(read.map((word) => word.height));
  const top = at.top + Math.min(...read.map((word) => word.top));
  const bottom = at.top + Math.max(...read.map((word) => word.top + word.height));
  const bandRight = at.band.left + at.band.width;
  const shares = (box: TsvBox) => box.left < bandRight && box.left + box.width > at.band.left;
  const next = blocks.find((box) => box.top >= at.band.top && shares(box));
  const previous = blocks.filter((box) => box.top + box.height <= top + lineHeight && shares(box)).at(-1);
  const joined =
    next && next.top - bottom < lineHeight
      ? next.block
      : previous && top - (previous.top + previous.height) < lineHeight
        ? previous.block
        : Math.max(0, ...blocks.map((box) => box.block)) + 1;
  const moved = bandTsv.split("\n").flatMap((row) => {
    const cells = row.split("\t");
    if (cells.length < 12 || !(Number(cells[0]) >= 3)) return [];
    cells[2] = String(joined);
    // Its paragraphs numbered apart from the block's own, so that no line of it is taken for theirs.
    cells[3] = String(1000 + Number(cells[3]));
    cells[6] = String(Number(cells[6]) + at.left);
    cells[7] = String(Number(cells[7]) + at.top);
    return [cells.join("\t")];
  });
  const before = next
    ? rows.findIndex((row) => {
        const cells = row.split("\t");
        return cells[0] === "2" && Number(cells[2]) === next.block;
      })
    : -1;
  if (before === -1) return [...rows, ...moved].join("\n");
  return [...rows.slice(0, before), ...moved, ...rows.slice(before)].join("\n");
}

/**
 * The page's TSV with a stack read again: the doubtful stack out, and each word read in its place put at
 * the head of the line of text beside it (the marker opens its item's line: 'e.' before 'Contuviesen
 * cláusulas…'); a mark with no line of text beside it is left out.
 */
export function withStackReading(
  tsv: string,
  stack: Band,
  stackTsv: string,
  at: { left: number; top: number },
): string {
  const rows = tsv.split("\n").filter((row) => {
    const cells = row.split("\t");
    return !(
      cells[0] === "5" &&
      Number(cells[6]) === stack.left &&
      Number(cells[7]) === stack.top &&
      Number(cells[8]) === stack.width &&
      Number(cells[9]) === stack.height
    );
  });
  const lines = new Map<string, { top: number; bottom: number; left: number; first: string }>();
  for (const row of rows) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || !(cells[11] ?? "").trim()) continue;
    const id = cells.slice(1, 5).join("\t");
    const [left, top, height] = [Number(cells[6]), Number(cells[7]), Number(cells[9])];
    const line = lines.get(id);
    if (!line) lines.set(id, { top, bottom: top + height, left, first: row });
    else {
      line.top = Math.min(line.top, top);
      line.bottom = Math.max(line.bottom, top + height);
      line.left = Math.min(line.left, left);
    }
  }
  const before = new Map<string, string[]>();
  for (const row of stackTsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12 || !(cells[11] ?? "").trim()) continue;
    if (Number(cells[10]) < STACK_WORD_CONFIDENCE) continue;
    const left = Number(cells[6]) + at.left;
    const top = Number(cells[7]) + at.top;
    const middle = top + Number(cells[9]) / 2;
    const beside = [...lines.entries()]
      .filter(([, line]) => line.left > left && middle >= line.top && middle <= line.bottom)
      .sort((a, b) => a[1].left - b[1].left)[0];
    // A mark with no line of text beside it is no marker: left out.
    if (!beside) continue;
    const [id, line] = beside;
    before.set(line.first, [
      ...(before.get(line.first) ?? []),
      ["5", ...id.split("\t"), "0", String(left), String(top), ...cells.slice(8)].join("\t"),
    ]);
  }
  return rows.flatMap((row) => [...(before.get(row) ?? []), row]).join("\n");
}
