/**
 * The earlier phases of the proposal for the tests of phases 7 and 8, as their builders store them:
 * phase 1's matrix and calendar, and phases 3-6 (statements and tables citing the client's documents).
 */
import { expect } from "vitest";
import { phaseFileName } from "../../../../shared/rules/phases";
import type { CategorizedPassage, EarlierPhase, TPhaseContent } from "../generation/phase-input";
import { ALL_PASSAGES, bases, client } from "./evaluation-fixtures.test-support";

const cite = (item: CategorizedPassage, quote = item.text) => [{ passageId: item.id, quote }];

type MatrixRow = NonNullable<TPhaseContent["sections"][number]["table"]>["rows"][number];

/** Phase 1's content with these rows in its matrix, as the evaluation reads it. */
export function relevantPointsWith(rows: MatrixRow[]): TPhaseContent {
  return {
    title: "Puntos relevantes de las bases",
    sections: [
      {
        heading: "Puntos relevantes",
        level: 1,
        statements: [],
        table: {
          headers: ["Requisito", "Tipo", "Qué se entrega", "Plazo o fecha", "Ponderación", "Obligatorio"],
          rows,
        },
      },
    ],
    pending: [],
  };
}

export const relevantPoints: TPhaseContent = {
  title: "Puntos relevantes de las bases",
  sections: [
    {
      heading: "Puntos relevantes",
      level: 1,
      statements: [],
      table: {
        headers: ["Requisito", "Tipo", "Qué se entrega", "Plazo o fecha", "Ponderación", "Obligatorio"],
        rows: [
          {
            cells: [
              "Tabla de puntos y porcentajes: Capacidad del licitante 24 puntos; …",
              "Criterio de evaluación",
              "",
              "",
              "24 puntos",
              "No",
            ],
            sources: cite(bases.table, bases.table.text.split("\n")[1]),
          },
          {
            cells: [
              "Plan de aseguramiento de la calidad: ponderación de 8 (ocho).",
              "Criterio de evaluación",
              "",
              "",
              "8",
              "No",
            ],
            sources: cite(bases.quality),
          },
          {
            cells: [
              "El licitante deberá presentar escrito bajo protesta de decir verdad de nacionalidad mexicana.",
              "Administrativo",
              "Escrito",
              "",
              "",
              "Sí",
            ],
            sources: cite(bases.nationality),
          },
          {
            cells: [
              "Deberá presentar el acta constitutiva de Constructora y sus reformas",
              "Legal",
              "Acta constitutiva",
              "",
              "",
              "Sí",
            ],
            sources: cite(bases.binary, "Acta constitutiva y sus reformas | Cumple / No cumple"),
          },
        ],
      },
    },
    {
      heading: "Calendario",
      level: 1,
      statements: [],
      table: {
        headers: ["Evento", "Fecha o plazo"],
        rows: [
          {
            cells: ["Presentación y apertura de proposiciones", "15 de marzo de 2026"],
            sources: cite(bases.dates),
          },
        ],
      },
    },
  ],
  pending: [],
};

export const draft: TPhaseContent = {
  title: "Borrador de la propuesta técnica",
  sections: [
    {
      heading: "Capacidad del licitante",
      level: 1,
      statements: [
        {
          text: "El licitante acredita su capacidad técnica con una plantilla de 40 ingenieros.",
          sources: cite(client.company),
        },
      ],
    },
    {
      heading: "Experiencia y especialidad",
      level: 2,
      statements: [
        {
          text: "Contamos con 12 años de experiencia y especialidad en supervisión de obra pública.",
          sources: cite(client.company),
        },
      ],
    },
    {
      heading: "Propuesta de trabajo",
      level: 1,
      statements: [
        {
          text: "Propuesta de trabajo: metodología de supervisión por frentes. [PENDIENTE: plan de trabajo detallado]",
          sources: [],
        },
      ],
    },
    {
      heading: "Programa",
      level: 3,
      statements: [{ text: "Programa de actividades por semana.", sources: [] }],
    },
  ],
  pending: ["plan de trabajo detallado"],
};

export const formats: TPhaseContent = {
  title: "Formatos llenados",
  sections: [
    {
      heading: "Datos del licitante",
      level: 1,
      statements: [],
      table: {
        headers: ["Campo", "Valor"],
        rows: [
          {
            cells: ["Razón social o denominación", "Constructora Tlaloc, S.A. de C.V."],
            sources: cite(client.sat),
          },
          { cells: ["RFC", "CTB150310AB1"], sources: cite(client.sat) },
        ],
      },
    },
    {
      heading: "Acta constitutiva y sus reformas",
      level: 2,
      statements: [
        {
          text: "Acta constitutiva: escritura pública número 12,345 de Constructora Tlaloc, S.A. de C.V., sus reformas: ninguna.",
          sources: cite(client.acta),
        },
      ],
    },
  ],
  pending: [],
};

export const applicantCv: TPhaseContent = {
  title: "Currículum del licitante",
  sections: [
    {
      heading: "Experiencia",
      level: 1,
      statements: [{ text: "12 años en supervisión de obra pública.", sources: cite(client.company) }],
    },
  ],
  pending: [],
};

export const teamCvs: TPhaseContent = {
  title: "Currículos del equipo profesional",
  sections: [
    {
      heading: "Ing. Laura Ramírez Ortega",
      level: 1,
      statements: [
        {
          text: "Cédula profesional 7654321, residente de obra con 10 años de experiencia.",
          sources: cite(client.engineer),
        },
      ],
    },
  ],
  pending: [],
};

export function version(
  phase: number,
  content: TPhaseContent,
  isUserAdjusted = false,
  number = 1,
): EarlierPhase {
  return {
    phase,
    version: number,
    isUserAdjusted,
    fileName: phaseFileName(phase, number, isUserAdjusted),
    content,
  };
}

export const EARLIER: EarlierPhase[] = [
  version(0, relevantPoints),
  version(2, draft),
  version(3, formats),
  version(4, applicantCv),
  version(5, teamCvs),
];

/** Every source cites a passage the builder retrieved, with a literal (whitespace-normalised) quote. */
export function expectGrounded(content: TPhaseContent, retrieved: Set<string>): void {
  const byId = new Map(ALL_PASSAGES.map((item) => [item.id, item]));
  const sources = content.sections.flatMap((section) => [
    ...section.statements.flatMap((statement) => statement.sources),
    ...(section.table?.rows.flatMap((row) => row.sources) ?? []),
  ]);
  for (const source of sources) {
    const item = byId.get(source.passageId);
    expect(item, source.passageId).toBeDefined();
    expect(item?.text.replace(/\s+/g, " ")).toContain(source.quote);
    expect(retrieved.has(source.passageId) || isEarlierSource(source.passageId)).toBe(true);
  }
}

// Earlier phases' citations count as retrieved for the lead's guard (earlier() is retrieval).
function isEarlierSource(passageId: string): boolean {
  return EARLIER.some((item) =>
    item.content.sections.some(
      (section) =>
        section.statements.some((statement) =>
          statement.sources.some((source) => source.passageId === passageId),
        ) ||
        (section.table?.rows.some((row) => row.sources.some((source) => source.passageId === passageId)) ??
          false),
    ),
  );
}
