/**
 * Letter case as evidence. Many bases (municipal ones above all) are printed entirely in capitals: there
 * a capital opens no sentence, marks no heading and names no one. The rules that read case ask first
 * whether the text is cased (isCased); an uncased stretch is read through its reading copy (recase), in
 * which capitals stand where a cased document would print them. The copy has the text's length, letter
 * for letter, so that an offset in it is an offset in the text: quotes are always cut from the text
 * (restoreCase gives a piece of the copy back in the text's letters).
 */

// A stretch is uncased when nearly all of its letters are capitals and it has enough letters to tell: a
// cover, a title or a note in capitals inside a cased document stays cased (its capitals are signal).
const UNCASED_SHARE = 0.95;
const MIN_LETTERS = 400;

/** Capitals over letters (letters with a case only). */
function capitalsShare(text: string): { capitals: number; letters: number } {
  let capitals = 0;
  let letters = 0;
  for (const match of text.matchAll(/\p{Lu}|\p{Ll}/gu)) {
    letters += 1;
    if (/\p{Lu}/u.test(match[0])) capitals += 1;
  }
  return { capitals, letters };
}

// A paragraph in capitals inside a cased text is read through its reading copy when it is longer than a
// title or a one-line note: a few lines of running text.
const PARAGRAPH_LETTERS = 200;

/** Whether letter case in this text carries signal: false for a long stretch written in capitals. */
export function isCased(text: string): boolean {
  const { capitals, letters } = capitalsShare(text);
  return letters < MIN_LETTERS || capitals < letters * UNCASED_SHARE;
}

// Kept in capitals in the reading copy: the acronyms the rules and the reader know in capitals.
const ACRONYMS = new Set(
  (
    "RFC CURP IMSS SAT IVA ISR IEPS CFDI SHCP SFP DOF OIC CPEUM UMA MXN USD NOM NMX ISO INFONAVIT FONACOT " +
    "LAASSP LOPSRM RLAASSP RLOPSRM FISM FAIS MIPYME MIPYMES PYME PYMES RUPC SIEM CONAGUA CFE PEMEX COMPRANET " +
    "LCSP CIF NIF NIE DNI IBAN UTE CPV BOE DOUE PDF NIT RUP SECOP SMMLV IPC CUIT AFIP"
  ).split(" "),
);
const ROMAN = /^(?=[IVXLC]{2})C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
// A list marker that opens a line: '1.', '2.3.1', '4)', 'a)', 'IV.-', '•'.
const LINE_MARKER =
  /^[ \t]*(?:(?:\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,7}|\p{L})(?:\.-|\.|-|\)|\.\))|\d{1,3}(?:\.\d{1,3})+|[•·▪◦\-–—*])[ \t]+/u;
// What ends a sentence, and the abbreviations whose point ends none ('NO. 5', 'C. JUAN', 'ART. 34').
const SENTENCE_END = /[.!?…:;]["”»)]?[ \t]*$/u;
const ITEM_LIST_END = /[.!?…:]["”»)]?[ \t]*$/u;
const ABBREVIATION =
  /(?<!\p{L})(?:no|núm|num|art|arts|fracc|fr|c|lic|ing|arq|dr|dra|sr|sra|pág|pag|cfr|etc|(?:\p{L}\.)+\p{L})\.$/iu;
// Initials ('U.T.', 'S.A.', 'C.V.') stay in capitals.
const INITIALS = /(?<![\p{L}.])(?:\p{Lu}\.){2,}(?!\p{L})/gu;

/**
 * The reading copy of a cased text's paragraphs written in capitals (blank-line apart, of a few lines):
 * each is recased, the rest is the text as it is (its titles and notes in capitals keep their signal).
 */
export function recaseParagraphs(text: string, before = ""): string {
  return text
    .split(/(\n[ \t]*\n)/u)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const { capitals, letters } = capitalsShare(part);
      const isCapitals = letters >= PARAGRAPH_LETTERS && capitals >= letters * UNCASED_SHARE;
      return isCapitals ? recase(part, index === 0 ? before : "") : part;
    })
    .join("");
}

/**
 * The reading copy of a text: the text as a cased document would print it, in lower case but for the
 * first letter of each sentence, of a line that opens a paragraph or follows a number, of a table's
 * cells, and for acronyms, codes ('LA-812008999-E1-2020'), initials and Roman numerals. Same length as
 * the text. Meant for uncased text (isCased false). `before` is the text it follows (the page or passage
 * before): a text that goes on with its sentence opens in lower case.
 */
export function recase(text: string, before = ""): string {
  const chars = Array.from(text, (char) => {
    const lower = char.toLocaleLowerCase("es-MX");
    return lower.length === char.length ? lower : char;
  });
  // Lower case of the same length, letter by letter, so that offsets hold.
  const out = chars.join("");
  if (out.length !== text.length) return text;
  const result = out.split("");
  const raise = (at: number) => {
    const upper = (result[at] as string).toLocaleUpperCase("es-MX");
    if (upper.length === 1) result[at] = upper;
  };
  const restore = (from: number, to: number) => {
    for (let index = from; index < to; index++) result[index] = text[index] as string;
  };
  for (const word of text.matchAll(/[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu)) {
    const token = word[0];
    const isCode = /\p{N}/u.test(token) && /\p{L}/u.test(token);
    const pieces = token.split(/[-/]/);
    // A lone 'I', 'V' or 'X' is a numeral before a point or a dash ('FRACCIÓN I.', 'V.- GARANTÍAS'); 'I)'
    // is the letter after 'H)', and '10 X 10 CM' a times sign.
    const isNumeral = /^[IVX]$/u.test(token) && /^[.-]/u.test(text.slice(word.index + 1));
    const isKept = (piece: string) => ACRONYMS.has(piece) || ROMAN.test(piece) || isVowelless(piece);
    if (isCode || isNumeral || pieces.every(isKept)) {
      restore(word.index, word.index + token.length);
    }
  }
  for (const initials of text.matchAll(INITIALS))
    restore(initials.index, initials.index + initials[0].length);
  // Sentence starts: the text's first letter, a letter after a sentence's end, the first letter of a line
  // that follows a paragraph's end or a short line (a title, a signature), and after a line's number
  // ('1. Acta…'). After a letter or a Roman numeral the item opens a sentence only where a line would (a
  // list within a sentence, 'por:\na. la ley…,\nb. el decreto…', goes on in lower case).
  let lineStart = 0;
  let previousLine: string | null =
    before.trim() === "" ? null : (before.trimEnd().split("\n").at(-1) ?? null);
  const lines = text.split("\n");
  const width = typicalWidth(lines);
  for (const line of lines) {
    const marker = LINE_MARKER.exec(line);
    const isNumber = marker !== null && /^\s*\d/u.test(marker[0]);
    // An item after a clause ('…contratistas;' / 'b. los agentes…') goes on with the same sentence.
    const ends = marker === null ? SENTENCE_END : ITEM_LIST_END;
    const opensSentence =
      previousLine === null ||
      previousLine.trim() === "" ||
      isTableLine(previousLine) ||
      (ends.test(previousLine) && !ABBREVIATION.test(previousLine.trim())) ||
      isShortLine(previousLine, width);
    if (opensSentence || isNumber) raiseFirstLetter(line, marker ? marker[0].length : 0, lineStart, raise);
    // A table's cells each open with a capital, and its row ends what came before.
    if (isTableLine(line)) {
      raiseFirstLetter(line, 0, lineStart, raise);
      for (const cell of line.matchAll(/\t+| \| /g))
        raiseFirstLetter(line, cell.index + cell[0].length, lineStart, raise);
    }
    for (const end of line.matchAll(/[.!?…]["”»)]?[ \t]+(?=["“«¿¡(]?\p{L})/gu)) {
      const before = line.slice(0, end.index + 1);
      if (ABBREVIATION.test(before) || /(?:^|[\s.])\p{L}\.$/u.test(before)) continue;
      raiseFirstLetter(line, end.index + end[0].length, lineStart, raise);
    }
    lineStart += line.length + 1;
    previousLine = line;
  }
  return result.join("");
}

function raiseFirstLetter(line: string, from: number, lineStart: number, raise: (at: number) => void): void {
  const at = line.slice(from).search(/\p{L}/u);
  if (at >= 0 && /^[\s"“«¿¡(]*$/u.test(line.slice(from, from + at))) raise(lineStart + from + at);
}

/** A line's usual length: the longer quarter of the text's lines (table rows aside) are at least this long. */
function typicalWidth(lines: string[]): number {
  const lengths = lines
    .filter((line) => !isTableLine(line) && line.trim() !== "")
    .map((line) => line.trim().length)
    .sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.75)] ?? 0;
}

function isTableLine(line: string): boolean {
  return line.includes("\t") || line.includes(" | ");
}

// Articles, prepositions and conjunctions: a line that ends on one goes on in the next.
const DANGLING_END =
  /(?<!\p{L})(?:de|del|la|las|los|el|al|a|y|e|o|u|en|con|por|para|que|su|sus|sin|sobre|entre)$/iu;

/** A line well short of the text's width that ends no phrase: a title's or a paragraph's last line. */
function isShortLine(line: string, width: number): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length < Math.max(width, 70) * 0.65 && !/[,\p{Pd}]$/u.test(trimmed) && !DANGLING_END.test(trimmed)
  );
}

function isVowelless(word: string): boolean {
  return word.length >= 3 && /^\p{L}+$/u.test(word) && !/[AEIOUÁÉÍÓÚÜaeiouáéíóúü]/u.test(word);
}

/**
 * A piece of a reading copy (a heading, a trimmed line, lines joined by blanks) in the text's own letters:
 * its non-blank characters are found in order in `reading` (blanks may differ), from the first place its
 * first word stands at or after `from`, and taken from `text` at the same places. The piece as it is when
 * it cannot be found.
 */
export function restoreCase(piece: string, reading: string, text: string, from = 0): string {
  return findInText(piece, reading, text, from) ?? piece;
}

/** restoreCase, or null when the piece is not in the reading copy. */
export function findInText(piece: string, reading: string, text: string, from = 0): string | null {
  const exact = reading.indexOf(piece, from);
  if (exact >= 0) return text.slice(exact, exact + piece.length);
  const first = piece.trim().split(/\s/u)[0] ?? "";
  for (let at = reading.indexOf(first, from); at >= 0 && first !== ""; at = reading.indexOf(first, at + 1)) {
    const aligned = alignAt(piece, reading, text, at);
    if (aligned !== null) return aligned;
  }
  return null;
}

/** The piece in the text's letters when its non-blank characters follow one another from `at`; else null. */
function alignAt(piece: string, reading: string, text: string, start: number): string | null {
  let at = start;
  let out = "";
  for (const char of piece) {
    if (/\s/u.test(char)) {
      out += char;
      continue;
    }
    while (at < reading.length && /\s/u.test(reading[at] as string)) at += 1;
    if (reading.startsWith(char, at)) {
      out += text.slice(at, at + char.length);
      at += char.length;
    } else if (char === "…") {
      out += char;
    } else {
      return null;
    }
  }
  return out;
}
