/**
 * Shared pieces of the CV builders (phases 4 and 5): passages read line by line, every value kept with
 * the literal line it came from, so any fact written later can cite exactly what the document says.
 */
import { tableRowCells } from "../../../../shared/rules/table-rows";
import { type SourcePassage, sourceOf, type TSource } from "../generation/phase-input";

/** A value found in a document together with the literal line that states it. */
export interface Sourced<T = string> {
  value: T;
  source: TSource;
}

/** One line of a passage, trimmed, and the passage it belongs to. */
export interface CvLine {
  text: string;
  passage: SourcePassage;
}

/** Lower case without accents: how the rules compare words. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
}

// A line left open: it ends on a comma or on a word that cannot end a sentence.
const OPEN_END = /(?:,|\s(?:de|del|la|las|el|los|al|a|y|e|o|en|con|para|por|que|su|sus))$/iu;
// A line that starts an item of its own: a bullet, a year, a table row or a label ('Cédula: …').
const OWN_START = /^(?:[-•·*]|(?:19|20)\d{2}\b|\p{L}[\p{L} ]{0,40}:)/u;

/** Whether `next` carries on the sentence of `line`: a PDF wraps sentences where its lines end. */
function continues(line: string, next: string): boolean {
  if (/[.:;!?]$/u.test(line) || /[|\t]/.test(line) || /[|\t]/.test(next)) return false;
  if (/^\p{Ll}/u.test(next)) return true;
  return OPEN_END.test(line) && !OWN_START.test(next);
}

/**
 * The non-empty lines of the passages, in reading order. A sentence a PDF wrapped over several lines is
 * one line here, its pieces joined by a space: it is still a literal slice of its passage once
 * whitespace is collapsed, as quotes are compared. A blank line (a Word paragraph break) never joins.
 */
export function linesOf(passages: readonly SourcePassage[]): CvLine[] {
  const lines: CvLine[] = [];
  for (const passage of passages) {
    let open: CvLine | null = null;
    for (const raw of passage.text.split("\n")) {
      const text = raw.trim();
      if (text.length === 0) {
        open = null;
        continue;
      }
      if (open && continues(open.text, text)) {
        open.text = `${open.text} ${text}`;
        continue;
      }
      open = { text, passage };
      lines.push(open);
    }
  }
  return lines;
}

export function sourced<T>(value: T, line: CvLine): Sourced<T> {
  return { value, source: sourceOf(line.passage, line.text) };
}

/** 'Cédula profesional: 1234567' → '1234567' for a label regex; null when the line has no such label. */
export function labelValue(line: string, label: RegExp): string | null {
  const match = new RegExp(`^\\s*(?:[-•·*]\\s*)?(?:${label.source})\\s*[:：.|\\t-]\\s*(.+)$`, "iu").exec(
    line,
  );
  const value = match?.[1]?.trim();
  return value ? value : null;
}

// '2015 - 2019', '2018 a la fecha', '2012 - a la fecha', 'enero 2012 – marzo 2016', '2020-actual'.
const MONTH =
  "(?:ene(?:ro)?|feb(?:rero)?|mar(?:zo)?|abr(?:il)?|may(?:o)?|jun(?:io)?|jul(?:io)?|ago(?:sto)?|sep(?:tiembre)?|oct(?:ubre)?|nov(?:iembre)?|dic(?:iembre)?)\\.?\\s*(?:de\\s+|/\\s*)?";
export const PERIOD = new RegExp(
  `(?:${MONTH})?((?:19|20)\\d{2})\\s*(?:(?:-|–|—)\\s*(?:(?:a|al|hasta)\\s+)?|a|al|hasta)\\s*(?:${MONTH})?((?:19|20)\\d{2}|la\\s+fecha|fecha|actual(?:idad|mente)?|presente|hoy)`,
  "iu",
);

export interface Period {
  start: number;
  /** Null while it is still running ('a la fecha'). */
  end: number | null;
  text: string;
  /** Where in the line the period ends, so the rest of the line can be read as its description. */
  index: number;
  length: number;
}

export function findPeriod(line: string): Period | null {
  const match = PERIOD.exec(line);
  if (!match?.[1] || !match[2]) return null;
  const start = Number(match[1]);
  const end = /^\d{4}$/.test(match[2]) ? Number(match[2]) : null;
  if (end !== null && end < start) return null;
  return { start, end, text: match[0], index: match.index, length: match[0].length };
}

// Amounts in Mexican pesos: '$12,450,000.00', '$ 3.2 millones', '12,450,000.00 M.N.'.
const AMOUNT =
  /\$\s?\d{1,3}(?:[,\s]\d{3})*(?:\.\d{1,2})?(?:\s*(?:millones(?:\s+de\s+pesos)?|mdp|m\.?\s?n\.?|mxn|pesos)(?!\p{L}))?|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\s*(?:m\.?\s?n\.?|mxn|pesos)(?!\p{L})/iu;

export function findAmount(line: string): string | null {
  return AMOUNT.exec(line)?.[0].trim() ?? null;
}

export function findYear(line: string): number | null {
  // 'ISO 9001:2015' names a standard's edition, not the year of a contract.
  const match = /(?<!\d:)\b((?:19|20)\d{2})\b/.exec(line);
  return match?.[1] ? Number(match[1]) : null;
}

/** The cells of a table row written as 'a | b | c' or with tabs; null when the line is not one. */
export function cellsOf(line: string): string[] | null {
  if (!line.includes("|") && !line.includes("\t")) return null;
  const cells = tableRowCells(line.replace(/\s*\|\s*/gu, "\t")).filter((cell) => cell.length > 0);
  return cells.length >= 2 ? cells : null;
}

// Organisations that hire public works and services in Mexico, as CVs name them.
export const CLIENT =
  /(?<![\p{L}\d])(?:CFE|Comisi[óo]n Federal de Electricidad|PEMEX|Petr[óo]leos Mexicanos|CONAGUA|Comisi[óo]n Nacional del Agua|IMSS|ISSSTE|SCT|SICT|SEDATU|Secretar[íi]a de [\p{L} ]+?|(?:H\.?\s*)?Ayuntamiento de [\p{L} ]+?|Municipio de [\p{L} ]+?|Gobierno del Estado de [\p{L} ]+?|Gobierno de [\p{L} ]+?|Junta (?:Municipal|Estatal|Local) de [\p{L} ]+?|Comisi[óo]n Estatal de [\p{L} ]+?|Instituto [\p{L} ]+?|[\p{Lu}][\p{L}&.,' ]+?,?\s+S\.?\s?A\.?(?:\s*(?:de|DE)\s*C\.?\s?V\.?)?|[\p{Lu}][\p{L}&.,' ]+?,?\s+S\.?\s?(?:(?:de|DE)\s+)?R\.?\s?L\.?(?:\s*(?:de|DE)\s*C\.?\s?V\.?)?)(?=[,.;:|)(]|\s+(?:en|para|del|de\s+\d|con|por|\d)\b|\s*$)/u;

export function findClient(line: string): string | null {
  // The pattern's lazy name parts grow with the line: long running text is read by its start.
  const found = CLIENT.exec(line.slice(0, 400))?.[0].trim();
  if (!found) return null;
  // 'Residente de obra en Grupo Maya, S.A. de C.V.': the company starts after the last 'en'.
  const lead = /^.*\s(?:en|para|con|a)\s+(?=\p{Lu})/u.exec(found);
  return lead ? found.slice(lead[0].length) : found;
}

// Acronyms that name a standard, a tax, a currency or a method, never a client.
const NOT_INSTITUTION = new Set(
  "ISO NOM NMX RFC CURP IVA ISR MXN USD LEED PMP BIM CAD GPS PDF REPSE ESR CFDI SUA DRO".split(" "),
);
// An acronym of three to six capitals is an institution ('ISSEA', 'IMSS', 'SEDUM').
const ACRONYM = /(?<![\p{L}\d])[A-ZÑ]{3,6}(?![\p{L}\d])/gu;
const INSTITUTION_WORD =
  /^(?:Instituto|Secretar[íi]a|Comisi[óo]n|Gobierno|Municipio|H\.?\s*Ayuntamiento|Ayuntamiento|Junta|Universidad|Servicios|Direcci[óo]n|Consejo|Fideicomiso|Organismo|Sistema|Procuradur[íi]a|Poder|Fiscal[íi]a|Congreso|Tribunal|Banco|Petr[óo]leos|Aeropuertos|Caminos|Colegio)\b/u;
// 'para el ISSEA', 'para la Secretaría de Obras Públicas', 'a favor del Municipio de Calvillo'.
const FOR_CLIENT =
  /\b(?:para(?:\s+(?:el|la|los|las))?|a\s+favor\s+(?:del|de(?:\s+(?:la|los|las))?)|contratad[oa]\s+por(?:\s+(?:el|la|los|las))?)\s+(\p{Lu}[\p{L}.&'-]*(?:\s+(?:(?:de|del|la|las|los|y|e)\s+)*\p{Lu}[\p{L}.&'-]*)*)/gu;

function isInstitutionAcronym(word: string): boolean {
  return !NOT_INSTITUTION.has(word) && !/^[IVXLC]+$/.test(word);
}

/**
 * The client of a contract line of a company CV: whom the work was 'para'; else a named organisation
 * (findClient); else an institution's acronym. Null when the line names none.
 */
export function findContractClient(line: string): string | null {
  let weak: string | null = null;
  for (const match of line.matchAll(FOR_CLIENT)) {
    const name = (match[1] ?? "").replace(/\.$/, "").trim();
    const acronym = /^[A-ZÑ]{3,6}$/u.test(name);
    if (acronym && !isInstitutionAcronym(name)) continue;
    // 'para Grupo Maya, S.A. de C.V.': the whole company name with its legal form.
    const company = findClient(line.slice((match.index ?? 0) + match[0].length - (match[1] ?? "").length));
    if (company?.startsWith(name) && company.length > name.length) return company;
    if (acronym || INSTITUTION_WORD.test(name)) return name;
    weak ??= name;
  }
  const named = findClient(line) ?? weak;
  if (named) return named;
  // A line all in capitals has no acronyms to tell apart.
  if (!/\p{Ll}/u.test(line)) return null;
  return [...line.matchAll(ACRONYM)].map((match) => match[0]).find(isInstitutionAcronym) ?? null;
}

/** Adds a pending item once and returns the mark written into the document. */
export function pendingMark(pending: string[], what: string): string {
  if (!pending.includes(what)) pending.push(what);
  return `[PENDIENTE: ${what}]`;
}

/** The distinct sources of a list, at most five (the schema's limit per statement or row). */
export function uniqueSources(sources: readonly (TSource | undefined)[]): TSource[] {
  const seen = new Set<string>();
  const out: TSource[] = [];
  for (const source of sources) {
    if (!source) continue;
    const key = `${source.passageId}|${source.quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(source);
    if (out.length === 5) break;
  }
  return out;
}
