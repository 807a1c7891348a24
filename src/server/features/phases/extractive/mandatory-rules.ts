/**
 * Whether a phase-1 point is mandatory, by the labels' rule: true when not complying costs the bid, the
 * qualification or the award (a rejection, a condition of aptitude, a document of the bid, a minimum
 * specification, a guarantee to constitute); never by default. The words live in the vocabularies.
 */
import {
  BIDDER,
  FINITE_VERB,
  isBuyerDutyAgent,
  isBuyerSubject,
  type PointKind,
  VALUE,
  withoutLawCitations,
} from "./point-rules";
import { cuesOf, DURATION_SOURCE, VOCABULARY } from "./tender-vocabulary";

const OBLIGATION = cuesOf("obligacion");
// A 'podrán' inside a stated duty or ban ('podrán participar', 'ni … podrán estar') is no option.
const OBLIGATIONS = new RegExp(OBLIGATION.source, "giu");
const OPTION = cuesOf("opcion");
const CURE = cuesOf("subsanacion");
const DURATION = new RegExp(DURATION_SOURCE, "iu");
const PREROGATIVE = cuesOf("prerrogativa");
const SCORING_ONLY = cuesOf("puntaje");
const EXECUTION = cuesOf("ejecucion");
const AFTER_AWARD = cuesOf("posterior");

// Sections whose every line is a condition of the bid: its documents, aptitude or minimum specifications.
const BID_SECTION =
  /(?<![\p{L}\d])(especificaci[óo]n\w*|anexo t[ée]cnico|prescripciones t[ée]cnicas|requisitos|documentaci[óo]n|documentos\b|proposici[óo]n\w*|sobres?\b|capacidad|aptitud|solvencia|[íi]tems?\b|caracter[íi]sticas|obligaciones tributarias|seguridad social)/iu;
// A minimum specification states its lower bound ('256 GBytes o más', 'o superior', 'como mínimo').
const APTITUDE_MINIMUM = /\b(?:experiencia|antig[üu]edad)\s+m[íi]nima\b/iu;
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
  /\b(?:devuel\p{L}*|devoluci[óo]n|restitu\p{L}*|liberaci[óo]n|penalidad\p{L}*|multas?|penas?\s+convencional(?:es)?)(?!\p{L})/iu;
// Owed once the contract is signed ('dentro de los diez días siguientes a la firma del contrato', payment by
// estimates; duty-vocabulary.ts's 'firmado' cue): the contract's life, not the bid's or the award's, whoever
// it names; a guarantee to constitute still binds (read before).
const AFTER_SIGNING = new RegExp(
  VOCABULARY.filter((entry) => entry.group === "ejecucion" && entry.name === "firmado")
    .map((entry) => `(?:${entry.pattern.source})`)
    .join("|"),
  "iu",
);
// A requirement the sentence denies ('La inscripción en el Registro … no será requisito para participar').
const NOT_REQUIRED =
  /\bno\s+(?:ser[áa]n?|es|son|constituye|constituir[áa])\s+(?:un\s+)?(?:requisitos?|obligatori[oa]s?|necesari[oa]s?|indispensables?)(?!\p{L})/iu;
// What the bases only point to ('Los datos específicos del contrato figuran en el Anexo I'): information.
const POINTER =
  /^[^.;]{0,160}?\b(?:figura|se\s+indica|se\s+detalla|se\s+recoge|se\s+establece|se\s+especifica|consta|se\s+encuentra|se\s+relaciona)n?\s+en\s+(?:el|la|los|las)\s+(?:anexo|apartado|pliego|cl[áa]usula|cuadro|punto|numeral|PBCP|convocatoria)s?(?!\p{L})/iu;
// The bidder's own promise or proof in its offer, whatever contract stage it speaks of ('Los licitadores
// deberán comprometerse a adscribir a la ejecución del contrato un técnico…').
const BIDDER_PROMISES =
  /\b(?:licitador|licitante|oferente|proponente|participante|concursante)(?:e?s)?\s+deber[áa]n?\s+(?:comprometerse|obligarse|declarar|manifestar|acreditar|presentar|aportar|incluir|adjuntar)(?!\p{L})/iu;
// What the bond must say is a duty too: 'se emitirá a nombre de…', 'permanecerá en vigor hasta…', 'la
// afianzadora se obliga a no cancelar…'.
const GUARANTEE_DUTY =
  /\b(?:deb(?:er[áa]n?|en?)|habr[áa]n?\s+de|tendr[áa]n?\s+que)\s+(?:constituir|presentar|entregar|otorgar|aportar|ampliar|reponer|acompañar)(?!\p{L})|\bse\s+(?:constituir|presentar|entregar|otorgar|emitir|expedir)[áa]n?(?!\p{L})|\bpermanecer[áa]n?\s+(?:en\s+vigor|vigentes?)(?!\p{L})|\bafianzadora\s+(?:se\s+obliga|acepta)(?!\p{L})/iu;
// Also as Colombia and Argentina say it: 'la Entidad hará efectiva la garantía de seriedad'.
const GUARANTEE_LOSS =
  /\b(?:p[ée]rdida|ejecuci[óo]n|ejecutar[áa]n?|(?:hacer|har[áa]n?|se\s+har[áa]n?)\s+efectivas?)\s+(?:de\s+)?(?:la|las)\s+garant[íi]as?/iu;

// Who or what a condition of the bid is stated of: the bid, its envelopes and documents, the bidder.
const BID_SUBJECT =
  /\b(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|(?<=\b(?:el|los|un|del|cada|al)\s)sobres?|documentaci[óo]n|documentos?|compromisos?|licitador\p{L}*|licitantes?|oferentes?|proponentes?|participantes?|empresas?(?!\s+(?:adjudicataria|contratista))|concursantes?)(?!\p{L})/iu;

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

// A numbered section's title that names what the bid holds ('3.- Documentos que debe contener el sobre
// técnico-económico.', '7. PODERES QUE DEBERÁN ACREDITAR Y LOS DOCUMENTOS QUE HABRÁN DE PRESENTAR.').
const BID_DOCUMENTS_TITLE =
  /^\s*\d{1,2}(?:\.\d{1,2})*(?:\.-?|\)|-)\s*(?:documentos|documentaci[óo]n|requisitos|poderes|relaci[óo]n de (?:documentos|requisitos))(?!\p{L})/iu;

/** Whether a short numbered line is the title of the section that lists the bid's documents. */
export function namesBidDocuments(sentence: string): boolean {
  return BID_DOCUMENTS_TITLE.test(sentence) && sentence.trim().split(/\s+/u).length <= 16;
}

/** The labels' rule: true when not complying costs the bid, the qualification or the award. */
// What the bases hand over for the bidder's information only ('Nota informativa … (Anexo 7), sólo para su
// conocimiento'): nothing to do or hand in, though listed among the documents.
const INFORMATION_ONLY =
  /(?<![\p{L}\d])(?:s[óo]lo|solamente|[úu]nicamente) (?:para|de) (?:su )?(?:conocimiento|informaci[óo]n)\b|\b(?:de car[áa]cter|a t[íi]tulo) informativo\b|\bpara (?:su )?conocimiento de (?:los|las) (?:licitantes|licitadores|oferentes|interesad[oa]s|participantes|proponentes)\b/iu;

/** Whether the sentence says it is there for the bidder's information only. */
export function isForInformationOnly(sentence: string): boolean {
  return INFORMATION_ONLY.test(sentence.replace(/\s+/gu, " "));
}

/**
 * Whether a sentence offers a choice of its own and no duty ('V. En su caso, presentar…', 'podrá
 * acompañar…'): an item that says so is optional even in a list of mandatory documents.
 */
export function statesOption(sentence: string): boolean {
  const text = sentence.replace(/\s+/g, " ");
  return OPTION.test(text) && !/\bdeber[áa]n?(?!\p{L})/iu.test(text);
}

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
  if (NOT_REQUIRED.test(text)) return false;
  if (POINTER.test(text) && !STATED_DUTY.test(text)) return false;
  // The buyer's right binds no bidder, unless the sentence also states a bidder's duty in so many words
  // ('El adjudicatario deberá suscribir el contrato…; si no lo hace, la Entidad … podrá adjudicar al segundo').
  if ((PREROGATIVE.test(text) && !STATED_DUTY.test(text)) || SCORING_ONLY.test(text)) return false;
  // A term to cure a defect or omission ('podrá subsanar… en dos días'): missing it loses the bid.
  if (CURE.test(text) && DURATION.test(text)) return true;
  // A guarantee's amount or term, or its loss, binds the bidder (its return or an exemption does not).
  // So does one the bidder or the awardee must constitute ('debe constituir una póliza…'): it is asked
  // for before the contract is signed.
  const isOptional = OPTION.test(text.replace(OBLIGATIONS, (duty) => (/podr/iu.test(duty) ? " " : duty)));
  if (kind === "garantia" && !isOptional && !GUARANTEE_RETURN.test(text))
    if (VALUE.test(withoutLawCitations(text)) || GUARANTEE_LOSS.test(text) || GUARANTEE_DUTY.test(text))
      return true;
  if (AFTER_SIGNING.test(text)) return false;
  // Penalties and duties of the contract's execution, and what the buyer itself must do, cost no bid.
  // A duty to put a document in the bid ('deberán incluir en su propuesta técnica la constancia…') is the
  // bid's, whatever the contract's term the sentence names later ('…se comprometen a inscribirse durante la
  // vigencia del contrato').
  if (
    (EXECUTION.test(text) &&
      !INTO_THE_BID.test(text) &&
      !BIDDER_PROMISES.test(text) &&
      !isStatementContent(text)) ||
    (isBuyerSubject(text) && !BIDDER.test(text)) ||
    isBuyerDutyAgent(text)
  )
    return false;
  // Under the heading of what the contractor owes, its lines are the contract's execution, but for a bound
  // the offer can promise ('Garantía del equipamiento: al menos 3 años').
  if (heading !== null && EXECUTION.test(heading) && !OFFER_BOUND.test(text)) return false;
  if (
    kind === "requisito_tecnico" &&
    (SPEC_BOUND.test(text) || SPEC_OF_GOODS.test(text) || isWhatTheGoodsAre(text))
  )
    return true;
  // A minimum the bidder or its staff must prove ('cédula profesional y experiencia mínima de 10 años').
  if (kind === "requisito_administrativo" && APTITUDE_MINIMUM.test(text)) return true;
  // A declaration or offer written on the tender's model is a document of the bid.
  if (kind === "formato_anexo" && !isOptional && FILED_ON_MODEL.test(text)) return true;
  const isBidSection = heading !== null && BID_SECTION.test(heading);
  if (isBidSection && kind !== "fecha" && !isOptional && isAboutTheBid(text)) return true;
  if (!OBLIGATION.test(text)) return false;
  return !(isOptional && !/\bdeber[áa]n?(?!\p{L})/iu.test(text));
}

// What the goods are, told of the goods themselves ('Las sillas serán apilables, con estructura de acero'): a
// specification the offer must meet. Not what someone does with them (delivery, installation, training:
// execution, read above), nor a bidder's or the buyer's act.
const GOODS_ARE =
  /^\W*(?:(?:todos?|todas?)\s+)?(?:el|la|los|las)\s+[^.;:]{2,60}?\s(?:ser[áa]n|tendr[áa]n|deber[áa]n\s+(?:ser|tener|contar|disponer|incluir|cumplir))(?!\p{L})(?!\s+(?:\p{L}+\s+)?(?:entreg|instal|recib|retir|mont|transport|suministr|evalu|pag|factur|devuel|reemplaz|sustitu|repar)\p{L}*)/iu;

function isWhatTheGoodsAre(text: string): boolean {
  const subject = GOODS_ARE.exec(text);
  return (
    subject !== null && !BIDDER.test(subject[0]) && !isBuyerSubject(text) && !/\bse\s/iu.test(subject[0])
  );
}

// A statement the bidder hands in now, whose content is a promise about the contract ('presentar escrito bajo
// protesta de decir verdad en el que manifieste que en caso de resultar adjudicado no subcontratará…').
const STATEMENT_HANDED_IN =
  /\bpresentar\s+(?:una?\s+)?(?:escrito|carta|declaraci[óo]n|manifestaci[óo]n)(?!\p{L})/iu;

/** Whether the contract's execution the sentence names is what a statement handed in with the bid says. */
function isStatementContent(text: string): boolean {
  const at = text.search(STATEMENT_HANDED_IN);
  return at >= 0 && text.search(EXECUTION) > at && !AWARDEE.test(text.slice(0, at));
}
// The awardee named as such: 'el proveedor' alone is the bidder in many Mexican bases.
const AWARDEE =
  /\b(?:adjudicatari[oa]s?|contratistas?|cocontratantes?|adjudicad[oa]s?|ganador(?:es|as?)?)(?!\p{L})/iu;

const INTO_THE_BID =
  /\bdeb(?:er[áa]n?|en?)\s+(?:incluir|presentar|integrar|adjuntar|acompañar|anexar)\s+(?:en|junto\s+con|dentro\s+de)\s+(?:su|la|sus|las)\s+(?:propuestas?|proposici[óo]n(?:es)?|ofertas?|sobres?)(?!\p{L})/iu;
// Who bids and what they hand in, once the awardee's own name is taken out ('el licitante adjudicado').
const AWARDED = new RegExp(`${AFTER_AWARD.source}`, "giu");
const STATED_DUTY = /\bdeb(?:er[áa]n?|en?)(?!\p{L})/iu;
const OFFER_BOUND = /\b(?:al menos|como m[íi]nimo|o superior|o m[áa]s|no menor|no inferior)\b/iu;
const AWARD_TERM = new RegExp(
  VOCABULARY.filter((entry) => entry.group === "posterior" && entry.name === "plazo")
    .map((entry) => `(?:${entry.pattern.source})`)
    .join("|"),
  "iu",
);
const OFFER_ITSELF = /\b(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|sobres?)(?!\p{L})/iu;
const OFFER_PARTY =
  /\b(?:ofertas?|propuestas?|proposici[óo]n(?:es)?|sobres?|licitador\p{L}*|licitantes?|oferentes?|proponentes?|participantes?|concursantes?|interesad[oa]s)(?!\p{L})/iu;

/**
 * Whether a mandatory point is owed only after the award (by the awardee or contractor, at the signing,
 * with the performance guarantee, at acceptance), so no proposal can cover it: 'Dentro de los cinco días
 * siguientes a la notificación de la adjudicación, el adjudicatario entregará la garantía'. A point that
 * also names the offer or its bidders ('Los oferentes y los adjudicatarios deberán constituir…') is not.
 * Its section's heading may say the stage ('Recepción definitiva', 'Renegociación del contrato').
 */
export function isAfterAward(wrapped: string, heading: string | null = null): boolean {
  const text = withoutLawCitations(wrapped.replace(/\s+/g, " "));
  // 'Los licitantes deberán registrarse en el RUPC antes de la firma del contrato': due at a stage only the
  // winner reaches, whoever the sentence names, unless it is handed in with the offer.
  if (AWARD_TERM.test(text) && !OFFER_ITSELF.test(text)) return true;
  if (OFFER_PARTY.test(text.replace(AWARDED, " "))) return false;
  // Under the awardee's heading, a bound the offer can promise ('Garantía del equipamiento: deberá
  // extenderse por al menos 3 años') is still the proposal's to state.
  return AFTER_AWARD.test(text) || (AFTER_AWARD.test(heading ?? "") && !OFFER_BOUND.test(text));
}

const PROCEDURE = cuesOf("procedimiento");

/**
 * Whether a mandatory point only says how the procedure runs ('La presente licitación es electrónica…',
 * 'No se aceptarán proposiciones enviadas por servicio postal'): nothing the proposal covers. A sentence
 * that also states a duty of its own ('…deberán firmar con e.firma') is still a requirement.
 */
export function isProcedureCondition(wrapped: string): boolean {
  const text = withoutLawCitations(wrapped.replace(/\s+/g, " "));
  return PROCEDURE.test(text) && !STATED_DUTY.test(text);
}

const BAR = cuesOf("impedimento");

/**
 * Whether a point bars some from taking part ('No podrán participar las personas que se encuentren en los
 * supuestos del artículo 51…'): a condition to stay out of, not a document or promise to hand in. Read on
 * the words as written: the law named is what says who is barred.
 */
export function isParticipationBar(wrapped: string): boolean {
  return BAR.test(wrapped.replace(/\s+/g, " "));
}
