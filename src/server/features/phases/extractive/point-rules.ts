/**
 * The rules phase 1 applies to a sentence of the bases: whether it is a point, its kind and the values it
 * carries (whether it is mandatory: mandatory-rules.ts). The words live in tender-vocabulary.ts; these stay general.
 */

import { NOT_A_WEIGHT } from "./evaluation-criteria";
import { COPY_OF, withoutLawCitations } from "./kind-rules";
import {
  cuesOf,
  DATE_SOURCE,
  DAY_SOURCE,
  DURATION_SOURCE,
  type PointKind,
  TIME_SOURCE,
} from "./tender-vocabulary";

export { classify, classifyWithTier, withoutLawCitations } from "./kind-rules";
export type { PointKind } from "./tender-vocabulary";

const OBLIGATION = cuesOf("obligacion");
const OPTION = cuesOf("opcion");
const PREROGATIVE = cuesOf("prerrogativa");
const TITLE = cuesOf("titulo");
const REMISSION = cuesOf("remision");
const BUYER = cuesOf("convocante");
export const BIDDER =
  /\b(?:licitador|licitante|oferente|proponente|participante|concursante|contratista|adjudicatari|proveedor|empresa|prestatari|interesad)/iu;

/**
 * Whether the buyer is who the sentence is about: named in its opening words before any bidder
 * ('La Mesa procederá a la apertura…', 'Sin perjuicio de…, la Administración deberá aprobar…').
 */
export function isBuyerSubject(sentence: string): boolean {
  const opening = withoutLawCitations(sentence).trim().split(/\s+/).slice(0, 20).join(" ");
  const buyerAt = opening.search(BUYER);
  if (buyerAt < 0) return false;
  const before = opening.slice(0, buyerAt);
  if (!BIDDER.test(before) && !FINITE_VERB.test(before) && !PRESENT_VERB.test(before)) return true;
  // Or its agent: 'La resolución del contrato se acordará por el órgano de contratación'.
  return BUYER_AGENT.test(opening) && !BIDDER.test(before);
}
// A verb in the present before the buyer is named: the buyer is its complement ('La presente licitación tiene
// por objeto la adquisición de equipos con destino a las dependencias de la Municipalidad').
const PRESENT_VERB =
  /\b(?:tienen?|es|son|consiste|consisten|regula|regulan|rige|rigen|comprende|comprenden|incluye|incluyen|abarca|abarcan)(?!\p{L})/iu;
const BUYER_AGENT = new RegExp(`\\bse\\s+\\p{L}+rán?(?:\\s+a\\s+cabo)?\\s+por\\s+(?:${BUYER.source})`, "iu");
// A duty the buyer owes, told in the passive with the buyer as its agent ('La recepción definitiva debe ser
// otorgada en forma expresa por la jurisdicción o entidad contratante').
const BUYER_DUTY_AGENT = new RegExp(
  `\\bdeb(?:e|en|er[áa]n?)\\s+ser\\s+\\p{L}+d[oa]s?\\b[^.;]{0,60}?\\bpor\\s+(?:${BUYER.source})`,
  "iu",
);

/** Whether the sentence's duty is the buyer's, told in the passive with the buyer as its agent. */
export function isBuyerDutyAgent(sentence: string): boolean {
  return BUYER_DUTY_AGENT.test(withoutLawCitations(sentence).replace(/\s+/g, " "));
}
// A verb in the future or the modal that states a duty ('deberá', 'publicará', 'debe'): what comes
// before it is the sentence's subject.
export const FINITE_VERB = /\p{L}{2,}rán?(?!\p{L})|\bdeben?\b|\bpueden?\b/u;

// A value a bidder must meet or a date to keep: what makes a buyer's step or a list's opening a point.
export const VALUE = new RegExp(
  `${DATE_SOURCE}|${DURATION_SOURCE}|[$€%]|\\d+(?:[.,]\\d+)*\\s*(?:pesos|euros)`,
  "iu",
);
const CALL_FOR_BIDS = /\b(?:llama|convoca)\b/iu;

/** Whether a sentence sets a date, a term, an amount or a percentage of its own (law citations aside). */
export function statesValue(sentence: string): boolean {
  return VALUE.test(withoutLawCitations(sentence));
}

/**
 * What the buyer does in the procedure ('La Mesa procederá a la apertura', 'el órgano de contratación
 * ostenta las facultades de inspección'): narration, no point, unless it sets a date or term, an
 * amount, a rejection or a criterion, or is the call for bids itself.
 */
export function isProcedureNarration(kind: PointKind, sentence: string): boolean {
  if (kind === "causal_rechazo" || kind === "criterio_evaluacion") return false;
  const own = withoutLawCitations(sentence);
  if (!isBuyerSubject(own) || VALUE.test(own) || CALL_FOR_BIDS.test(own)) return false;
  // What the buyer may do ('La Entidad podrá extender el plazo…') is its prerogative, whatever it is about.
  if (/\bpodr[áa]n?(?!\p{L})/iu.test(own)) return true;
  return kind !== "garantia" && kind !== "fecha" && kind !== "requisito_economico";
}

const BUYER_CONTENT = cuesOf("contenido");

/**
 * A list's opening about what the buyer's own documents will state ('Las especificaciones técnicas
 * fijarán…:'): a table of contents of the particular conditions, not the bidder's duties.
 */
export function isBuyerContentOpening(sentence: string): boolean {
  return BUYER_CONTENT.test(sentence.replace(/\s+/g, " "));
}

/** A sentence that opens a list ('los licitadores deberán incluir:'): its items are the points. */
export function isListOpening(sentence: string): boolean {
  return /:\s*$/u.test(sentence);
}

// An opening that is itself a paper to hand in ('8.- Carta donde manifieste no encontrarse en los siguientes
// supuestos:'): the paper is a row, its items what it must state.
const DOCUMENT_OPENING =
  /^\s*(?:(?:\d{1,2}(?:\.\d{1,2})*|[a-zñ]|[IVXL]{1,5})\s*(?:\.-?|\)|-)\s*)?(?:carta|escrito|declaraci[óo]n|manifiesto|constancia)(?!\p{L})/iu;

// More words than an opening needs to name what follows ('Los licitantes deberán presentar, en el sobre
// de la propuesta técnica, los siguientes documentos:' has 14).
const LONG_OPENING_WORDS = 25;
// An opening that names nothing but what follows ('deberán incluir:', 'los siguientes documentos:').
const BARE_OPENING = /(?:\b\p{L}+(?:ar|er|ir)|\bsiguientes?(?:\s+\p{L}+)?|\blo siguiente)\s*:\s*$/iu;

/**
 * Whether a list's opening says something of its own: a date or term, an amount, a criterion, or the
 * call for bids itself ('…convoca a las personas físicas y morales…, conforme a lo siguiente:'). A bare
 * opening of rejection causes ('Se descalificará a los proveedores por los motivos siguientes:') says
 * nothing its causes do not: they are the rows (stop 27).
 */
export function carriesValue(kind: PointKind, sentence: string): boolean {
  if (!BARE_OPENING.test(sentence)) return true;
  const own = withoutLawCitations(sentence);
  return (
    VALUE.test(own) ||
    // A long sentence that states its own duties before it opens the list ('Las propuestas deberán ser
    // incluidas en un sobre membretado, cerrado…, firmada cada una de las hojas…, con la siguiente
    // leyenda:'): a point, whatever follows.
    (OBLIGATION.test(own) && own.trim().split(/\s+/u).length > LONG_OPENING_WORDS) ||
    CALL_FOR_BIDS.test(sentence) ||
    DOCUMENT_OPENING.test(own) ||
    kind === "criterio_evaluacion" ||
    kind === "garantia"
  );
}

const LIST_MARKER = /^\s*(?:[a-zñ]\)|\d{1,2}(?:\.\d{1,2})*(?:\.-?|\)|-)|[•\-–·*])\s*/iu;

/** The number a list item opens with ('10. Opinión de cumplimiento…' → 10). */
export function itemNumber(text: string | undefined): number | null {
  const found = /^\s*(\d{1,2})(?:\.-?|[)-])\s/u.exec(text ?? "");
  return found ? Number(found[1]) : null;
}

/** The letter a list item opens with, as its place in the alphabet ('j. Metodología…' → 10). */
export function itemLetter(text: string | undefined): number | null {
  const found = /^\s*([a-z])[.)-]\s/iu.exec(text ?? "");
  return found?.[1] ? found[1].toLowerCase().charCodeAt(0) - 96 : null;
}

/** Whether a unit opens with a list marker ('a)', '3.', 'IV.-', '•'). */
export function hasListMarker(sentence: string): boolean {
  return LIST_MARKER.test(sentence);
}

/**
 * Whether a unit after a list's opening is one of its items: it states no duty, option or verb of its
 * own ('Acta constitutiva.', 'b) Comprobante de domicilio…'), unless it carries the list's marker.
 */
export function isListItem(sentence: string): boolean {
  if (OBLIGATION.test(sentence) || OPTION.test(sentence)) return false;
  return LIST_MARKER.test(sentence) || !FINITE_VERB.test(sentence);
}

/** A clause's number and title ('Cláusula 17. Garantía definitiva.'), read with its line's start. */
export function isClauseTitle(text: string, line = text): boolean {
  const own = withoutLawCitations(text);
  return TITLE.test(line.trim()) && !OBLIGATION.test(own) && own.split(/\s+/).length <= 20;
}

/**
 * Whether a sentence that has a kind is a point: not a clause title ('Cláusula 4. Unidad encargada…',
 * the sentence after a clause number is still its title), not a right of the buyer, and a table row
 * only with a figure (its header names columns).
 */
export function isPoint(kind: PointKind, text: string, isTableRow: boolean, line = text): boolean {
  const own = withoutLawCitations(text);
  if (isClauseTitle(text, line)) return false;
  // 'A efectos de la suspensión se estará a lo dispuesto en el artículo 208 LCSP': a bare law reference.
  if (REMISSION.test(text) && !OBLIGATION.test(own) && !VALUE.test(own) && own.split(/\s+/).length <= 25)
    return false;
  if (
    kind !== "causal_rechazo" &&
    !(kind === "fecha" && DURATION_TERM.test(text)) &&
    PREROGATIVE.test(text) &&
    !/\bdeber[áa]n?(?!\p{L})/iu.test(text)
  )
    return false;
  return !isTableRow || /\d/.test(text);
}

// A term the buyer's right runs to ('podrá modificar las bases hasta 5 (cinco) días hábiles antes de la
// apertura'): a date the bidder keeps watch until.
const DURATION_TERM = new RegExp(
  `\\b(?:hasta|dentro de|a m[áa]s tardar)\\b[^.;]{0,30}?(?:${DURATION_SOURCE})`,
  "iu",
);

// A named document runs on through a clause number ('del punto 5.4'): a dot or comma between digits.
const DELIVERABLE_PATTERNS: RegExp[] = [
  /\b(anexo\s+(?:[IVXL]+|\d+|[A-Z])(?![\p{L}\d])|formulario\s+\S+|modelo\s+(?:de|que)\s+[\p{L} ]{3,40})/iu,
  /\b((?:garant[íi]a|fianza|p[óo]liza|aval|seguro) de [\p{L} ]{3,40})/iu,
  /\b((?:acta constitutiva|poder notarial|escritura|certificad[oa]s?|constancias?|declaraci[óo]n(?:es)? jurada|declaraci[óo]n responsable|declaraci[óo]n(?:es)? (?:fiscal(?:es)? )?(?:anual|provisional|parcial|mensual)\p{L}*|opini[óo]n (?:positiva )?de cumplimiento|testimonio|copia|comprobante|c[ée]dula|identificaci[óo]n|estados financieros|curr[íi]cul\w*|carta(?!\s+no(?!\p{L}))|(?<!\bpor\s)escrito|propuesta (?:t[ée]cnica|econ[óo]mica)|oferta econ[óo]mica|sobre (?:n[º°o.]*\s*)?(?:\d|[A-C]\b|[úu]nico|cerrado))(?:[\p{L}\d ]|[.,](?=\d)){0,40})/iu,
  /\b(?:presentar|aportar|acompañar|adjuntar|entregar|acreditar|constituir|remitir)(?:[áa]n?|se)?\s+((?:el|la|los|las|un|una|copia de)\s+[\p{L}\s]{3,50})/iu,
];

// Where a named document ends and the rest of the sentence begins.
const CLAUSE_BREAK =
  /\s(?:ser[áa]n?|que|se|deb[\p{L}\d_]*|para|por|con|conforme|seg[úu]n|dentro|antes|a fin|cuando|si)(?![\p{L}\d]).*$/isu;

// A word that only links to what follows ('garantía de seriedad de la'): never the last of a cut.
const DANGLING_WORD =
  /^(?:y|e|o|u|ni|en|que|de|del|con|por|para|al|a|la|las|los|el|lo|un|una|unos|unas|su|sus)$/iu;

function shorten(value: string, words: number): string {
  const cut = value.replace(CLAUSE_BREAK, "");
  const kept = cut.trim().split(/\s+/).slice(0, words);
  while (kept.length > 1 && DANGLING_WORD.test(kept.at(-1)?.replace(/[,;:.]$/u, "") ?? "")) kept.pop();
  return kept.join(" ").replace(/[,;:.]$/, "");
}

/**
 * The document a sentence asks for ('Anexo 3', 'garantía de seriedad de la oferta'); a copy by what it
 * copies ('copia certificada y copia simple, legible, de los estados financieros' → 'copia de los estados
 * financieros').
 */
export function findDeliverable(text: string): string | null {
  const copy = new RegExp(COPY_OF.source, "iu").exec(text);
  const copied = copy
    ? /^(?:[^.;:()]|(?<=\d)\.(?=\d)){3,60}(?![\p{L}\d])/u.exec(text.slice(copy.index + copy[0].length))?.[0]
    : undefined;
  if (!copy || !copied) return namedDeliverable(text);
  // The copy's own qualifiers ('certificada y copia simple, completa y legible') are left out.
  const word = /(?:foto)?copias?/iu.exec(copy[0])?.[0] ?? "copia";
  const linked = /\s(del?(?:\s+(?:la|las|los|el|su|sus))?)$/iu.exec(copy[0])?.[1] ?? "de";
  return shorten(`${word} ${linked} ${copied.replace(/\s*,.*$/su, "").trim()}`, 8);
}

function namedDeliverable(text: string): string | null {
  for (const pattern of DELIVERABLE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    // The patterns cap their length in characters: a match that stops inside a word drops that piece
    // ('copia del registro sanitario de cada bien ofe' is '… de cada bien').
    const isCut = /[\p{L}\d]/u.test(text.charAt(match.index + match[0].length));
    const whole = isCut ? match[1].replace(/\s*[\p{L}\d]+$/u, "") : match[1];
    if (!whole.trim()) continue;
    return shorten(whole.replace(/\s+(y|e|o|u|en|que|del?|con|por|para|al?)$/iu, ""), 8);
  }
  return null;
}

// A window of hours keeps both ends ('entre las 8:00 h y las 13:30 h', 'de las 9:00 a las 14:00 horas'):
// its first or its last alone would read as a deadline it is not. After 'a las' a bare '14:00' is a time.
const CLOCK = String.raw`\d{1,2}[:.]\d{2}`;
const HOUR_UNIT = String.raw`(?: ?(?:h|hs|horas|hrs\.?)(?![\p{L}]))`;
const WINDOW = `(?:entre|de|desde) las ${CLOCK}${HOUR_UNIT}? (?:y|a|hasta) (?:las )?${CLOCK}${HOUR_UNIT}?`;
const TIME = `${WINDOW}|${TIME_SOURCE}|(?<=\\b(?:a|hasta) las )${CLOCK}(?![\\d:])`;
// A day keeps the time written right after it ('el 2 de marzo de 2026 a las 14:00 horas').
const DATE_PATTERN = new RegExp(
  `((?:${DAY_SOURCE})(?:,? (?:a las |de las |hasta las |- )?(?:${TIME}))?|${WINDOW}|${DATE_SOURCE}|${DURATION_SOURCE})`,
  "iu",
);

// 'Tres años de experiencia', 'batería de 8 horas': a figure of the bidder or the goods, no term.
const MEASURES = new RegExp(cuesOf("medida").source, "giu");

export function findDateOrDeadline(text: string): string | null {
  return DATE_PATTERN.exec(text.replace(MEASURES, " "))?.[1] ?? null;
}

const WEIGHT_PATTERN = /((?:hasta |m[áa]ximo de )?\d+(?:[.,]\d+)?\s?(?:puntos|pts\.?|%|por ciento))/iu;

export function findWeight(kind: PointKind, text: string): string | null {
  const match = WEIGHT_PATTERN.exec(text)?.[1];
  if (!match) return null;
  // A percentage only weighs when the sentence is about evaluation; elsewhere it is a rate or a guarantee,
  // and in a tie-break or a price margin ('empate … diferencia del 2%') it is not a weight either.
  if (/puntos|pts/iu.test(match)) return match;
  return kind === "criterio_evaluacion" && !NOT_A_WEIGHT.test(text) ? match : null;
}
