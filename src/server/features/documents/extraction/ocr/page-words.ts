import { linesInReadingOrder, type BoxedWord as ReadWord, type WordLine } from "./page-layout";
import { emblemCaptions } from "./page-pictures";

/** What is kept of a page's reading: its text and the confidence of the words kept. */
export interface PageText {
  text: string;
  /** Mean confidence of the kept words, weighted by their letters; 0 when nothing was kept. */
  confidence: number;
  /** The same over every word read, kept or not: how well the page as a whole read. */
  rawConfidence: number;
}

/**
 * A line whose words Tesseract trusted less than this on average, on a page it otherwise reads well,
 * is a picture read as letters (a coat of arms, a seal, a signature, a bar code), not a line of text:
 * 'PES da E md a e —]' under a bar code scores 20-40 where the page's text scores 85-97.
 */
const PICTURE_LINE_CONFIDENCE = 45;
/** Only a page read at least this well has its doubtful lines dropped: a poor page keeps all it has. */
const GOOD_PAGE_CONFIDENCE = 65;
/** A 'word' without a letter or digit ('—', ';') under this confidence is a rule or a speck. */
const SYMBOL_CONFIDENCE = 60;
/** In a doubtful line (a stamp beside a bar code), a word of 3+ letters or digits this trusted is kept. */
const TRUSTED_WORD_CONFIDENCE = 50;
/** Vertical bars alone are a table's rules, never Spanish text. */
const TABLE_RULE = /^[|¦]+$/u;

/** Tesseract's TSV output (level, page, block, paragraph, line, word, box, confidence, text) as words. */
function parseTsv(tsv: string): ReadWord[] {
  const words: ReadWord[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12) continue;
    const text = cells.slice(11).join("\t").trim();
    if (!text) continue;
    words.push({
      text,
      confidence: Number(cells[10]),
      block: Number(cells[2]),
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
    });
  }
  return words;
}

function letterCount(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

function weightedConfidence(words: ReadWord[]): number {
  let letters = 0;
  let sum = 0;
  for (const word of words) {
    const weight = Math.max(1, letterCount(word.text));
    letters += weight;
    sum += weight * word.confidence;
  }
  return letters === 0 ? 0 : sum / letters;
}

/**
 * The page's text from Tesseract's words: one line per line read, a blank line between blocks, table
 * rules ('|') left out, columns read one after the other (page-layout.ts). On a page read well, doubtful lines (pictures read as letters) keep only their
 * trusted words, and lone low-confidence symbols (specks) are left out; on a poor page everything read
 * is kept, as nothing better is known.
 */
export function pageTextFromTsv(tsv: string): PageText {
  const words = parseTsv(tsv);
  const rawConfidence = weightedConfidence(words);
  const isGoodPage = rawConfidence >= GOOD_PAGE_CONFIDENCE;
  const lines = new Map<string, ReadWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const pictures = new Set(
    isGoodPage
      ? [...lines.values()].filter((line) => weightedConfidence(line) < PICTURE_LINE_CONFIDENCE)
      : [],
  );
  const captions = emblemCaptions([...lines.values()], pictures);
  const kept: WordLine[] = [];
  for (const line of lines.values()) {
    if (captions.has(line)) continue;
    const isDoubtful = isGoodPage && weightedConfidence(line) < PICTURE_LINE_CONFIDENCE;
    const shown = line.filter((word) => {
      if (!isGoodPage) return true;
      const letters = letterCount(word.text);
      if (isDoubtful) return letters >= 3 && word.confidence >= TRUSTED_WORD_CONFIDENCE;
      return letters > 0 || word.confidence >= SYMBOL_CONFIDENCE;
    });
    // Table rules stay in the line until its columns are found: they mark where a cell ends.
    if (shown.some((word) => !TABLE_RULE.test(word.text)))
      kept.push({ block: shown[0]?.block ?? 0, words: shown });
  }
  let text = "";
  let lastBlock: number | undefined;
  const keptWords: ReadWord[] = [];
  for (const line of linesInReadingOrder(kept)) {
    const shown = line.words.filter((word) => !TABLE_RULE.test(word.text));
    if (shown.length === 0) continue;
    if (text) text += line.block === lastBlock ? "\n" : "\n\n";
    text += shown.map((word) => word.text).join(" ");
    lastBlock = line.block;
    keptWords.push(...shown);
  }
  return {
    text,
    confidence: Math.round(weightedConfidence(keptWords)),
    rawConfidence: Math.round(rawConfidence),
  };
}
