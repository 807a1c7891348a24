import type { ExtractiveBuilder, TPhaseContent } from "../generation/phase-input";
import { evaluationMethodOf } from "./calendar-events";
import { CALENDAR_HEADERS, calendarRows } from "./phase1-calendar";
import { extractRelevantPoints, type RelevantPoint } from "./phase1-relevant-points";
import { type Partida, readTenderTables, type TableEvent } from "./tender-tables";

const KIND_LABELS: Record<RelevantPoint["kind"], string> = {
  requisito_legal: "Legal",
  requisito_administrativo: "Administrativo",
  requisito_tecnico: "Técnico",
  requisito_economico: "Económico",
  fecha: "Fecha",
  criterio_evaluacion: "Criterio de evaluación",
  garantia: "Garantía",
  causal_rechazo: "Causal de rechazo",
  formato_anexo: "Formato o anexo",
};

export const RELEVANT_POINTS_HEADING = "Puntos relevantes";
export const CALENDAR_HEADING = "Calendario";
export const PARTIDAS_HEADING = "Partidas";
export const PARTIDAS_HEADERS = ["Partida", "Descripción", "Unidad", "Cantidad", "Especificación"];
export const RELEVANT_POINTS_HEADERS = [
  "Requisito",
  "Tipo",
  "Qué se entrega",
  "Plazo o fecha",
  "Ponderación",
  "Obligatorio",
];

/**
 * Phase 1's matrix as content: one row per relevant point with its source, the items to price in a
 * sheet of their own ('Partidas', only when the bases have them), and the tender's calendar.
 */
export function relevantPointsContent(
  points: RelevantPoint[],
  tables: { partidas: Partida[]; events: TableEvent[]; place: string } = {
    partidas: [],
    events: [],
    place: "",
  },
): TPhaseContent {
  const source = (point: RelevantPoint) => [
    { passageId: point.passageId, quote: point.quote },
    ...point.alsoIn.map((place) => ({ passageId: place.passageId, quote: place.quote })),
  ];
  const calendar = calendarRows(points, tables);
  const partidas =
    tables.partidas.length === 0
      ? []
      : [
          {
            heading: PARTIDAS_HEADING,
            level: 1 as const,
            statements: [],
            table: {
              headers: PARTIDAS_HEADERS,
              rows: tables.partidas.map((partida) => ({
                cells: [
                  partida.number,
                  partida.description,
                  partida.unit,
                  partida.quantity,
                  partida.specification,
                ],
                sources: [{ passageId: partida.passageId, quote: partida.quote }],
              })),
            },
          },
        ];
  const method = evaluationMethodOf(points.map((point) => point.quote));
  const methodPoint = method ? points[method.index] : undefined;
  return {
    title: "Puntos relevantes de las bases",
    sections: [
      {
        heading: RELEVANT_POINTS_HEADING,
        level: 1,
        statements: [
          method && methodPoint
            ? { text: `Método de evaluación: ${method.name}.`, sources: source(methodPoint) }
            : { text: "Método de evaluación: [PENDIENTE: las bases leídas no lo nombran]", sources: [] },
        ],
        table: {
          headers: RELEVANT_POINTS_HEADERS,
          rows: points.map((point) => ({
            cells: [
              point.requirement,
              KIND_LABELS[point.kind],
              point.deliverable ?? "",
              point.dateOrDeadline ?? "",
              point.weight ?? "",
              point.mandatory ? "Sí" : "No",
            ],
            sources: source(point),
          })),
        },
      },
      ...partidas,
      {
        heading: CALENDAR_HEADING,
        level: 1,
        statements:
          calendar.length === 0
            ? [
                {
                  text: "[PENDIENTE: las bases leídas no dan fechas del calendario de la licitación]",
                  sources: [],
                },
              ]
            : [],
        table: { headers: CALENDAR_HEADERS, rows: calendar },
      },
    ],
    pending: [],
  };
}

/** The built-in phase 1: every passage of the bases and their annexes, read by rules. */
export const buildRelevantPoints: ExtractiveBuilder = async (input) => {
  const sources = await input.passagesOf(["bases", "anexos"]);
  return relevantPointsContent(extractRelevantPoints(sources), readTenderTables(sources));
};
