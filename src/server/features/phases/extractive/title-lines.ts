/**
 * Lines that name where the points are rather than being points: section titles, index entries and
 * headings set in capitals; and a data sheet's rows, which name a field and state its value.
 */
import { inCellOrder } from "../../../../shared/rules/table-rows";
import { FORM_TITLE } from "./document-role";
import { columnRoleOf, cuesOf } from "./tender-vocabulary";

export function isCapitalsLine(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 6 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length >= 0.85;
}

/**
 * Section titles and index entries ('Ejecución del contrato.') repeat what the body says; a line of a
 * few words counts only when it carries a value (amount, figure, address), and a row needs letters.
 */
export function isTitleOnly(sentence: string): boolean {
  if (!/\p{L}{2}/u.test(sentence)) return true;
  // Its list number aside ('4.- Obligaciones tributarias y con la Seguridad Social.').
  const body = sentence.replace(/^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?-?|[a-zñ]\)|[IVXL]{1,5}\.-?)\s+/iu, "");
  const words = body.trim().split(/\s+/).length;
  if (/[\d$€%@]/u.test(body) || NAMES_DOCUMENT.test(body)) return false;
  // A field and its value ('Garantía provisional: no se exige.', 'Tipo de contrato | Servicios'), as
  // notices and data sheets print them, states a fact however short.
  if (FIELD_VALUE.test(body)) return false;
  // A few more words make a title only without a verb ('Condiciones especiales de la ejecución del contrato.');
  // up to sixteen without a finite one (a participle or a noun in '-en' aside) in the law's style ('15.- De la
  // garantía de cumplimiento de pedido ó contrato'): any other phrase of its own may be a data sheet's field
  // printed without its colon ('Lugar de los trabajos Calle Hidalgo…').
  const isLongTitle = words <= 16 && !FINITE_VERB.test(body) && /^\s*del?\s/iu.test(body);
  // Six words or fewer are a title, unless they state something with a finite verb ('No habrá anticipo.',
  // 'No se aceptará la participación conjunta.'); a list's opening ('La oferta especificará:') is none.
  const isShort = words <= 6 && (!FINITE_VERB.test(body) || /:\s*$/u.test(body));
  return isShort || (words <= 9 && !HAS_VERB.test(body)) || isLongTitle;
}

/**
 * A numbered section's title that runs longer than a short one ('7.- Criterios para la evaluación técnica,
 * económica, dictamen y adjudicación de los pedidos.', '10.- Cancelación del procedimiento'): no verb, no
 * figure, no document named, and what follows is its body (a sentence with no list number) or its first
 * sub-section ('7.1.'), not the list's next item; nor does the list's previous item stand right before it.
 */
export function isNumberedTitle(sentence: string, next: string | undefined, previous?: string): boolean {
  const numbered = /^\s*(\d{1,2})(?:\.-?|\)|-)\s+(.*)$/su.exec(sentence);
  if (!numbered?.[2] || next === undefined) return false;
  // Right after the list's previous item ('2. Relación de contratos…' then '3. Experiencia mínima…') it is one too.
  if (
    previous !== undefined &&
    new RegExp(`^\\s*${Number(numbered[1]) - 1}(?:\\.-?|\\)|-)\\s`, "u").test(previous)
  )
    return false;
  const body = numbered[2];
  if (body.trim().split(/\s+/).length > 16 || /[\d$€%@:]/u.test(body) || NAMES_DOCUMENT.test(body))
    return false;
  if (FINITE_VERB.test(body)) return false;
  const subSection = new RegExp(`^\\s*${numbered[1]}\\.\\d{1,2}(?!\\d)`, "u");
  return subSection.test(next) || /^\s*\p{Lu}\p{Ll}/u.test(next);
}

// 'Label: value', or a data sheet's row 'Label | value' (cells apart by a tab or ' | ').
const FIELD_VALUE = /^[^:.;\t|]{3,60}(?::\s+|\t\s*|\s\|\s+)\p{L}/u;
const NAMES_DOCUMENT =
  /\b(anexo|dni|original|copia|certificad\w*|declaraci[óo]n|formulario|modelo|acta|comprobante|constancia|c[ée]dula|identificaci[óo]n|escritura|poder|opini[óo]n|rfc|curp|curr[íi]cul\w*|carta|estados financieros)\b/iu;
// A conjugated verb: the line says something, it does not name a section.
const HAS_VERB =
  /(?<![\p{L}\d])(?:es|son|est[áa]n?|ha[ny]?|habr[áa]n?|debe\p{L}*|deber[áa]n?|pued\p{L}*|podr[áa]n?|se|tiene\p{L}*|corresponde\p{L}*)(?![\p{L}\d])|\p{L}{2,}(?:rá|rán|ará|ado|ido|ada|ida|an|en)(?!\p{L})/iu;

// A finite verb only: an auxiliary, a modal, 'se', or a future ('entregará', 'deberán').
const FINITE_VERB =
  /(?<![\p{L}\d])(?:es|son|est[áa]n?|ha[ny]?|habr[áa]n?|deben?|deber[áa]n?|pued\p{L}*|podr[áa]n?|se|tiene\p{L}*|corresponde\p{L}*|sea|sean|fue|fueron|hay)(?![\p{L}\d])|\p{L}{2,}(?:rá|rán|ará)(?!\p{L})/iu;

// What keeps a line in capitals a point: it obliges, carries a value, names a form or document, or is
// the tender's own title (its contract, procedure or file number).
const CAPITALS_KEEP =
  /(?<![\p{L}\d])(deber[áa]n?|debe|obligatori\p{L}*|present(?:a|an|ar[áa]n?|e|en)|acredit(?:a|an|ar[áa]n?|e|en)|contrato|procedimiento|expte|expediente|licitaci[óo]n|anexo|modelo|formato|formulario|declaraci[óo]n|certificad\p{L}*|garant[íi]a|plazo|fecha|hasta|no se admit\p{L}*|rechaz\p{L}*|desech\p{L}*|descalifica\p{L}*)(?![\p{L}\d])|[\d$€%@]/iu;

/**
 * Document titles and section headings set in capitals, even over two lines ('PLIEGO DE PRESCRIPCIONES
 * TÉCNICAS PARTICULARES…', '4.- CARACTERÍSTICAS DEL SUMINISTRO POR LOTES 5.-.RECEPCIONES PARCIALES'):
 * they name where the points are. Numbering aside, a line in capitals is a point only when it obliges,
 * carries a value or names a form.
 */
export function isCapitalsTitle(sentence: string): boolean {
  // Only list numbering ('4.-', '5.-.', '2.1.') goes; a figure ('EXPTE 10/2024') is a value.
  const words = sentence.replace(/(^|\s)\d{1,2}(?:\.\d{1,2})*[.-]+(?=\s|\p{L}|$)/gu, " ");
  if (!isCapitalsLine(words)) return false;
  // A numbered section's title in capitals ('26.- PARTICULARIDADES A INCLUIR EN EL ANEXO … SOBRE EL MODELO DE
  // OFERTA A PRESENTAR POR EL LICITADOR.') names what its body states: only a duty or a value keeps it. Bases
  // typed all in capitals are read through a cased copy (reading-passages.ts), where this never holds.
  if (NUMBERED_SECTION.test(sentence)) return !NUMBERED_CAPITALS_KEEP.test(words);
  return !CAPITALS_KEEP.test(words);
}

const NUMBERED_SECTION = /^\s*\d{1,2}(?:\.\d{1,2})*(?:\.-?|\.?-)\s*\p{Lu}/u;
const NUMBERED_CAPITALS_KEEP =
  /(?<![\p{L}\d])(deber[áa]n?|debe|deben|obligatori\p{L}*|no se admit\p{L}*|rechaz\p{L}*|desech\p{L}*|descalifica\p{L}*)(?![\p{L}\d])|[\d$€%@]/iu;

/**
 * Whether the line of `text` at `lineStart` is a data sheet's row: two cells, a field and its value ('Tipo de contrato | Servicios'), not both of
 * them columns' names, and not a table's first line, which may name its columns ('Factor de ponderación
 * | Puntaje máximo').
 */
export function isDataSheetRow(text: string, lineStart: number): boolean {
  const lineEnd = text.indexOf("\n", lineStart);
  const row = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const previousLine = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart);
  // A row printed over several lines ('\tNacional. Solo podrán…' / 'Carácter del procedimiento' / '\tproducidos…')
  // is read in its cells' order.
  const cells = inCellOrder(row)
    .split(/\t| \| /u)
    .map((cell) => cell.trim());
  return (
    cells.length === 2 &&
    cells.every((cell) => cell !== "") &&
    cells.some((cell) => columnRoleOf(cell) === null) &&
    /\t| \| /u.test(previousLine)
  );
}

const GLOSSARY = cuesOf("glosario");

/** A glossary's heading ('GLOSARIO', '2. DEFINICIONES'), its numbering aside: its lines oblige no one. */
export function isGlossaryHeading(heading: string): boolean {
  return GLOSSARY.test(heading.replace(/^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?-?|[IVXL]{1,5}\.-?)\s+/u, ""));
}

// An index's entry: a part of the document by its label and number ('Cláusula 14. Publicidad.', 'CAPITULO
// V. Del procedimiento…', 'Sección primera.', 'Anexo 2. Carta de presentación'); the structural labels
// tell the document's own index from a list of annexes to hand in.
const INDEX_ENTRY =
  /^\s*(?:cl[áa]usula|cap[íi]tulo|secci[óo]n|t[íi]tulo|art[íi]culo|anexo|ap[ée]ndice|formulario|formato)\s+(?:\d{1,3}|[IVXL]{1,6}|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|s[ée]ptim[oa]|octav[oa]|noven[oa]|d[ée]cim[oa])(?![\p{L}\d])/iu;
const STRUCTURE_ENTRY = /^\s*(?:cl[áa]usula|cap[íi]tulo|secci[óo]n|t[íi]tulo|art[íi]culo)\b/iu;

/**
 * A page of the document's index ('CONTENIDO', then 'Capítulo 1. …', 'Anexo 1. …'): at least four
 * entries, two of them the document's own parts (chapters, clauses, sections), and at most one line of
 * running text for every three entries (a title wrapped onto a second line).
 */
export function isIndexPage(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const entries = lines.filter((line) => INDEX_ENTRY.test(line));
  const prose = lines.filter((line) => !INDEX_ENTRY.test(line) && !isCapitalsLine(line)).length;
  const structure = entries.filter((line) => STRUCTURE_ENTRY.test(line)).length;
  return (entries.length >= 4 && structure >= 2 && prose * 3 <= entries.length) || isPagedIndex(lines);
}

// An entry that ends with its page ('5. DOCUMENTACIÓN LEGAL, ADMINISTRATIVA Y FINANCIERA<TAB>8', 'Garantías
// ........ 14'): a title, then a tab, two blanks or dot leaders, then a page number.
const PAGED_ENTRY = /^\s*(\S.{2,200}?)(?:\t+|\s{2,}|\s*(?:\.{3,}|…+)\s*)(\d{1,3})\s*$/u;

/**
 * A contents page whose entries are numbered sections, not the document's labelled parts: at least six
 * lines that end with a page number, most of the page's lines, their pages in order (a table's last
 * column of quantities is not).
 */
function isPagedIndex(lines: string[]): boolean {
  const pages = lines.flatMap((line) => {
    const found = PAGED_ENTRY.exec(line);
    return found && /\p{L}{3}/u.test(found[1] ?? "") ? [Number(found[2])] : [];
  });
  const inOrder = pages.every((page, index) => index === 0 || page >= (pages[index - 1] as number));
  return pages.length >= 6 && pages.length * 3 >= lines.length * 2 && inOrder && pages.at(-1) !== pages[0];
}

/** On an index page, the line holding `at` is an entry or its title in capitals: it names a part, no point. */
export function isIndexLineAt(text: string, at: number): boolean {
  const end = text.indexOf("\n", at);
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, end < 0 ? text.length : end);
  return INDEX_ENTRY.test(line) || isCapitalsLine(line) || PAGED_ENTRY.test(line);
}

/**
 * A form's or annex's title line, in capitals or not ('FORMATO 1 ESCRITO DE INTERÉS', 'Formato 2
 * Acreditación de personalidad' in a checklist of what to hand in): its label and a few words, no verb.
 */
export function isFormTitleLine(sentence: string): boolean {
  if (!FORM_TITLE.test(sentence)) return false;
  const title = sentence.replace(FORM_TITLE, "").trim();
  return isCapitalsLine(sentence) || (title.split(/\s+/).length <= 8 && !HAS_VERB.test(title));
}
