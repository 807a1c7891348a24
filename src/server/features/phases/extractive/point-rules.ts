/**
 * Cue patterns of Spanish tender language (Mexico, Spain, Argentina) that make a sentence a relevant
 * point, the kind it gets and the values it carries. Rules only: deterministic and explainable.
 */

export type PointKind =
  | "requisito_legal"
  | "requisito_administrativo"
  | "requisito_tecnico"
  | "requisito_economico"
  | "fecha"
  | "criterio_evaluacion"
  | "garantia"
  | "causal_rechazo"
  | "formato_anexo";

const MONTHS =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";
const NUMBER_WORD =
  "un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|sesenta|noventa|cien|ciento";

// Checked in this order: the first kind whose cue matches wins, so the narrower kinds come first.
const KIND_CUES: [PointKind, RegExp][] = [
  [
    "causal_rechazo",
    /\b(rechaz\w*|desech\w*|descalific\w*|exclu(?:id|sió|ye|ir)\w*|no ser[áa]n? (?:admitid|aceptad|considerad|tenid)\w*|inadmisi\w*|causa(?:l|les)? de (?:rechazo|exclusi)|ser[áa] motivo de|nulidad de la oferta|bajo pena de|so pena de)/iu,
  ],
  ["garantia", /\b(garant[íi]a|fianza|aval\b|p[óo]liza|cauci[óo]n|dep[óo]sito en garant)/iu],
  [
    "criterio_evaluacion",
    /\b(criterios? de (?:adjudicaci|evaluaci|valoraci|selecci)|puntuaci[óo]n|puntaje|ponderaci[óo]n|\d+(?:[.,]\d+)? puntos|desempate|empate|oferta m[áa]s (?:ventajosa|conveniente|baja)|menor precio|mejor relaci[óo]n calidad|evaluaci[óo]n de (?:las )?(?:ofertas|propuestas)|se adjudicar[áa]|(?:mayor|menor) (?:porcentaje|n[úu]mero) de|sorteo)/iu,
  ],
  // Laws, jurisdiction, aptitude, joint ventures, assignment and the contract's legal regime: checked
  // before dates and forms, which law citations ('Ley 9/2017, de 8 de noviembre') also carry.
  [
    "requisito_legal",
    /\b(real decreto|c[óo]digo civil|jurisdicci[óo]n|juzgados|tribunales|normativa vigente|obligad[oa]s? a\b|habr[áa] consentido|aceptaci[óo]n incondicional|podr[áa]n optar|personas (?:naturales|f[íi]sicas) o jur[íi]dicas|cesi[óo]n|cedid\w*|subcontrata\w*|confidencial\w*|secreto profesional|riesgo y ventura|indemniz\w*|rescin\w*|resoluci[óo]n del contrato|uni[óo]n (?:temporal|transitoria)|U\.T\.|r[ée]gimen sancionatorio|publicidad|responsabilidad)/u,
  ],
  [
    "formato_anexo",
    /\b(anexos?\s+(?:[IVXL]+\b|\d+|[A-Z]\b|n[ºo°])|formatos?\b|formularios?\b|modelos? (?:de|que)\b|planilla|tabla de cotizaci)/iu,
  ],
  [
    "fecha",
    new RegExp(
      `\\b(\\d{1,2} de (?:${MONTHS})|\\d{1,2}/\\d{1,2}/\\d{2,4}|\\d{1,2}[:.]\\d{2} ?(?:h|hs|horas)\\b|plazos?\\b|d[íi]as (?:h[áa]biles|naturales|corridos|calendario)|(?:\\d+|${NUMBER_WORD}) \\(?\\d*\\)? ?(?:d[íi]as|meses|a[ñn]os|semanas|horas)\\b|vigencia|fecha|apertura|antelaci[óo]n|vencimiento|duraci[óo]n|pr[óo]rroga)`,
      "iu",
    ),
  ],
  [
    "requisito_economico",
    /(\$|€|\beuros?\b|\bpesos\b|\bIVA\b|impuesto|presupuesto|precio|importe|cotiza\w*|pago|factura\w*|monto|valor estimado|cr[ée]dito|costos?\b|gastos?\b|moneda|tipo de cambio|anticipo|revisi[óo]n de precios|penalidad\w*|multas?\b)/iu,
  ],
  [
    "requisito_tecnico",
    /\b(especificaci[óo]n\w*|t[ée]cnic[ao]s?|m[íi]nim[ao]s?|caracter[íi]sticas|procesador\w*|memoria|disco\w*|GB\b|TB\b|GHz|RAM\b|puertos?|fuente de alimentaci|chasis|monitor|controladora|interfa(?:z|ces)|sistema operativo|licencia\w*|equipos?\b|norma (?:ISO|UNE|NOM|IRAM)|ISO\b|capacidad|rendimiento|marca|instalaci[óo]n|soporte|servicio t[ée]cnico|mantenimiento|entregas?|suministro|servidor\w*|gabinete|rack|placa|kvm|cables?|hardware|software|pulgadas|compatib\w*|red\b|procesador\w*|[íi]tem\s*\d)/iu,
  ],
  [
    "requisito_administrativo",
    /\b(deber[áa]n? (?:presentar|aportar|acompañar|adjuntar|acreditar|entregar|incluir|contener|firmar|constituir|indicar|consignar|cumplir|estar|ser|remitir|formular)|presenta(?:r|rse|r[áa]n?|ci[óo]n)\b|no podr[áa]n?|prestatari\w*|empresas? extranjer\w*|se exigir[áa]|acredita\w*|documentaci[óo]n|documento|certifica\w*|constancia|declaraci[óo]n|inscrip\w*|registro|domicilio|correo|e-?mail|@|consultas?|sobres?\b|firmad\w*|sellad\w*|poder\b|representa\w*|solvencia|notifica\w*|unipersonal|uni[óo]n transitoria|U\.?T\.?E?\b|oferentes?|licitador\w*|propuestas?|ofertas?|adjudicatari\w*|contratista|proveedor\w*)/iu,
  ],
  [
    "requisito_legal",
    /\b(ley(?:es)?\b|decreto|reglamento|ordenanza|normativa|legislaci[óo]n|r[ée]gimen jur[íi]dico|jurisdicci[óo]n|tribunal\w*|capacidad de obrar|prohibici[óo]n\w* de contratar|incompatibilidad\w*|habr[áa] consentido|obligaciones tributarias|seguridad social|licitaci[óo]n (?:p[úu]blica|privada)|procedimiento|objeto del contrato|contrato)/iu,
  ],
];

/** The first kind whose cue the sentence carries; null for a sentence with no cue. */
export function classify(text: string): PointKind | null {
  for (const [kind, cue] of KIND_CUES) if (cue.test(text)) return kind;
  return null;
}

const OBLIGATION =
  /\b(deber[áa]n?|debe(?:n|r[áa]n)?|tendr[áa]n? que|se exigir[áa]|es obligatori\w*|ser[áa] (?:requisito|obligatori|condici[óo]n)|imprescindible|indispensable|necesariamente|exclusivamente|como m[íi]nimo|al menos|ha(?:n|br[áa]n?) de|presentar[áa]n?|acompañar[áa]n?|requisito)/iu;
// Execution-time obligations are sanctioned by penalties or termination, not by exclusion.
const EXECUTION =
  /\b(penalidad|multa|rescisi[óo]n|resoluci[óo]n del contrato|durante la ejecuci[óo]n|ejecuci[óo]n del contrato)/iu;
const OPTION = /\b(podr[áa]n?|potestativ|facultativ|opcional|ver (?:el )?anexo|exim\w*|exent\w*)/iu;

// Sections whose every line is a condition of the bid: its documents, aptitude or minimum specifications.
const BID_SECTION =
  /\b(especificaci[óo]n\w*|requisitos|documentaci[óo]n|proposici[óo]n\w*|sobres?\b|capacidad|aptitud|solvencia|[íi]tems?\b|caracter[íi]sticas)/iu;
// The buyer's own prerogatives ('podrá rechazar todas las ofertas') bind no bidder.
const PREROGATIVE = /\bpodr[áa] (?:rechazar|desestimar|declarar|dejar sin efecto|adjudicar)/iu;
// Spec lines: a figure with a unit or a lower bound ('256 GBytes o más', 'al menos 2', 'o superior').
const SPEC_BOUND =
  /(o superior|o m[áa]s\b|al menos|como m[íi]nimo|m[íi]nim[oa]|\d+\s?(?:GB|TB|GHz|Gbps|GBytes|Gbyte|U\b|”|"|m\b))/iu;

/** The labels' rule: true when not complying costs the bid, the qualification or the award. */
export function isMandatory(kind: PointKind, text: string, heading: string | null = null): boolean {
  if (kind === "causal_rechazo") return !PREROGATIVE.test(text);
  if (kind === "criterio_evaluacion" || PREROGATIVE.test(text)) return false;
  if (EXECUTION.test(text)) return false;
  if (kind === "requisito_tecnico" && SPEC_BOUND.test(text)) return true;
  if (/\bno podr[áa]n?\b/iu.test(text)) return true;
  const isBidSection = heading !== null && BID_SECTION.test(heading);
  if (isBidSection && kind !== "fecha" && kind !== "requisito_economico" && !OPTION.test(text)) return true;
  if (!OBLIGATION.test(text)) return false;
  return !(OPTION.test(text) && !/\bdeber[áa]n?\b/iu.test(text));
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

const DATE_PATTERN = new RegExp(
  `(\\d{1,2} de (?:${MONTHS})(?: de(?:l)? \\d{4})?|\\d{1,2}/\\d{1,2}/\\d{2,4}|\\d{1,2}[:.]\\d{2} ?(?:h|hs|horas)\\b|(?:\\d+|${NUMBER_WORD})(?: \\(\\d+\\))? (?:d[íi]as|meses|a[ñn]os|semanas|horas)(?: (?:h[áa]biles|naturales|corridos|calendario))?)`,
  "iu",
);

export function findDateOrDeadline(text: string): string | null {
  return DATE_PATTERN.exec(text)?.[1] ?? null;
}

const WEIGHT_PATTERN = /((?:hasta |m[áa]ximo de )?\d+(?:[.,]\d+)?\s?(?:puntos|pts\.?|%|por ciento))/iu;

export function findWeight(kind: PointKind, text: string): string | null {
  const match = WEIGHT_PATTERN.exec(text)?.[1];
  if (!match) return null;
  // A percentage only weighs when the sentence is about evaluation; elsewhere it is a rate or a guarantee.
  return kind === "criterio_evaluacion" || /puntos|pts/iu.test(match) ? match : null;
}
