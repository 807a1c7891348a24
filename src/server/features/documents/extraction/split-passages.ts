import { endsWithAbbreviation } from "../../../../shared/rules/abbreviations";
import { isCased, recase, recaseParagraphs, restoreCase } from "../../../../shared/rules/letter-case";
import type { ExtractedUnit } from "./extraction-types";
import { continuesHeading, endsSentence, readHeading, unwrapHeading } from "./heading-rules";

/** A piece of a document that search returns and the phases cite: document order, page, section. */
export interface Passage {
  ordinal: number;
  page: number | null;
  location: string | null;
  heading: string | null;
  text: string;
}

export interface SplitOptions {
  /** A passage closes at the first paragraph end past this length. */
  targetChars?: number;
  /** No passage is longer; a longer paragraph is cut at sentence ends. */
  maxChars?: number;
}

type Segment =
  | { kind: "heading"; title: string; text: string; isMarked: boolean }
  | { kind: "body"; text: string; reading: string };

interface OpenPassage {
  text: string;
  bodyLength: number;
  /** Body characters under each heading, in order: the passage is headed by the one it is mostly about. */
  shares: { heading: string | null; chars: number }[];
  /** For a passage of headings only. */
  lastHeading: string | null;
}

const HEADING_MAX_CHARS = 200;

/**
 * Splits extracted units into passages. A passage never crosses a page, sheet or slide; it closes at a
 * paragraph end once it reaches `targetChars`, and at a new section once it holds a third of that; a
 * paragraph longer than `maxChars` is cut at sentence ends (table rows at line ends). Each passage
 * carries the nearest heading above (most of) its text, which flows on across pages but not into
 * another sheet.
 * Deterministic: the same units always give the same passages.
 */
export function splitIntoPassages(units: ExtractedUnit[], options: SplitOptions = {}): Passage[] {
  const target = Math.max(100, options.targetChars ?? 900);
  const max = Math.max(target, options.maxChars ?? 1500);
  const passages: Passage[] = [];
  let heading: string | null = null;
  let previousLocation: string | null = null;
  // A document written in capitals, or a long page of it, is read through its reading copy: the heading
  // and sentence rules read case (letter-case.ts); the passages keep the text's own letters.
  const isDocumentCased = isCased(units.map((unit) => unit.text).join("\n"));

  for (const [unitIndex, unit] of units.entries()) {
    const isLastUnit = unitIndex === units.length - 1;
    if (unit.location !== null && unit.location !== previousLocation) heading = null;
    previousLocation = unit.location;
    let open: OpenPassage | null = null;
    const firstOfUnit = passages.length;
    const close = (isUnitEnd = false) => {
      const text = open && trimKeepingCells(open.text);
      // A heading alone at the foot of a page is not a passage: it heads the next page's text.
      const isOnlyHeading =
        open?.bodyLength === 0 && isUnitEnd && !isLastUnit && passages.length > firstOfUnit;
      if (open && text && !isOnlyHeading) {
        passages.push({
          ordinal: passages.length,
          page: unit.page,
          location: unit.location,
          heading: mainHeading(open),
          text,
        });
      }
      open = null;
    };

    const before = units[unitIndex - 1]?.location === unit.location ? units[unitIndex - 1]?.text : "";
    const reading =
      isDocumentCased && isCased(unit.text) ? recaseParagraphs(unit.text, before) : recase(unit.text, before);
    for (const segment of segmentText(unit.text, reading)) {
      if (segment.kind === "heading") {
        const current = open as OpenPassage | null;
        // A marked (docx) heading always opens a passage; a guessed one only past a third of the target,
        // so that numbered list items do not scatter a page into crumbs.
        const isLongEnough = segment.isMarked
          ? current?.bodyLength !== 0
          : (current?.bodyLength ?? 0) >= target / 3;
        if (current && (isLongEnough || current.text.length + segment.text.length + 2 > max)) close();
        heading = truncate(segment.title, HEADING_MAX_CHARS);
        open = appendTo(open as OpenPassage | null, heading, segment.text, 0);
        continue;
      }
      // Leave room for the headings that may open the passage the piece lands in.
      let cursor = 0;
      cutParagraph(segment.reading, target, max - HEADING_MAX_CHARS).forEach((readPiece, index) => {
        const current = open as OpenPassage | null;
        const wouldOverflow = current !== null && current.text.length + readPiece.length + 2 > max;
        const isFull = current !== null && current.bodyLength >= target && readPiece.length >= 120;
        if (wouldOverflow || isFull) close();
        // The rest of a cut paragraph follows on the same line, not as a new paragraph; a cut at a line's
        // end keeps that line break (layout text is read and quoted by lines).
        const start = segment.reading.indexOf(readPiece, cursor);
        const piece = start >= 0 ? segment.text.slice(start, start + readPiece.length) : readPiece;
        const isLineStart = index > 0 && start >= 0 && segment.text.slice(cursor, start).includes("\n");
        if (start >= 0) cursor = start + piece.length;
        const separator = index === 0 ? "\n\n" : isLineStart ? "\n" : " ";
        open = appendTo(open as OpenPassage | null, heading, piece, piece.length, separator);
      });
    }
    close(true);
  }
  return passages;
}

function appendTo(
  open: OpenPassage | null,
  heading: string | null,
  text: string,
  bodyLength: number,
  separator = "\n\n",
): OpenPassage {
  const passage = open ?? { text: "", bodyLength: 0, shares: [], lastHeading: heading };
  passage.text = open ? `${open.text}${separator}${text}` : text;
  passage.lastHeading = heading;
  if (bodyLength > 0) {
    passage.bodyLength += bodyLength;
    const last = passage.shares[passage.shares.length - 1];
    if (last && last.heading === heading) last.chars += bodyLength;
    else passage.shares.push({ heading, chars: bodyLength });
  }
  return passage;
}

/**
 * The heading above most of the passage's body: a passage that opens with the last lines of one
 * section and goes on with a longer new one is headed by the new one. Ties go to the earlier heading.
 */
function mainHeading(open: OpenPassage): string | null {
  let best: { heading: string | null; chars: number } | null = null;
  for (const share of open.shares) if (!best || share.chars > best.chars) best = share;
  return best ? best.heading : open.lastHeading;
}

/**
 * Paragraphs (blank-line separated) cut further at heading lines. The rules read `reading` (the text's
 * reading copy, of the same length); the segments keep the text's own letters.
 */
function segmentText(text: string, reading: string): Segment[] {
  const segments: Segment[] = [];
  const readParagraphs = reading.split(/\n[ \t]*\n/);
  for (const [paragraphIndex, paragraph] of text.split(/\n[ \t]*\n/).entries()) {
    let body: string[] = [];
    let readBody: string[] = [];
    const flushBody = () => {
      if (body.length) segments.push({ kind: "body", text: body.join("\n"), reading: readBody.join("\n") });
      body = [];
      readBody = [];
    };
    const lines = paragraph.split("\n").filter((line) => line.trim() !== "");
    const readLines = (readParagraphs[paragraphIndex] ?? paragraph)
      .split("\n")
      .filter((line) => line.trim() !== "");
    // Headings were read on the reading copy: last.readTitle is the one the rules go on reading.
    let readTitle = "";
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      const readLine = readLines[index] ?? line;
      const last = segments[segments.length - 1];
      const isPreviousHeading = body.length === 0 && index > 0 && last?.kind === "heading";
      if (isPreviousHeading && last?.kind === "heading" && continuesHeading(readLine, readTitle)) {
        last.title = `${last.title} ${line.trim()}`;
        last.text = `${last.text}\n${line.trim()}`;
        readTitle = `${readTitle} ${readLine.trim()}`;
        continue;
      }
      const heading = readHeading(readLine, {
        isParagraphStart: index === 0,
        doesPreviousEndSentence: index > 0 && endsSentence(readLines[index - 1] as string),
        isPreviousHeading,
        isCased: readParagraphs[paragraphIndex] === paragraph,
      });
      const wrapped = heading === null ? null : unwrapHeading(heading, readLine, readLines[index + 1]);
      if (wrapped === null || wrapped.title.length > HEADING_MAX_CHARS) {
        const isMarked = heading !== null && line.trimStart().startsWith("#");
        body.push(isMarked ? restoreCase(heading, readLine, line) : line);
        readBody.push(isMarked ? heading : readLine);
        continue;
      }
      flushBody();
      const source = lines.slice(index, index + 2).join("\n");
      const readSource = readLines.slice(index, index + 2).join("\n");
      segments.push({
        kind: "heading",
        title: restoreCase(wrapped.title, readSource, source),
        text: restoreCase(wrapped.text, readSource, source),
        isMarked: line.trimStart().startsWith("#"),
      });
      readTitle = wrapped.title;
      if (wrapped.text !== readLine.trim() && wrapped.text !== heading) index += 1;
    }
    flushBody();
  }
  return segments;
}

/**
 * A paragraph as pieces of at most `limit` characters, each near `target`: cut at sentence ends, or at
 * line ends for table rows; a single sentence too long is cut at line ends, then at spaces.
 */
export function cutParagraph(text: string, target: number, limit: number): string[] {
  if (text.length <= limit) return [text];
  const lines = text.split("\n");
  const isTable =
    lines.filter((line) => line.includes(" | ") || line.includes("\t")).length * 2 >= lines.length;
  const units = (isTable ? splitKeepingSeparators(text, /(\n)/) : splitSentences(text)).flatMap((unit) =>
    unit.length <= limit ? [unit] : splitLong(unit, limit),
  );
  const pieces: string[] = [];
  let current = "";
  for (const unit of units) {
    const fitsTarget = current.length + unit.length <= target;
    const fitsLimit = current.length + unit.length <= limit;
    if (current === "" || fitsTarget || (current.length < target / 2 && fitsLimit)) {
      current += unit;
    } else {
      pieces.push(current);
      current = unit;
    }
  }
  if (current) pieces.push(current);
  return pieces.map(trimKeepingCells).filter((piece) => piece !== "");
}

/**
 * Trimmed, except a table row's leading tab: its first cell is empty (a number centred below the row's
 * first printed line), and without it every cell would move one column left.
 */
function trimKeepingCells(text: string): string {
  return text.replace(/^\s*?(?=\t[^\n]*\S|[^\s])/u, "").trimEnd();
}

/**
 * Sentences, each with the blank that follows it, so that joining them gives the text back. A list
 * number that opens a line ('V. En su caso…', '2. Garantías') ends no sentence: it heads the next; a
 * colon ends one only at a line's end (a list's opening).
 */
function splitSentences(text: string): string[] {
  const units = splitKeepingSeparators(
    text,
    /(?<=[.!?…;:]["”»)]?)(?<!(?:^|\n)[ \t]*(?:[IVXLC]{1,6}|\d{1,3}(?:\.\d{1,3})*|[a-zA-Z])\.)(\s+)(?=[\p{Lu}\d¿¡"“«(•])/u,
  );
  // An abbreviation's period ends no sentence ('… Col. Centro, C.P. 50400, conforme a…'); nor does a
  // label's colon inside a line ('N. Saldos pendientes: Declaración… hecha por su representante legal').
  const sentences: string[] = [];
  for (const unit of units) {
    const last = sentences.length - 1;
    const previous = sentences[last] as string;
    if (last >= 0 && (endsWithAbbreviation(previous) || /:[ \t]+$/u.test(previous))) sentences[last] += unit;
    else sentences.push(unit);
  }
  return sentences;
}

function splitKeepingSeparators(text: string, separator: RegExp): string[] {
  const parts = text.split(separator);
  const units: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    units.push((parts[index] ?? "") + (parts[index + 1] ?? ""));
  }
  return units.filter((unit) => unit !== "");
}

/** A run of text with no sentence end inside: cut at line ends, then at the last space before `limit`. */
function splitLong(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const newline = window.lastIndexOf("\n");
    const space = window.lastIndexOf(" ");
    const cut = newline > limit / 2 ? newline : space > limit / 2 ? space : limit;
    pieces.push(rest.slice(0, cut + (cut === limit ? 0 : 1)));
    rest = rest.slice(cut + (cut === limit ? 0 : 1));
  }
  if (rest) pieces.push(rest);
  return pieces;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
