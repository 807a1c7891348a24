/**
 * One rule per datum of the applicant company, as written in Mexican actas constitutivas, poderes
 * notariales, constancias de situación fiscal and company CVs. Each rule returns the value and the
 * offsets it was read from, so the quote can be a literal slice around it.
 */
import { cutAtSentenceEnd, DATE_PATTERN, isPersonName, PERSON_NAME } from "./applicant-text";

export type ApplicantField =
  | "razonSocial"
  | "rfc"
  | "domicilio"
  | "calle"
  | "numeroExterior"
  | "colonia"
  | "municipio"
  | "estado"
  | "codigoPostal"
  | "representante"
  | "escritura"
  | "fechaEscritura"
  | "notario"
  | "folioMercantil"
  | "registroPatronal"
  | "telefono"
  | "correo"
  | "objetoSocial"
  | "fechaConstitucion"
  | "trabajadores";

export interface Candidate {
  value: string;
  start: number;
  end: number;
  /** Extra weight: a labelled value ('RFC: …') counts more than one found loose in the text. */
  bonus: number;
}

type Rule = (text: string) => Candidate[];

// The courtesy title before a name, as written at the start of a word ('Ing.', 'ING.', 'ing.'); the
// name rules are case-sensitive, so the title spells both cases itself.
const PERSON_TITLE =
  "(?:[Ss](?:eñor|EÑOR)[Aa]?|[Ss][Rr][Aa]?\\.|[Cc]\\.|[Ll](?:ic|IC)\\.|[Ii](?:ng|NG)\\.|[Aa](?:rq|RQ)\\.|[Ll](?:icenciad|ICENCIAD)[OoAa]|[Ii](?:ngenier|NGENIER)[OoAa])";

/** Every match of `pattern`, the value being capture group `group` (trimmed, cut by `shape`). */
function matches(
  pattern: RegExp,
  text: string,
  bonus: number,
  group = 1,
  shape = (value: string) => value,
): Candidate[] {
  const found: Candidate[] = [];
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (let match = global.exec(text); match; match = global.exec(text)) {
    const raw = match[group];
    if (raw === undefined) continue;
    const literal = shape(raw).trim().replace(/[,:]$/, "").trim();
    if (!literal) continue;
    const start = match.index + match[0].indexOf(raw);
    // Values running over wrapped lines are written on one line; the offsets stay the literal's.
    found.push({ value: literal.replace(/\s+/gu, " "), start, end: start + literal.length, bonus });
    if (match[0].length === 0) global.lastIndex += 1;
  }
  return found;
}

// 'de' is written 'DE' when the whole name is in capitals (the SAT's constancia): 'S.A. DE C.V.'.
const LEGAL_FORM =
  "(?:S\\.?\\s?A\\.?\\s?P\\.?\\s?I\\.?\\s+(?:de|DE)\\s+C\\.?\\s?V\\.?|S\\.?\\s?A\\.?\\s?B\\.?\\s+(?:de|DE)\\s+C\\.?\\s?V\\.?|S\\.?\\s?A\\.?\\s+(?:de|DE)\\s+C\\.?\\s?V\\.?|S\\.?\\s+(?:de|DE)\\s+R\\.?\\s?L\\.?(?:\\s+(?:de|DE)\\s+C\\.?\\s?V\\.?)?|S\\.?\\s?A\\.?\\s?S\\.?|S\\.\\s?C\\.|A\\.\\s?C\\.|S\\.\\s?A\\.|Sociedad\\s+An[óo]nima\\s+de\\s+Capital\\s+Variable|Sociedad\\s+Civil)";
const COMPANY_WORD = "(?:[A-ZÁÉÍÓÚÑÜ0-9][A-Za-zÁÉÍÓÚÑÜáéíóúñü0-9&'-]*|de|del|la|las|los|y|e|en)";

// The leading words of a sentence that precede a company name ('La empresa Constructora …').
const LEADING =
  /^(?:(?:la|el|los|las|empresa|sociedad|denominada|denominación|razón|social|que|en|por|con|a|y|de|del|mercantil)\s+)+/iu;

function companyName(raw: string): string {
  // A name in capitals keeps its one-letter conjunctions: 'SUPERVISIÓN Y PROYECTOS DEL CENTRO'.
  const allCaps = /((?:[A-ZÁÉÍÓÚÑÜ0-9&'-]{2,}\s+(?:[YE]\s+)?)*[A-ZÁÉÍÓÚÑÜ0-9&'-]{2,}),?\s*$/u.exec(
    raw.replace(LEADING, ""),
  );
  return allCaps?.[1] && allCaps[1].split(/\s+/).length >= 2 ? allCaps[1] : raw.replace(LEADING, "");
}

const FIRST_LEGAL_FORM = new RegExp(`[,\\s]${LEGAL_FORM}`, "u");

/**
 * A company's name ends with its legal form: what follows is the sentence going on ('…, S.A. de C.V.,
 * conforme a los siguientes estatutos'), not the name.
 */
function throughLegalForm(value: string): string {
  const found = FIRST_LEGAL_FORM.exec(value);
  return found ? value.slice(0, found.index + found[0].length) : value;
}

const razonSocial: Rule = (text) => {
  const labelled = matches(
    /(?:denominaci[óo]n\s*(?:\/|o)?\s*raz[óo]n\s+social|raz[óo]n\s+social|denominaci[óo]n\s+social|se\s+denominar[áa]|denominada)\s*:?\s*["“«]?([^"”»\n;]{3,140})/giu,
    text,
    3,
    1,
    (value) =>
      throughLegalForm(cutAtSentenceEnd(value).replace(/,\s*(?:seguid[ao]|con|la cual|que|y)\b.*$/iu, "")),
  );
  const loose: Candidate[] = [];
  const pattern = new RegExp(`((?:${COMPANY_WORD}\\s+){1,8}?${COMPANY_WORD}),?\\s+(${LEGAL_FORM})`, "gu");
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const name = companyName(match[1] ?? "");
    const offset = match[0].lastIndexOf(name, (match[1] ?? "").length);
    if (!name || offset < 0) continue;
    const start = match.index + offset;
    const end = match.index + match[0].length;
    loose.push({ value: text.slice(start, end), start, end, bonus: 0 });
  }
  return [...labelled, ...loose].filter((candidate) => /[A-Za-zÁÉÍÓÚÑ]{3}/u.test(candidate.value));
};

const RFC = /(?<![A-Za-z0-9Ññ&])([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{3})(?![A-Za-z0-9])/gu;

/** An RFC whose date part is a real date (month 01-12, day 01-31). */
export function isValidRfc(rfc: string): boolean {
  const match = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z0-9]{3}$/u.exec(rfc);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const rfc: Rule = (text) =>
  matches(RFC, text, 0, 0).flatMap((candidate) => {
    if (!isValidRfc(candidate.value)) return [];
    const before = text.slice(Math.max(0, candidate.start - 60), candidate.start);
    const labelled = /(?:R\.?\s?F\.?\s?C\.?|Registro Federal de Contribuyentes)[^\n]{0,40}$/iu.test(before);
    // A company's RFC has three letters; a person's (a partner's, a notary's) has four.
    return [{ ...candidate, bonus: (labelled ? 2 : 0) + (candidate.value.length === 12 ? 1 : 0) }];
  });

/** Constancia de situación fiscal fields: 'Nombre de la Colonia: CENTRO'. */
function satField(label: string): Rule {
  return (text) =>
    matches(
      new RegExp(
        `${label}\\s*:[ \\t]*([^\\n:]*?)(?=\\s+[A-ZÁÉÍÓÚ][a-záéíóú]+(?:\\s+[a-záéíóú]+)*(?:\\s+[A-ZÁÉÍÓÚ][a-záéíóú]+)*\\s*:|\\n|$)`,
        "gu",
      ),
      text,
      3,
    );
}

const domicilio: Rule = (text) =>
  matches(
    /domicilio(?:\s+(?:fiscal|social|legal|convencional|para oír y recibir notificaciones))?(?:\s+(?:en|ubicado en|el ubicado en|el de|es|será|:))?\s*:?\s*([^\n]{8,260})/giu,
    text,
    0,
    1,
    (value) => cutAtSentenceEnd(value),
  )
    .filter(
      (candidate) => /\d/.test(candidate.value) && !/^(?:del|de la|de los|fiscal)\b/iu.test(candidate.value),
    )
    .map((candidate) => ({
      ...candidate,
      bonus: /C\.?\s?P\.?\s*\d{5}|c[óo]digo postal/iu.test(candidate.value) ? 2 : 0,
    }));

const codigoPostal: Rule = (text) =>
  matches(/(?:C\.\s?P\.|C[óo]digo\s+Postal)\s*:?\s*(\d{5})(?!\d)/giu, text, 1);

const representante: Rule = (text) => {
  const after = matches(
    new RegExp(
      `(?:[Rr]epresentante\\s+[Ll]egal|[Aa]poderad[oa](?:\\s+[Ll]egal)?|[Aa]dministrador\\s+[ÚúUu]nico(?:[^.\\n]{0,60}?\\s(?:se\\s+)?(?:designa|nombra)(?:do|da)?\\s+(?:al?|como))?|otorga(?:n)?\\s+(?:un\\s+)?(?:poder|mandato)[^.\\n]{0,90}?\\s(?:a\\s+favor\\s+de|a))(?:\\s+(?:de\\s+la\\s+(?:sociedad|empresa)|a))?\\s*[:,]?\\s*(?:(?:el|la|al|a\\s+la)\\s+)?(?:${PERSON_TITLE}\\s+)?(${PERSON_NAME})`,
      "gu",
    ),
    text,
    2,
  );
  const before = matches(
    new RegExp(
      `(${PERSON_NAME}),?\\s+(?:en\\s+su\\s+car[áa]cter\\s+de|quien\\s+act[úu]a\\s+como|como)\\s+(?:representante\\s+legal|apoderad[oa])`,
      "gu",
    ),
    text,
    2,
  );
  return [...after, ...before].filter((candidate) => isPersonName(candidate.value));
};

const escritura: Rule = (text) =>
  matches(
    /(?:escritura(?:\s+p[úu]blica)?|instrumento(?:\s+p[úu]blico|\s+notarial)?|p[óo]liza)\s+(?:n[úu]mero|n[úu]m\.|no\.|nº|n°)?\s*:?\s*(\d[\d,.]*\d|\d)/giu,
    text,
    1,
  );

const fechaEscritura: Rule = (text) =>
  escritura(text).flatMap((found) => {
    const window = text.slice(found.end, found.end + 160);
    const date = DATE_PATTERN.exec(window);
    if (!date) return [];
    const start = found.end + date.index;
    return [{ value: date[0], start, end: start + date[0].length, bonus: 1 }];
  });

const notario: Rule = (text) =>
  matches(
    new RegExp(
      `((?:(?:Lic\\.|Licenciad[oa])\\s+${PERSON_NAME},?\\s+)?(?:titular\\s+de\\s+la\\s+)?Notar(?:io|ía|ia)\\s+P[úu]blic[oa]\\s+(?:n[úu]mero|n[úu]m\\.|no\\.|nº|n°)?\\s*\\d+(?:\\s+(?:de|del|en)\\s+(?:la\\s+ciudad\\s+de\\s+)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:(?:,\\s*|\\s+)[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?)?)`,
      "giu",
    ),
    text,
    1,
  );

const folioMercantil: Rule = (text) =>
  matches(
    /folio\s+mercantil(?:\s+electr[óo]nico)?\s*(?:n[úu]mero|no\.|nº|n°)?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/giu,
    text,
    1,
  );

const registroPatronal: Rule = (text) =>
  matches(
    /registro\s+patronal(?:\s+(?:(?:ante|en)\s+el\s+|del\s+)?(?:IMSS|Instituto\s+Mexicano\s+del\s+Seguro\s+Social))?\s*(?:n[úu]mero|no\.|nº)?\s*:?\s*([A-Z]\d{2}[-\s]?\d{5}[-\s]?\d{2}[-\s]?\d)/giu,
    text,
    1,
  );

const telefono: Rule = (text) =>
  matches(
    /(?:tel[ée]fonos?|tels?\.|celular)\s*:?\s*((?:\+?52\s?)?(?:\(\d{2,3}\)\s?|\d{2,3}[\s.-])?\d{3,4}[\s.-]?\d{4})(?!\d)/giu,
    text,
    1,
  );

const correo: Rule = (text) =>
  matches(/([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/gu, text, 0);

const objetoSocial: Rule = (text) =>
  matches(
    /(?:objeto\s+social|(?:la\s+sociedad\s+)?tendr[áa]\s+por\s+objeto|tiene\s+por\s+objeto)\s*(?:es|será|consiste\s+en)?\s*[:,]?\s*([\s\S]{10,400})/giu,
    text,
    1,
    1,
    // The object runs over several lines of the acta; it ends with its sentence.
    (value) => cutAtSentenceEnd(value, false).slice(0, 300),
  );

// An acta constitutiva's own date is its constitution date ('… a 10 de marzo de 2015 … para constituir').
const fechaConstitucion: Rule = (text) => [
  ...(/para\s+constituir|acta\s+constitutiva|se\s+constituye/iu.test(text) ? fechaEscritura(text) : []),
  ...matches(
    new RegExp(
      `(?:constituida|se\\s+constituy[óo]|fecha\\s+de\\s+constituci[óo]n|constituci[óo]n\\s+de\\s+la\\s+sociedad)[^.\\n]{0,160}?(${DATE_PATTERN.source})`,
      "giu",
    ),
    text,
    1,
  ),
];

// The company's headcount as its documents state it ('Plantilla de 42 trabajadores', 'Número total de
// empleados: 42'), never a figure of people it serves or a team member's crew.
const trabajadores: Rule = (text) =>
  matches(
    /(?:plantilla(?:\s+laboral)?|personal\s+total|total\s+de\s+(?:trabajadores|empleados|personal)|n[úu]mero\s+(?:total\s+)?de\s+(?:trabajadores|empleados))\s*(?:de|:|es\s+de)?\s*(\d{1,3}(?:,\d{3})*|\d+)(?=\s+(?:trabajadores|empleados|colaboradores|personas)\b|\s*[.;,\n]|\s*$)/giu,
    text,
    1,
  );

export const APPLICANT_RULES: Record<ApplicantField, Rule> = {
  razonSocial,
  rfc,
  domicilio,
  calle: satField("Nombre de Vialidad"),
  numeroExterior: satField("Número Exterior"),
  colonia: satField("Nombre de la Colonia"),
  municipio: satField("Nombre del Municipio o Demarcación Territorial"),
  estado: satField("Nombre de la Entidad Federativa"),
  codigoPostal,
  representante,
  escritura,
  fechaEscritura,
  notario,
  folioMercantil,
  registroPatronal,
  telefono,
  correo,
  objetoSocial,
  fechaConstitucion,
  trabajadores,
};
