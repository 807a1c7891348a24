/**
 * Noise told by the lines around a sentence rather than by its words alone (stop 26): the rows of a
 * glossary laid out as a table, a table's row that only names companies and their codes, and a
 * numbered section title over the requirements it announces. `at` is where the sentence starts in its
 * passage's `text`.
 */
import { DEFINITION_LIKE, DEFINITION_OPENING } from "./mexican-noise-vocabulary";
import { isCapitalsLine } from "./title-lines";

export interface Within {
  text: string;
  at: number;
}

// The line that opens a glossary ('GLOSARIO', '2. DEFINICIONES', 'Para efectos de estas bases se
// entenderá por:').
const GLOSSARY_OPENING =
  /^[^\p{L}\d]*(?:\d{1,2}(?:\.\d{1,2})*\.?-?\s+|[IVXL]{1,5}\.-?\s+)?(?:glosario|definiciones|t[ée]rminos\s+y\s+definiciones)(?:\s+(?:de|y)\s+\p{L}+(?:\s+\p{L}+)?)?[^\p{L}\d]*$|\bse\s+entender[áa]n?\s+por\s*:?\s*$/iu;
// A cell apart from the next: a tab, or ' | ' as a data sheet without borders prints it.
const CELL = /\t| \| /u;
function lineBounds(text: string, at: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const end = text.indexOf("\n", at);
  return { start, end: end < 0 ? text.length : end };
}

const isDefinitionRow = (line: string): boolean => {
  const cells = line.split(CELL);
  return cells.length === 2 && !/\d/u.test(cells[0] ?? "") && DEFINITION_OPENING.test(cells[1] ?? "");
};

/**
 * A row of a two-column table of terms and meanings: under a glossary's opening line, or in a table
 * where at least two rows define ('Contrato<TAB>Acuerdo de voluntades…'). Then every row of it is a
 * definition, 'Ejercicio fiscal<TAB>2026.' too; a data sheet's rows state facts and define nothing.
 */
export function isGlossaryTableRow({ text, at }: Within): boolean {
  const { start, end } = lineBounds(text, at);
  const line = text.slice(start, end);
  if (line.split(CELL).length !== 2) return false;
  const lines = text.split("\n");
  const index = text.slice(0, start).split("\n").length - 1;
  let first = index;
  while (first > 0 && CELL.test(lines[first - 1] ?? "")) first -= 1;
  let last = index;
  while (last < lines.length - 1 && CELL.test(lines[last + 1] ?? "")) last += 1;
  let above = first - 1;
  while (above >= 0 && (lines[above] ?? "").trim() === "") above -= 1;
  if (above >= 0 && GLOSSARY_OPENING.test(lines[above] ?? "")) return true;
  const block = lines.slice(first, last + 1);
  const defining = block.filter(
    (row) =>
      isDefinitionRow(row) ||
      (row.split(CELL).length === 2 && DEFINITION_LIKE.test(row.split(CELL)[1] ?? "")),
  );
  return block.filter(isDefinitionRow).length >= 2 && defining.length * 2 > block.length;
}

// A cell that is a number, a code or a register ('1', '031-04', 'No. 12/2020', 'EMI-4417', '318,000',
// 'GEMP 22051': one or two tokens, a digit in them), or a category in parentheses ('(Fianzas
// administrativas)').
const CODE_CELL =
  /^\s*(?:(?:n[úu]m\.?|no\.?)\s*)?[\d][\d\s./-]*\s*$|^\s*(?=.*\d)[\p{L}\d][\p{L}\d.,/-]*(?:\s[\p{L}\d][\p{L}\d.,/-]*)?\s*$|^\s*\(.*\)\s*$|^\s*$/iu;
const ENTITY =
  /(?:,\s*|\s)(?:s\.\s?a\.(?:\s?b\.)?(?:\s?de\s?c\.\s?v\.)?|s\.\s?de\s?r\.\s?l\.|s\.\s?c\.|a\.\s?c\.|s\.\s?a\.\s?p\.\s?i\.)|\b(?:instituci[óo]n\s+de\s+(?:fianzas|garant[íi]as|seguros|cr[ée]dito)|afianzadora|aseguradora)\b/iu;

/**
 * A table's row that only names a company or institution and its codes ('2<TAB>Aseguradora Pacífico,
 * S.A.<TAB>017-09<TAB>(Fianzas administrativas)'): a reference list, no item or requirement. An amount,
 * a quantity or a unit in any cell makes it a row of goods or of experience.
 */
export function isNamesRow(sentence: string): boolean {
  const cells = sentence.split(CELL);
  if (cells.length < 2 || /[$%]/u.test(sentence)) return false;
  const named = cells.filter((cell) => !CODE_CELL.test(cell));
  return named.length >= 1 && named.every((cell) => ENTITY.test(cell));
}

// A numbered section title ('7. Documentos que deberán presentar…', '1. INFORMACIÓN SOBRE LOS BIENES…'):
// its number, then its words, no colon at its end (an opening with a colon hands its duty to its items).
const NUMBERED = /^\s*(\d{1,2})(?:\.\d{1,2})*\.?-?\s+(\p{L}[^:]*?)\.?\s*$/u;
// Where a relative clause starts: a modal inside it ('que deberán presentar') is no verb of the title.
const RELATIVE = /\s(?:que|cuy[oa]s?|donde|(?:en|a|con|por)\s+(?:el|la|los|las)\s+(?:que|cual(?:es)?))\s/iu;
const VERB =
  /(?<![\p{L}\d])(?:es|son|est[áa]n|está|ser[áa]n?|deb\p{L}*|podr\p{L}*|se|hay|tiene\p{L}*|habr[áa]n?)(?![\p{L}\d])|\p{L}{3,}(?:rá|rán|ará)(?!\p{L})/iu;
// A document a list of requirements names ('5. Registro vigente en el Padrón…'): an item, not a title.
const DOCUMENT =
  /(?<![\p{L}\d])(?:copia|original|acta|constancia|certificad\p{L}*|registro|c[ée]dula|identificaci[óo]n|escritura|poder|opini[óo]n|comprobante|declaraci[óo]n|escrito|carta|manifiesto|curr[íi]cul\p{L}*|estados?\s+financieros?|fianza|p[óo]liza|formato|anexo)(?![\p{L}\d])/iu;
// The next line opens a sub-item: a letter, a roman numeral, a sub-number, a dash or a bullet.
const SUB_ITEM = /^\s*(?:[a-zñ][.)]|[ivx]{1,5}[.)]|\d{1,2}\.\d{1,2}\.?|[•\-–·*])\s/iu;

/**
 * A numbered line whose title has no verb of its own (a modal in a relative clause aside) over the lines
 * that state its points: a heading, in capitals or not. A document named on it makes it a list's item.
 */
export function isSectionTitle(sentence: string, { text, at }: Within): boolean {
  const match = NUMBERED.exec(sentence);
  const title = match?.[2];
  if (!match || title === undefined || /\d/u.test(title) || DOCUMENT.test(title)) return false;
  if (title.split(/\s+/u).length > 22) return false;
  const relative = RELATIVE.exec(` ${title} `);
  const head = relative ? ` ${title} `.slice(0, relative.index) : title;
  const headWords = head.trim().split(/\s+/u).length;
  if (VERB.test(head) || headWords > 12) return false;
  // A sibling numbered right before or after it makes it a list's item ('2. …', '3. …', '4. …').
  const number = Number(match[1]);
  const sibling = (line: string | undefined, n: number) =>
    line !== undefined && new RegExp(`^\\s*${n}[.)-]\\s`, "u").test(line);
  const next = text
    .slice(at + sentence.length)
    .split("\n")
    .slice(1)
    .find((line) => line.trim() !== "");
  const previous = text
    .slice(0, at)
    .split("\n")
    .slice(0, -1)
    .findLast((line) => line.trim() !== "");
  if (next === undefined || sibling(next, number + 1) || sibling(previous, number - 1)) return false;
  // Over sub-items or a list's opening ('1. INFORMACIÓN SOBRE LOS BIENES…' / 'MEDIO QUE UTILIZARÁ LA
  // LICITACIÓN Y CARÁCTER DE ESTA:'), nine to twelve words only over sub-items ('20. PENAS CONVENCIONALES
  // POR ATRASO EN LA ENTREGA DE LOS BIENES.' / 'a) …'), or (a modal in its relative clause, or in
  // capitals) over a paragraph.
  if (SUB_ITEM.test(next)) return true;
  if (headWords > 8) return false;
  if (/:\s*$/u.test(next) && !/^\s*\d{1,2}[.)-]\s/u.test(next)) return true;
  return (relative !== null || isCapitalsLine(sentence)) && !/^\s*\d{1,2}[.)-]\s/u.test(next);
}
