/**
 * Where a long sentence may be cut for its 'Cita textual' (quote-span.ts): the clause boundaries of
 * Spanish procurement prose. Each pattern matches at the cut (the quote ends before it); each example
 * is a sentence whose point lies before its boundary, so the quote of the example is its head.
 * Conditions ('cuando', 'si', 'siempre que', 'salvo') are never boundaries: a rejection or a duty
 * is its condition.
 */
import { type Cue, cue } from "./vocabulary-cue";

const boundary = (pattern: RegExp, example: string): Cue => cue("corte", pattern, example);

export const QUOTE_VOCABULARY: Cue[] = [
  // A semicolon inside a sentence ('…de la apertura; transcurridos los mismos…') ends its clause, unless
  // it separates the lettered items of a list ('a. …; b. …'), each a point.
  boundary(
    /;\s(?!\s*(?:[a-zñ]|\d{1,2}|[ivx]{1,4})[.)]\s)/iu,
    "Los oferentes deberán mantener su oferta durante 60 días; transcurridos los mismos se considerará prorrogada la propuesta.",
  ),
  // A non-restrictive relative clause: what follows describes, it does not oblige.
  boundary(
    /,\s+(?:el|la|los|las|lo)\s+cual(?:es)?(?!\p{L})/iu,
    "Los licitantes deberán presentar el Anexo 3, el cual se encuentra en la sección de formatos.",
  ),
  boundary(
    /,\s+(?:mism[oa]s?|que|quien(?:es)?|cuy[oa]s?|donde|en donde|lo que)(?!\p{L})/iu,
    "Los licitantes deberán entregar la propuesta técnica en el sobre 1, mismo que estará cerrado de forma inviolable.",
  ),
  // A gerund that adds a second statement ('…, siendo responsabilidad…'); 'debiendo' is a second duty, and
  // a gerund that says what a document must state ('Relación de maquinaria, indicando si es propia…')
  // is part of what is asked for.
  boundary(
    /,\s+(?!(?:cuando|debiendo|indicando|señalando|especificando|detallando|precisando|mencionando|incluyendo|anexando|adjuntando|acompañando|identificando|desglosando)(?!\p{L}))\p{Ll}+(?:ando|iendo|yendo)(?:se|lo|la|los|las|le|les)?(?!\p{L})/u,
    "El licitante adjudicado deberá firmar el contrato en la Dirección de Adquisiciones, siendo responsabilidad suya acudir con identificación oficial vigente.",
  ),
  // While / as long as: the qualification of a duty already stated.
  boundary(
    /,?\s+en tanto(?:\s+que|\s+no)?(?!\p{L})/iu,
    "La garantía de cumplimiento permanecerá vigente durante 12 meses, en tanto no sea liberada por escrito.",
  ),
  // The purpose or the reason of a duty, after the duty.
  boundary(
    /,\s+(?:a (?:fin|efecto)s? de|para que|de (?:modo|manera|forma) que|es decir|con (?:el|la) (?:fin|finalidad|objeto) de|para (?:lo cual|tal efecto|efectos? de)|por lo (?:que|tanto)|sin que|en cuyo caso|toda vez que|ya que|debido a|en virtud de que|en el entendido de que)(?!\p{L})/iu,
    "Los licitantes deberán asistir a la visita al sitio, a fin de conocer las condiciones del lugar de los trabajos.",
  ),
  // The law the duty rests on, cited after it.
  boundary(
    /,\s+(?:de conformidad con|de acuerdo con|conforme a|en t[ée]rminos de(?:l)?|seg[úu]n lo (?:dispuesto|establecido|previsto|señalado)|en los t[ée]rminos (?:de(?:l)?|que)|sin perjuicio de)(?!\p{L})/iu,
    "El licitante deberá presentar escrito de no encontrarse en los supuestos de impedimento, de conformidad con el artículo 50 de la Ley.",
  ),
  // 'y' joining a second duty with its own verb ('…presentará el Anexo 3 y deberá firmarlo…').
  boundary(
    /,?\s+(?:y|e)\s+(?:(?:se|no|lo|la|los|las|les?)\s+)?(?:deben?|pueden?|\p{L}{2,}(?:ar|er|ir)án?|deb[eé]r[áa]n?|podr[áa]n?|tendr[áa]n?|habr[áa]n?|har[áa]n?|pondr[áa]n?)(?!\p{L})/iu,
    "Las proposiciones se presentarán en idioma español y se firmarán de manera autógrafa en la última hoja del documento.",
  ),
];
