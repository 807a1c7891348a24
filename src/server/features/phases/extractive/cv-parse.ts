/**
 * Reads the CVs of the professional team (category "equipo") line by line: name, title, cédula
 * profesional, education, experience periods, certifications, languages and the role proposed for the
 * tender. A document usually holds one person; a new "CURRÍCULUM VITAE" header, a second "Nombre:" or
 * a new titled name line ("Ing. Laura Gómez Ruiz") starts the next one.
 */
import type { SourcePassage } from "../generation/phase-input";
import { DEGREE, degreeOf, type EducationEntry, INSTITUTION, readEducation } from "./cv-education";
import {
  type CvLine,
  cellsOf,
  findAmount,
  findClient,
  findPeriod,
  fold,
  labelValue,
  linesOf,
  type Sourced,
  sourced,
} from "./cv-lines";

export type { CompanyContract, CompanyCv } from "./cv-company-parse";
export { parseCompanyCv } from "./cv-company-parse";
export type { EducationEntry } from "./cv-education";

export interface ExperienceEntry {
  start: number;
  end: number | null;
  period: string;
  employer: string | null;
  position: string | null;
  project: string | null;
  amount: string | null;
  /** The period line first, then the lines that describe the entry. */
  sources: Sourced["source"][];
}

export interface PersonCv {
  documentName: string;
  name: Sourced | null;
  title: Sourced | null;
  cedula: Sourced | null;
  role: Sourced | null;
  education: EducationEntry[];
  experience: ExperienceEntry[];
  certifications: Sourced[];
  languages: Sourced[];
  passages: SourcePassage[];
}

type Block = "general" | "education" | "experience" | "certifications" | "languages";

const BLOCK_HEADINGS: [RegExp, Block][] = [
  [/^(formaci[oó]n|escolaridad|estudios|preparaci[oó]n)\b/iu, "education"],
  [/^(experiencia|trayectoria|historial)\b/iu, "experience"],
  [/^(certificaci|cursos|diplomados|capacitaci|actualizaci)/iu, "certifications"],
  [/^idiomas?\b/iu, "languages"],
  [/^(datos (generales|personales))\b/iu, "general"],
];
// 'Ing.', 'Lic.', 'Dra.', and a title of initials: 'Q.F.B.', 'C.P.', 'M.V.Z.', 'L.E.O.'.
const TITLE_PREFIX = /^(?:(?:ing|arq|lic|dr|dra|mtro|mtra|m\.\s?en\s?c|c\.p)\.|(?:[A-ZÑ]\.){2,4})\s*/iu;
const NAME_WORDS =
  /^(?:[\p{Lu}][\p{L}'’-]+|de|del|la|los|y)(?:\s+(?:[\p{Lu}][\p{L}'’-]+|de|del|la|los|y)){1,5}$/u;
const NOT_A_NAME =
  /curr[ií]cul|vitae|formaci|experiencia|datos|certific|idioma|cursos|profesional|general|acad[eé]mic|licenciad|ingenier|arquitect|contador|civil|t[eé]cnic|universidad|instituto|puesto|cargo|empresa|ciudad|estado|m[eé]xico|obra|proyecto|provincia|municipio|gobierno|secretar|comisi|direcci|departamento|rep[uú]blica|s\.\s?a\./iu;
const ROLE_LABEL =
  /puesto propuesto|cargo propuesto|puesto en (?:el|la) (?:proyecto|propuesta|obra)|cargo en (?:el|la) (?:proyecto|propuesta|obra)|funci[oó]n en (?:el|la) (?:proyecto|propuesta)|rol propuesto|puesto a desempe[nñ]ar/;
const CERTIFICATION =
  /\b(certificaci[oó]n|certificad[oa]|curso|diplomado|taller|ISO\s?\d{4,5}|PMP|LEED|DC-3|STPS)\b/iu;
const LANGUAGE = /\b(ingl[eé]s|franc[eé]s|alem[aá]n|italiano|portugu[eé]s|japon[eé]s|chino)\b/iu;
const POSITION =
  /\b(superintendente|residente|gerente|ejecutiv[oa]|asesor(?:a)?|representante|vendedor(?:a)?|coordinador(?:a)?|jefe|jefa|director(?:a)?|supervisor(?:a)?|subdirector(?:a)?|auxiliar|analista|proyectista|calculista|especialista|consultor(?:a)?|encargad[oa]|responsable|ingeniero de [\p{L} ]*\p{L})(?![\p{L}\d])/iu;

function blockOf(text: string): Block | null {
  // A heading is short and carries no value after a colon.
  if (text.length > 60 || /:\s*\S/.test(text)) return null;
  const clean = text.replace(/^[\d.)\s-]+/, "");
  for (const [pattern, block] of BLOCK_HEADINGS) if (pattern.test(clean)) return block;
  return null;
}

function emptyPerson(documentName: string): PersonCv {
  return {
    documentName,
    name: null,
    title: null,
    cedula: null,
    role: null,
    education: [],
    experience: [],
    certifications: [],
    languages: [],
    passages: [],
  };
}

/** A bare name line: 'Ing. Laura Gómez Ruiz' or 'JUAN CARLOS PÉREZ LÓPEZ'. */
function nameLine(text: string): string | null {
  const stripped = text.replace(TITLE_PREFIX, "").trim();
  if (NOT_A_NAME.test(stripped) || /\d/.test(stripped)) return null;
  const titled = stripped
    .split(/\s+/)
    .map((word) => (word.length > 3 || !/^(DE|DEL|LA|LOS|Y)$/.test(word) ? word : word.toLowerCase()))
    .map((word) =>
      word === word.toUpperCase() && word.length > 1 ? word[0] + word.slice(1).toLowerCase() : word,
    )
    .join(" ");
  return NAME_WORDS.test(titled) && stripped.split(/\s+/).length >= 2 ? text.trim() : null;
}

/** Fills the entry from a labelled line ('Empresa: …') or returns false when the line is not one. */
function readExperienceDetail(entry: ExperienceEntry, line: CvLine): boolean {
  const fields: [RegExp, "employer" | "position" | "project" | "amount"][] = [
    [/empresa|dependencia|cliente|contratante|instituci[oó]n/, "employer"],
    [/cargo|puesto|funci[oó]n/, "position"],
    [/proyecto|obra|actividades|descripci[oó]n|responsabilidades/, "project"],
    [/monto|importe|inversi[oó]n/, "amount"],
  ];
  for (const [label, field] of fields) {
    const value = labelValue(line.text, label);
    if (value) {
      entry[field] = field === "amount" ? (findAmount(value) ?? value) : value;
      entry.sources.push(sourced(value, line).source);
      return true;
    }
  }
  return false;
}

/**
 * 'Analista de control de calidad, Laboratorios del Centro, S.A. de C.V., Irapuato.': a post first,
 * then, after its comma, the employer (with or without its legal form). False when the line is not so.
 */
function readPostThenEmployer(entry: ExperienceEntry, rest: string): boolean {
  if (POSITION.exec(rest)?.index !== 0) return false;
  const [position = "", ...others] = rest.split(/,\s+/u);
  // 'Superintendente en Grupo Maya, S.A. de C.V.' names its employer inside the post's own words.
  if (others.length === 0 || /[.;]|\s(?:en|para)\s+\p{Lu}/u.test(position) || findClient(position))
    return false;
  const remaining = others.join(", ");
  const first = (others[0] ?? "").replace(/[.\s]+$/u, "");
  const named = /^\p{Lu}\p{Ll}+(?:\s+\S+)+$/u.test(first) && !/^S\.?\s?(?:A|de)\b/u.test(first);
  const employer = findClient(remaining) ?? (named ? first : null);
  if (!employer) return false;
  entry.position = position;
  entry.employer = employer;
  return true;
}

function readExperience(line: CvLine): ExperienceEntry | null {
  const period = findPeriod(line.text);
  if (!period) return null;
  const entry: ExperienceEntry = {
    start: period.start,
    end: period.end,
    period: period.text,
    employer: null,
    position: null,
    project: null,
    amount: findAmount(line.text),
    sources: [sourced(period.text, line).source],
  };
  const cells = cellsOf(line.text);
  if (cells) {
    // 'Periodo | Empresa | Cargo | Actividades' rows.
    const rest = cells.filter((cell) => !cell.includes(period.text) && !findAmount(cell));
    entry.employer = rest[0] ?? null;
    entry.position = rest[1] ?? null;
    entry.project = rest.slice(2).join("; ") || null;
    return entry;
  }
  const rest = (line.text.slice(0, period.index) + line.text.slice(period.index + period.length))
    .replace(/^[\s:.,;–—-]+|[\s:.,;–—-]+$/g, "")
    .replace(/^(periodo|per[ií]odo)\s*:?\s*/iu, "");
  if (!rest) return entry;
  if (readPostThenEmployer(entry, rest)) return entry;
  entry.employer = findClient(rest);
  // 'Empresa, S.A. de C.V., Superintendente de supervisión de obra': the post is what follows the
  // company, up to a comma or a period that starts the activities.
  const after = entry.employer ? rest.slice(rest.indexOf(entry.employer) + entry.employer.length) : rest;
  const tail = after.replace(/^[\s,;:.–—-]+/u, "");
  const post = POSITION.exec(tail);
  if (post?.index === 0) {
    const [position = tail, ...activities] = tail.split(/,\s+|\.\s+|;\s*/u);
    entry.position = position.replace(/[.\s]+$/u, "");
    entry.project = activities.join(", ").replace(/[.\s]+$/u, "") || null;
    return entry;
  }
  entry.position = POSITION.exec(rest)?.[0] ?? null;
  entry.project = rest;
  return entry;
}

// 'Responsable sanitaria — Insumos Hospitalarios del Altiplano, S.A. de C.V.' under the name: the
// person's post and the company they hold it at now.
const HEADER_POST = /^(\p{Lu}[^—–|]{2,80}?)\s+[—–]\s+(.+)$/u;

interface HeaderPost {
  position: string;
  employer: string;
  source: Sourced["source"];
}

/** The post line under a CV's name, when what follows the dash is a company. */
function headerPostOf(line: CvLine): HeaderPost | null {
  const match = HEADER_POST.exec(line.text);
  const employer = match?.[2] ? findClient(match[2]) : null;
  if (!match?.[1] || !employer) return null;
  return { position: match[1].trim(), employer, source: sourced(line.text, line).source };
}

/**
 * A current period ('2013 - a la fecha') that names no company is held at the company of the post
 * under the name, when its post is that one (or it names none): cited to both lines.
 */
function withHeaderEmployer(person: PersonCv, header: HeaderPost | null): void {
  if (!header) return;
  const post = fold(header.position);
  for (const entry of person.experience) {
    if (entry.end !== null || entry.employer) continue;
    const position = fold(entry.position ?? "");
    if (position && !position.includes(post) && !post.includes(position)) continue;
    entry.employer = header.employer;
    entry.sources.push(header.source);
  }
}

/** Splits the team's passages into one CV per person, each field with its literal source line. */
export function parseTeamCvs(passages: readonly SourcePassage[]): PersonCv[] {
  const people: PersonCv[] = [];
  const byDocument = new Map<string, SourcePassage[]>();
  for (const passage of passages) {
    const list = byDocument.get(passage.documentId) ?? [];
    list.push(passage);
    byDocument.set(passage.documentId, list);
  }
  for (const documentPassages of byDocument.values()) {
    const documentName = documentPassages[0]?.documentName ?? "";
    let person = emptyPerson(documentName);
    let block: Block = "general";
    let entry: ExperienceEntry | null = null;
    let linesRead = 0;
    let header: HeaderPost | null = null;
    const startNext = () => {
      withHeaderEmployer(person, header);
      if (hasContent(person)) people.push(person);
      person = emptyPerson(documentName);
      block = "general";
      entry = null;
      linesRead = 0;
      header = null;
    };
    for (const line of linesOf(documentPassages).flatMap(factsOf)) {
      const text = line.text;
      const folded = fold(text);
      const explicitName = labelValue(text, /nombre(?: completo)?/);
      // An unlabelled, untitled name is only believed at the top of a CV ('JUAN PÉREZ LÓPEZ').
      const bareName = !explicitName && !person.name && linesRead < 3 ? nameLine(text) : null;
      linesRead += 1;
      const titledName = TITLE_PREFIX.test(text) ? nameLine(text) : null;
      if (/^curr[ií]cul(um|o)\s+vitae\b|^curr[ií]cul(um|o)\b.{0,20}$/iu.test(text) && person.name)
        startNext();
      else if (explicitName && person.name) startNext();
      else if (titledName && person.name && fold(titledName) !== fold(person.name.value) && hasBody(person))
        startNext();
      if (!person.passages.includes(line.passage)) person.passages.push(line.passage);
      const heading = blockOf(text);
      if (heading) {
        block = heading;
        entry = null;
        continue;
      }
      if (explicitName || (!person.name && (titledName ?? bareName))) {
        person.name ??= sourced(explicitName ?? titledName ?? bareName ?? text, line);
        continue;
      }
      const cedula = /c[eé]dula(?:\s+profesional)?[^\d]{0,40}(\d{6,8})\b/iu.exec(text);
      if (cedula?.[1] && !person.cedula) {
        person.cedula = sourced(cedula[1], line);
        continue;
      }
      const post: HeaderPost | null = person.name && !header && !hasBody(person) ? headerPostOf(line) : null;
      if (post) {
        header = post;
        continue;
      }
      const role = ROLE_LABEL.test(folded) ? labelValue(text, ROLE_LABEL) : null;
      if (role) {
        person.role ??= sourced(role, line);
        continue;
      }
      const title = labelValue(text, /profesi[oó]n|t[ií]tulo(?: profesional)?|especialidad/);
      if (title && !person.title) {
        person.title = sourced(title, line);
        continue;
      }
      const experience = readExperience(line);
      // '2010 - 2014 Licenciatura en Ingeniería Civil, IPN' is schooling, not work.
      const isSchooling = DEGREE.test(text) && INSTITUTION.test(text);
      if (experience && !isSchooling && block !== "education" && block !== "certifications") {
        person.experience.push(experience);
        entry = experience;
        continue;
      }
      if (entry && block === "experience" && readExperienceDetail(entry, line)) continue;
      if (
        block === "languages" ||
        labelValue(text, /idiomas?/) ||
        (LANGUAGE.test(text) && text.length < 80)
      ) {
        if (LANGUAGE.test(text) || block === "languages") person.languages.push(sourced(text, line));
        continue;
      }
      if (block === "certifications" || (block !== "education" && CERTIFICATION.test(text))) {
        person.certifications.push(sourced(text, line));
        continue;
      }
      const education = readEducation(line, block === "education");
      if (education) {
        person.education.push(education);
        if (!person.title && education.level === "licenciatura")
          person.title = { value: degreeOf(education.text), source: education.source };
        continue;
      }
      // Running text under "Experiencia" without a period completes the entry it follows.
      if (entry && block === "experience" && !entry.project) {
        entry.project = text;
        entry.sources.push(sourced(text, line).source);
      }
    }
    startNext();
  }
  return people;
}

// A sentence ends at a period after a word of three letters or more, a figure or a parenthesis, so
// 'Lic. Jorge' and 'S.A. de C.V.' stay whole.
const SENTENCE_END = /(?<=(?:\p{Ll}{3}|\d|\)))\.\s+(?=\p{Lu})/u;

/**
 * A paragraph that states several facts ('Cédula profesional 7459213. Química … por la Universidad de
 * Guanajuato (2008). Diplomado en …') is read sentence by sentence; a line with a work period is not.
 */
function factsOf(line: CvLine): CvLine[] {
  if (findPeriod(line.text)) return [line];
  const sentences = line.text.split(SENTENCE_END).map((text) => text.trim());
  const hasFacts = sentences.some(
    (text) => /c[eé]dula/iu.test(text) || DEGREE.test(text) || CERTIFICATION.test(text),
  );
  if (sentences.length < 2 || !hasFacts) return [line];
  return sentences.map((text) => ({ text: text.replace(/\.$/u, ""), passage: line.passage }));
}

function hasBody(person: PersonCv): boolean {
  return person.experience.length > 0 || person.education.length > 0 || person.cedula !== null;
}

function hasContent(person: PersonCv): boolean {
  return person.name !== null || hasBody(person) || person.role !== null;
}
