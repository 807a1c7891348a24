/**
 * Cuts a passage into the units phase 1 can quote: sentences of running text and table rows. Every
 * unit is a literal slice of the passage text (start/end offsets), so its quote is always verifiable.
 */

import { isAbbreviation } from "../../../../shared/rules/abbreviations";
import { letterheadEnd } from "./letterhead";

export interface TextUnit {
  text: string;
  start: number;
  isTableRow: boolean;
  /** A section heading line ('3. REQUISITOS QUE DEBERÁN CUMPLIR LOS LICITANTES'): a title, not a point. */
  isHeading?: boolean;
}

const LINK_WORD_END =
  /(?<!\p{L})(?:de|del|la|las|los|el|al|a|y|e|o|u|en|con|por|para|que|su|sus|sin|sobre|entre)\s*$/iu;

/** Whether a text ends on a word that needs the next: an article, a preposition, a conjunction. */
export function endsOnLinkWord(text: string): boolean {
  return LINK_WORD_END.test(text);
}

/**
 * A row of a table: cells joined by ' | ', tabs, or three or more figures on a line that does not carry
 * on the sentence of the line before ('…las Directivas 2014/23/UE y\n2014/24/UE, de 26 de Febrero de 2014').
 */
export function isTableRow(line: string, previous = ""): boolean {
  if (line.includes(" | ") || line.includes("\t")) return true;
  // A line ending on an article, preposition or conjunction goes on ('…la Ley 1150 de 2007, la').
  if (endsOnLinkWord(line)) return false;
  const continuesSentence =
    previous.trim() !== "" && !/[.;:!?]\s*$/u.test(previous) && /^\s*\p{Ll}/u.test(line);
  if (
    /[\p{Ll}\d,]\s*$/u.test(previous.trim()) &&
    !/[.;:]\s*$/u.test(previous) &&
    /\p{Ll}{3}/u.test(line) &&
    !/^\s*\d/.test(line)
  )
    return false;
  // Five or more words of running prose ('de 26 de Febrero de 2014 (en adelante, LCSP). Las partes
  // quedan sometidas') are a sentence that carries figures, not a row of cells.
  const isProse =
    (line.match(/(?<!\p{L})\p{Ll}{3,}(?!\p{L})/gu) ?? []).length >= 5 ||
    // A duty's verb ('d) Los bienes deberán cumplir con la NOM-241-SSA1-2021, Buenas') makes a sentence.
    /(?<![\p{L}\d])(?:deber[áa]n?|deben?|podr[áa]n?|tendr[áa]n?)(?![\p{L}\d])/iu.test(line);
  // The articles a title cites in parentheses ('(Artículos 210 y 311 LCSP)') are no cells of figures.
  const figures = line.replace(/\(\s*(?:art[íi]culos?|arts?\.)\s[^()]{0,80}\)/giu, " ");
  return (
    (figures.match(/\d+(?:[.,]\d+)*/g) ?? []).length >= 3 &&
    !/[.;:]$/.test(line.trim()) &&
    !continuesSentence &&
    !isProse
  );
}

// The numbering that opens a heading: '3.', '4.1', 'a)', 'IV.', 'CAPÍTULO II', 'Cláusula 5.'.
const HEADING_NUMBER =
  /^(?:(?:cap[íi]tulo|cl[áa]usula|secci[óo]n|t[íi]tulo|apartado|punto)\s+)?(?:\d{1,2}(?:\.\d{1,2})*\.?-?|[a-zñ]\)|[IVXL]{1,5}\.?-?)\s+/iu;

/**
 * A section heading line: in capitals after its numbering, a few words, no sentence end and no value
 * (amount, percentage, e-mail). 'CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LO-009J2M002-E15-2026'.
 */
export function isHeadingLine(line: string): boolean {
  const body = line.trim().replace(HEADING_NUMBER, "");
  // 'PÁGINA' over a page number is page furniture, not a section.
  if (/[.;,]$|[$€%@]/u.test(body) || body.split(/\s+/).length > 14 || /^p[áa]gina$/iu.test(body))
    return false;
  // A numbered title of one short word in capitals ('c) FALLO', '9. PAGO') is a heading too.
  const isShortNumbered = body !== line.trim() && /^\p{Lu}{4,5}$/u.test(body);
  return isShortNumbered || isCapitals(body);
}

const CAPITALS_END = /(?<!\p{L})\p{Lu}{2,}\s*$/u;

function isCapitals(text: string): boolean {
  const letters = text.replace(HEADING_NUMBER, "").replace(/[^\p{L}]/gu, "");
  return letters.length >= 6 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length >= 0.85;
}

/**
 * A heading line that stands alone: a title or a sentence written in capitals over several lines
 * ('MODELO DE DECLARACIÓN … DE\nTRABAJADORES CON DISCAPACIDAD …') is read as one sentence, as before;
 * a numbered caps line after it opens a new heading.
 */
function isStandaloneHeading(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? "";
  if (!isHeadingLine(line)) return false;
  const opensNew = (text: string) => HEADING_NUMBER.test(text.trim());
  const previous = lines[index - 1];
  if (previous !== undefined && isCapitals(previous) && !/[.;:]\s*$/u.test(previous) && !opensNew(line))
    return false;
  // Capitals that carry on a sentence the line before left in capitals ('… proceso es de MIL' /
  // 'OCHOCIENTOS SETENTA … MIL' / 'PESOS ($1.874.560.000) M/CTE'): an amount or a name in words.
  if (previous !== undefined && /\p{Ll}/u.test(previous) && CAPITALS_END.test(previous) && !opensNew(line))
    return false;
  const next = lines[index + 1];
  return next === undefined || !isCapitals(next) || opensNew(next);
}

/** Index lines ('Cláusula 3. Objeto ........ 5') and page furniture carry no point of their own. */
function isNoise(line: string): boolean {
  return /\.{4,}|…{2,}|_{4,}\s*$/.test(line) || /^\s*(p[áa]gina\s+)?\d+\s*(\/|de)\s*\d+\s*$/i.test(line);
}

/** Whether the text before `index` ends with a word that takes an abbreviation period or a list number. */
function endsWithAbbreviation(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index);
  const word = /([\p{L}º°]+|\d+)$/u.exec(before)?.[1];
  if (!word) return false;
  // A capital letter opening a line is a list's letter too ('D. Igualmente deberán presentar…').
  if (/^(?:\d+|[IVX]{1,5}|\p{Lu})$/u.test(word)) {
    // '1.' or 'IV.' opening a line is a list number; '2.500' or '3.1' never reach here (no blank after).
    // A roman number after a word that takes one ('conforme al Anexo\nII. La oferta…') is that word's.
    const lineStart = text.lastIndexOf("\n", index - 1) + 1;
    // Inside a line, a capital letter is an initial ('C.P.', 'S.A.'), read as before.
    if (text.slice(lineStart, index - word.length).trim() !== "")
      return /^(?:\d+|[IVX]{1,5})$/u.test(word) ? false : isAbbreviation(word);
    return /^\d/.test(word) || !NUMBERED_WORD.test(text.slice(0, lineStart).trimEnd());
  }
  return isAbbreviation(word);
}

/** Whether the line that ends at `index` with a colon is a sentence opening a list (six words or more). */
function opensList(text: string, index: number): boolean {
  const line = text.slice(text.lastIndexOf("\n", index - 1) + 1, index);
  const sentence = line.slice(Math.max(line.lastIndexOf(". "), line.lastIndexOf("; ")) + 1);
  const previous = text.slice(0, text.lastIndexOf("\n", index - 1) + 1);
  const carried = /[^.;:\n]\s*\n$/u.test(previous) ? 6 : 0;
  return sentence.trim().split(/\s+/).length + carried >= 6;
}

// How an item is handed in, in parentheses closing its line ('(Copia simple)', '(Presentar original para cotejo)').
const HANDED_IN_AS =
  /^[ \t]*\([^()\n]{0,40}(?<!\p{L})(?:original|copias?|cotejo|certificad\p{L}*)(?!\p{L})[^()\n]{0,40}\)[ \t]*(?:\n|$)/iu;

// A word that takes a number after it: a line break after it does not open a numbered item.
const NUMBERED_WORD =
  /\b(?:anexos?|formatos?|art[íi]culos?|numeral(?:es)?|fracci(?:[óo]n|ones)|puntos?|incisos?|cl[áa]usulas?|apartados?|partidas?)\s*$/iu;
const NAMED_LABEL =
  /^\s*(?:[a-zñ]\)|[IVXL]{1,5}\.|\d{1,2}\.)?\s*(?:formato|anexo|ap[ée]ndice|formulario|modelo)\s+[\p{L}\d.-]{1,8}$/iu;

// A contract's clause by its ordinal ('PRIMERA.- OBJETO', 'Décima segunda. - Relación laboral').
const CLAUSE_ORDINAL = [
  "primer[ao]",
  "segund[ao]",
  "tercer[ao]",
  "cuart[ao]",
  "quint[ao]",
  "sext[ao]",
  "s[ée]ptim[ao]",
  "octav[ao]",
  "noven[ao]",
  "d[ée]cim[ao]",
]
  .map((word) => `${word[0]?.toUpperCase()}(?:${word.slice(1)}|${word.slice(1).toUpperCase()})`)
  .join("|");
const RUNNING_BREAK = new RegExp(
  String.raw`[.;!?]["”»)]?(?=\s)|:(?=[ \t]*\n|\s*[•·]\s)|\n(?=\s*(?:[a-zA-ZñÑ]\)|(?:[a-zñ]|[ivx]{1,5}|\p{Lu})\.\s+\p{Lu}\p{Ll}|(?:[a-zñ]|[ivx]{1,5})\.\s+\p{Lu}|[IVX]{1,5}\.-?\s+["“«]?\p{Lu}|(?:${CLAUSE_ORDINAL})(?:\s+\p{L}+)?\.\s*-|\d{1,2}\)|[•\-–·*]\s|(?!\d+(?:[.,]\d+)*\s+(?:A[ñn]os?|Mes(?:es)?|D[íi]as?|Semanas?|Horas?|EUR|Euros?|Pesos)(?!\p{L}))\d{1,2}(?:\.\d{1,3})*\.?-?\s+\p{Lu}|(?:ITEM|[ÍI]tem)\s*\d|\p{Lu}[\p{L} ]{1,30}:\s))|(?<=(?:^|\n)[ \t]*\d[^\n.;:]{0,25})\n(?=[ \t]*\p{Lu})|(?<=(?:https?:\/\/|www\.)[^\s]+)\n(?=[ \t]*\p{Lu})|(?<=\.[ \t]*\((?![ \t]*(?:[Aa]rt|ART))[^()\n]{1,80}\)[ \t]*)\n(?=[ \t]*\p{Lu})|\n\s*\n`,
  "gu",
);

/**
 * Sentence ends in running text: '.', ';', '!' or '?' then a blank; paragraph breaks and list items too.
 * A notice prints a field's name on one line and its value on the next ('Plazo de Ejecución' / '2 Año(s)'):
 * a quantity with its unit opening a line is that value, not a numbered item, and a short value line ends
 * its field before the next name.
 */
function splitRunningText(text: string, offset: number, out: TextUnit[]): void {
  const breaks: number[] = [0];
  const pattern = RUNNING_BREAK;
  for (const match of text.matchAll(pattern)) {
    const end = (match.index ?? 0) + match[0].length;
    const isPeriodLike = /^[.;!?]/.test(match[0]);
    // A colon ends a sentence that opens a list ('deberán presentar los siguientes documentos:'), not a
    // label over its value ('Lugar de entrega:\nAlmacén central').
    if (match[0] === ":" && !opensList(text, match.index ?? 0)) continue;
    if (match[0].startsWith(".") && endsWithAbbreviation(text, match.index ?? 0)) continue;
    // 'a) Formato 1. Escrito de interés…': the form's name is the start of its sentence, not one.
    if (match[0] === "." && NAMED_LABEL.test(text.slice(breaks.at(-1) ?? 0, match.index ?? 0))) continue;
    // 'las U.T. deberán', 'p. ej. velocidad': a period followed by lower case ends no sentence.
    if (isPeriodLike && /^\s*\p{Ll}/u.test(text.slice(end))) continue;
    // What to hand the item in as, in parentheses after its sentence ('…dos meses. (Copia simple)'): the item's.
    if (isPeriodLike && HANDED_IN_AS.test(text.slice(end))) continue;
    // '…en el orden indicado en el Anexo\n8 Relación de documentos': the number is the annex's, no item.
    if (
      match[0].startsWith("\n") &&
      /^\n\s*(?:\d|[IVXivx]{1,5}[.)])/u.test(text.slice(match.index ?? 0)) &&
      NUMBERED_WORD.test(text.slice(0, match.index ?? 0))
    )
      continue;
    breaks.push(end);
  }
  breaks.push(text.length);
  for (let index = 0; index + 1 < breaks.length; index++) {
    pushTrimmed(text, breaks[index] as number, breaks[index + 1] as number, offset, false, out);
  }
}

/**
 * Widens a sentence to the whole lines it sits on: layout text is read and cited by lines, and a line
 * that opens with the tail of the previous sentence is still where a reader finds this one.
 */
export function widenToLines(text: string, start: number, end: number): { start: number; end: number } {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const newline = text.indexOf("\n", end);
  return { start: lineStart, end: newline < 0 ? text.length : Math.max(end, newline) };
}

function pushTrimmed(
  text: string,
  from: number,
  to: number,
  offset: number,
  table: boolean,
  out: TextUnit[],
) {
  // 'de cada convocatoria. g.': the letter opening the next list item is not part of this sentence.
  const slice = text.slice(from, to).replace(/\s+\p{Ll}\.\s*$/u, "");
  const lead = slice.length - slice.trimStart().length;
  const trimmed = slice.trim();
  if (trimmed.length < 12) return;
  out.push({ text: trimmed, start: offset + from + lead, isTableRow: table });
}

// A letter's signing formula on a line of its own ('A T E N T A M E N T E', 'Protesto lo necesario').
// ('(Lugar y fecha) Protesto lo necesario (Firma)': a form's blanks in parentheses around it).
const SIGNING =
  /^\W*(?:\([^)\n]{1,30}\)\s*)?(?:a\s?t\s?e\s?n\s?t\s?a\s?m\s?e\s?n\s?t\s?e|protesto\s+lo\s+necesario|sufragio\s+efectivo[,.]?\s+no\s+reelecci[óo]n)\W*(?:\([^)\n]{1,30}\)\W*)?$/iu;

/**
 * A line of the block under a signing formula: who signs, their post, and the next page's title lines
 * (the annex's name, the buyer's letterhead, the procedure's number), short and unpunctuated, up to the
 * first sentence, list item or table row ('M. en H.P. …' is a title, not a lettered item).
 */
function isSigningBlockLine(line: string): boolean {
  const text = line.trim();
  if (text === "") return true;
  if (/\t| \| /u.test(line) || /[.;:,]$/u.test(text) || /^(?:[a-zñ]\)|\d{1,2}[.)]|[•\-–·*])\s/iu.test(text))
    return false;
  return text.split(/\s+/u).length <= 12;
}

/** Units of a passage in order. Table rows stand alone; the other lines are read as running text. */
export function segmentUnits(passageText: string): TextUnit[] {
  const units: TextUnit[] = [];
  const lines = passageText.split("\n");
  let position = 0;
  let runStart = -1;
  let signing = false;
  const flushRun = (end: number) => {
    if (runStart >= 0) splitRunningText(passageText.slice(runStart, end), runStart, units);
    runStart = -1;
  };
  let letterheadUntil = -1;
  for (const [index, line] of lines.entries()) {
    const lineEnd = position + line.length;
    // A letterhead is a unit of its own: joined to the sentence after it, it would open that one. It
    // starts where the line before ended a sentence or the page's title (not in a wrapped sentence).
    if (index === letterheadUntil) flushRun(position);
    const before = (lines[index - 1] ?? "").trim();
    if (index >= letterheadUntil && (before === "" || /[.;:!?"”)]$/u.test(before) || isCapitals(before))) {
      const end = letterheadEnd(lines, index);
      if (end > 0) {
        flushRun(position);
        letterheadUntil = end;
      }
    }
    // A signing block and the title lines after it are no sentence: joined to the next one, they would
    // open it ('A T E N T A M E N T E / Directora … / ANEXO 1 / … / Las partidas no deberán modificarse…').
    signing = SIGNING.test(line) || (signing && isSigningBlockLine(line));
    if (signing || isNoise(line)) {
      flushRun(position);
    } else if (!/ \| |\t/u.test(line) && isStandaloneHeading(lines, index)) {
      // A heading stands alone: joined to the next line it would open that sentence ('OBJETO … El objeto es').
      // Checked before table rows: a tender number ('LO-009J2M002-E15-2026') has figures enough for one.
      flushRun(position);
      const before = units.length;
      pushTrimmed(passageText, position, lineEnd, 0, false, units);
      for (const unit of units.slice(before)) unit.isHeading = true;
    } else if (isTableRow(line, lines[index - 1])) {
      flushRun(position);
      pushTrimmed(passageText, position, lineEnd, 0, true, units);
    } else if (runStart < 0) {
      runStart = position;
    }
    position = lineEnd + 1;
  }
  flushRun(passageText.length);
  return units;
}
