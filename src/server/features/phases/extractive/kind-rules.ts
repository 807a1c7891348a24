/**
 * The kind of a phase-1 sentence as its words tell it: a strong cue wherever it stands, else what the
 * sentence is about (a handed-in paper, a copy's original, what a statement under oath states, its earliest
 * subject), else a weak cue. The words live in kind-vocabulary.ts; sentence-kind.ts adds the sentence's setting.
 */
import { BIDDER, isBuyerSubject } from "./point-rules";
import { type CueTier, cuesOf, kindCues, type PointKind } from "./tender-vocabulary";

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
  const text = withoutLawCitations(sentence)
    .replace(/\s+/g, " ")
    .replace(NOT_A_CONSEQUENCE, " ")
    .replace(LIST_NUMBER_WORD, "");
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
  // What the goods are, told of the goods ('Los tableros deberán presentar clase de emisión E1 según la norma
  // UNE-EN 13986', 'Los equipos ofertados deberán estar certificados conforme a ENERGY STAR'): a specification,
  // whatever the verb would otherwise hand in.
  if (isGoodsProperty(text)) return { kind: "requisito_tecnico", tier: "tema" };
  // A copy of a paper is about the paper ('copia certificada y copia simple, legible, de los estados
  // financieros' is economic): the copy's words name a kind only when what it copies names none.
  const uncopied = text.replace(COPY_OF, " ");
  const ofCopied = uncopied === text ? null : subjectKind(uncopied);
  const found = ofCopied && ofCopied.tier !== "debil" ? ofCopied : (subjectKind(text) ?? ofCopied);
  // A statement under oath is legal by its form, but a technical capacity it states is technical ('escrito
  // bajo protesta de decir verdad en el que manifieste que cuenta con la experiencia…'); its other words
  // (fiscal standing, the letterhead, the contract) leave it legal.
  if (found?.kind !== "requisito_legal") return found;
  const sworn = SWORN_STATEMENT.exec(text);
  const said = sworn ? STATED_HEAD.exec(text.slice(sworn.index + sworn[0].length))?.[0] : undefined;
  const stated = said ? earliestCue(said, "tema", 0) : null;
  return stated?.kind === "requisito_tecnico" ? { kind: stated.kind, tier: "tema" } : found;
}

// A sentence that opens on a thing and says what it must be or have: 'Los/Las <thing> (deberán) ser/tener/
// contar con/cumplir/presentar…'. The thing is no party, no paper, no step of the procedure and no money.
const GOODS_PROPERTY =
  /^\W*(?:(?:[\dIVXLC]+|[a-zñ])[.)-]+\s*)*(?:(?:todos?|todas?)\s+)?(?:el|la|los|las)\s+([^.;:,]{2,50}?)\s+(?:(?:deber[áa]n|habr[áa]n\s+de|tendr[áa]n\s+que)\s+(?:ser|estar|tener|contar\s+con|cumplir|disponer\s+de|incluir|presentar|poseer|ofrecer|soportar|permitir)|ser[áa]n|estar[áa]n|tendr[áa]n|contar[áa]n\s+con|cumplir[áa]n|dispondr[áa]n\s+de|incluir[áa]n|poseer[áa]n|soportar[áa]n|permitir[áa]n)(?!\p{L})/iu;
const NOT_GOODS =
  /(?<!\p{L})(?:ofertas?|propuestas?|proposici\p{L}+|sobres?|document\p{L}*|plazos?|t[ée]rminos?|fechas?|actos?|aclaraciones|consultas|preguntas|notificaciones|comunicaciones|personas?|sociedades|miembros|socios|representantes?|mesas?\s+de\s+contrataci\p{L}+|apoderad\p{L}*|firmantes?|uni[óo]n(?:es)?|UTE|agrupaci\p{L}+|consorcios?|precios?|importes?|pagos?|facturas?|criterios?|puntos?|puntuaci\p{L}+|cl[áa]usulas?|pliegos?|bases|convocatorias?|licitaci\p{L}+|procedimientos?|contratos?|anexos?|formatos?|modelos?|declaraci\p{L}+|escritos?|cartas?|manifest\p{L}+|certificad\p{L}+|constancias?|copias?|actas?|garant\p{L}+|fianzas?|p[óo]lizas?|seguros?|gastos?|impuestos?|tributos?|requisitos?|condiciones|obligaciones|trabajadores|personal|t[ée]cnicos?|responsables?|comisi\p{L}+|[óo]rganos?|resoluci\p{L}+|adjudicaci\p{L}+|solvencia|capacidad|experiencia|ejecuci[óo]n|servicios?|prestaci\p{L}+|penalidad\p{L}*|multas?|sanciones?|recursos?|datos|informaci\p{L}+)(?!\p{L})/iu;

function isGoodsProperty(text: string): boolean {
  const subject = GOODS_PROPERTY.exec(text)?.[1];
  return subject !== undefined && !NOT_GOODS.test(subject) && !BIDDER.test(subject) && !isBuyerSubject(text);
}

// The first words of what the statement says: its object, not the clauses that follow.
const STATED_HEAD = /^\s*(?:[^\s.;:]+\s+){0,9}[^\s.;:]+/u;

// The words that open what a statement under oath says: 'bajo protesta de decir verdad, en el que manifieste que'.
const SWORN_STATEMENT =
  /\bbajo protesta de decir verdad\b[\s,"”“']*(?:(?:en (?:el|la) (?:que|cual)|mediante (?:el|la) cual|donde|por (?:el|la) (?:que|cual))\s+)?(?:(?:se\s+)?(?:manifiest|declar|señal|expres|indiqu|hag)\p{L}*\s+)?(?:por escrito\s+)?(?:que\s+)?/iu;

// A list that numbers its papers with a word ('DOCUMENTO 5 | Copia de los estados financieros'): the word
// is the number's, not the paper's subject.
const LIST_NUMBER_WORD = /^\s*(?:documento|requisito)\s+(?:n[oº°.]+\s*)?\d+(?:\.\d+)*\s*[.:)-]?\s+/iu;

// 'original o copia certificada y copia simple, completa y legible, del', 'testimonio o copia de la'.
export const COPY_OF =
  /(?<!\p{L})(?:(?:originale?s?|testimonio)(?:\s*,\s*|\s+[oyu]\s+))*(?:foto)?copias?(?:\s+(?:certificadas?|simples?|compulsadas?|legalizadas?|fotost[áa]ticas?|legibles?|completas?|autenticadas?|cotejadas?))*(?:(?:\s*,\s*|\s+[yo]\s+)(?:copias?\s+)?(?:certificadas?|simples?|compulsadas?|legibles?|completas?|fotost[áa]ticas?))*,?\s+del?(?:\s+(?:la|las|los|el|su|sus))?(?!\p{L})/giu;

/** The kind a sentence's subject names: a handed-in object's, the earliest subject cue's, or a weak one. */
function subjectKind(text: string): { kind: PointKind; tier: CueTier } | null {
  // A duty to hand in or prove something is about what is handed in: its object's cue decides.
  // Else the earliest subject cue names it, the verb counting as one where it stands.
  const action = earliestCue(text, "accion", 0);
  // What goes in the economic envelope ('deberán presentar junto con su propuesta económica, copia de…')
  // is part of the economic offer.
  if (action && ECONOMIC_ENVELOPE.test(text.slice(action.end)))
    return { kind: "requisito_economico", tier: "tema" };
  const object = action ? earliestCue(OBJECT_HEAD.exec(text.slice(action.end))?.[0] ?? "", "tema", 0) : null;
  if (object) return { kind: object.kind, tier: "tema" };
  const subject = earliestCue(text, "tema", 0);
  // 'deberán ser | sociedades regularmente constituidas': a copula names nothing; only its complement can.
  const isCopula = action !== null && /(?:ser|estar)$/iu.test(text.slice(action.at, action.end));
  if (action && !isCopula && (!subject || action.at < subject.at)) return { kind: action.kind, tier: "tema" };
  if (subject) return { kind: subject.kind, tier: "tema" };
  const weak = earliestCue(text, "debil", 0);
  return weak ? { kind: weak.kind, tier: "debil" } : null;
}

const ECONOMIC_ENVELOPE =
  /^\s*,?\s*(?:junto con|dentro de|en)\s+(?:su|sus|la|las|el)\s+(?:propuestas?|ofertas?|proposici[óo]n(?:es)?|sobres?)\s+econ[óo]mic[ao]s?(?!\p{L})/iu;

// The first words of a verb's object ('… deberá acreditar | un capital contable mínimo | de…'): its head noun
// and what qualifies it, not the clauses that follow.
// A colon may stand between the verb and its object ('deberán presentar: declaración anual…').
const OBJECT_HEAD = /^\s*:?\s*(?:[^\s.;:,]+\s+){0,3}[^\s.;:,]+/u;

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

/** The sentence without its law citations: a law's number and date are not the tender's values. */
export function withoutLawCitations(text: string): string {
  return text.replace(LAW_CITATION, " ");
}
