/**
 * Reads the applicant company's CV (category "curricula"): razón social, years of experience,
 * specialty, the contracts it has carried out (client, object, year, amount), certifications, staff
 * and infrastructure. Each value keeps the literal line it was read from.
 */
import type { SourcePassage } from "../generation/phase-input";
import {
  type CvLine,
  cellsOf,
  findAmount,
  findClient,
  findContractClient,
  findYear,
  fold,
  labelValue,
  linesOf,
  type Sourced,
  sourced,
} from "./cv-lines";

export interface CompanyContract {
  client: string | null;
  object: string;
  year: number | null;
  amount: string | null;
  source: Sourced["source"];
}

export interface CompanyCv {
  legalName: Sourced | null;
  rfc: Sourced | null;
  yearsOfExperience: Sourced | null;
  /** How the years were counted when no document states them ('14 años desde su constitución el …'). */
  foundedNote?: string;
  specialty: Sourced[];
  contracts: CompanyContract[];
  certifications: Sourced[];
  personnel: Sourced[];
  infrastructure: Sourced[];
  /** Every other sentence-like line of the CV: the builder quotes them for headings the bases ask for. */
  other: Sourced[];
  /** The company's identifying data its other documents state (domicilio, representante, acta…). */
  generalFacts?: { label: string; value: string; sources: Sourced["source"][] }[];
}

type Block = "general" | "contracts" | "certifications" | "personnel" | "infrastructure";

const LEGAL_FORM =
  /\bS\.?\s?A\.?\s?(?:P\.?\s?I\.?\s?)?(?:(?:de|DE)\s+C\.?\s?V\.?)|\bS\.?\s?(?:de|DE)\s?R\.?\s?L\.?(?:\s?(?:de|DE)\s+C\.?\s?V\.?)?|\bS\.?\s?C\.?(?=\s|$)/u;
const CONTRACT_CUE =
  /\b(contrato|obra|servicio|supervisi[oó]n|construcci[oó]n|rehabilitaci[oó]n|mantenimiento|proyecto ejecutivo|estudio|suministro)/iu;
const CERTIFICATION =
  /\bISO\s?\d{4,5}|\bcertificad[oa]\b|\bcertificaci[oó]n\b|\bacreditaci[oó]n\b|\bdistintivo\b|\bESR\b|\bREPSE\b/iu;
const PERSONNEL =
  /\b\d{1,4}\s+(?:empleados|trabajadores|colaboradores|personas|ingenieros|t[eé]cnicos|profesionistas|profesionales|obreros)\b|\bplantilla\b|\bpersonal\s+(?:t[eé]cnico|administrativo|de\s+campo|especializado)/iu;
const INFRASTRUCTURE =
  /\b(maquinaria|retroexcavadora|excavadora|motoconformadora|vibrocompactador|cami[óo]n(?:es)?|camionetas?|veh[ií]culos|gr[uú]as?|bodegas?|oficinas?|taller(?:es)?|laboratorio|equipo de (?:topograf[ií]a|c[oó]mputo|medici[oó]n)|estaci[oó]n total|software|licencias)\b/iu;
// 'Nuestra especialidad es …', 'Somos especialistas en …', 'Nos especializamos en …'.
const SPECIALTY =
  /\b(?:nuestra|su)\s+especialidad\s+(?:es|son|consiste|radica|est[áa])|\bespecialistas\s+en|\bnos\s+especializamos|\bespecializad[oa]s?\s+en|\bdedicad[oa]\s+a/iu;
const BLOCKS: [RegExp, Block][] = [
  [/^(relaci[oó]n de )?(contratos|obras|experiencia|principales clientes|clientes)/iu, "contracts"],
  [/^(certificaci|acreditaci|registros)/iu, "certifications"],
  [/^(recursos humanos|personal|plantilla|organigrama)/iu, "personnel"],
  [/^(infraestructura|maquinaria|equipo|recursos (?:materiales|t[eé]cnicos))/iu, "infrastructure"],
  [/^(datos generales|generales|perfil|presentaci[oó]n|qui[eé]nes somos|historia|especialidad)/iu, "general"],
];

function blockOf(text: string): Block | null {
  if (text.length > 60 || /:\s*\S/.test(text) || /\d{4}/.test(text)) return null;
  const clean = text.replace(/^[\d.)\s-]+/, "");
  for (const [pattern, block] of BLOCKS) if (pattern.test(clean)) return block;
  return null;
}

function readContract(line: CvLine, inBlock: boolean): CompanyContract | null {
  const text = line.text;
  const cells = cellsOf(text);
  const year = findYear(text);
  const amount = findAmount(text);
  if (cells) {
    // A header row ('Cliente | Objeto | Año | Monto') has no year nor amount.
    if (year === null && amount === null) return null;
    const rest = cells.filter((cell) => !/^(?:19|20)\d{2}$/.test(cell) && findAmount(cell) !== cell);
    const client = rest.find((cell) => findClient(cell) === cell) ?? rest[0] ?? null;
    const object = rest.filter((cell) => cell !== client).join("; ") || text;
    return { client, object, year, amount, source: sourced(text, line).source };
  }
  const client = findContractClient(text);
  if (!inBlock && !(client && (amount || year) && CONTRACT_CUE.test(text))) return null;
  if (inBlock && !(year || amount || client)) return null;
  const object = text.replace(/^[\s•·*-]+|\d+[.)]\s+/u, "").trim();
  return { client, object, year, amount, source: sourced(text, line).source };
}

/** Reads the applicant's CV lines into the fields phase 4 writes. */
export function parseCompanyCv(passages: readonly SourcePassage[]): CompanyCv {
  const cv: CompanyCv = {
    legalName: null,
    rfc: null,
    yearsOfExperience: null,
    specialty: [],
    contracts: [],
    certifications: [],
    personnel: [],
    infrastructure: [],
    other: [],
  };
  let block: Block = "general";
  let bareName: Sourced | null = null;
  for (const line of linesOf(passages)) {
    const text = line.text;
    const heading = blockOf(text);
    if (heading) {
      block = heading;
      continue;
    }
    const name = labelValue(text, /raz[oó]n social|denominaci[oó]n(?: social)?|nombre de la empresa|empresa/);
    if (name && !cv.legalName) {
      cv.legalName = sourced(name, line);
      continue;
    }
    const rfc = /(?<![\p{L}\d])[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}(?![\p{L}\d])/u.exec(text);
    if (rfc && !cv.rfc) cv.rfc = sourced(rfc[0], line);
    // A bare line with a legal form ('CONSTRUCTORA X, S.A. DE C.V.') names the company unless a label does.
    if (
      !bareName &&
      LEGAL_FORM.test(text) &&
      text.length < 90 &&
      !/\d{3}/.test(text) &&
      !/\s(?:de|la|los)\s+\p{Ll}+\s+\p{Ll}+/u.test(text.split(",")[0] ?? "")
    ) {
      bareName = sourced(text.replace(/^[\s•·*-]+/, ""), line);
      continue;
    }
    const years =
      /\b(\d{1,3})\s+a[nñ]os\s+de\s+(?:experiencia|trayectoria)|\b(?:fundada|constituida|creada)\s+en\s+(?:\p{L}+\s+de\s+)?((?:19|20)\d{2})|\bdesde\s+(?:el\s+a[nñ]o\s+)?((?:19|20)\d{2})/iu.exec(
        text,
      );
    if (years && !cv.yearsOfExperience) cv.yearsOfExperience = sourced(years[0], line);
    const specialty = labelValue(text, /especialidad|giro|actividad principal|objeto social/);
    if (specialty || SPECIALTY.test(text)) {
      cv.specialty.push(sourced(specialty ?? text, line));
      if (!years) continue;
    }
    if (years) continue;
    // 'Contamos con la certificación ISO 9001:2015' under "Contratos" is a certification, not a contract.
    if (CERTIFICATION.test(text) && !findAmount(text)) {
      cv.certifications.push(sourced(text, line));
      continue;
    }
    const contract = readContract(line, block === "contracts");
    if (contract && block !== "certifications" && block !== "personnel") {
      cv.contracts.push(contract);
      continue;
    }
    if (block === "certifications" || CERTIFICATION.test(text)) {
      cv.certifications.push(sourced(text, line));
      continue;
    }
    if (block === "personnel" || PERSONNEL.test(text)) {
      cv.personnel.push(sourced(text, line));
      continue;
    }
    if (block === "infrastructure" || INFRASTRUCTURE.test(text)) {
      cv.infrastructure.push(sourced(text, line));
      continue;
    }
    // A heading in capitals ('METODOLOGÍA DE SUPERVISIÓN') is no statement of the company.
    const capsHeading = !/\p{Ll}/u.test(text) && !/[.:]$/u.test(text);
    if (
      text.length >= 25 &&
      !capsHeading &&
      !cellsOf(text) &&
      !/^(cliente|objeto|a[nñ]o|monto)\b/iu.test(fold(text))
    )
      cv.other.push(sourced(text, line));
  }
  cv.legalName ??= bareName;
  return cv;
}
