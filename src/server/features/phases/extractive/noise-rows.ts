/**
 * Sentences phase 1 never makes rows of, whatever cue they carry: a sentence cut mid-way, the law
 * narrated, the buyer's own steps, a glossary's definitions, page furniture. Each class is general (its
 * words in noise-vocabulary.ts); a row a bidder acts on falls in none.
 */

import { calendarEventOf } from "./calendar-events";
import { EXEMPTION_OPENINGS } from "./exemption-vocabulary";
import { isLetterhead } from "./letterhead";
import { DEFINITIONS_OPENING, OFFICIAL_FIRST } from "./mexican-noise-vocabulary";
import { isGlossaryTableRow, isNamesRow, isSectionTitle, type Within } from "./noise-context";
import type { NoiseClass } from "./noise-vocabulary";
import { classifyWithTier, FINITE_VERB, statesValue } from "./point-rules";
import { cuesOf, VOCABULARY } from "./tender-vocabulary";
import { isCapitalsLine } from "./title-lines";

export type { NoiseClass } from "./noise-vocabulary";

const NOISE = VOCABULARY.filter(
  (entry): entry is typeof entry & { name: NoiseClass } => entry.group === "ruido" && !!entry.name,
);
const OBLIGATION = cuesOf("obligacion");
// Who bids, named before a power: then the power is the bidder's ('el adjudicatario tendrá derecho a…').
const BIDDER =
  /\b(?:licitador|licitante|oferente|proponente|participante|concursante|contratista|adjudicatari|proveedor|interesad)/iu;
// A list marker opens an item that may start in lower case ('a) copia del acta', 'iv. Circular…').
const LIST_MARKER = /^\s*(?:[a-zñ][.)]|[ivxl]{1,6}[.)]|\d{1,2}(?:\.\d{1,2})*[.)-]|[•\-–·*])\s/iu;
// The rest of a sentence the page or the passage cut ('expresamente a lo establecido en este pliego…',
// '1 del artículo 2 de la Ley 1150…' after 'numeral').
// The tail of a law's name the line before began ('2014/24/UE, de 26 de febrero de 2014…' after 'Directiva').
const CUT_START =
  /^\s*(?:\p{Ll}|\d+\s+(?:del?|la|las|el|los|y|o|al?|en)\s|\d{1,4}\/\d{1,4}(?:\/\p{Lu}{2,4})?,\s+de\s+\d{1,2}\s+de\s+\p{L})/u;
// The rest of a law citation cut after its article's number ('7 fracción XVII, 11 y 134 de la Ley de Transparencia…').
const CITATION_TAIL =
  /^\s*\d{1,3}(?:\s*(?:,|y)\s*\d{1,3})*\s+(?:fracci[óo]n(?:es)?|p[áa]rrafos?|incisos?|numeral(?:es)?|bis|ter)(?!\p{L})/iu;

/** A unit that is only the cut tail of a law citation: no row, and no end to the list it sits in. */
export function isCitationTail(sentence: string): boolean {
  return !LIST_MARKER.test(sentence) && CITATION_TAIL.test(sentence);
}
// The model contract's declarations and one of their items ('DECLARACIONES', 'I. DECLARA "EL MUNICIPIO":',
// '3. Que …').
// 'DECLARACIONES QUE DEBERÁ PRESENTAR EL LICITANTE' heads what the bidder hands in: no contract's.
const DECLARES =
  /^[^\p{L}\d]*(?:[IVX]{1,4}[.)-]*\s*)?(?:declaraciones[^\p{L}\d]*$|declaran?\s*[:-]?\s*["“«]?\s*(?:el|la|los|las|ambas)\s)/iu;
const DECLARED = /^[^\p{L}\d]*(?:\d{1,2}|[a-zñ])?[.)-]*\s*que\s/iu;
// A glossary's section ('11. GLOSARIO Y LISTADO DE ACRÓNIMOS', 'DEFINICIONES Y TÉRMINOS').
const GLOSSARY_SECTION = /\b(?:glosario|definiciones|acr[óo]nimos)\b/iu;
// 'xi. Oferente: Proveedor que presenta una oferta…': a term, a colon and what it names (not a verb:
// 'Documentación licitatoria: Está constituida por…' states what the tender is made of).
const DEFINITION = /^\s*(?:[ivxl]{1,6}[.)]|[a-zñ][.)]|\d{1,2}[.)])?\s*\p{Lu}[\p{L}/ ]{1,60}:\s+(\p{L}+)/u;
const VERB = /^(?:est[áa]n?|es|son|ser[áa]n?|deber\p{L}*|podr\p{L}*|tendr\p{L}*|se)$/iu;

const PROCEDURE_NUMBER = new RegExp(
  VOCABULARY.filter((entry) => entry.name === "número de procedimiento")
    .map((entry) => `(?:${entry.pattern.source})`)
    .join("|"),
  "u",
);
// A law by its number ('Ley 80 de 1993', 'Real Decreto 817/2009', 'Decreto Nº 1259/24') or an article.
const LAW_NAME =
  /\b(?:ley(?:\s+org[áa]nica)?|(?:real\s+)?decreto(?:\s+legislativo)?|resoluci[óo]n|reglamento|c[óo]digo|directiva)\s+(?:n[º°o.]*\s*)?\d[\d./-]*(?:\s+de\s+(?:\d{1,2}\s+de\s+\p{L}+\s+de\s+)?\d{4})?|\bart[íi]culos?\s+\d+(?:\.\d+)*[º°]?(?:\s*(?:,|y)\s*\d+(?:\.\d+)*)*/giu;
// What a list of laws says besides their names ('y las demás normas que los modifiquen o complementen',
// 'Sin perjuicio de lo dispuesto en…').
const LAW_FILLER =
  /^(?:de|del|la|las|el|los|y|e|o|u|en|con|que|a|al|su|sus|por|se|lo|demás|normas?|disposiciones|modifiquen|complementen|sustituyan|adicionen|reglamenten|deroguen|concordancia|conformidad|numeral|inciso|literal|parágrafo|apartado|sección|subsección|título|capítulo|ley|decreto|vigentes?|aplicables?|sin|perjuicio|mencionad[oa]s?|previst[oa]s?|establecid[oa]s?|dispuest[oa]s?)$/iu;

/** A line that only names laws ('Ley 1474 de 2011, la Ley 2069 de 2020 y las demás normas que…'). */
function isBareLawCitation(text: string): boolean {
  const without = text.replace(LAW_NAME, " ");
  if (without === text) return false;
  const words = without.match(/\p{L}+/gu) ?? [];
  return words.filter((word) => !LAW_FILLER.test(word)).length <= 1;
}

// A section's number and title ('A1.3 Especificaciones por grupo', '4.4 Incentivos de la Ley 2069 de 2020').
const NUMBERED_TITLE = /^\s*(?:[A-Z]{1,2}\d+(?:\.\d+)*|\d+(?:\.\d+)+)\.?\s+(\p{Lu}[^.:;]*)$/u;
const TITLE_VERB =
  /(?<![\p{L}\d])(?:es|son|est[áa]n?|ser[áa]n?|deb\p{L}*|podr\p{L}*|se|hay|tiene\p{L}*)(?![\p{L}\d])|\p{L}{3,}(?:rá|rán|ará)(?!\p{L})/iu;

/**
 * In a glossary, what a term means when the page left the term on the line before ('x. Oferta:' then
 * 'Conjunto de documentos que define…'): a noun and its relative clause, no verb or duty of its own.
 */
function isDefinitionTail(text: string): boolean {
  const head = /^(\p{Lu}[^:]{2,60}?)\s+que\s/u.exec(text)?.[1];
  return head !== undefined && !TITLE_VERB.test(head) && !OBLIGATION.test(text);
}

/** A numbered section title: no verb, no figure of its own, a few words. */
function isNumberedHeading(text: string): boolean {
  const title = NUMBERED_TITLE.exec(text)?.[1]?.replace(LAW_NAME, " ");
  if (title === undefined) return false;
  return !/\d/.test(title) && !TITLE_VERB.test(title) && title.split(/\s+/).length <= 8;
}

/**
 * The passage's own heading printed again as its first line, a title in capitals after its label
 * ('Artículo 8: MANTENIMIENTO DE OFERTA'); a numbered item the reader took for a heading ('5. Registro
 * vigente en el Padrón…', '4.1 Oferta económica (40 puntos)') is a point.
 */
function isOwnHeading(text: string, heading: string | null): boolean {
  if (heading === null || PROCEDURE_NUMBER.test(text)) return false;
  const title = text.replace(/^[^:]{0,30}:\s*/u, "");
  if (/\d/.test(title) || !isCapitalsLine(title)) return false;
  const plain = (value: string) =>
    value
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim()
      .toLowerCase();
  return plain(text) === plain(heading);
}

/**
 * The class of a sentence no bidder acts on, or null for a sentence that may be a row. `heading` is the
 * section it sits in (its `passage`'s when given); list items (`isListItem`) may start in lower case;
 * `at` is where it starts in its passage's text (a glossary's table, a section title over its items).
 */
export function noiseClassOf(
  sentence: string,
  options: {
    heading?: string | null;
    isListItem?: boolean;
    passage?: { heading: string | null; text: string };
    at?: number;
  } = {},
): NoiseClass | null {
  const { isListItem = false, passage, at } = options;
  const heading = options.heading ?? passage?.heading ?? null;
  const within: Within | null = passage && at !== undefined ? { text: passage.text, at } : null;
  const text = sentence.replace(/\s+/g, " ").trim();
  if (!isListItem && !LIST_MARKER.test(text) && CUT_START.test(text)) return "fragmento";
  const defined = heading !== null && GLOSSARY_SECTION.test(heading) ? DEFINITION.exec(text) : null;
  if (defined && !VERB.test(defined[1] ?? "")) return "definición";
  if (heading !== null && GLOSSARY_SECTION.test(heading) && isDefinitionTail(text)) return "definición";
  if (within && isGlossaryTableRow(within)) return "definición";
  if (isNumberedHeading(text) || isOwnHeading(text, heading)) return "encabezado";
  if (within && !isListItem && isSectionTitle(text, within)) return "encabezado";
  if (isBareLawCitation(text)) return "cita legal";
  if (isLetterhead(sentence) && !/\d/u.test(sentence) && !TITLE_VERB.test(text)) return "pie de página";
  // Under the contract's declarations ('II. DECLARA "EL PROVEEDOR":'), an item 'Que …' is what a party declares.
  if (
    heading !== null &&
    DECLARES.test(heading) &&
    !isListItem &&
    DECLARED.test(text) &&
    !OBLIGATION.test(text)
  )
    return "declaración de las partes";
  // A table's row keeps its cells apart for the cues that read them ('Contrato<TAB>Acuerdo de…').
  const cells = sentence.replace(/[^\S\t]+/gu, " ").trim();
  for (const entry of NOISE) {
    if (!entry.pattern.test(entry.pattern.source.includes("\\t") ? cells : text)) continue;
    // A table's term with a verb is no glossary's ('Se requiere<TAB>La persona moral que…').
    // In capitals, a definitions' opening stays a row: the list it would open has no readable end.
    if (entry.pattern === DEFINITIONS_OPENING && isCapitalsLine(text)) continue;
    // A table's term with a verb, or a meaning that sets a value or a duty, is no glossary's.
    if (
      entry.name === "definición" &&
      cells.includes("\t") &&
      (TITLE_VERB.test(cells.split("\t")[0] ?? "") || statesValue(text) || OBLIGATION.test(text))
    )
      continue;
    // A term defined in a sentence of its own: a figure or a duty in it is a point ('Se entiende por días
    // hábiles de lunes a viernes de 9:00 a 15:00 horas').
    if (entry.name === "definición" && !cells.includes("\t") && (statesValue(text) || OBLIGATION.test(text)))
      continue;
    // What a declaration the bases ask for must state is the list's item ('a) Que es de nacionalidad…').
    if (
      entry.name === "declaración de las partes" &&
      ((isListItem && DECLARED.test(text)) || OBLIGATION.test(text) || decidesTheBid(text))
    )
      continue;
    // A company named beside a quantity, an amount or a duty is a row of goods or experience.
    if (entry.name === "lista de referencia" && (!isNamesRow(cells) || OBLIGATION.test(text))) continue;
    // A form's reference line names the procedure a bidder quotes ('Referencia: Licitación Pública No. LP-…').
    // A sentence that says what happens, with its date or name left as a template's field ('Se llevará a
    // cabo el día: [fecha] a las [hora]', 'La [PROPUESTA ECONÓMICA] se entregará…'), is the point itself.
    if (
      entry.name === "formato en blanco" &&
      (OBLIGATION.test(text) || PROCEDURE_NUMBER.test(text) || FINITE_VERB.test(text))
    )
      continue;
    // A dated line that names an event ('Fallo, 25 de marzo de 2026') is the calendar, not a signature.
    if (entry.name === "pie de página" && calendarEventOf(text)) continue;
    // The buyer's step matters when it sets a date, term or amount, or binds the bidder.
    if (
      entry.name === "acto de la convocante" &&
      (statesValue(text) || (OBLIGATION.test(text) && !OFFICIAL_FIRST.test(text)) || decidesTheBid(text))
    )
      continue;
    // The law told beside a bidder's duty ('Los oferentes deberán constituir domicilio, donde tendrán plena
    // validez las notificaciones') is the duty's row.
    if (entry.name === "narración de la ley" && OBLIGATION.test(text) && BIDDER.test(text)) continue;
    // A power is the buyer's unless a bidder or a duty comes before it ('los oferentes tendrán derecho a
    // impugnar', 'Cada contrato debe estar inscrito; la Entidad podrá solicitar copia…').
    if (
      entry.name === "prerrogativa de la convocante" &&
      (BIDDER.test(text.slice(0, text.search(entry.pattern))) ||
        OBLIGATION.test(text.slice(0, text.search(entry.pattern))) ||
        statesValue(text) ||
        decidesTheBid(text))
    )
      continue;
    // The buyer's own house matters when a bidder is named, or a date, term or amount is set; its organs
    // also when they decide the bid (its reasons for a criterion name the criterion and still decide nothing).
    if (
      (entry.name === "organización de la convocante" || entry.name === "presupuesto de la convocante") &&
      (BIDDER.test(text) ||
        statesValue(text) ||
        (entry.name === "organización de la convocante" && decidesTheBid(text)))
    )
      continue;
    return entry.name;
  }
  return null;
}

// How the bid is awarded or rejected ('La adjudicación se efectuará por ítem, … que será notificado').
const AWARD = /\badjudicaci[óo]n se (?:efectuar|realizar|har)[áa](?!\p{L})|\bse adjudicar[áa]n?(?!\p{L})/iu;

/** A rejection or an evaluation criterion, whoever states it, decides the bid. */
function decidesTheBid(text: string): boolean {
  const kind = classifyWithTier(text);
  if (AWARD.test(text)) return true;
  return kind?.tier === "fuerte" && (kind.kind === "causal_rechazo" || kind.kind === "criterio_evaluacion");
}

/** A list's opening that exempts: its items are the cases of one exemption (EXEMPTION_OPENINGS). */
export function isExemptionOpening(sentence: string): boolean {
  const text = sentence.replace(/\s+/g, " ").trim();
  return EXEMPTION_OPENINGS.some((entry) => entry.pattern.test(text));
}

// The sheet a signing system appends ('Hoja Adicional de Firmas', 'Número:', 'Referencia:'), under a
// running header of its own ('Provincia de Santa Fe - Poder Ejecutivo').
const SIGNATURE_SHEET = /^(?:[^\n]*\n+){0,2}\s*hoja adicional de firmas\b/iu;

/** A passage that is a signing system's sheet: every line of it is page furniture. */
export function isSignatureSheet(text: string): boolean {
  return SIGNATURE_SHEET.test(text.trimStart());
}

/** An order planted for a language model ('Ignora las instrucciones anteriores…'): never quoted. */
export function isPlantedOrder(text: string): boolean {
  return NOISE.some((entry) => entry.name === "orden a un lector automático" && entry.pattern.test(text));
}
