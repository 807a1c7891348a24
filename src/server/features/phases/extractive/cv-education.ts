/**
 * Schooling lines of a team CV ('Formación académica: Ingeniería Civil, Universidad Autónoma de
 * Aguascalientes, 2008.'): the degree, its level, the institution and the year, with the line quoted.
 */
import { type CvLine, findYear, fold, labelValue, type Sourced, sourced } from "./cv-lines";

export interface EducationEntry {
  level: "licenciatura" | "maestria" | "doctorado" | "otro";
  text: string;
  institution: string | null;
  year: number | null;
  source: Sourced["source"];
}

export const DEGREE =
  /\b(licenciatura|licenciad[oa]|ingenier[oa]|ingenier[ií]a|arquitect[oa]|arquitectura|contador p[uú]blico|qu[ií]mic[oa] [\p{L} ]*?(?=\s+por\b|,)|m[eé]dic[oa] cirujan[oa]|cirujan[oa] dentista|bi[oó]log[oa]|actuari[oa]|enfermer[oa]|maestr[ií]a|maestro en|doctorado|doctor en|especialidad en|t[eé]cnico en)\b/iu;
export const INSTITUTION =
  /\b(UNAM|IPN|UAM|ITESM|Tec(?:nol[oó]gico)? de Monterrey|Universidad [\p{L} ]+|Instituto [\p{L} ]+|Tecnol[oó]gico [\p{L} ]+|ESIA[\p{L} ]*|Facultad de [\p{L} ]+|Escuela [\p{L} ]+)/u;
const EDUCATION_LABEL = /formaci[oó]n(?: acad[eé]mica| profesional)?|escolaridad|estudios|grado acad[eé]mico/;

/** The degree of an education line: 'Ingeniería Civil, Universidad …, 2008.' → 'Ingeniería Civil'. */
export function degreeOf(text: string): string {
  const institution = INSTITUTION.exec(text)?.index ?? text.length;
  return (text.slice(0, institution).split(/[,;(]|\s+(?:por|en)\s+(?:la|el)\s+|\s+-\s+/u)[0] ?? text)
    .replace(/[\s.,:-]+$/u, "")
    .trim();
}

export function readEducation(line: CvLine, inBlock: boolean): EducationEntry | null {
  // 'Formación académica: Ingeniería Civil, …': the entry is what follows the label.
  const text = labelValue(line.text, EDUCATION_LABEL) ?? line.text;
  const degree = DEGREE.exec(text);
  const institution = INSTITUTION.exec(text)?.[0].trim() ?? null;
  if (!degree && !(inBlock && (institution || findYear(text)))) return null;
  if (!degree && !inBlock) return null;
  if (!inBlock && !institution && !/t[ií]tulo|egresad|grado/iu.test(text)) return null;
  const word = fold(degree?.[0] ?? "");
  const level = /maestr/.test(word)
    ? "maestria"
    : /doctor/.test(word)
      ? "doctorado"
      : /licenc|ingenier|arquitect|contador|quimic|medic|cirujan|biolog|actuari|enfermer/.test(word)
        ? "licenciatura"
        : "otro";
  return { level, text, institution, year: findYear(text), source: sourced(text, line).source };
}
