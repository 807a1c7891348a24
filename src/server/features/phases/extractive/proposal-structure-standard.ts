/**
 * What the index falls back on and what the user may ask for: the usual structure of a Mexican
 * technical proposal (used when the bases give none), and the headings the user's instructions add or
 * remove ('agregar un apartado de gestión de riesgos', 'eliminar la sección de formatos').
 */

/** The usual parts of a technical proposal, with the words that tie a requirement to each. */
export const STANDARD_STRUCTURE: { heading: string; words: string }[] = [
  {
    heading: "Carta de presentación de la propuesta técnica",
    words: "carta presentación manifiesto firmada",
  },
  {
    heading: "Entendimiento de los requerimientos",
    words: "objeto alcance servicio servicios requerimientos necesidades bienes suministro",
  },
  {
    heading: "Metodología y plan de trabajo",
    words: "metodología plan trabajo cronograma programa actividades etapas entregables calendario ejecución",
  },
  {
    heading: "Organización y equipo de trabajo",
    words: "organigrama personal equipo profesional currículum cédula responsable coordinador perfil",
  },
  {
    heading: "Experiencia y especialidad",
    words: "experiencia especialidad contratos similares años clientes capacidad",
  },
  {
    heading: "Cumplimiento de especificaciones técnicas",
    // A manufacturer's or distributor's letter backs the goods offered, whatever its name ("carta de respaldo").
    words:
      "especificaciones características mínimas técnicas soporte garantía marca modelo norma calidad fabricante distribuidor respaldo sanitario",
  },
  {
    heading: "Documentación legal y administrativa",
    words:
      "acta constitutiva poder notarial identificación registro constancia situación fiscal opinión cumplimiento declaración escrito protesta decir verdad supuestos estados financieros anual capital contable",
  },
  { heading: "Formatos y anexos", words: "formato formatos anexo anexos formulario modelo" },
];

/** Where the technical annex's items go when the bases refer to an annex. */
export const SPECIFICATIONS_HEADING = "Cumplimiento de especificaciones técnicas";
/** The last heading: technical requirements and criteria no other heading answers. */
export const OTHER_REQUIREMENTS_HEADING = "Otros requisitos técnicos de las bases";
/** The index's own notes (how it was built, instructions applied): not a part of the proposal. */
export const INDEX_NOTES_HEADING = "Notas sobre este índice";

const PART = "(?:apartado|secci[óo]n|cap[íi]tulo|punto|rubro|t[íi]tulo|encabezado|inciso)";
const ADD = new RegExp(
  `\\b(?:agrega|agregar|añade|añadir|incluye|incluir|incorpora|incorporar|crea|crear|agreguen?|añadan?|incluyan?)\\s+(?:un|una|el|la)?\\s*(?:nuevo\\s+|nueva\\s+)?${PART}\\s+(?:de|del|sobre|para|con|llamad[oa]|denominad[oa]|titulad[oa])?\\s*["“«]?([^"”».;,\\n]{3,80})`,
  "giu",
);
const REMOVE = new RegExp(
  `\\b(?:elimina|eliminar|quita|quitar|suprime|suprimir|borra|borrar)\\s+(?:el|la|los|las)?\\s*${PART}s?\\s+(?:de|del|sobre)?\\s*["“«]?([^"”».;,\\n]{3,80})`,
  "giu",
);
// 'agrega experiencia', 'agregar un apartado de experiencia', 'incluir experiencia del licitante',
// 'añade la metodología': the verb, then optionally an article and a part's name, then the topic.
const ADD_TOPIC = new RegExp(
  `(?<![\\p{L}])(?:agrega|agregar|agregue|agreguen|añade|añadir|añada|añadan|incluye|incluir|incluya|incluyan|incorpora|incorporar|incorpore|incorporen|crea|crear|cree|pon|poner|ponga)(?:le|lo|la)?\\s+(?:(?:un|una|el|la|los|las|lo de|algo de|algo sobre)\\s+)?(?:(?:nuev[oa]|otr[oa])\\s+)?(?:(${PART})s?\\s+(?:de|del|sobre|para|con|llamad[oa]|denominad[oa]|titulad[oa])?\\s*)?["“«]?([^"”».;,:\\n]{3,80})`,
  "giu",
);

// '… y cita la garantía', '… e incluye el organigrama': a second request in the same sentence, not
// words of the heading (the user's imperative, tú or usted).
const NEXT_REQUEST =
  /\s+(?:y|e)\s+(?:cita|cite|citar|menciona|mencione|mencionar|incluye|incluya|incluir|agrega|agregue|agregar|añade|añada|añadir|describe|describa|describir|detalla|detalle|detallar|explica|explique|explicar|indica|indique|indicar|señala|señale|señalar|pon|ponga|poner|usa|use|usar|revisa|revise|revisar|quita|quite|quitar|elimina|elimine|eliminar|cambia|cambie|cambiar|resume|resuma|resumir|destaca|destaque|destacar)\b.*$/iu;

function asHeading(phrase: string): string {
  const clean = phrase
    .replace(/\s+(?:que|donde|el cual|la cual|por favor)\s.*$/iu, "")
    .replace(NEXT_REQUEST, "")
    // 'sobre el programa de entregas': a heading names its subject without the article.
    .replace(/^(?:el|la|los|las|un|una)\s+/iu, "")
    .replace(/\s+/g, " ")
    .trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** Headings the instructions ask to add, in the bases' wording where they quote it. */
export function headingsToAdd(instructions: string | null): string[] {
  if (!instructions) return [];
  return [...instructions.matchAll(ADD)]
    .map((match) => asHeading(match[1] ?? ""))
    .filter((h) => h.length >= 3);
}

export interface TopicToAdd {
  /** The topic in the user's words, as a heading ('Experiencia del licitante'). */
  topic: string;
  /** The user named a part ('un apartado de…'): a new heading even when the bases do not mention it. */
  asPart: boolean;
}

/** What the instructions ask to add, with or without naming a part: 'agrega experiencia'. */
export function topicsToAdd(instructions: string | null): TopicToAdd[] {
  if (!instructions) return [];
  const plain = instructions.replace(/\bpor favor\b,?\s*/giu, "");
  return [...plain.matchAll(ADD_TOPIC)]
    .map((match) => ({
      topic: asHeading((match[2] ?? "").replace(/^(?:el|la|los|las|lo|un|una|de|del|sobre)\s+/iu, "")),
      asPart: match[1] !== undefined,
    }))
    .filter((item) => item.topic.length >= 3);
}

/** Words of the headings the instructions ask to remove. */
export function headingsToRemove(instructions: string | null): string[] {
  if (!instructions) return [];
  return [...instructions.matchAll(REMOVE)]
    .map((match) => (match[1] ?? "").trim())
    .filter((h) => h.length >= 3);
}
