/**
 * What the bases and their annexes ask of the CVs: the applicant's (company) CV and the CVs of the
 * professional staff. Each requirement is a sentence of the tender kept with its literal quote; minimum
 * years, a required cédula, a signature, similar contracts and the roles named are read from its words.
 * When the bases list the contents of the CV ("deberá contener: a) …, b) …"), those items become the
 * headings phase 4 writes.
 */
import { type SourcePassage, sourceOf, type TSource } from "../generation/phase-input";
import { fold } from "./cv-lines";
import { segmentUnits, widenToLines } from "./segment-units";

export type CvRequirementKind =
  | "experiencia_minima"
  | "cedula"
  | "firma"
  | "contratos"
  | "especialidad"
  | "certificacion"
  | "perfil"
  | "curriculum";

export interface CvRequirement {
  /** The tender's sentence, whitespace-collapsed (a literal slice of the passage). */
  text: string;
  kind: CvRequirementKind;
  /** Whom it asks: the applicant company, the professional staff, or both. */
  target: "licitante" | "personal" | "ambos";
  minYears: number | null;
  minContracts: number | null;
  /** The contracts count only when concluded in the last N years ('en los últimos tres años'). */
  withinYears: number | null;
  /** Roles the sentence names ('superintendente', 'residente de obra'), lower case. */
  roles: string[];
  /** A sentence may ask several things: 'cinco años de experiencia y cédula profesional'. */
  asksCedula: boolean;
  asksSignature: boolean;
  /** The professions the cédula must be of ('de ingeniero civil o arquitecto'), lower case. */
  professions: string[];
  source: TSource;
}

export interface CvRequirements {
  items: CvRequirement[];
  /** Headings the bases ask the applicant's CV to contain, each with the line it comes from. */
  sections: { heading: string; source: TSource }[];
}

const CV_CONTEXT =
  /curr[ií]cul|vitae|c[eé]dula profesional|experiencia m[ií]nima|a[nñ]os de experiencia|personal (?:t[eé]cnico|profesional|clave)|perfil(?:es)? (?:del personal|de los (?:profesionales|puestos|integrantes)|profesional)|especialidad|contratos (?:similares|an[aá]logos|de (?:obras?|servicios?) similares)|experiencia (?:del licitante|de la empresa|en (?:obras?|servicios?|trabajos) (?:similares|de (?:la misma|igual|similar) naturaleza))|(?:al menos|cuando menos|m[ií]nimo(?: de)?)\s+\S+\s+contratos/iu;
const KINDS: [RegExp, CvRequirementKind][] = [
  [/experiencia m[ií]nima|a[nñ]os de experiencia|m[ií]nimo (?:de )?\d+ a[nñ]os/iu, "experiencia_minima"],
  [/c[eé]dula profesional/iu, "cedula"],
  [/firmad[oa]s?|firma aut[oó]grafa|firma del/iu, "firma"],
  [/contratos|obras similares|servicios similares/iu, "contratos"],
  [/certificaci[oó]n|certificad[oa]|ISO\s?\d/iu, "certificacion"],
  [/especialidad/iu, "especialidad"],
  [/perfil|puesto|cargo/iu, "perfil"],
];
const STAFF =
  /integrantes?\b|equipo (?:de supervisi[oó]n|de trabajo|profesional|t[eé]cnico)|personal|profesional(?:es)?\b|t[eé]cnico|residente|superintendente|coordinador|gerente|jefe|director|especialista|c[eé]dula|perfil/iu;
const COMPANY =
  /licitante|empresa|persona moral|contratos|la participante|el participante|proveedor|contratista/iu;
const ROLE =
  /\b((?:superintendente|residente|coordinador(?:a)?|gerente|jefe|director(?:a)?|supervisor(?:a)?|especialista|responsable)(?:\s+(?:de|del|en)\s+[\p{L}]+)?)/giu;
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  quince: 15,
  veinte: 20,
};

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})\\s*(?:\\(\\w+\\)\\s*)?`;

function numberOf(word: string | undefined): number | null {
  if (!word) return null;
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null);
}

function numberBefore(text: string, noun: RegExp): number | null {
  return numberOf(new RegExp(`${NUMBER}${noun.source}`, "iu").exec(fold(text))?.[1]);
}

// 'en los últimos tres años': a window for the contracts, never a minimum of experience.
const LAST_YEARS = new RegExp(`(?:en\\s+)?(?:los\\s+)?ultimos\\s+${NUMBER}anos`, "iu");

/** The window the contracts must fall in: 'concluidos en los últimos tres años' → 3. */
function windowYears(text: string): number | null {
  return numberOf(LAST_YEARS.exec(fold(text))?.[1]);
}

const PROFESSION =
  /^(?:ingenier|arquitect|licenciad|contador|abogad|m[eé]dic|qu[ií]mic|ge[oó]log|top[oó]graf|t[eé]cnic)/u;

/** 'cédula profesional de ingeniero civil o arquitecto' → ['ingeniero civil', 'arquitecto']. */
function professionsOf(sentence: string): string[] {
  const list =
    /c[eé]dula profesional (?:de|como)\s+([\p{L} ,]+?)(?=[.;:]|\s+(?:y|con|que|expedida|vigente)\s|$)/iu.exec(
      sentence,
    )?.[1];
  if (!list) return [];
  return list
    .toLowerCase()
    .split(/\s*,\s*|\s+[ouy]\s+/u)
    .map((item) => item.trim())
    .filter((item) => PROFESSION.test(item));
}

function kindOf(sentence: string): CvRequirementKind {
  for (const [pattern, kind] of KINDS) if (pattern.test(sentence)) return kind;
  return "curriculum";
}

function targetOf(sentence: string): CvRequirement["target"] {
  const staff = STAFF.test(sentence);
  const company =
    COMPANY.test(sentence) && !/personal del licitante|personal que el licitante/iu.test(sentence);
  if (staff && company)
    return /curr[ií]cul\w* (?:de la empresa|del licitante)/iu.test(sentence) ? "licitante" : "ambos";
  return staff ? "personal" : "licitante";
}

/** Items of a list right after a sentence that announces the CV's contents. */
function listedSections(passage: SourcePassage, after: number): { heading: string; source: TSource }[] {
  const sections: { heading: string; source: TSource }[] = [];
  const lines = passage.text.slice(after).split("\n").slice(1);
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^(?:[a-zA-Z]\)|\d{1,2}[.)]|[ivxIVX]{1,4}\)|[•·*–-])\s*(.{3,120}?)[.;:]?$/u.exec(line);
    if (!item?.[1]) break;
    const heading = item[1].replace(/^[\p{Ll}]/u, (first) => first.toUpperCase());
    sections.push({ heading, source: sourceOf(passage, line) });
    if (sections.length === 12) break;
  }
  return sections;
}

// 'Estados financieros dictaminados por contador público con cédula profesional': the cédula is the
// auditor's, a condition of a financial document, not of a CV.
const AUDITOR = /contador(?:es)? p[uú]blicos?|estados financieros|dictaminad[oa]s?/iu;
const CV_CUE = /curr[ií]cul|vitae|experiencia|personal|perfil|integrantes?\b/iu;

function isAuditorsCedula(sentence: string): boolean {
  return AUDITOR.test(sentence) && !CV_CUE.test(sentence);
}

/** Every sentence of the tender's passages that asks something of a CV. */
export function findCvRequirements(passages: readonly SourcePassage[]): CvRequirements {
  const items: CvRequirement[] = [];
  const sections: CvRequirements["sections"] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    for (const unit of segmentUnits(passage.text)) {
      const sentence = unit.text;
      if (!CV_CONTEXT.test(sentence) || sentence.length < 25 || isAuditorsCedula(sentence)) continue;
      const key = fold(sentence).replace(/\s+/g, " ");
      if (seen.has(key)) continue;
      seen.add(key);
      const lines = widenToLines(passage.text, unit.start, unit.start + sentence.length);
      const quote = passage.text.slice(lines.start, lines.end).trim();
      const source = sourceOf(passage, quote.length <= 400 ? quote : sentence);
      const roles = [...sentence.matchAll(ROLE)].map((match) => fold(match[1] ?? "").trim()).filter(Boolean);
      items.push({
        text: sentence.replace(/\s+/g, " "),
        kind: kindOf(sentence),
        target: targetOf(sentence),
        // 'en los últimos cinco años' bounds contracts, it is no minimum of experience.
        minYears: /experiencia/iu.test(sentence)
          ? numberBefore(fold(sentence).replace(LAST_YEARS, " "), /anos/)
          : null,
        minContracts: numberBefore(sentence, /contratos/),
        withinYears: /contratos|obras similares|servicios similares/iu.test(sentence)
          ? windowYears(sentence)
          : null,
        roles: [...new Set(roles)],
        asksCedula: /c[eé]dula profesional/iu.test(sentence),
        asksSignature: /firmad[oa]s?|firma aut[oó]grafa/iu.test(sentence),
        professions: professionsOf(sentence),
        source,
      });
      if (
        sections.length === 0 &&
        /curr[ií]cul/iu.test(sentence) &&
        /(contener|incluir|siguiente|integrado por|consistir)[^:]*:\s*$/iu.test(sentence)
      ) {
        sections.push(...listedSections(passage, unit.start + sentence.length));
      }
    }
  }
  return { items, sections };
}

/** The requirements that ask something of the applicant company's CV. */
export function companyRequirements(requirements: CvRequirements): CvRequirement[] {
  return requirements.items.filter((item) => item.target !== "personal");
}

/** The requirements that ask something of the professional staff's CVs. */
export function staffRequirements(requirements: CvRequirements): CvRequirement[] {
  return requirements.items.filter((item) => item.target !== "licitante");
}
