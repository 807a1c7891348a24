/**
 * The forms a tender asks the applicant to fill ('FORMATO 3', 'ANEXO II Modelo de declaración
 * responsable', 'Carta compromiso') and their blanks: runs of underscores, dots or ellipses, bracketed
 * placeholders ('(nombre del licitante)', '[RFC]', '<razón social>') and labels with nothing after their
 * colon ('R.F.C.:'). Each blank says which datum it asks for.
 */
import type { CategorizedPassage } from "../generation/phase-input";
import { foldKey } from "./applicant-text";
import {
  type FormatField,
  fieldFromContext,
  fieldFromPlaceholder,
  PLACEHOLDER_START,
} from "./format-field-rules";

export type { FormatField } from "./format-field-rules";

export interface FormatBlank {
  /** Offsets in the passage text; start === end for a label with nothing after its colon. */
  start: number;
  end: number;
  field: FormatField;
  /** What the blank asks for in the form's words, for '[PENDIENTE: …]' when the field is 'otro'. */
  asks: string;
  /** The deed's date asked in the same blank ('número y fecha de la escritura: ___'). */
  withDate?: "fechaEscritura" | "fechaPoder";
}

export interface FillableFormat {
  /** The form's title as written in the document. */
  title: string;
  passages: CategorizedPassage[];
}

const TITLE =
  /^\s*(?:formato|anexo|modelo\s+de|carta|declaraci[óo]n|manifiesto|manifestaci[óo]n|escrito\s+de)\b/iu;
const TITLE_LINE_MAX = 140;

/**
 * A heading the splitter ran into a table's header row ('ANEXO 2 PROPUESTA ECONÓMICA PARTIDA⇥DESCRIPCIÓN…'):
 * the title is the passage's lines before its first table row.
 */
function withoutTableRow(heading: string, text: string): string {
  if (!/\t| \| /u.test(heading)) return heading;
  const lines: string[] = [];
  for (const line of text.trim().split("\n")) {
    if (/\t| \| /u.test(line)) break;
    lines.push(line.trim());
  }
  const title = lines.join(" ").trim();
  return title && heading.replace(/\s+/gu, " ").startsWith(title) ? title : heading;
}

function titleOf(passage: CategorizedPassage): string | null {
  if (passage.heading && TITLE.test(passage.heading))
    return withName(withoutTableRow(passage.heading.trim(), passage.text), passage.text);
  const first = passage.text.trim().split("\n")[0]?.trim() ?? "";
  return first.length <= TITLE_LINE_MAX && TITLE.test(first) ? withName(first, passage.text) : null;
}

const BARE_TITLE = /^(?:formato|anexo)\s+(?:\d{1,3}|[ivxlc]{1,6})\.?$/iu;

/** A bare 'FORMATO 3' with its name in capitals on the next line of the text ('MANIFIESTO DE …'). */
function withName(title: string, text: string): string {
  if (!BARE_TITLE.test(title)) return title;
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const at = lines.findIndex((line) => foldKey(line) === foldKey(title));
  const name = at >= 0 ? lines[at + 1] : undefined;
  return name && TITLE_LINE.test(name) && !INNER_TITLE.test(name) ? `${title} ${name}` : title;
}

// A form's title opening a paragraph inside a passage ('ANEXO 8' after Formato 5's last lines on one
// page): its number alone, or the title line in capitals.
const INNER_TITLE =
  /^(?:(?:FORMATO|ANEXO)\s+(?:\d{1,3}|[IVXLC]{1,6})\b[^\p{Ll}\n]{0,130}|(?:Formato|Anexo)\s+(?:\d{1,3}|[IVXLC]{1,6})\.?)$/u;
const TITLE_LINE = /^[^\p{Ll}\t|]{3,140}$/u;

/**
 * A passage cut where another form's title opens a paragraph in it: the splitter keeps a short form's
 * end and the next form's title together, and each is its own form. Each piece keeps the passage's id
 * (its text is a slice of the passage's, so every quote still verifies).
 */
function byInnerTitles(passage: CategorizedPassage): CategorizedPassage[] {
  const pieces: CategorizedPassage[] = [];
  let start = 0;
  let heading = passage.heading;
  for (const match of passage.text.matchAll(/\n[ \t]*\n(?=[ \t]*([^\n]+)(?:\n([^\n]*))?)/gu)) {
    const first = match[1]?.trim() ?? "";
    if (!INNER_TITLE.test(first)) continue;
    const second = match[2]?.trim() ?? "";
    const title = TITLE_LINE.test(second) && !INNER_TITLE.test(second) ? `${first} ${second}` : first;
    if (heading && foldKey(heading) === foldKey(title)) heading = null;
    pieces.push({ ...passage, heading, text: passage.text.slice(start, match.index) });
    start = match.index + match[0].length;
    heading = title;
  }
  if (pieces.length === 0) return [passage];
  pieces.push({ ...passage, heading, text: passage.text.slice(start) });
  return pieces.filter((piece) => piece.text.trim());
}

/**
 * One form per document, or per change to a new form title within a document ('FORMATO 1', then
 * 'FORMATO 2'); sub-headings inside a form ('DECLARA BAJO PROTESTA:') stay in it. Anexos count only
 * under a title that names a form; every formatos document is a form.
 */
export function findFormats(passages: CategorizedPassage[]): FillableFormat[] {
  const formats: FillableFormat[] = [];
  let current: (FillableFormat & { documentId: string }) | null = null;
  for (const passage of passages.flatMap(byInnerTitles)) {
    if (passage.documentType !== "formatos" && passage.documentType !== "anexos") continue;
    const title = titleOf(passage);
    const sameDocument = current?.documentId === passage.documentId;
    if (sameDocument && current && (!title || foldKey(title) === foldKey(current.title))) {
      current.passages.push(passage);
      continue;
    }
    if (!title && passage.documentType === "anexos") {
      current = null;
      continue;
    }
    const fallback = passage.heading?.trim() || passage.documentName.replace(/\.[a-z0-9]+$/iu, "");
    current = { title: title ?? fallback, passages: [passage], documentId: passage.documentId };
    formats.push(current);
  }
  return formats.map(({ title, passages: list }) => ({ title, passages: list }));
}

/**
 * A tender's own annex that describes the contract (its characteristics, specifications, terms of
 * reference) rather than a form the bidder fills: named so in its title, file name or opening words,
 * while its title does not name a form. Phase 4 fills only its fields and does not reproduce it.
 */
const DESCRIBES_TENDER =
  /caracter[íi]sticas|prescripciones t[ée]cnicas|especificaciones t[ée]cnicas|anexo t[ée]cnico|t[ée]rminos de referencia|cuadro resumen/iu;
const NAMES_A_FORM =
  /modelo|declaraci[óo]n|formato|carta|manifiesto|manifestaci[óo]n|solicitud|proposici[óo]n econ[óo]mica|oferta econ[óo]mica|escrito/iu;
/** Lines to write per blank above which a form is mostly the tender's text, not fields. */
const LINES_PER_FIELD = 10;
const LONG_FORM_LINES = 30;

// The contract the awardee will sign ('ANEXO 9 MODELO DE CONTRATO ABIERTO'): no part of the proposal.
const CONTRACT_MODEL = /\b(?:modelo|proyecto|formato)\s+de(?:l)?\s+(?:contrato|pedido)\b/iu;

/** Whether the form is the model of the contract the awardee signs after the award. */
export function isContractModel(format: FillableFormat): boolean {
  return CONTRACT_MODEL.test(format.title);
}

export function isTenderAnnex(format: FillableFormat, filled: { blanks: number; lines: number }): boolean {
  if (NAMES_A_FORM.test(format.title)) return false;
  const first = format.passages[0];
  const opening = `${format.title} ${first?.documentName ?? ""} ${first?.text.slice(0, 400) ?? ""}`;
  if (DESCRIBES_TENDER.test(opening)) return true;
  return filled.lines > LONG_FORM_LINES && filled.blanks * LINES_PER_FIELD < filled.lines;
}

const RUN_UNIT = "(?:_{3,}|[.…]{4,}|…{2,})";
const RUN = new RegExp(
  `${RUN_UNIT}(?:[ \\t]*\\r?\\n?[ \\t]*(?:${RUN_UNIT}|[._…]{2,}(?=[\\p{L}\\s])))*`,
  "gu",
);
const BRACKET = /\[([^[\]\n]{2,80})\]|<([^<>\n]{2,80})>|«([^«»\n]{2,80})»|\(([^()\n]{3,80})\)/gu;
const EMPTY_LABEL = /^[ \t•·\-o]*([^\n:]{2,60}):[ \t]*$/gmu;

interface RawBlank {
  start: number;
  end: number;
  inside: string | null;
}

function rawBlanks(text: string): RawBlank[] {
  const found: RawBlank[] = [];
  for (const match of text.matchAll(RUN))
    found.push({ start: match.index, end: match.index + match[0].length, inside: null });
  for (const match of text.matchAll(BRACKET)) {
    const inside = match[1] ?? match[2] ?? match[3] ?? match[4] ?? "";
    if (match[4] !== undefined && !PLACEHOLDER_START.test(inside)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, inside });
  }
  for (const match of text.matchAll(EMPTY_LABEL)) {
    const end = match.index + match[0].length;
    found.push({ start: end, end, inside: null });
  }
  found.sort((a, b) => a.start - b.start);
  // A run followed by a placeholder naming it ('______ (nombre del licitante)') is one blank.
  const merged: RawBlank[] = [];
  for (const blank of found) {
    const last = merged[merged.length - 1];
    if (last && blank.start < last.end) continue;
    if (
      last &&
      /^\s*$/.test(text.slice(last.end, blank.start)) &&
      (last.inside === null) !== (blank.inside === null)
    ) {
      merged[merged.length - 1] = { start: last.start, end: blank.end, inside: last.inside ?? blank.inside };
      continue;
    }
    merged.push(blank);
  }
  return merged;
}

const CONTEXT_NEAR = 80;
const CONTEXT_WIDE = 140;

function words(text: string): string {
  return text.replace(/[._…]{2,}/gu, " ").replace(/\s+/gu, " ");
}

export function findBlanks(text: string): FormatBlank[] {
  const blanks: FormatBlank[] = [];
  let previousEnd = 0;
  let previousField: FormatField | null = null;
  for (const raw of rawBlanks(text)) {
    const lineStart = text.lastIndexOf("\n\n", raw.start) + 1;
    const isLabel = raw.start === raw.end;
    const near = text.slice(Math.max(previousEnd, lineStart, raw.start - CONTEXT_NEAR), raw.start);
    // The wide context reads words only: the dots of earlier blanks would crowd them out.
    const wide = isLabel ? near : words(text.slice(0, raw.start)).slice(-CONTEXT_WIDE);
    const after = text.slice(raw.end, raw.end + 30);
    const placeholder = raw.inside ? fieldFromPlaceholder(raw.inside, after) : null;
    const field: FormatField =
      placeholder ??
      fieldFromContext({
        near: isLabel ? near.replace(/:\s*$/u, "") : near,
        wide,
        after,
        previous: raw.start - previousEnd <= 12 ? previousField : null,
      });
    // A label with nothing after it is a blank only when it names a datum ('R.F.C.:'), not a heading.
    if (isLabel && (field === "otro" || field === "firma")) continue;
    const asks = (
      raw.inside ??
      near
        .replace(/[\s:([{<«]+$/u, "")
        .split(/\s+/)
        .slice(-3)
        .join(" ")
    ).trim();
    const withDate = deedDate(field, near);
    blanks.push({
      start: raw.start,
      end: raw.end,
      field,
      asks: asks || "dato",
      ...(withDate ? { withDate } : {}),
    });
    previousEnd = raw.end;
    previousField = field;
  }
  return blanks;
}

/** 'número y fecha de la escritura …: ___' asks the deed's number and its date in one blank. */
function deedDate(field: FormatField, near: string): FormatBlank["withDate"] {
  if (field !== "escritura" && field !== "escrituraPoder") return undefined;
  if (!/\b(?:n[úu]mero\s+y\s+fecha|fecha\s+y\s+n[úu]mero)\b/iu.test(near)) return undefined;
  return field === "escritura" ? "fechaEscritura" : "fechaPoder";
}
