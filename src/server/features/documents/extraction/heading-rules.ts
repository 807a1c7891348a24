/**
 * Which lines of extracted text are section headings. Tenders number their sections ('1.', '2.3',
 * '1.- OBJETO'), name them ('CAPÍTULO II', 'ANEXO 3', 'Cláusula 12.') or set them in capitals; docx
 * headings arrive marked with '# '. A heading never carries a table row and is short.
 */

/** Where the line sits: headings by capitals alone only open a paragraph or continue a heading. */
export interface LineContext {
  isParagraphStart: boolean;
  /** The line before ended a sentence ('.', ':', ';', '?', '!'): a new line may open a section. */
  doesPreviousEndSentence: boolean;
  isPreviousHeading: boolean;
  /**
   * False for text in capitals (read through its reading copy, letter-case.ts): there every line is in
   * capitals, and a title is told by its shape instead (short, a few words, no sentence).
   */
  isCased?: boolean;
}

const MARKED_HEADING = /^#{1,6}\s+(\S.*)$/;
// The keyword must be followed by a number, a numeral, a letter or a word in capitals ('ANEXO 3',
// 'CAPÍTULO IV', 'Cláusula 12.', 'Artículo Nº 18', 'SECCIÓN PRIMERA'), not by a sentence.
const KEYWORD =
  /^(?:cap[ií]tulo|anexo|ap[ée]ndice|cl[áa]usula|t[íi]tulo|secci[óo]n|art[íi]culo|apartado|parte|formato|numeral)\s+/iu;
const KEYWORD_FOLLOWER = /^(?:\d|[Nn][º°o]\.?\s*\d|[IVXLC]+\b|\p{Lu}(?!\p{Ll})|\p{Lu}{2,})/u;
const KEYWORD_HEADING = {
  test: (line: string) => {
    const keyword = KEYWORD.exec(line);
    return keyword !== null && KEYWORD_FOLLOWER.test(line.slice(keyword[0].length));
  },
};
const KEYWORD_ALONE = /^(anexos?|ap[ée]ndices?|cap[ií]tulo|cl[áa]usulas?|t[íi]tulo)$/iu;
// '1.', '2.3', '2.3.1.', '1.-', '4)', 'IV.', 'IV.-', 'A)' followed by a capitalised word.
// Not initials ('I.V.A. o IVA Impuesto…', 'S.H.C.P.: Secretaría…'): a roman 'I.' before 'V.' is no number.
const NUMBERED_HEADING =
  /^(?!(?:\p{Lu}\.){2})(?:\d{1,2}(?:\.\d{1,2}){0,4}(?:\.-|\.|-|\))|[IVXLC]{1,7}(?:\.-|\.|-|\))|[A-Z]\))\s*[¿¡"“«(]?\p{Lu}/u;
// '1 Introducción': a bare number only counts at the start of a paragraph.
const BARE_NUMBERED_HEADING = /^\d{1,2}(?:\.\d{1,2}){0,4}\s+\p{Lu}/u;
// A numbered clause's first line, not a title ('3.2.10 Ni el proponente … podrán estar reportados en el',
// '3.3.6 En los consorcios y uniones temporales, el integrante con mayor'): a duty's verb, a clause after a
// comma, or a last word that needs the next line.
const OPENS_SENTENCE =
  /(?<![\p{L}\d])(?:deber[áa]n?|deben?|podr[áa]n?|ser[áa]n?|tendr[áa]n?|se \p{Ll}+r[áa]n?)(?![\p{L}\d])|,\s+\p{Ll}|\s(?:el|la|los|las|de|del|en|con|y|o|a|al|por|para|que|su|sus|un|una)$/u;
const BULLET = /^[•·▪◦\-–—*>]/;

/** The heading text without its docx marker, or null when the line is ordinary text. */
export function readHeading(rawLine: string, context: LineContext): string | null {
  const line = rawLine.trim();
  const marked = MARKED_HEADING.exec(line);
  if (marked) return marked[1]?.trim() || null;
  if (line.length < 2 || line.length > 100 || line.includes(" | ") || line.includes("\t")) return null;
  if (BULLET.test(line) || /[,;]$/.test(line)) return null;
  const mayOpenSection =
    context.isParagraphStart || context.doesPreviousEndSentence || context.isPreviousHeading;
  if (!mayOpenSection) return null;
  if (KEYWORD_HEADING.test(line) || KEYWORD_ALONE.test(line)) return line;
  if (NUMBERED_HEADING.test(line)) return line;
  if (context.isParagraphStart && BARE_NUMBERED_HEADING.test(line) && !OPENS_SENTENCE.test(line)) return line;
  const isTitle = context.isCased === false ? isTitleShaped(line) : isCapitalsLine(line);
  if ((context.isParagraphStart || context.isPreviousHeading) && isTitle) return line;
  return null;
}

/** 'Cláusula 20. Calificación de la documentación presentada, valoración y apertura de' wraps. */
export function isKeywordHeading(line: string): boolean {
  return KEYWORD_HEADING.test(line.trim());
}

/** A second line in capitals right under a heading continues it ('CONDICIONES\nGENERALES'). */
export function continuesHeading(rawLine: string, previousHeading: string): boolean {
  const line = rawLine.trim();
  return (
    !MARKED_HEADING.test(line) &&
    !NUMBERED_HEADING.test(line) &&
    !KEYWORD_HEADING.test(line) &&
    !/[.:]$/.test(previousHeading) &&
    isCapitalsLine(line) &&
    previousHeading.length + line.length < 200
  );
}

export function endsSentence(line: string): boolean {
  return /[.:;?!]["”»)]?$/.test(line.trim());
}

/** At most 80 characters, at least 4 letters, nearly all of them capitals: 'DISPOSICIONES GENERALES'. */
function isCapitalsLine(line: string): boolean {
  if (line.length > 80) return false;
  const letters = line.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return false;
  // 'TOTAL 11.880,00 € 17100/22199 OTROS' is a table row, not a title.
  const digits = line.match(/\d/g)?.length ?? 0;
  if (digits > (letters.length + digits) * 0.2) return false;
  const capitals = letters.filter(
    (letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase(),
  );
  return capitals.length / letters.length >= 0.85;
}

/**
 * In text in capitals, a line shaped as a title: at most 60 characters and seven words, no sentence (no
 * verb of a duty or of the passive 'se …rán' whatever its case, no stop, no clause after a comma, no
 * value after a label's colon, no word left hanging: 'SE DESECHARÁN LAS PROPOSICIONES QUE:' is none).
 */
// Longer lines at a paragraph's start are sentences more often than titles (rosario loses 7 points of
// recall in capitals at 70 characters and 9 words).
const MAX_TITLE_CHARS = 60;
const MAX_TITLE_WORDS = 7;

function isTitleShaped(line: string): boolean {
  const words = line.match(/[\p{L}\d]+/gu) ?? [];
  const letters = line.match(/\p{L}/gu)?.length ?? 0;
  const digits = line.match(/\d/g)?.length ?? 0;
  const lower = line.toLocaleLowerCase("es-MX");
  return (
    line.length <= MAX_TITLE_CHARS &&
    letters >= 4 &&
    words.length <= MAX_TITLE_WORDS &&
    digits <= (letters + digits) * 0.2 &&
    !/[.,;]$/u.test(line) &&
    !/:\s*\S/u.test(line) &&
    !OPENS_SENTENCE.test(lower) &&
    !DANGLING_END.test(line.replace(/\s*:$/u, ""))
  );
}

// Articles, prepositions and conjunctions: no title ends on one.
const DANGLING_END =
  /(?<!\p{L})(?:de|del|la|las|los|el|al|a|y|e|o|u|en|con|por|para|que|su|sus|sin|sobre|entre)$/iu;

/**
 * A long candidate heading whose line goes on in lower case is usually the first line of a paragraph
 * ('A) Mayor porcentaje de trabajadores ... en la' / 'plantilla de ...'): ordinary text. Only a named
 * section ('Cláusula 20. ... apertura de' / 'proposiciones.') takes its next line into its title.
 */
export function unwrapHeading(
  heading: string,
  line: string,
  next: string | undefined,
): { title: string; text: string } | null {
  const isMarked = line.trimStart().startsWith("#");
  // A line ending on a word that needs what follows ('2. Acta constitutiva … Registro Público de la
  // Propiedad y de' / 'Comercio, …') goes on whatever case its next line opens with.
  const isCut = DANGLING_END.test(heading.trim());
  const goesOn = next !== undefined && (isCut || /^\p{Ll}/u.test(next.trim())) && !/[.:]$/.test(heading);
  if (isMarked || !goesOn) return { title: heading, text: isMarked ? heading : line.trim() };
  if (heading.length <= 70 && !isCut) return { title: heading, text: line.trim() };
  const rest = (next as string).trim();
  // A title in capitals cut at a word that needs the next line, which goes on in capitals ('CALENDARIO DE
  // EVENTOS DE LA' / 'INVITACIÓN RESTRINGIDA NÚMERO IR-12/2025').
  const goesOnInCapitals = isCut && isCapitalsLine(heading) && isCapitalsLine(rest) && rest.length <= 100;
  if (!isKeywordHeading(heading) && !goesOnInCapitals) return null;
  return { title: `${heading} ${rest}`, text: `${line.trim()}\n${rest}` };
}
