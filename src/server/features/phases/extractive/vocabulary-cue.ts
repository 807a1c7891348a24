/**
 * The shape of a vocabulary cue and the date, day and duration patterns the cues share
 * (tender-vocabulary.ts for the rules' cues, procedure-vocabulary.ts for events, methods and columns).
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

export type CueGroup =
  /** Makes a sentence a point of `kind`; checked in table order, the first match wins. */
  | "tipo"
  /** The document imposes it on the bidder: the point is mandatory. */
  | "obligacion"
  /** A term to cure a defect or an omission of the bid: missing it loses the bid, even if 'podrá'. */
  | "subsanacion"
  /** Leaves it to the bidder or exempts: not mandatory. */
  | "opcion"
  /** Only earns points or breaks a tie ('Para obtener el puntaje … deberá presentar'): not mandatory. */
  | "puntaje"
  /** A right of the buyer ('podrá rechazar'): binds no bidder. */
  | "prerrogativa"
  /** Sanctioned during the contract's execution (penalty, termination), not by losing the bid. */
  | "ejecucion"
  /**
   * Owed after the award by whoever wins it (signing, the performance guarantee, delivery, acceptance):
   * phase 8 lists it apart, as nothing the proposal itself can cover.
   */
  | "posterior"
  /**
   * How the procedure itself runs ('La presente licitación es electrónica', 'no se recibirán proposiciones
   * por servicio postal'): binding, but no document or promise of the bidder's answers it; phase 8 lists
   * it apart, for information, never as a requirement left uncovered.
   */
  | "procedimiento"
  /**
   * Who may not take part ('No podrán participar las personas que se encuentren en los supuestos del
   * artículo 51…'): a condition the bidder must not fall into, proven by its own declaration where the
   * bases ask one; phase 8 lists it with the causes of rejection to avoid, never as uncovered.
   */
  | "impedimento"
  /**
   * A list's opening about what the buyer's own documents will state ('En los PBCP deberá indicarse…:'):
   * its items point to where a date, criterion, guarantee or form will be, and are otherwise no points.
   */
  | "contenido"
  /** The buyer named as the sentence's subject: what it does is procedure, not a bidder's duty. */
  | "convocante"
  /**
   * A consequence's word used for something else: a rejection the sentence denies ('no será motivo de
   * desechamiento'), a guarantee a charge is made against ('garantía incautada'): read as no cue at all.
   */
  | "negacion"
  /** A citation of a law, removed before looking for values ('Ley 9/2017, de 8 de noviembre'). */
  | "cita_legal"
  /** A short sentence that only sends to the law ('será de aplicación lo dispuesto en el artículo 133'). */
  | "remision"
  /** A section title's opening ('Cláusula 7. Presupuesto…'): titles name where points are. */
  | "titulo"
  /** A calendar event of the procedure, named `name`. */
  | "evento"
  /** Not an event: a duration of the offer or the contract. */
  | "duracion"
  /**
   * A duration that measures the bidder or the goods ('tres años de experiencia', 'batería de 8 horas'):
   * a specification's figure, never the row's 'Plazo o fecha'.
   */
  | "medida"
  /** An evaluation method, named `name`. */
  | "metodo"
  /**
   * Before a method's cue, a mention of other procedures or of a case ('sin perjuicio de … los
   * procedimientos realizados con la modalidad de subasta inversa'): it names no method of this tender.
   */
  | "mencion"
  /** What makes a document a procurement procedure's bases (number, object, submission, award). */
  | "licitacion"
  /**
   * A table column's header, read without spaces or accents ('JUNTA DE ACLARACIO NES' wrapped in its
   * cell): `name` is a calendar event of COLUMN_EVENT_NAMES or a role (número, descripción, unidad,
   * cantidad, especificación, precio, fecha, hora, lugar, acto).
   */
  | "columna"
  /** Where the procedure's events are held: what follows the cue, up to the sentence's end. */
  | "lugar"
  /** A section heading whose lines define terms ('GLOSARIO'): definitions are no points. */
  | "glosario"
  /**
   * A document's own title that makes it the technical one ('PLIEGO DE PRESCRIPCIONES TÉCNICAS', 'ANEXO
   * TÉCNICO', 'TÉRMINOS DE REFERENCIA'): a duty there that no other cue names is a technical requirement.
   */
  | "documento_tecnico"
  /** Where a long sentence's quote may end: a clause boundary (quote-vocabulary.ts). */
  | "corte"
  /** A sentence no bidder acts on, of the class `name` (noise-vocabulary.ts): never a row. */
  | "ruido"
  /**
   * A document a requirement asks for and a client uploads, named `name` (client-document-vocabulary.ts):
   * phase 8 counts the requirement covered by the client's document of that kind.
   */
  | "documento"
  /**
   * Words of an evaluation criterion naming what the bidder must show, its `aspects`
   * (company-fact-vocabulary.ts): 'Capacidad del licitante' asks for human, economic and material resources.
   */
  | "rubro"
  /**
   * A client's sentence stating one fact of its `aspects` (its warehouse, staff, capital contable, years,
   * a contract): phase 8 takes it as evidence of a criterion that asks for it, with a figure beside it.
   */
  | "recurso"
  /**
   * A client's document describing the goods it offers (ficha técnica, catálogo, carta de respaldo del
   * fabricante, registro sanitario, a row with marca and modelo): phase 8 reads the bases' partidas in it.
   */
  | "bien"
  /**
   * A maximum the bases set on what a rubro counts ('con un máximo de 5 años'), named by its unit
   * (`años` or `contratos`): phase 8 scores the client's count against it.
   */
  | "tope"
  /** A rubro scored in proportion to what each bidder shows ('al licitante que acredite el mayor número'). */
  | "proporcional"
  /**
   * The least score the technical proposal needs to be solvent ('La puntuación mínima … será de 45
   * puntos'), its figure the pattern's first group: phase 8 sets its estimate against it.
   */
  | "minimo"
  /**
   * A profession a requirement asks of a person ('cédula profesional de ingeniero civil o arquitecto'):
   * its stem in the first group, its specialty in the second; phase 8 takes a CV that names it.
   */
  | "profesion"
  /**
   * The foot of a price form: a line naming a total the bidder fills in ('SUBTOTAL ____', 'I.V.A.',
   * 'Importe total con letra:'), named `name` (form-vocabulary.ts; phase 4 writes it as a table row).
   */
  | "total";

/** The facts a criterion of capacity, experience or fulfilment is evidenced by (company-fact-vocabulary.ts). */
export type FactAspect =
  | "humanos"
  | "economicos"
  | "materiales"
  | "discapacidad"
  | "mipyme"
  | "igualdad"
  | "anos"
  | "contratos"
  | "cumplimiento"
  | "bienes";

/**
 * How a kind cue decides: 'fuerte' cues (rejection, guarantee, evaluation) win wherever they are, in
 * table order; otherwise the earliest 'tema' cue in the sentence names its subject, or, after a duty's
 * verb to hand in or prove ('accion': 'deberá presentar'), the first 'tema' cue of its object; 'debil' cues (who
 * bids, the contract, the law in general) only when nothing else does.
 */
export type CueTier = "fuerte" | "accion" | "tema" | "debil";

export interface Cue {
  group: CueGroup;
  kind?: PointKind;
  tier?: CueTier;
  name?: string;
  pattern: RegExp;
  example: string;
  /** 'documento' cues: the upload categories whose every document is of this kind (CVs). */
  categories?: readonly string[];
  /** 'rubro' and 'recurso' cues: the facts the words ask for or state. */
  aspects?: readonly FactAspect[];
}

export const MONTHS =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";
// Compounds before their parts, and never inside a word: 'veinticuatro horas' is no 'cuatro horas'.
export const NUMBER_WORD =
  "(?<!\\p{L})(?:veinti(?:uno|una|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)|dieci(?:séis|seis|siete|ocho|nueve)|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa) y (?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento)(?!\\p{L})";
/**
 * A day ('15 de junio de 2020', '09/09/2020', '09/09/20'), without its time. Figures run together with
 * slashes are a day only with the year in full or every part in two digits: 'RAID 1/5/10' is a list.
 */
// A day or a year may carry its figure in words in brackets, as Mexican bases write them ('15 (quince) de
// marzo de 2026', '2026 (dos mil veintiséis)'); a date may be all words ('quince de marzo de dos mil veintiséis').
const IN_WORDS = "(?: \\([\\p{L} ]+\\))?";
const DAY_WORD =
  "(?:primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|veinti\\p{L}+|treinta(?: y uno)?)";
export const DAY_SOURCE = `(?:del? \\d{1,2}(?: de (?:${MONTHS}))? (?:al?|(?:y )?hasta (?:el|al)) |\\d{1,2}(?:, \\d{1,2})* y )?\\d{1,2}${IN_WORDS} de (?:${MONTHS})(?: de(?:l)? \\d{4}${IN_WORDS})?|(?<!\\p{L})${DAY_WORD} de (?:${MONTHS}) del? (?:año )?dos mil(?: \\p{L}+)?(?!\\p{L})|(?<![\\d/])(?:\\d{1,2}/\\d{1,2}/\\d{4}|\\d{2}/\\d{2}/\\d{2})(?![\\d/])|(?<![\\d/-])(?:0?[1-9]|[12]\\d|3[01])-(?:0?[1-9]|1[0-2])-(?:19|20)\\d{2}(?![\\d-])`;
/**
 * A time of day as the bases write it: '10:00 horas', '17:00 hrs.', '10:00 a. m.', a range ('de 9:00 a
 * 15:00 horas', a schedule, not a deadline at its end) or in words ('a las diez horas').
 */
export const TIME_SOURCE = `(?:\\d{1,2}[:.]\\d{2}(?: ?(?:horas|hrs\\.?|h))? (?:a|y|-)(?: las)? )?\\d{1,2}[:.]\\d{2}${IN_WORDS} ?(?:(?:h|hs|horas)\\b|hrs\\b\\.?|[ap]\\. ?m\\.|[ap]m\\b)|\\ba las (?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|veintiuna|veintidós|veintitrés)(?: y (?:media|cuarto|treinta))? horas\\b`;
export const DATE_SOURCE = `${DAY_SOURCE}|${TIME_SOURCE}`;
// A duration, also as the PCSP prints it ('3 Mes(es)', '2 Año(s)'); a time of day ('a las 14:00 horas')
// is none: the number may not follow a digit, colon or point.
export const DURATION_SOURCE = `(?:(?<![\\d:.,])\\d+|${NUMBER_WORD})(?: \\((?:\\d+|${NUMBER_WORD})\\))?(?: (?:primer[oa]s|siguientes|posteriores))? (?:d[íi]as|meses|a[ñn]os|semanas|horas|mes\\(es\\)|a[ñn]o\\(s\\)|d[íi]a\\(s\\))(?: (?:h[áa]biles|naturales|corridos|calendario))?`;

export const cue = (group: CueGroup, pattern: RegExp, example: string, extra: Partial<Cue> = {}): Cue => ({
  group,
  pattern,
  example,
  ...extra,
});
export const kind = (k: PointKind, pattern: RegExp, example: string, tier: CueTier = "tema"): Cue =>
  cue("tipo", pattern, example, { kind: k, tier });
export const event = (name: string, pattern: RegExp, example: string): Cue =>
  cue("evento", pattern, example, { name });
export const method = (name: string, pattern: RegExp, example: string): Cue =>
  cue("metodo", pattern, example, { name });
export const tender = (name: string, pattern: RegExp, example: string): Cue =>
  cue("licitacion", pattern, example, { name });
export const column = (name: string, pattern: RegExp, example: string): Cue =>
  cue("columna", pattern, example, { name });
