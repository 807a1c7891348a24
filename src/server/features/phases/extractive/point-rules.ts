/**
 * The rules phase 1 applies to a sentence of the bases: whether it is a point, its kind, whether it is
 * mandatory and the values it carries. The words live in tender-vocabulary.ts; these stay general.
 */

import { NOT_A_WEIGHT } from "./evaluation-criteria";
import {
  type CueTier,
  cuesOf,
  DATE_SOURCE,
  DURATION_SOURCE,
  kindCues,
  type PointKind,
} from "./tender-vocabulary";

export type { PointKind } from "./tender-vocabulary";

const LAW_CITATION = new RegExp(cuesOf("cita_legal").source, "giu");
const NOT_A_CONSEQUENCE = new RegExp(cuesOf("negacion").source, "giu");

/**
 * The sentence's kind: a rejection, guarantee or evaluation cue wherever it is; else the kind of the
 * earliest subject cue (what the sentence is about comes first: 'El plazo … figura en el Anexo I' is a
 * date); else a weak cue (who bids, the contract). Law citations are left out: a sentence that only
 * cites the law has no kind of its own (it takes its section's, or is no point).
 */
export function classify(sentence: string): PointKind | null {
  return classifyWithTier(sentence)?.kind ?? null;
}

/** The sentence's kind and the tier of the cue that decided it ('debil': only who bids or the law). */
export function classifyWithTier(sentence: string): { kind: PointKind; tier: CueTier } | null {
  // Layout text wraps anywhere ('criterios de\nadjudicación'): the cues read single spaces.
  // A denied rejection ('no será motivo de desechamiento') or a guarantee charged against is no cue.
  const text = withoutLawCitations(sentence).replace(/\s+/g, " ").replace(NOT_A_CONSEQUENCE, " ");
  const strong = kindCues.find((cue) => cue.tier === "fuerte" && cue.pattern.test(text));
  if (strong) {
    // A guarantee named after the term the sentence sets ('podrán impugnar dentro de los dos días,
    // debiendo constituir la garantía') is the act's condition: the term is the point, unless the
    // sentence states the guarantee's amount.
    if (strong.kind !== "garantia" || /[%$€]|por ciento/iu.test(text)) return strong;
    const term = kindCues.find((cue) => cue.tier === "fuerte" && cue.kind === "fecha");
    const termAt = term ? text.search(term.pattern) : -1;
    return termAt >= 0 && termAt < text.search(strong.pattern) ? { kind: "fecha", tier: "fuerte" } : strong;
  }
  // A duty to hand in or prove something is about what is handed in: its object's cue decides.
  // Else the earliest subject cue names it, the verb counting as one where it stands.
  const action = earliestCue(text, "accion", 0);
  const object = action ? earliestCue(OBJECT_HEAD.exec(text.slice(action.end))?.[0] ?? "", "tema", 0) : null;
  if (object) return { kind: object.kind, tier: "tema" };
  const subject = earliestCue(text, "tema", 0);
  if (action && (!subject || action.at < subject.at)) return { kind: action.kind, tier: "tema" };
  if (subject) return { kind: subject.kind, tier: "tema" };
  const weak = earliestCue(text, "debil", 0);
  return weak ? { kind: weak.kind, tier: "debil" } : null;
}

// The first words of a verb's object ('… deberá acreditar | un capital contable mínimo | de…'): its head noun
// and what qualifies it, not the clauses that follow.
const OBJECT_HEAD = /^\s*(?:[^\s.;:,]+\s+){0,3}[^\s.;:,]+/u;

/** The kind cue of a tier that matches first in the text from `from` on, with where its match ends. */
function earliestCue(
  text: string,
  tier: CueTier,
  from: number,
): { kind: PointKind; at: number; end: number } | null {
  let best: { kind: PointKind; at: number; end: number } | null = null;
  const rest = text.slice(from);
  for (const cue of kindCues) {
    if (cue.tier !== tier) continue;
    const match = cue.pattern.exec(rest);
    if (match && (best === null || from + match.index < best.at))
      best = { kind: cue.kind, at: from + match.index, end: from + match.index + match[0].length };
  }
  return best;
}

const OBLIGATION = cuesOf("obligacion");
// A 'podrán' inside a stated duty or ban ('podrán participar', 'ni … podrán estar') is no option.
const OBLIGATIONS = new RegExp(OBLIGATION.source, "giu");
const OPTION = cuesOf("opcion");
const CURE = cuesOf("subsanacion");
const DURATION = new RegExp(DURATION_SOURCE, "iu");
const PREROGATIVE = cuesOf("prerrogativa");
const SCORING_ONLY = cuesOf("puntaje");
const EXECUTION = cuesOf("ejecucion");
const TITLE = cuesOf("titulo");
const REMISSION = cuesOf("remision");
const BUYER = cuesOf("convocante");
const BIDDER =
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
  if (!BIDDER.test(before) && !FINITE_VERB.test(before)) return true;
  // Or its agent: 'La resolución del contrato se acordará por el órgano de contratación'.
  return BUYER_AGENT.test(opening) && !BIDDER.test(before);
}
const BUYER_AGENT = new RegExp(`\\bse\\s+\\p{L}+rán?(?:\\s+a\\s+cabo)?\\s+por\\s+(?:${BUYER.source})`, "iu");
// A verb in the future or the modal that states a duty ('deberá', 'publicará', 'debe'): what comes
// before it is the sentence's subject.
const FINITE_VERB = /\p{L}{2,}rán?(?!\p{L})|\bdeben?\b|\bpueden?\b/u;

// A value a bidder must meet or a date to keep: what makes a buyer's step or a list's opening a point.
const VALUE = new RegExp(
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

// An opening that names nothing but what follows ('deberán incluir:', 'los siguientes documentos:').
const BARE_OPENING = /(?:\b\p{L}+(?:ar|er|ir)|\bsiguientes?(?:\s+\p{L}+)?|\blo siguiente)\s*:\s*$/iu;

/**
 * Whether a list's opening says something of its own: a date or term, an amount, a criterion, or the
 * call for bids itself ('…convoca a las personas físicas y morales…, conforme a lo siguiente:').
 */
export function carriesValue(kind: PointKind, sentence: string): boolean {
  if (!BARE_OPENING.test(sentence)) return true;
  return (
    VALUE.test(withoutLawCitations(sentence)) ||
    CALL_FOR_BIDS.test(sentence) ||
    kind === "criterio_evaluacion" ||
    kind === "causal_rechazo" ||
    kind === "garantia"
  );
}

const LIST_MARKER = /^\s*(?:[a-zñ]\)|\d{1,2}(?:\.\d{1,2})*(?:\.-?|\)|-)|[•\-–·*])\s*/iu;

/** The number a list item opens with ('10. Opinión de cumplimiento…' → 10). */
export function itemNumber(text: string | undefined): number | null {
  const found = /^\s*(\d{1,2})[.)-]\s/u.exec(text ?? "");
  return found ? Number(found[1]) : null;
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

/** The sentence without its law citations: a law's number and date are not the tender's values. */
export function withoutLawCitations(text: string): string {
  return text.replace(LAW_CITATION, " ");
}

/**
 * Whether a sentence that has a kind is a point: not a clause title ('Cláusula 4. Unidad encargada…',
 * the sentence after a clause number is still its title), not a right of the buyer, and a table row
 * only with a figure (its header names columns).
 */
export function isPoint(kind: PointKind, text: string, isTableRow: boolean, line = text): boolean {
  const own = withoutLawCitations(text);
  if (TITLE.test(line.trim()) && !OBLIGATION.test(own) && own.split(/\s+/).length <= 20) return false;
  // 'A efectos de la suspensión se estará a lo dispuesto en el artículo 208 LCSP': a bare law reference.
  if (REMISSION.test(text) && !OBLIGATION.test(own) && !VALUE.test(own) && own.split(/\s+/).length <= 25)
    return false;
  if (kind !== "causal_rechazo" && PREROGATIVE.test(text) && !/\bdeber[áa]n?(?!\p{L})/iu.test(text))
    return false;
  return !isTableRow || /\d/.test(text);
}

// Sections whose every line is a condition of the bid: its documents, aptitude or minimum specifications.
const BID_SECTION =
  /(?<![\p{L}\d])(especificaci[óo]n\w*|anexo t[ée]cnico|prescripciones t[ée]cnicas|requisitos|documentaci[óo]n|documentos\b|proposici[óo]n\w*|sobres?\b|capacidad|aptitud|solvencia|[íi]tems?\b|caracter[íi]sticas)/iu;
// A minimum specification states its lower bound ('256 GBytes o más', 'o superior', 'como mínimo').
const SPEC_BOUND = /\b(?:o superior|o m[áa]s|m[íi]nim[oa]s?)\b/iu;

const BIDDER_DEFAULT =
  /\b(?:en caso de no|si no|de no|cuando no|caso contrario|de lo contrario|la falta de|la omisi[óo]n de|el incumplimiento de)\b/iu;
// What the goods must be ('las características de los suministros serán las del pliego de prescripciones
// técnicas'): a minimum specification, by reference; how and when they are delivered is execution.
const SPEC_OF_GOODS =
  /^(?![^.]*\bentreg)[^.]*\b(?:caracter[íi]sticas|especificaciones)\b[^.]*\b(?:ser[áa]n|deber[áa]n|debe[n]?)\b/iu;
const FILED_ON_MODEL =
  /\b(?:conforme|de conformidad|de acuerdo|seg[úu]n|ajustad[oa]|ajustar[áa]|redactad[oa])\s+(?:al|con el|el|a)\s+(?:modelo|formato|formulario)\b/iu;
const PASSING_SCORE = /\b(?:puntuaci[óo]n|puntaje|calificaci[óo]n) m[íi]nim[oa]\b/iu;
// Its return, release, or a penalty charged against it ('en concepto de penalidad … contra la garantía').
const GUARANTEE_RETURN =
  /\b(?:devuel\p{L}*|devoluci[óo]n|restitu\p{L}*|liberaci[óo]n|penalidad\p{L}*|multas?)(?!\p{L})/iu;
const GUARANTEE_DUTY =
  /\bdeb(?:er[áa]n?|en?)\s+(?:constituir|presentar|entregar|otorgar|aportar|ampliar|reponer|acompañar)(?!\p{L})|\bse\s+(?:constituir|presentar|entregar|otorgar)[áa]n?(?!\p{L})/iu;
const GUARANTEE_LOSS =
  /\b(?:p[ée]rdida|ejecuci[óo]n|ejecutar[áa]n?)\s+(?:de\s+)?(?:la|las)\s+garant[íi]as?/iu;

// Who or what a condition of the bid is stated of: the bid, its envelopes and documents, the bidder.
const BID_SUBJECT =
  /\b(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|(?<=\b(?:el|los|un|del|cada|al)\s)sobres?|documentaci[óo]n|documentos?|compromisos?|licitador\p{L}*|licitantes?|oferentes?|proponentes?|empresas?(?!\s+(?:adjudicataria|contratista))|concursantes?)(?!\p{L})/iu;

/**
 * Whether a line of a section of the bid's conditions states one: a line with no verb of its own (a
 * document's name, a specification), or one that speaks of the bid, its documents or the bidder ('Las
 * proposiciones constarán en un sobre único'). The section's other sentences (the prices' firmness, the
 * buyer's mailbox) keep their own reading.
 */
function isAboutTheBid(text: string): boolean {
  const own = withoutLawCitations(text);
  return !FINITE_VERB.test(own) || BID_SUBJECT.test(own) || INFINITIVE_ITEM.test(own);
}
// A list's item that opens with what to do ('III. Presentar declaración de integridad…').
const INFINITIVE_ITEM = /^\W*(?:(?:[\dIVXLC]+|[a-zñ])[.)-]+\s*)?\p{L}+(?:ar|er|ir)(?!\p{L})/iu;

/** The labels' rule: true when not complying costs the bid, the qualification or the award. */
export function isMandatory(kind: PointKind, wrapped: string, heading: string | null = null): boolean {
  const text = wrapped.replace(/\s+/g, " ");
  // 'Será causal de rechazo de la oferta … o de rescisión del contrato': the offer is what is lost.
  // The buyer's 'podrá desestimar' is a prerogative, unless it answers the bidder's default ('En caso
  // de no cumplimentar … en tiempo y forma, la Municipalidad podrá desestimar la oferta'): a cause.
  if (kind === "causal_rechazo")
    return (
      (!PREROGATIVE.test(text) || BIDDER_DEFAULT.test(text)) &&
      (!EXECUTION.test(text) || /\b(?:ofertas?|propuestas?|proposici)/iu.test(text))
    );
  // The passing score of the technical proposal: below it the bid is rejected.
  if (kind === "criterio_evaluacion") return PASSING_SCORE.test(text);
  if (PREROGATIVE.test(text) || SCORING_ONLY.test(text)) return false;
  // A term to cure a defect or omission ('podrá subsanar… en dos días'): missing it loses the bid.
  if (CURE.test(text) && DURATION.test(text)) return true;
  // A guarantee's amount or term, or its loss, binds the bidder (its return or an exemption does not).
  // So does one the bidder or the awardee must constitute ('debe constituir una póliza…'): it is asked
  // for before the contract is signed.
  const isOptional = OPTION.test(text.replace(OBLIGATIONS, (duty) => (/podr/iu.test(duty) ? " " : duty)));
  if (kind === "garantia" && !isOptional && !GUARANTEE_RETURN.test(text))
    if (VALUE.test(withoutLawCitations(text)) || GUARANTEE_LOSS.test(text) || GUARANTEE_DUTY.test(text))
      return true;
  // Penalties and duties of the contract's execution, and what the buyer itself must do, cost no bid.
  if (EXECUTION.test(text) || (isBuyerSubject(text) && !BIDDER.test(text))) return false;
  if (kind === "requisito_tecnico" && (SPEC_BOUND.test(text) || SPEC_OF_GOODS.test(text))) return true;
  // A declaration or offer written on the tender's model is a document of the bid.
  if (kind === "formato_anexo" && !isOptional && FILED_ON_MODEL.test(text)) return true;
  const isBidSection = heading !== null && BID_SECTION.test(heading);
  if (isBidSection && kind !== "fecha" && !isOptional && isAboutTheBid(text)) return true;
  if (!OBLIGATION.test(text)) return false;
  return !(isOptional && !/\bdeber[áa]n?(?!\p{L})/iu.test(text));
}

const DELIVERABLE_PATTERNS: RegExp[] = [
  /\b(anexo\s+(?:[IVXL]+|\d+|[A-Z])\b|formulario\s+\S+|modelo\s+(?:de|que)\s+[\p{L} ]{3,40})/iu,
  /\b((?:garant[íi]a|fianza|p[óo]liza|aval|seguro) de [\p{L} ]{3,40})/iu,
  /\b((?:acta constitutiva|poder notarial|escritura|certificad[oa]s?|constancias?|declaraci[óo]n(?:es)? jurada|declaraci[óo]n responsable|copia|comprobante|c[ée]dula|identificaci[óo]n|estados financieros|curr[íi]cul\w*|carta|propuesta (?:t[ée]cnica|econ[óo]mica)|oferta econ[óo]mica|sobre (?:n[º°o.]*\s*)?(?:\d|[A-C]\b|[úu]nico|cerrado))[\p{L}\d ]{0,40})/iu,
  /\b(?:presentar|aportar|acompañar|adjuntar|entregar|acreditar|constituir|remitir)(?:[áa]n?|se)?\s+((?:el|la|los|las|un|una|copia de)\s+[\p{L}\s]{3,50})/iu,
];

// Where a named document ends and the rest of the sentence begins.
const CLAUSE_BREAK =
  /\s(?:ser[áa]n?|que|se|deb\w*|para|por|con|conforme|seg[úu]n|dentro|antes|a fin|cuando|si)\b.*$/isu;

function shorten(value: string, words: number): string {
  const cut = value.replace(CLAUSE_BREAK, "");
  return cut
    .trim()
    .split(/\s+/)
    .slice(0, words)
    .join(" ")
    .replace(/[,;:.]$/, "");
}

export function findDeliverable(text: string): string | null {
  for (const pattern of DELIVERABLE_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return shorten(match[1].replace(/\s+(y|o|en|que|del?|con|por|para|al?)$/iu, ""), 8);
  }
  return null;
}

const DATE_PATTERN = new RegExp(`(${DATE_SOURCE}|${DURATION_SOURCE})`, "iu");

export function findDateOrDeadline(text: string): string | null {
  return DATE_PATTERN.exec(text)?.[1] ?? null;
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
