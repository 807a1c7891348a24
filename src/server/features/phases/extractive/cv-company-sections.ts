/**
 * The sections of the applicant's CV (phase 4), each written from the parsed company CV: statements
 * quote the line they rest on; what the CV does not say becomes [PENDIENTE: …].
 */
import type { TPhaseSection, TStatement } from "../generation/phase-input";
import type { CompanyCv } from "./cv-company-parse";
import { fold, pendingMark, type Sourced } from "./cv-lines";

export type CompanySectionKey = "datos" | "experiencia" | "contratos" | "certificaciones" | "recursos";

export const STANDARD_SECTIONS: [CompanySectionKey, string][] = [
  ["datos", "Datos generales"],
  ["experiencia", "Experiencia y especialidad"],
  ["contratos", "Contratos similares"],
  ["certificaciones", "Certificaciones"],
  ["recursos", "Recursos humanos y técnicos"],
];

/** Which standard section a heading of the bases corresponds to, if any. */
export function sectionKeyOf(heading: string): CompanySectionKey | null {
  const words = fold(heading);
  if (/contrat|client|obras (?:realizadas|similares|ejecutadas)|relacion de (?:obras|servicios)/.test(words))
    return "contratos";
  if (/certific|acredit|iso\b|registro/.test(words)) return "certificaciones";
  if (/personal|recursos|infraestructura|maquinaria|equipo|organigrama|plantilla/.test(words))
    return "recursos";
  if (/experiencia|especialidad|trayectoria|antecedentes|capacidad tecnica|historia/.test(words))
    return "experiencia";
  if (/datos|generales|razon social|denominacion|identificacion|domicilio|presentacion/.test(words))
    return "datos";
  return null;
}

function said(label: string, value: Sourced): TStatement {
  return { text: `${label}: ${value.value}`, sources: [value.source] };
}

function quoted(values: readonly Sourced[], limit: number): TStatement[] {
  return values.slice(0, limit).map((value) => ({ text: value.value, sources: [value.source] }));
}

// The words a data line labels its values with: no news of their own.
const DATA_LABELS = new Set([
  "rfc",
  "razon",
  "social",
  "domicilio",
  "fiscal",
  "tel",
  "telefono",
  "correo",
  "direccion",
]);

/**
 * Whether a CV line only restates what was said above it ('RFC CTB150310AB1 · Av. Industrias 4520, León'
 * after the RFC and the domicilio fiscal): four in five of its words (past their labels) already said.
 */
function restates(line: string, said: readonly TStatement[]): boolean {
  const before = new Set(said.flatMap((statement) => fold(statement.text).match(/[a-z\d]{3,}/g) ?? []));
  const words = (fold(line).match(/[a-z\d]{3,}/g) ?? []).filter((word) => !DATA_LABELS.has(word));
  return words.length > 0 && words.filter((word) => before.has(word)).length >= 0.8 * words.length;
}

function datos(cv: CompanyCv, pending: string[]): TStatement[] {
  const stated: TStatement[] = [
    cv.legalName
      ? said("Razón social", cv.legalName)
      : { text: `Razón social: ${pendingMark(pending, "razón social del licitante")}`, sources: [] },
    cv.rfc ? said("RFC", cv.rfc) : { text: `RFC: ${pendingMark(pending, "RFC del licitante")}`, sources: [] },
    ...(cv.generalFacts ?? []).map((fact) => ({
      text: `${fact.label}: ${fact.value}`,
      sources: fact.sources,
    })),
  ];
  const news = cv.other.filter((line) => !restates(line.value, stated));
  return [...stated, ...quoted(news, 3)];
}

// 'Experiencia: Empresa constituida en 2011…' restates the line quoted after it: the label is not news.
const LABEL = /^[^:]{1,40}:\s+/u;

/** A section says each thing once: a statement whose text (past its label) was said before is left out. */
function withoutRepeats(statements: readonly TStatement[]): TStatement[] {
  const seen = new Set<string>();
  return statements.filter((statement) => {
    const key = fold(statement.text.replace(LABEL, "")).replace(/\s+/g, " ").trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function experiencia(cv: CompanyCv, pending: string[]): TStatement[] {
  const statements: TStatement[] = [];
  statements.push(
    cv.yearsOfExperience
      ? {
          text: `Experiencia: ${cv.foundedNote ?? cv.yearsOfExperience.source.quote}`,
          sources: [cv.yearsOfExperience.source],
        }
      : {
          text: `Años de experiencia: ${pendingMark(pending, "años de experiencia del licitante")}`,
          sources: [],
        },
  );
  if (cv.specialty.length > 0) statements.push(...quoted(cv.specialty, 4));
  else
    statements.push({
      text: `Especialidad: ${pendingMark(pending, "especialidad del licitante")}`,
      sources: [],
    });
  return statements;
}

function contratos(cv: CompanyCv, pending: string[]): TPhaseSection {
  const section: TPhaseSection = { heading: "Contratos similares", level: 1, statements: [] };
  if (cv.contracts.length === 0) {
    section.statements.push({
      text: `El currículum no relaciona contratos. ${pendingMark(pending, "relación de contratos similares del licitante (cliente, objeto, año y monto)")}`,
      sources: [],
    });
    return section;
  }
  section.statements.push({
    text: `El licitante relaciona ${cv.contracts.length} contratos en su currículum.`,
    sources: [],
  });
  section.table = {
    headers: ["Cliente", "Objeto", "Año", "Monto"],
    rows: cv.contracts.slice(0, 60).map((contract) => ({
      cells: [
        contract.client ?? pendingMark(pending, `cliente del contrato «${contract.object.slice(0, 60)}»`),
        contract.object,
        contract.year === null
          ? pendingMark(pending, `año del contrato «${contract.object.slice(0, 60)}»`)
          : String(contract.year),
        contract.amount ?? pendingMark(pending, `monto del contrato «${contract.object.slice(0, 60)}»`),
      ],
      sources: [contract.source],
    })),
  };
  return section;
}

function certificaciones(cv: CompanyCv, pending: string[]): TStatement[] {
  if (cv.certifications.length > 0) return quoted(cv.certifications, 10);
  return [
    {
      text: `El currículum no menciona certificaciones. ${pendingMark(pending, "certificaciones del licitante")}`,
      sources: [],
    },
  ];
}

function recursos(cv: CompanyCv, pending: string[]): TStatement[] {
  const statements = [...quoted(cv.personnel, 6), ...quoted(cv.infrastructure, 8)];
  if (cv.personnel.length === 0)
    statements.push({
      text: `Personal: ${pendingMark(pending, "plantilla de personal del licitante")}`,
      sources: [],
    });
  if (cv.infrastructure.length === 0)
    statements.push({
      text: `Infraestructura y equipo: ${pendingMark(pending, "infraestructura y equipo del licitante")}`,
      sources: [],
    });
  return statements;
}

/** One section of the applicant's CV under the given heading (the bases' words or the standard one). */
export function companySection(
  key: CompanySectionKey,
  heading: string,
  cv: CompanyCv,
  pending: string[],
): TPhaseSection {
  if (key === "contratos") return { ...contratos(cv, pending), heading };
  const statements =
    key === "datos"
      ? datos(cv, pending)
      : key === "experiencia"
        ? experiencia(cv, pending)
        : key === "certificaciones"
          ? certificaciones(cv, pending)
          : recursos(cv, pending);
  return { heading, level: 1, statements: withoutRepeats(statements) };
}

/**
 * A heading of the bases that matches no standard section: the CV lines that share its words, or a
 * pending mark when the CV says nothing about it.
 */
export function freeSection(heading: string, cv: CompanyCv, pending: string[]): TPhaseSection {
  const stems = fold(heading)
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length > 4)
    .map((word) => word.slice(0, 6));
  const all = [...cv.other, ...cv.specialty, ...cv.personnel, ...cv.infrastructure, ...cv.certifications];
  const matches = all.filter((value) => stems.some((stem) => fold(value.value).includes(stem)));
  const statements: TStatement[] =
    matches.length > 0
      ? quoted(matches, 6)
      : [
          {
            text: pendingMark(pending, `${heading} (no se encontró en el currículum del licitante)`),
            sources: [],
          },
        ];
  return { heading, level: 1, statements };
}
