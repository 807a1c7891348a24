/**
 * The Spanish procurement vocabulary phase 1 reads (Mexico, Spain, Argentina, Colombia): one typed table,
 * one line per cue, each with a sentence it must recognise (tender-vocabulary.test.ts runs every example
 * through the rules). The rules in point-rules.ts stay general; a new cue is one line here.
 */
import { CLIENT_DOCUMENT_VOCABULARY } from "./client-document-vocabulary";
import { COMPANY_FACT_VOCABULARY } from "./company-fact-vocabulary";
import { DUTY_VOCABULARY } from "./duty-vocabulary";
import { FORM_VOCABULARY } from "./form-vocabulary";
import { KIND_VOCABULARY } from "./kind-vocabulary";
import { NOISE_VOCABULARY } from "./noise-vocabulary";
import { NOTICE_VOCABULARY } from "./notice-vocabulary";
import { PROCEDURE_VOCABULARY } from "./procedure-vocabulary";
import { QUOTE_VOCABULARY } from "./quote-vocabulary";
import { type Cue, type CueGroup, type CueTier, cue, type PointKind } from "./vocabulary-cue";

export type { Cue, CueGroup, CueTier, FactAspect, PointKind } from "./vocabulary-cue";
export { DATE_SOURCE, DAY_SOURCE, DURATION_SOURCE, TIME_SOURCE } from "./vocabulary-cue";

export const VOCABULARY: Cue[] = [
  ...KIND_VOCABULARY,

  ...DUTY_VOCABULARY,

  // The buyer as subject ('La convocante', 'el órgano de contratación', 'la Municipalidad').
  cue(
    "convocante",
    /\b(?:el|la|los|las|esta|este|dich[oa])\s+(?:[óo]rganos? de contrataci[óo]n|administraci[óo]n(?! tributaria)|mesa(?! de (?!contrataci[óo]n))(?: de contrataci[óo]n)?|mesas de contrataci[óo]n|convocante|dependencias?(?: convocante)?|entidad(?:es)?(?: contratante| convocante)?|municipalidad|municipio|ayuntamiento|comisi[óo]n(?: evaluadora| de evaluaci[óo]n)?|comit[ée]|contratante|[áa]rea (?:requirente|contratante)|unidad compradora|unidades administrativas|dependencias requirentes|responsable del contrato|servicios dependientes)(?![\p{L}\d])/iu,
    "La convocante publicará el fallo en CompraNet.",
  ),
  cue(
    "convocante",
    /\b(?:el|la|las|esta|este|dich[oa])\s+(?:organismo(?: licitante| contratante)?|repartici[óo]n|comisi[óo]n de (?:preadjudicaci[óo]n|adjudicaci[óo]n|apertura)|autoridad (?:competente|comitente)|jurisdicci[óo]n(?:es)?(?!\s+(?:y\s+competencia|de\s+(?:los|las)\s+(?:tribunales|juzgados|cortes)|ordinaria|contencios\p{L}*|federal))(?:\s+(?:y\/)?o\s+entidad(?:es)?)?|unidad rectora|unidad operativa de contrataciones|alcald[íi]a|gobernaci[óo]n|ordenador del gasto)\b/iu,
    "La Comisión de Preadjudicación analizará las ofertas en acto privado.",
  ),
  // A Mexican buyer's units and officials by their names ('La Secretaría de Salud elaborará el acta', 'El
  // Departamento de Adquisiciones', 'El servidor público designado se presentará…', 'los representantes de
  // la Secretaría leerán…'); not the office that issues a bidder's paper ('expedida por la Tesorería…').
  cue(
    "convocante",
    /(?<!\b(?:expedid|emitid|otorgad|extendid|registrad|inscrit|validad|certificad)[oa]s?\s+(?:por|ante)\s+)\b(?:el|la|los|las|esta|este|dich[oa])\s+(?:secretar[íi]a|direcci[óo]n|subdirecci[óo]n|departamento|coordinaci[óo]n|tesorer[íi]a|oficial[íi]a mayor|servidor(?:es)? p[úu]blicos?|representantes? de (?:la|el) (?:secretar[íi]a|convocante|dependencia|municipio|direcci[óo]n|departamento))(?![\p{L}\d])/iu,
    "El Departamento de Adquisiciones elaborará el acta correspondiente y la pondrá a disposición de los asistentes.",
  ),
  // Each of the buyer's units, or its officials ('Cada Jurisdicción o Entidad designará…', 'Los funcionarios
  // competentes de la recepción definitiva expedirán…').
  cue(
    "convocante",
    /\bcada\s+(?:jurisdicci[óo]n|entidad|organismo|dependencia|repartici[óo]n)\b|\blos\s+funcionarios(?:\s+o\s+empleados)?(?:\s+(?:competentes|responsables|intervinientes|presentes))?\b/iu,
    "Los funcionarios competentes de la recepción definitiva expedirán la certificación correspondiente.",
  ),

  // The buyer's acts told in the passive, with no one named ('Se verificará el estado de los sobres',
  // 'Las ofertas no preseleccionadas serán devueltas'): the procedure's steps, not a bidder's duty.
  cue(
    "convocante",
    /\b(?:se\s+(?:verificar|labrar|levantar|devolver|resolver|analizar|evaluar|examinar|emitir|generar|invitar)[áa]n?(?!\p{L})|ser[áa]n?\s+(?:devuelt|resuelt|evaluad|analizad|examinad|verificad)\p{L}*)/iu,
    "Las ofertas que no hayan resultado preseleccionadas serán devueltas con sus sobres.",
  ),
  cue(
    "contenido",
    /\b(?:PBCP|pliegos? de (?:bases y )?condiciones particulares|especificaciones t[ée]cnicas)\b[^.:]{0,40}?\b(?:indicar(?:se)?|indicar[áa]n?|fijar(?:se)?|fijar[áa]n?|establecer(?:se)?|establecer[áa]n?|contener|contendr[áa]n?|determinar[áa]n?|precisar[áa]n?)(?!\p{L})[^.]*:\s*$/iu,
    "En los PBCP deberá indicarse los requisitos esenciales del procedimiento de selección y en especial:",
  ),
  // Goods refused at delivery and claims turned down are the contract's execution, not a bid's rejection.
  cue(
    "negacion",
    /\b(?:bienes|elementos|productos|materiales|art[íi]culos|mercader[íi]as|equipos|suministros)\s+(?:que\s+(?:sean|fueren|hayan sido)\s+)?rechazad\p{L}*|\brechaz\p{L}*\s+(?:toda|cualquier)\s+(?:invocaci[óo]n|reclam\p{L}*|pretensi[óo]n)|\bnotificaci[óo]n del rechazo\b/iu,
    "El adjudicatario retirará los elementos rechazados dentro de los treinta días de notificado.",
  ),
  // A guarantee named as what a penalty or damage is charged to ('contra la garantía definitiva, si se
  // hubiera constituido', 'lo que exceda de la garantía incautada'): the charge is the point, not a guarantee.
  cue(
    "negacion",
    /\b(?:contra|con cargo a)\s+(?:la|las)\s+garant[íi]as?(?:\s+definitivas?)?|\bgarant[íi]as?\s+(?:definitivas?\s+)?incautad\p{L}*|\bincautaci[óo]n\s+de\s+(?:la|las)\s+garant[íi]as?/iu,
    "Si el contrato se resuelve por culpa del contratista, este indemnizará los daños que excedan de la garantía incautada.",
  ),
  cue(
    "negacion",
    /\b(?:no|ninguna?|ning[úu]n)\s+(?:(?:ser[áa]n?|podr[áa]n?|ser|se|motivos?|causas?|causal(?:es)?|de|ofertas?|propuestas?|proposici[óo]n(?:es)?)\s+)*(?:rechaz|desech|desestim|descalific|exclusi[óo]n|inadmisi)\p{L}*/iu,
    "La falta de presentación del escrito de interés no será motivo de desechamiento de la proposición.",
  ),
  cue(
    "cita_legal",
    /\b(?:ley(?: org[áa]nica)?|real decreto(?: legislativo)?|r\.\s?d\.?|decreto|orden|directiva|reglamento)\s+(?:n[º°o.]*\s*)?\d+[/-]\d{2,4}(?:\/\w+)?(?:,?\s*de\s+\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?)?|\b\d{4}\/\d+\/UE(?:,\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?/iu,
    "Se aplicará la Ley 9/2017, de 8 de noviembre, de Contratos del Sector Público.",
  ),
  // A law named by its title and dated ('la Ley Orgánica de Protección de Datos …, de 13 de diciembre de 1999').
  cue(
    "cita_legal",
    /\b(?:ley|real decreto|decreto|reglamento|c[óo]digo)(?:\s+org[áa]nica)?\s+(?:de|del|sobre|general|federal|para)\s+[^.;:\d]{3,120}?,\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}/iu,
    "El adjudicatario guardará secreto conforme a la Ley Orgánica de Protección de Datos de Carácter Personal, de 13 de diciembre de 1999.",
  ),
  cue(
    "cita_legal",
    /\bart[íi]culos?\s+\d+(?:\.\d+)*(?:\s*(?:,|y)\s*\d+(?:\.\d+)*)*/iu,
    "De conformidad con el artículo 62.1 LCSP, el responsable supervisa la ejecución.",
  ),

  // A bare reference to the law: says nothing a bidder can act on unless it obliges or sets a value.
  cue(
    "remision",
    /(?:ser[áa] de aplicaci[óo]n|se estar[áa] a|se regir[áa]n?|se aplicar[áa]n?)\s+(?:(?:a |en )?lo (?:dispuesto|establecido|previsto) en\s+)?(?:el|los|la|las)\s+(?:art[íi]culos?|ley(?:es)?|reglamento|decreto|real decreto|restantes normas|normas|disposici[óo]n)/iu,
    "En relación con la confidencialidad será de aplicación lo dispuesto en el artículo 133 LCSP.",
  ),
  // Titles of sections, clauses and chapters.
  cue(
    "titulo",
    /^(?:cl[áa]usula|art[íi]culo|secci[óo]n|cap[íi]tulo|t[íi]tulo|apartado)\s+(?:n[º°o.]*\s*)?[\dIVXLC]+\w*|^(?:secci[óo]n|cap[íi]tulo|t[íi]tulo)\s+\p{L}+[.:]/iu,
    "Cláusula 7. Presupuesto base de licitación y precio del contrato.",
  ),

  // Sections that define the document's terms: 'CompraNet: el sistema electrónico…' obliges no one.
  cue(
    "glosario",
    /^\W*(?:glosario(?: de t[ée]rminos)?|definiciones|t[ée]rminos y definiciones)\W*$/iu,
    "GLOSARIO",
  ),

  // A document titled as the technical one: what it asks of the bidder is the goods', works' or service's.
  cue(
    "documento_tecnico",
    /^\W*(?:pliego\s+de\s+(?:prescripciones|especificaciones|condiciones)\s+t[ée]cnicas|(?:prescripciones|especificaciones)\s+t[ée]cnicas|anexo\s+t[ée]cnico|t[ée]rminos\s+de\s+referencia|memoria\s+t[ée]cnica|pliego\s+t[ée]cnico)(?!\p{L})/iu,
    "PLIEGO DE PRESCRIPCIONES TÉCNICAS QUE HA DE REGIR EL CONTRATO DE SUMINISTRO DE VESTUARIO",
  ),

  ...NOTICE_VOCABULARY,
  ...PROCEDURE_VOCABULARY,
  ...QUOTE_VOCABULARY,
  ...NOISE_VOCABULARY,
  ...CLIENT_DOCUMENT_VOCABULARY,
  ...COMPANY_FACT_VOCABULARY,
  ...FORM_VOCABULARY,
];

/** One regular expression for every cue of a group (the kinds keep their order in `kindCues`). */
export function cuesOf(group: CueGroup): RegExp {
  const sources = VOCABULARY.filter((entry) => entry.group === group).map((entry) => entry.pattern.source);
  return new RegExp(sources.map((source) => `(?:${source})`).join("|"), "iu");
}

export const kindCues: ReadonlyArray<{ kind: PointKind; tier: CueTier; pattern: RegExp }> =
  VOCABULARY.flatMap((entry) =>
    entry.group === "tipo" && entry.kind
      ? [{ kind: entry.kind, tier: entry.tier ?? "tema", pattern: entry.pattern }]
      : [],
  );

/** A header cell as the 'columna' cues read it: lower case, no accents, no blanks. */
export function compactHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, "");
}

const COLUMNS = VOCABULARY.filter(
  (entry): entry is Cue & { name: string } => entry.group === "columna" && !!entry.name,
);

/** What a table column holds, by its header: a calendar event's name or a role; null when unknown. */
export function columnRoleOf(header: string): string | null {
  const compact = compactHeader(header);
  if (compact === "") return null;
  return COLUMNS.find((entry) => entry.pattern.test(compact))?.name ?? null;
}
