/**
 * Phase 1's rows as the matrix shows them: the procedure's title, a table row read through its header,
 * the same point cited again where it repeats, and 'Requisito' (the sentence in the document's words).
 */

import type { RelevantPoint, SourcePassage } from "./phase1-relevant-points";
import type { PointKind } from "./point-rules";
import { cutAtWords, withoutDanglingLawOpening, withoutTitleLine, withWholeWords } from "./requirement-text";
import type { ReadRow } from "./tender-tables";

const REQUIREMENT_WORDS = 25;
// A sentence a few words longer is shown whole: a cut there saves nothing and hides its end.
const REQUIREMENT_SLACK = 5;

/** The procedure's numbered title as a row: the number every document of the bid must carry. */
export function headingPoint(sentence: string, quote: string, passage: SourcePassage): RelevantPoint {
  return {
    requirement: summarize(sentence),
    kind: "requisito_legal",
    deliverable: null,
    dateOrDeadline: null,
    weight: null,
    mandatory: false,
    quote,
    passageId: passage.id,
    documentName: passage.documentName,
    page: passage.page,
    alsoIn: [],
  };
}

/** An act the bases rule out ('No habrá junta de aclaraciones'): a date row that says it will not be held. */
export function notHeldPoint(event: string, quote: string, passage: SourcePassage): RelevantPoint {
  return {
    ...headingPoint(event, quote, passage),
    requirement: `${event}: no se realizará`,
    kind: "fecha",
    dateOrDeadline: "No aplica",
  };
}

/** The same row again (on another page, in an annex, a table repeated): one row citing each place. */
export function citeAgain(first: RelevantPoint, passage: SourcePassage, quote: string): void {
  const samePlace = first.page === passage.page && first.documentName === passage.documentName;
  const cited = first.alsoIn.some((place) => place.page === passage.page && place.passageId === passage.id);
  if (!samePlace && !cited)
    first.alsoIn.push({
      passageId: passage.id,
      quote,
      documentName: passage.documentName,
      page: passage.page,
    });
}

/** A table row read through its header: a line of the items to price, or a procedure's calendar. */
export function tablePoint(row: ReadRow, passage: SourcePassage): RelevantPoint {
  const kinds: Record<ReadRow["kind"], PointKind> = {
    partida: "requisito_tecnico",
    criterio: "criterio_evaluacion",
    calendario: "fecha",
    formulario: "formato_anexo",
    requisito: "requisito_administrativo",
    riesgo: "requisito_economico",
    encabezado: "requisito_administrativo",
  };
  const kind = row.describesWork ? "requisito_tecnico" : kinds[row.kind];
  return {
    requirement: row.requirement,
    kind,
    deliverable: null,
    dateOrDeadline: row.dateOrDeadline,
    weight: row.weight ?? null,
    // A line of the items to price (or of the works a lot buys) must be quoted as asked, on the price form; of a calendar, only the bidder's own
    // deadlines (questions, submission, signature, guarantees) cost the bid or the award.
    mandatory:
      row.kind === "partida" ||
      row.describesWork === true ||
      row.kind === "formulario" ||
      (row.kind === "calendario" && row.isBidderDeadline === true),
    quote: row.quote,
    passageId: passage.id,
    documentName: passage.documentName,
    page: passage.page,
    alsoIn: [],
  };
}

/** Lower case, no accents, single spaces: how two repeated sentences are recognised as one. */
export function normalizeForKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// What opens a sentence without saying anything: its clause number and title ('Artículo 3: CONSULTA DEL
// PLIEGO'), and the law it rests on ('De conformidad con el artículo 159.6 LCSP,').
const CLAUSE_OPENING =
  /^\s*\d*\s*(?:[Aa]rt[íi]culo|ART[ÍI]CULO|[Cc]l[áa]usula|CL[ÁA]USULA)\s+(?:[Nn][º°o.]*\s*)?\d+[º°]?\s*[:.\-–]+\s*(?:[\p{Lu}\s]{4,}[:.]\s*|[\p{Lu}\s]{4,}(?=\s\p{Lu}\p{Ll}))?/u;
// ('Sin perjuicio de lo establecido en el apartado 4 del artículo 210,'; 'De conformidad con lo dispuesto
// en el artículo 152 LCSP la decisión…'): up to its comma, or to the end of the article it cites.
const LEGAL_OPENING =
  /^(?:de conformidad con|de acuerdo con|en virtud de|seg[úu]n|en base a|atendiendo a|conforme a|sin perjuicio de)\s+(?:lo (?:que )?(?:dispuesto|establecido|previsto|establece|dispone)\s+(?:en\s+)?)?(?:el|la|los|las)\s+(?:(?:apartado|art[íi]culos?|art\.|ley|real decreto|decreto|disposici[óo]n)\b[^,]{0,80},\s*|art[íi]culos?\s+\d+(?:\.\d+)*(?:\s+[a-z]\))?(?:\s+(?:de la\s+)?[A-Z]{3,6})?\s+)/iu;

// A longer legal basis that opens the sentence, up to its first comma ('En observancia al artículo 134 de
// la Constitución … y de conformidad con la Ley de Obras Públicas … y su Reglamento, el Municipio convoca…').
// An article's number and its fraction or paragraph are one citation: 'el artículo 28, fracción I de la Ley…,'.
const LEGAL_BASIS_OPENING =
  /^(?:en observancia|con fundamento|en cumplimiento|en t[ée]rminos|al amparo|con base|de conformidad|de acuerdo|conforme)\b[^,]{0,250}?\b(?:ley|art[íi]culos?|reglamento|constituci[óo]n|decreto|c[óo]digo)\b(?:[^,]|,\s*(?=(?:fracci[óo]n|fracciones|p[áa]rrafo|inciso|apartado|numeral)(?!\p{L}))){0,250}?,(?!\s*(?:fracci[óo]n|fracciones|p[áa]rrafo|inciso|apartado|numeral)(?!\p{L}))\s*/iu;

// A list item's or clause's number before the words: 'a)', 'c.' (a small letter with its point, never
// a word: not 'c. c. p.'), '3)', '•', '5.', '4.1', '3.2.1', '2.4.-', 'A)', 'C.',
// 'IV.-' (a letter or numeral with its point or parenthesis; a clause's number with or without its point).
const ITEM_MARKER =
  /^\s*(?:[a-zñ]\)|[a-zñ]\.-?(?=\s+\p{L}\p{L})|\d{1,2}\)|[•\-–·*]|\d+(?:\.\d+)*\.-?|\d+(?:\.\d+)+|[A-Z]\d+(?:\.\d+)+|[A-ZÑ][.)]-?|[IVXL]{1,6}[.)]-?)\s+(?=\S)/u;

/**
 * 'Requisito': the sentence in the document's words, without list markers, clause numbers, the law
 * it rests on, table pipes or line breaks, cut at 25 words.
 */
export function summarize(quote: string): string {
  const clean = withoutDanglingLawOpening(
    withoutTitleLine(quote.replace(CLAUSE_OPENING, "").replace(ITEM_MARKER, "")),
  )
    // A law's date left behind ('…Legislativo 1/2013, de 29 de noviembre, por el que…') keeps the opening.
    .replace(LEGAL_OPENING, (opening, offset: number, text: string) =>
      /^de\s+\d/iu.test(text.slice(offset + opening.length)) ? opening : "",
    )
    .replace(LEGAL_BASIS_OPENING, (opening, offset: number, text: string) =>
      /^de\s+\d/iu.test(text.slice(offset + opening.length)) ? opening : "",
    )
    .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
    .replace(/\s*\|\s*/g, " — ")
    .replace(/\s+/g, " ")
    // A space the PDF set before a comma or colon ('La Mesa de contratación , constituida'): the words keep it out.
    .replace(/(?<=[\p{L}\d)»”])\s+([,;])(?=\s)|(?<=\p{L})\s+(:)(?=\s)/gu, "$1$2")
    .trim();
  return cutAtWords(withWholeWords(clean), REQUIREMENT_WORDS, REQUIREMENT_SLACK);
}

/** A 'Requisito' of three words or fewer ('No procede') with the clause title it answers ('Garantía definitiva: No procede'). */
export function withClauseTitle(requirement: string, clauseTitle: string | null): string {
  if (clauseTitle === null || requirement.split(/\s+/).length > 3) return requirement;
  const name = summarize(clauseTitle)
    .replace(/^(?:cl[áa]usula|art[íi]culo|apartado)\s+(?:n[º°o.]*\s*)?[\dIVXLC]+[º°]?\.?-?\s*/iu, "")
    .replace(/^\d+(?:\.\d+)*\.?-?\s+/u, "")
    .replace(/[.:]$/u, "");
  return name ? `${name}: ${requirement}` : requirement;
}

/**
 * A sentence quoted from its line's start holds the row before it whole ('Se podrá cotizar por
 * renglón. Como alternativa, …'): one row for the two, with the first one's duty. Takes the row before
 * out of `points` when `point` holds it.
 */
export function absorbRowBefore(points: RelevantPoint[], point: RelevantPoint): void {
  const last = points.at(-1);
  if (!last || last.passageId !== point.passageId || last.alsoIn.length > 0) return;
  if (!point.quote.startsWith(last.quote)) return;
  points.pop();
  point.mandatory ||= last.mandatory;
  point.kind = last.kind;
  // Both sentences, not the quote: it starts at its line's start, maybe on the tail of the sentence before.
  point.requirement = last.requirement.endsWith("…")
    ? last.requirement
    : summarize(`${last.requirement}${/[.;:]$/u.test(last.requirement) ? "" : "."} ${point.requirement}`);
  point.deliverable ??= last.deliverable;
  point.dateOrDeadline ??= last.dateOrDeadline;
  point.weight ??= last.weight;
}
