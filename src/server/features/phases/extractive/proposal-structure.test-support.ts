/**
 * Realistic Mexican tender and applicant text for the index and draft tests, and the check every
 * builder output must pass: each source quote is a literal piece of its passage (whitespace-normalised).
 */
import { expect } from "vitest";
import { passage } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, EarlierPhase, TPhaseContent } from "../generation/phase-input";
import { RELEVANT_POINTS_HEADERS } from "./phase1-content";

export const BASES_WITH_LIST = () => [
  passage(
    "bases",
    "bases-LA-006-2025.pdf",
    7,
    [
      "4.2 CONTENIDO DE LA PROPOSICIÓN TÉCNICA",
      "La propuesta técnica deberá contener lo siguiente:",
      "a) Metodología de trabajo, describiendo las etapas para la implementación del sistema de gestión documental.",
      "b) Plan de trabajo con cronograma de actividades por semana, desde la firma del contrato hasta la entrega final.",
      "c) Currículum de la empresa que acredite experiencia en al menos tres contratos similares.",
      "   1. Copia de los contratos o facturas que acrediten la experiencia.",
      "   2. Cartas de satisfacción de los clientes.",
      "d) Relación del personal propuesto con su cédula profesional.",
      "",
      "Las proposiciones deberán presentarse en idioma español.",
    ].join("\n"),
    "4.2 CONTENIDO DE LA PROPOSICIÓN TÉCNICA",
  ),
  passage(
    "bases",
    "bases-LA-006-2025.pdf",
    9,
    [
      "5. CRITERIOS DE EVALUACIÓN",
      "La evaluación se realizará por puntos y porcentajes. La metodología de trabajo tendrá un valor de hasta 20 puntos.",
      "La experiencia del licitante en contratos similares tendrá un valor de hasta 15 puntos.",
    ].join("\n"),
    "5. CRITERIOS DE EVALUACIÓN",
  ),
  passage(
    "anexos",
    "anexo-tecnico.pdf",
    2,
    "El sistema deberá permitir la digitalización de 50,000 expedientes y contar con respaldo diario en un centro de datos con certificación ISO 27001. La capacitación del personal usuario se impartirá en las oficinas de la convocante.",
    "ANEXO TÉCNICO",
  ),
];

export const BASES_WITHOUT_LIST = () => [
  passage(
    "bases",
    "convocatoria-IA-012-2025.pdf",
    3,
    [
      "El objeto de la presente invitación es la contratación del servicio de mantenimiento preventivo y correctivo a equipos de aire acondicionado.",
      "Los licitantes deberán acreditar experiencia mínima de dos años en servicios de mantenimiento de aire acondicionado.",
      "El personal técnico deberá contar con certificación vigente en manejo de refrigerantes.",
      "El licitante deberá presentar copia del acta constitutiva y del poder notarial de su representante legal.",
    ].join("\n"),
  ),
];

export const CLIENT_DOCUMENTS = () => [
  passage(
    "curricula",
    "curriculum-empresa.pdf",
    1,
    [
      "Consultoría Técnica del Bajío, S.A. de C.V. (RFC CTB150310AB1) cuenta con nueve años de experiencia en proyectos de gestión documental para dependencias públicas.",
      "Nuestra metodología de trabajo se basa en cuatro etapas: diagnóstico, digitalización, validación y entrega, con controles de calidad en cada etapa.",
      "Hemos ejecutado contratos similares con el Instituto Estatal de Transparencia y con el Municipio de León.",
    ].join("\n"),
  ),
  passage(
    "equipo",
    "cv-ing-ramirez.pdf",
    1,
    "Ing. Laura Ramírez Ortega, cédula profesional 7654321, coordinadora de proyectos con experiencia en digitalización de expedientes y gestión documental.",
  ),
  passage(
    "legal",
    "acta-constitutiva.pdf",
    2,
    "Por escritura pública número 12,345 de fecha 10 de marzo de 2015, otorgada ante el Notario Público número 8 de León, Guanajuato, se constituyó la sociedad Consultoría Técnica del Bajío, S.A. de C.V.",
  ),
];

/**
 * Every source of every statement and row points at a given passage whose text contains the quote, and,
 * when `retrieved` is given, at one the builder really read through the input (the guard's other rule).
 */
export function expectGrounded(
  content: TPhaseContent,
  passages: CategorizedPassage[],
  retrieved?: Set<string>,
): void {
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  const byId = new Map(passages.map((item) => [item.id, item]));
  for (const section of content.sections) {
    const sources = [
      ...section.statements.flatMap((statement) => statement.sources),
      ...(section.table?.rows.flatMap((row) => row.sources) ?? []),
    ];
    for (const source of sources) {
      const found = byId.get(source.passageId);
      expect(found, `pasaje ${source.passageId}`).toBeDefined();
      expect(flat(found?.text ?? "")).toContain(flat(source.quote));
      if (retrieved)
        expect(retrieved.has(source.passageId), `pasaje no leído ${source.passageId}`).toBe(true);
    }
  }
}

/** A phase-1 version whose table rows cite the given passages, as phase 1 stores it. */
export function phase1Version(
  rows: { cells: string[]; passage: CategorizedPassage | undefined; quote: string }[],
): EarlierPhase {
  const table = {
    headers: RELEVANT_POINTS_HEADERS,
    rows: rows.map((row) => ({
      cells: row.cells,
      sources: [{ passageId: row.passage?.id ?? "", quote: row.quote }],
    })),
  };
  return {
    phase: 0,
    version: 1,
    isUserAdjusted: false,
    fileName: "Puntos_relevantes_de_las_bases_v1.xlsx",
    content: {
      title: "Puntos relevantes de las bases",
      pending: [],
      sections: [{ heading: "Puntos relevantes", level: 1, statements: [], table }],
    },
  };
}

/** The index's headings with their levels, for a failing assertion's message. */
export const outline = (content: TPhaseContent) =>
  content.sections.map((section) => [section.heading, section.level]);

/** The section under `heading`; fails naming the headings there are. */
export const section = (content: TPhaseContent, heading: string) => {
  const found = content.sections.find((item) => item.heading === heading);
  if (!found) throw new Error(`sin apartado «${heading}»: ${JSON.stringify(outline(content))}`);
  return found;
};

/** The statements' texts under `heading`. */
export const texts = (content: TPhaseContent, heading: string) =>
  section(content, heading).statements.map((s) => s.text);

/** A built index as the draft reads it (phase 2's first version). */
export const indexOf = async (content: TPhaseContent): Promise<EarlierPhase> => ({
  phase: 1,
  version: 1,
  isUserAdjusted: false,
  fileName: "Indice_de_la_propuesta_tecnica_v1.docx",
  content,
});
