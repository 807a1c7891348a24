import { lowerCaseMarkers } from "./list-markers";
import {
  letterCount,
  median,
  type BoxedWord as ReadWord,
  RULE as TABLE_RULE,
  type WordLine,
} from "./page-layout";
import { emblemCaptions } from "./page-pictures";
import { inReadingOrder } from "./page-tables";

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
 * The page's text from Tesseract's words: one line per line read, a blank line between blocks and
 * where the gap above a line says a new paragraph (paragraphBreaks), table rules ('|') left out, tables
 * read from the words' positions as a PDF's are (one line per row, cells joined by tabs), other columns
 * read one after the other (page-layout.ts). On a page read well, doubtful lines (pictures read as
 * letters) keep only their
 * trusted words, and lone low-confidence symbols (specks) are left out; on a poor page everything read
 * is kept, as nothing better is known.
 */
export function pageTextFromTsv(tsv: string, dpi = 300): PageText {
  const words = parseTsv(tsv);
  const rawConfidence = weightedConfidence(words);
  const isGoodPage = rawConfidence >= GOOD_PAGE_CONFIDENCE;
  const lines = new Map<string, ReadWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  for (const line of lines.values()) readRomanNumerals(line);
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
  const entries = inReadingOrder(kept, dpi);
  const lineEntries = entries.flatMap((entry) => ("rows" in entry ? [] : [entry]));
  const breaks = new Map(paragraphBreaks(lineEntries).map((isBreak, index) => [lineEntries[index], isBreak]));
  let text = "";
  const keptWords: ReadWord[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous) {
      const isBreak = "rows" in entry || "rows" in previous || breaks.get(entry) === true;
      text += isBreak ? "\n\n" : "\n";
    }
    text += "rows" in entry ? entry.rows.join("\n") : entry.words.map((word) => word.text).join(" ");
    keptWords.push(...entry.words);
  });
  return {
    text: lowerCaseMarkers(text),
    confidence: Math.round(weightedConfidence(keptWords)),
    rawConfidence: Math.round(rawConfidence),
  };
}

/** A line spaced this many times wider than the page's usual line pitch starts a new paragraph. */
const PARAGRAPH_PITCH = 1.45;

/**
 * Whether each line starts a paragraph, as a PDF's text layer marks it (pdf-text.ts): a new block, a
 * jump up the page (the next column), or a gap above it clearly wider than the page's usual pitch
 * between lines. Tesseract's one block for a page of running text would otherwise run its headings,
 * items and paragraphs into one ('ITEM1 - 4 Servidores' read on into the specifications under it).
 */
function paragraphBreaks(lines: readonly WordLine[]): boolean[] {
  const tops = lines.map((line) => Math.min(...line.words.map((word) => word.top)));
  const heights = lines.map((line) => median(line.words.map((word) => word.height)));
  const height = median(heights);
  const pitches = tops
    .slice(1)
    .map((top, index) => top - (tops[index] as number))
    .filter((pitch) => pitch > height * 0.6 && pitch < height * 3);
  const pitch = pitches.length > 0 ? median(pitches) : height * 1.2;
  return lines.map((line, index) => {
    if (index === 0) return false;
    const previous = lines[index - 1] as WordLine;
    const gap = (tops[index] as number) - (tops[index - 1] as number);
    if (line.block !== previous.block)
      return !(isSentenceGoingOn(previous, line) && gap > 0 && gap <= pitch * 1.2);
    return gap < -height || gap > pitch * PARAGRAPH_PITCH;
  });
}

/**
 * A sentence carried on from one line to the next: the line does not end one ('…con impedimentos para')
 * and the next starts in small letters ('contratar con el Sector…'). Tesseract sometimes starts a new
 * block there; at the usual pitch that is no new paragraph (an item of a list cut in two rows).
 */
function isSentenceGoingOn(previous: WordLine, line: WordLine): boolean {
  const last = previous.words.at(-1)?.text ?? "";
  const first = line.words[0]?.text ?? "";
  return /[\p{L}\d,]$/u.test(last) && /^\p{Ll}/u.test(first);
}

/** The words a Roman numeral follows in bases: 'Anexo I', 'Capítulo II', 'Fracción IV', 'Lote III'. */
const NUMBERED_PART =
  /^(?:anexos?|ap[ée]ndices?|cap[íi]tulos?|t[íi]tulos?|secci[óo]n|apartados?|fracci[óo]n|fracciones|numeral|tomos?|lotes?|partidas?|formatos?|etapas?|fases?|art[íi]culos?)$/iu;
/** A Roman numeral whose I was read as 'l' or '|' ('Il', 'lll', 'Vl', '|'), with at least one slip. */
const SLIPPED_NUMERAL = /^(?=[IVXl|¦]*[l|¦])[IVXl|¦]{1,5}([.,;:)]?)$/u;

/**
 * Roman numerals after a part's name read with their I as 'l' or '|' ('Anexo Il', 'Anexo |') are the
 * numeral: a '|' there is no table rule (it would be dropped, leaving 'Anexo' with no number).
 */
function readRomanNumerals(line: ReadWord[]): void {
  line.forEach((word, index) => {
    const previous = line[index - 1];
    if (!previous || !NUMBERED_PART.test(previous.text)) return;
    if (word.left - (previous.left + previous.width) > previous.height * 1.5) return;
    if (SLIPPED_NUMERAL.test(word.text)) word.text = word.text.replace(/[l|¦]/gu, "I");
  });
}
