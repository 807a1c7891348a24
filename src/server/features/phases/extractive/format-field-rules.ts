/**
 * Which datum a blank of a form asks for, from the words just before it ('con RFC ______') or inside a
 * placeholder ('(nombre del representante legal)'). The keyword nearest the blank wins; a few short
 * words ('número', 'de', 'en', 'D.') take their meaning from the wider context.
 */
import type { ApplicantField } from "./applicant-rules";
import { foldSameLength } from "./applicant-text";

export type FormatField =
  | ApplicantField
  | "fecha"
  | "lugar"
  | "numeroLicitacion"
  | "objetoContrato"
  | "identificacion"
  | "cargo"
  | "firma"
  | "escrituraPoder"
  | "fechaPoder"
  | "notarioPoder"
  | "sector"
  | "otro";

type Special = "numero" | "de" | "en" | "persona" | "dia";

const LETTER_DATE_CUE = /[\p{L}.],\s*a\s*$/gu;
const LETTER_DATE = /[\p{L}.],\s*a\s*$/u;

// Ordered: on a tie (two keywords ending at the same place) the earlier rule wins.
const RULES: Array<[RegExp, FormatField | Special]> = [
  // The tax identifier, whatever the country calls it (RFC, NIF, NIT, CUIT, RUC…): the form keeps its word.
  [
    /\b(?:r\.?\s?f\.?\s?c\b\.?|nif\b|cif\b|nit\b|cuit\b|cuil\b|ruc\b|rut\b|rif\b|registro federal de contribuyentes)/g,
    "rfc",
  ],
  [/\b(?:correo|e-?mail)/g, "correo"],
  [/\b(?:telefono|tel\.|celular|fax)/g, "telefono"],
  [/(?:\bc\.\s?p\.|codigo postal)/g, "codigoPostal"],
  [/\bcol(?:onia|\.)/g, "colonia"],
  [/\b(?:municipio|alcaldia|localidad|delegacion)/g, "municipio"],
  [/\b(?:entidad federativa|estado de)\b/g, "estado"],
  [/(?:\bc\/|\bcalle\b|vialidad)/g, "calle"],
  [/\b(?:domicilio|direccion)/g, "domicilio"],
  [/\b(?:registro patronal|imss)/g, "registroPatronal"],
  [/\bfolio mercantil/g, "folioMercantil"],
  [/\bobjeto social/g, "objetoSocial"],
  [/\b(?:traba\s?jadores|empleados|plantilla)\b/g, "trabajadores"],
  // The MIPYME manifest's sector (industria, comercio o servicios): the client's to state.
  [/\bsector\b(?!\s+publico)/g, "sector"],
  [/\b(?:fecha de constitucion|constituida el)/g, "fechaConstitucion"],
  [/\b(?:notari[oa]|fedatario|corredor publico)/g, "notario"],
  [/\b(?:escritura|instrumento|poder notarial|protocolo|testimonio)/g, "escritura"],
  [/\b(?:dni|curp|ine|pasaporte|identificacion|credencial)\b/g, "identificacion"],
  [/\b(?:representante|apoderad[oa]|nombre del firmante|suscrit[oa]|yo)\b/g, "representante"],
  [/(?:\bd\.\s?\/\s?d(?:na|ª)\.?|\bd\.|\bdon\b|\bdona\b)/g, "persona"],
  [
    /\b(?:razon social|denominacion|nombre de la (?:empresa|sociedad)|empresa|sociedad|persona moral|licitante|licitador|proveedor|participante|ofertante|concursante)/g,
    "razonSocial",
  ],
  [/\b(?:cargo|puesto)\b/g, "cargo"],
  [/\b(?:firma|sello|rubrica)/g, "firma"],
  [/\b(?:fecha|mes|ano)\b/g, "fecha"],
  [/\bdia\b/g, "dia"],
  [/\b(?:lugar|ciudad)\b/g, "lugar"],
  // A letter's 'Ciudad de México, a ___ de ___ de 2026': after the place, ', a' opens its date.
  [LETTER_DATE_CUE, "dia"],
  [/\b(?:objeto del contrato|contrato|servicios?|obra|adquisicion|proyecto|partida)\b/g, "objetoContrato"],
  [/\b(?:licitacion|procedimiento|concurso|convocatoria|expediente)\b/g, "numeroLicitacion"],
  [/(?:\bnumero\b|\bnum\.|\bno\.|\bn[º°o]\b|nº|n°)/g, "numero"],
  [/\bnombre\b/g, "razonSocial"],
  [/\b(?:de|del)\s*$/g, "de"],
  [/\ben\s*$/g, "en"],
];

export interface BlankContext {
  /** Text between the previous blank (or the paragraph start) and this blank. */
  near: string;
  /** Up to ~140 characters before the blank, across earlier blanks. */
  wide: string;
  /** A few words after the blank ('… de su protocolo'). */
  after: string;
  /** The field of the previous blank when it ends less than ~12 characters before this one. */
  previous: FormatField | null;
}

function nearestRule(text: string): FormatField | Special | null {
  const folded = foldSameLength(text);
  let best: { end: number; field: FormatField | Special } | null = null;
  for (const [pattern, field] of RULES) {
    pattern.lastIndex = 0;
    let end = -1;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded))
      end = match.index + match[0].length;
    if (end < 0) continue;
    if (!best || end > best.end) best = { end, field };
  }
  return best?.field ?? null;
}

function resolve(field: FormatField | Special, context: BlankContext): FormatField | null {
  const wide = foldSameLength(`${context.wide} ${context.after}`);
  const recent = foldSameLength(context.wide).slice(-40);
  switch (field) {
    case "numero":
      if (/notari[oa](?:\s+public[oa])?\s*(?:numero|num\.|no\.|n[º°])\s*$/.test(recent)) return "notario";
      if (/(?:\bc\/|\bcalle\b|exterior|vialidad)/.test(recent)) return "numeroExterior";
      if (/\b(?:dni|ine|curp|pasaporte|identificacion)\b/.test(recent)) return "identificacion";
      if (/\b(?:escritura|instrumento|poder|protocolo|notari)/.test(wide)) return "escritura";
      if (/\b(?:licitacion|procedimiento|concurso|convocatoria|expediente)\b/.test(wide))
        return "numeroLicitacion";
      return "otro";
    case "de":
      // 'de' only means something right after a date part ('día ___ de ___ de ___').
      return context.previous === "fecha" || context.previous === "fechaEscritura" ? context.previous : null;
    case "en":
      if (/(?:domicilio|direccion|ubicad[oa])(?:\s+\p{L}+)?\s+en\s*$/u.test(foldSameLength(context.near)))
        return "domicilio";
      return context.previous === "domicilio" ? "municipio" : "lugar";
    case "persona":
      return /notari/.test(foldSameLength(context.wide)) ? "notario" : "representante";
    case "dia":
      return /\b(?:escritura|instrumento|poder|protocolo|notari)/.test(foldSameLength(context.wide))
        ? "fechaEscritura"
        : "fecha";
    default:
      return field;
  }
}

const POWER = /\b(?:poder(?:es)?|apoderad[oa]|mandato)\b/u;

/** The field a blank asks for from the words before it; "otro" when nothing tells. */
export function fieldFromContext(context: BlankContext): FormatField {
  // A line under which 'Nombre y firma' is printed is for the signature.
  // So is one after the letter's closing ('ATENTAMENTE', 'Protesto lo necesario').
  const isClosing =
    /^\s*(?:(?:muy\s+)?atentamente|protesto\s+lo\s+necesario|sufragio\s+efectivo[^\n]*)?[.,:]?\s*$/iu;
  if (
    isClosing.test(context.near) &&
    /^\s*(?:nombre,?\s+y\s+)?(?:firma|sello|r[úu]brica)/iu.test(context.after)
  )
    return "firma";
  let rule = nearestRule(context.near);
  let resolved = rule ? resolve(rule, context) : null;
  if (resolved === null) {
    // 'de' that does not continue a date: read what comes before it.
    const trimmed = context.near.replace(/\b(?:de|del|en)\s*$/iu, "");
    // The words before an earlier blank speak of that blank: they are read only when this one continues
    // them ('… número ___ de ___') or follows it with no word between.
    const continues = trimmed !== context.near || !/\p{L}/u.test(context.near);
    rule =
      nearestRule(trimmed) ??
      (continues ? nearestRule(context.wide.replace(/\b(?:de|del|en)\s*$/iu, "")) : null);
    resolved = rule ? resolve(rule, context) : null;
  }
  // A letter's 'Monterrey, N.L., a ___ de ___ de 2026' is the letter's date, whatever deed was named above.
  if (LETTER_DATE.test(context.near) || (resolved === "fecha" && context.previous === "fecha"))
    return "fecha";
  const recent = foldSameLength(context.wide).slice(-60);
  // 'Escritura número: ___ Fecha: ___': the date right after a deed's number is that deed's.
  if (resolved === "fecha" && (context.previous === "escrituraPoder" || context.previous === "notarioPoder"))
    return "fechaPoder";
  if (
    resolved === "fecha" &&
    (context.previous === "escritura" || /\b(?:escritura|instrumento|poder|protocolo|notari)/.test(recent))
  )
    resolved = "fechaEscritura";
  // The deed of the representative's power ('escritura pública del poder', 'poder notarial número', or a
  // deed under 'Datos del documento mediante el cual acredita su personalidad y facultades'): another
  // deed, date and notary than the acta's unless the acta itself gives the power.
  if (
    (resolved === "escritura" || resolved === "fechaEscritura" || resolved === "notario") &&
    speaksOfPower(context)
  )
    return resolved === "escritura"
      ? "escrituraPoder"
      : resolved === "notario"
        ? "notarioPoder"
        : "fechaPoder";
  return resolved ?? "otro";
}

const ACTA = /\b(?:acta constitutiva|constitucion|constituid[oa]|se constituyo|reformas?)\b/gu;
const POWER_WIDE = /\b(?:poder(?:es)?|apoderad[oa]|mandato|facultades|personalidad)\b/gu;

/** Whether the words before a deed's blank speak of the power (its nearest cue) rather than the acta. */
function speaksOfPower(context: BlankContext): boolean {
  if (POWER.test(foldSameLength(context.near))) return true;
  if (context.previous === "escrituraPoder" || context.previous === "fechaPoder") return true;
  const wide = foldSameLength(`${context.wide}`);
  return lastEnd(wide, POWER_WIDE) > Math.max(lastEnd(wide, ACTA), -1) && lastEnd(wide, POWER_WIDE) >= 0;
}

function lastEnd(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let end = -1;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) end = match.index + match[0].length;
  return end;
}

// Placeholders ask for one thing: the more specific request is checked first.
const PLACEHOLDER_ORDER: FormatField[] = [
  "representante",
  "rfc",
  "correo",
  "telefono",
  "codigoPostal",
  "domicilio",
  "notario",
  "escritura",
  "registroPatronal",
  "identificacion",
  "cargo",
  "numeroLicitacion",
  "objetoContrato",
  "fecha",
  "lugar",
  "razonSocial",
  "firma",
];

/** The field a placeholder names ('nombre del representante legal', 'RFC', 'razón social'), or null. */
export function fieldFromPlaceholder(inside: string, after = ""): FormatField | null {
  const folded = foldSameLength(inside);
  // '(Nombre) manifiesto bajo protesta…': who speaks in the first person is the signer, not the company.
  if (/^nombre$/.test(folded.trim()) && FIRST_PERSON.test(foldSameLength(after))) return "representante";
  for (const field of PLACEHOLDER_ORDER) {
    for (const [pattern, ruleField] of RULES) {
      if (ruleField !== field) continue;
      pattern.lastIndex = 0;
      if (pattern.test(folded)) return field;
    }
  }
  if (/\bnombre\b/.test(folded)) return "razonSocial";
  return null;
}

// OCR reads an 'l' as a capital I ('decIaro'), folded here to 'deciaro'.
const FIRST_PERSON = /^[\s,)\]>]*(?:manifiesto|dec[li1]aro|me comprometo|hago constar|protesto|certifico)\b/u;

// A parenthesis is a placeholder only when it asks for something ('(nombre del licitante)'), not an aside.
export const PLACEHOLDER_START =
  /^\s*(?:nombre|raz[óo]n|denominaci[óo]n|r\.?\s?f\.?\s?c|nif|domicilio|direcci[óo]n|fecha|lugar|n[úu]mero|no\.|tel[ée]fono|correo|representante|apoderado|escritura|notario|cargo|anotar|indicar|se[ñn]alar|escribir|anexar|especificar|monto|importe|ciudad|d[íi]a|firma)/iu;
