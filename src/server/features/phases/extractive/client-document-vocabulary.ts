/**
 * The documents Mexican bases ask the bidder to hand in and a client keeps in its library: each cue
 * names one kind of document, matches where a requirement asks for it ('Copia del acta constitutiva y
 * sus modificaciones…') and where a client's document is one (its file name or its first lines). Phase 8
 * (evaluation-documents.ts) counts a mandatory requirement covered when the client uploaded every
 * document it asks for. The 'profesion' cues name a profession a requirement asks of a person (its stem
 * in the first group, its specialty in the second): a CV covers it only if it names that profession.
 * Joined into VOCABULARY (tender-vocabulary.ts), whose test runs every example.
 */
import { type Cue, cue } from "./vocabulary-cue";

const document = (name: string, pattern: RegExp, example: string, categories?: readonly string[]): Cue =>
  cue("documento", pattern, example, { name, ...(categories ? { categories } : {}) });

export const CLIENT_DOCUMENT_VOCABULARY: Cue[] = [
  // The deed that founds the company; a notary's deed opens with the company's constitution.
  document(
    "acta constitutiva",
    /\bactas? constitutivas?\b|\bescritura (?:p[úu]blica )?constitutiva\b|\bconstituci[óo]n de (?:la )?sociedad\b/iu,
    "Copia simple del acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de Comercio.",
  ),
  document(
    "poder notarial",
    /\bpoder(?:es)? notarial(?:es)?\b|\b(?:instrumento|testimonio|escritura) (?:p[úu]blic[oa] |notarial )?(?:del|donde conste el|en (?:el )?que conste el) poder\b|\bpoder (?:general|especial) (?:para|de) (?:actos|pleitos)\b/iu,
    "Poder notarial del representante legal con facultades para suscribir la propuesta.",
  ),
  document(
    "identificación oficial",
    /\bidentificaci[óo]n(?:es)? oficial(?:es)?\b|\bcredencial (?:para votar|de elector)\b|\bpasaporte\b/iu,
    "Copia de la identificación oficial vigente con fotografía del representante legal.",
  ),
  // The SAT's constancia (its cédula names the RFC); INFONAVIT's 'constancia de situación fiscal en
  // materia de aportaciones' is another document, however the sentence words it or an OCR splits its
  // words ('apo rtaciones'): one the same sentence says INFONAVIT issues. A file named 'RFC…' is the constancia.
  document(
    "constancia de situación fiscal",
    /\bconstancia de situaci[óo]n fiscal\b(?! (?:en materia de (?:aportaciones|infonavit)|ante el infonavit|del infonavit))(?![^.;]{0,160}\b(?:emitid[ao]|expedid[ao]|otorgad[ao]) por el INFONAVIT\b)|\bc[ée]dula de identificaci[óo]n fiscal\b|\bconstancia de (?:inscripci[óo]n (?:en|al) )?(?:el )?(?:rfc|registro federal de contribuyentes)\b|^rfc\b/iu,
    "Constancia de situación fiscal emitida por el SAT con una antigüedad no mayor a 30 días.",
  ),
  document(
    "opinión de cumplimiento SAT",
    /\bopini[óo]n(?:es)? (?:positiva )?(?:de|del) cumplimiento de (?:las )?obligaciones fiscales\b|\bopini[óo]n\b[^.;]{0,80}\bSAT\b|\b32-D\b/iu,
    "Opinión positiva de cumplimiento de obligaciones fiscales emitida por el SAT, conforme al artículo 32-D del Código Fiscal de la Federación.",
  ),
  document(
    "opinión de cumplimiento IMSS",
    /\bopini[óo]n(?:es)?\b[^.;]{0,80}\b(?:IMSS|seguridad social)\b/iu,
    "Opinión de cumplimiento de obligaciones en materia de seguridad social emitida por el IMSS.",
  ),
  document(
    "opinión de cumplimiento INFONAVIT",
    /\b(?:opini[óo]n|constancia)(?:es)?\b[^.;]{0,100}\bINFONAVIT\b/iu,
    "Constancia de situación fiscal en materia de aportaciones patronales y entero de descuentos emitida por el INFONAVIT.",
  ),
  document(
    "estados financieros",
    /\bestados? financieros?\b|\bestados? de (?:situaci[óo]n financiera|resultados)\b|\bbalance general\b/iu,
    "Estados financieros auditados del último ejercicio fiscal, firmados por contador público.",
  ),
  document(
    "declaración anual",
    /\bdeclaraci[óo]n(?:es)? (?:fiscal(?:es)? )?anual(?:es)?\b/iu,
    "Declaración anual del ejercicio fiscal inmediato anterior con su acuse de recibo.",
  ),
  // A CV of one of the bidder's people ('Currículum del superintendente de obra'): a document filed among
  // the team's CVs is one, whatever its name; the company's own CV is not.
  document(
    "currículum del personal",
    /\b(?:curr[íi]cul(?:um|a|o|os)(?: vitae)?|cv)\b[^.;]{0,40}?\b(?:del?|de los|de las)\s+(?:superintendente|residente|responsable|personal|profesional|t[ée]cnico|coordinador|gerente|especialista|integrante|ingenier[oa]|arquitect[oa]|director|equipo|trabajador)/iu,
    "Currículum del superintendente de obra, con su cédula profesional y experiencia mínima de tres años.",
    ["equipo"],
  ),
  // The company's CV (its experience, its contracts); a document filed as the company's CV is one.
  document(
    "currículum de la empresa",
    /\bcurr[íi]cul(?:um|a|o|os)\b(?: vitae)?(?![^.;]{0,40}?\b(?:del?|de los|de las)\s+(?:superintendente|residente|responsable|personal|profesional|t[ée]cnico|coordinador|gerente|especialista|integrante|ingenier[oa]|arquitect[oa]|director|equipo|trabajador))|\bcv\b(?![^.;]{0,40}?\b(?:del?|de los|de las)\s+(?:superintendente|residente|responsable|personal|profesional|t[ée]cnico|coordinador|gerente|especialista|integrante|ingenier[oa]|arquitect[oa]|director|equipo|trabajador))/iu,
    "Currículum de la empresa en el que acredite su experiencia en servicios similares.",
    ["curricula"],
  ),
  document(
    "cédula profesional",
    /\bc[ée]dulas? profesional(?:es)?\b/iu,
    "Copia de la cédula profesional del responsable técnico de los trabajos.",
  ),
  document(
    "comprobante de domicilio",
    /\bcomprobantes? de domicilio\b/iu,
    "Comprobante de domicilio fiscal con una antigüedad no mayor a tres meses.",
  ),
  // A profession asked of a person, with its specialty when the sentence names one.
  cue(
    "profesion",
    /\b(ingenier[oa]s?|ingenier[íi]a|arquitect[oa]s?|arquitectura)(?:\s+(?:en\s+)?(civil|ambiental|industrial|mec[áa]nic[oa]|el[ée]ctric[oa]|electromec[áa]nic[oa]|electr[óo]nic[oa]|qu[íi]mic[oa]|sistemas|agr[óo]nom[oa]|geol[óo]g[oa]|topogr[áa]f[oa]|topograf[íi]a|hidr[áa]ulic[oa]|sanitari[oa]|estructural))?(?!\p{L})/iu,
    "Currículum del superintendente de obra, con cédula profesional de ingeniero civil o arquitecto.",
  ),
];
