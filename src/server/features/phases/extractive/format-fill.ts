/**
 * Writes a form's text with its blanks filled: each paragraph becomes a statement citing the form's
 * paragraph and, where a value came from another document, that document's quote too. A blank whose
 * datum the documents do not give becomes '[PENDIENTE: …]'; a signature line stays blank for the pen.
 */

import type { CategorizedPassage } from "../generation/phase-input";
import { clipQuote, sourceOf, type TSource, type TStatement } from "../generation/phase-input";
import { type FillableFormat, type FormatBlank, type FormatField, findBlanks } from "./format-fields";
import { FORMAT_FIELD_LABELS } from "./format-labels";

export interface ResolvedValue {
  value: string;
  /** Empty for data that are not taken from a document (the project's name). */
  sources: TSource[];
}

/** The value for a field; null when unknown, "firma" for what is signed by hand. */
export type ValueResolver = (field: FormatField) => ResolvedValue | null | "firma";

export interface FilledFormat {
  statements: TStatement[];
  /** The data that stayed '[PENDIENTE: …]', in the form's words. */
  pending: string[];
  blanks: number;
  filled: number;
}

const STATEMENT_MAX = 1800;
const MAX_SOURCES = 5;

interface Paragraph {
  start: number;
  end: number;
}

/**
 * Paragraphs: blocks separated by an empty line, each bullet ('•', '-', 'o ', 'a)') and each data line
 * of a form ('Teléfono: …', 'Lugar y fecha: …') on its own, as the form lays them out.
 */
function paragraphsOf(text: string): Paragraph[] {
  const cuts = [0];
  for (const match of text.matchAll(
    /\n\s*\n|\n(?=[ \t]*(?:[•·▪-]|o\s|[a-z]\)|[IVX]+\.|\d+\.)\s|[ \t]*[^\n:.,;]{2,40}:)/gu,
  ))
    cuts.push(match.index);
  cuts.push(...lineEnds(text));
  cuts.sort((a, b) => a - b);
  cuts.push(text.length);
  const paragraphs: Paragraph[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const start = cuts[index] ?? 0;
    const end = cuts[index + 1] ?? text.length;
    if (text.slice(start, end).trim()) paragraphs.push({ start, end });
  }
  return paragraphs;
}

const BLANK_RUN_ONLY = /^[\s_.…]*_{3,}[\s_.…]*$|^[\s.…]*[.…]{4,}[\s.…]*$/u;
const ENDS_IN_BLANK = /(?:_{3,}|[.…]{4,})\s*$/u;
// A line ending a sentence or a label ('PRESENTE.', 'Correo:'), not an abbreviation ('No.', 'S.A.', 'Lic.').
const ENDS_SENTENCE = /[.:;]\s*$/u;
const ABBREVIATION = /(?:^|[\s(])(?:\p{L}{1,4}\.|(?:\p{L}\.){2,})\s*$/u;
// Where a line may open a paragraph of its own: not a sentence's lower-case rest, nor the placeholder
// naming the blank above it ('(nombre del licitante)').
const OPENS_LINE = /^[\s]*[\p{Lu}\d¿¡"“«_(]/u;
const SHORT_LINE = 0.6;
const SHORTER_LINE = 0.8;
const CAPITALS_ONLY = /^(?=(?:[^\p{L}]*\p{L}){3})[^\p{Ll}]+$/u;
const HAS_LOWER = /\p{Ll}/u;
// A wrapped sentence's line ends in a word that needs the next one ('de', 'la', 'en', 'y' …).
const ENDS_IN_LINK =
  /(?:^|\s)(?:a|al|ante|con|de|del|e|el|en|entre|la|las|lo|los|mi|ni|o|para|por|que|se|sin|su|sus|u|un|una|y)\s*$/iu;

/**
 * A form's line breaks that end a printed line of its own rather than wrap a sentence: around a
 * signature or blank line, after a field's blank, a sentence's or label's end, or a line much
 * shorter than the passage's longest (a closing formula, an addressee, an item of a list) — so
 * 'Correo: ____ / ATENTAMENTE / ____ / Nombre y firma' stay four lines.
 */
function lineEnds(text: string): number[] {
  const lines = text.split("\n");
  const width = Math.max(...lines.map((line) => line.trim().length));
  const cuts: number[] = [];
  let offset = 0;
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    offset += line.length;
    const current = line.trim();
    if (next !== undefined && current && next.trim() && OPENS_LINE.test(next)) {
      // A label's blank printed on the line under it ('… acta constitutiva:' / '________') stays with it,
      // and so does the placeholder printed under a blank ('______' / '(nombre del licitante)').
      const isLabelsBlank = /:\s*$/u.test(current) && BLANK_RUN_ONLY.test(next);
      const isNamedBlank = ENDS_IN_BLANK.test(current) && next.trim().startsWith("(");
      const isOwnLine =
        !isLabelsBlank &&
        !isNamedBlank &&
        (BLANK_RUN_ONLY.test(current) ||
          BLANK_RUN_ONLY.test(next) ||
          ENDS_IN_BLANK.test(current) ||
          (ENDS_SENTENCE.test(current) && !ABBREVIATION.test(current)) ||
          (CAPITALS_ONLY.test(current) && HAS_LOWER.test(next)) ||
          current.length < width * SHORT_LINE ||
          (current.length < width * SHORTER_LINE && !ENDS_IN_LINK.test(current)));
      if (isOwnLine) cuts.push(offset);
    }
    offset += 1;
  });
  return cuts;
}

// Tax identifiers of other countries' forms: 'NIF', 'NIT', 'CUIT'… are not an RFC.
const FOREIGN_TAX_ID = /\b(NIF|CIF|NIT|CUIT|CUIL|RUC|RUT|RIF)\b/iu;

/**
 * The datum a pending blank lacks, named as the form names it where ours is Mexican: a form that asks
 * 'NIT' or 'Dirección' is not told it lacks an 'RFC' or a 'Domicilio fiscal'.
 */
function pendingLabel(blank: FormatBlank, before: string, after: string): string {
  if (blank.field === "otro") return blank.asks;
  // A date written in parts ('a ___ de ______ de 2026'): the day, then the month, ask for themselves.
  if (blank.field === "fecha") {
    const followed = /^\s*del?\s+(?:_{2,}|[.…]{3,}|(?:año\s+)?(?:19|20)\d{2})/u.test(after);
    const continues = /\bde\s*$/u.test(before);
    if (followed) return continues ? "mes" : "día";
  }
  const ours = FORMAT_FIELD_LABELS[blank.field];
  if (blank.field === "rfc") return FOREIGN_TAX_ID.exec(blank.asks)?.[1]?.toUpperCase() ?? ours;
  if (blank.field === "domicilio" && !/fiscal/iu.test(blank.asks))
    return /direcci[oó]n/iu.test(blank.asks) ? "Dirección" : "Domicilio";
  return ours;
}

/** ' de fecha …' after a deed's number when the blank asks both ('número y fecha de la escritura'). */
function dateOfDeed(
  blank: FormatBlank,
  resolve: ValueResolver,
  valueSources: TSource[],
  result: FilledFormat,
): string {
  if (!blank.withDate) return "";
  const date = resolve(blank.withDate);
  if (date && date !== "firma") {
    valueSources.push(...date.sources);
    return ` de fecha ${date.value}`;
  }
  const label = FORMAT_FIELD_LABELS[blank.withDate];
  if (!result.pending.includes(label)) result.pending.push(label);
  return ` de fecha [PENDIENTE: ${label}]`;
}

/** Cuts a long paragraph at sentence ends so each statement stays within the schema's limit. */
function chunks(text: string): string[] {
  if (text.length <= STATEMENT_MAX) return [text];
  const parts: string[] = [];
  let rest = text;
  while (rest.length > STATEMENT_MAX) {
    const cut = rest.lastIndexOf(". ", STATEMENT_MAX);
    const at = cut > STATEMENT_MAX / 2 ? cut + 1 : rest.lastIndexOf(" ", STATEMENT_MAX);
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

function fillParagraph(
  passage: CategorizedPassage,
  paragraph: Paragraph,
  blanks: FormatBlank[],
  resolve: ValueResolver,
  result: FilledFormat,
): void {
  const { text } = passage;
  let out = "";
  let cursor = paragraph.start;
  const valueSources: TSource[] = [];
  for (const blank of blanks) {
    out += text.slice(cursor, blank.start);
    cursor = blank.end;
    result.blanks += 1;
    const resolved = resolve(blank.field);
    // Forms glue blanks to their labels ('NIF.......', 'D./Dña.....'); the value gets its own spaces.
    const spacer = blank.start === blank.end || /[^\s(«"“[]$/u.test(text.slice(0, blank.start)) ? " " : "";
    const tail = /^[\p{L}\p{N}(]/u.test(text.slice(blank.end, blank.end + 1)) ? " " : "";
    if (resolved === "firma") {
      out += `${spacer}____________________${tail}`;
    } else if (resolved) {
      out += `${spacer}${resolved.value}${dateOfDeed(blank, resolve, valueSources, result)}${tail}`;
      valueSources.push(...resolved.sources);
      result.filled += 1;
    } else {
      const label = pendingLabel(
        blank,
        text.slice(Math.max(0, blank.start - 6), blank.start),
        text.slice(blank.end, blank.end + 20),
      );
      out += `${spacer}[PENDIENTE: ${label}]${tail}`;
      if (!result.pending.includes(label)) result.pending.push(label);
    }
  }
  out += text.slice(cursor, paragraph.end);
  const original = text.slice(paragraph.start, paragraph.end).replace(/\s+/gu, " ").trim();
  const own = sourceOf(passage, clipQuote(original));
  const sources: TSource[] = [own];
  // One citation per document passage, so five sources reach as many documents as possible.
  for (const source of valueSources) {
    if (sources.length >= MAX_SOURCES) break;
    if (!sources.some((item) => item.passageId === source.passageId)) sources.push(source);
  }
  for (const piece of chunks(out.replace(/\s+/gu, " ").trim()))
    result.statements.push({ text: piece, sources });
}

/**
 * The form's paragraphs with their blanks filled. `onlyFields` writes only the paragraphs that hold a
 * blank (the fields of a tender's own annex, which is not reproduced).
 */
export function fillFormat(
  format: FillableFormat,
  resolve: ValueResolver,
  options: { onlyFields?: boolean } = {},
): FilledFormat {
  const result: FilledFormat = { statements: [], pending: [], blanks: 0, filled: 0 };
  for (const passage of format.passages) {
    const blanks = findBlanks(passage.text);
    for (const paragraph of paragraphsOf(passage.text)) {
      // A label with nothing after its colon sits at its line end, which may be the paragraph's end.
      const inside = blanks.filter((blank) =>
        blank.start === blank.end
          ? blank.start > paragraph.start && blank.start <= paragraph.end
          : blank.start >= paragraph.start && blank.start < paragraph.end,
      );
      // A blank running past the paragraph end is cut there, so the text stays in reading order.
      const clipped = inside.map((blank) => ({ ...blank, end: Math.min(blank.end, paragraph.end) }));
      if (options.onlyFields && clipped.length === 0) continue;
      fillParagraph(passage, paragraph, clipped, resolve, result);
    }
  }
  return result;
}
