import type { ExtractiveBuilder, TPhaseContent } from "../generation/phase-input";
import { CALENDAR_EVENT_NAMES, calendarEventOf, datesIn, evaluationMethodOf } from "./calendar-events";
import { extractRelevantPoints, type RelevantPoint } from "./phase1-relevant-points";

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

const PROCEDURE_EVENTS = [
  "Junta de aclaraciones",
  "Presentación y apertura de proposiciones",
  "Fallo",
  "Firma del contrato",
];

export const RELEVANT_POINTS_HEADING = "Puntos relevantes";
export const CALENDAR_HEADING = "Calendario";
export const RELEVANT_POINTS_HEADERS = [
  "Requisito",
  "Tipo",
  "Qué se entrega",
  "Plazo o fecha",
  "Ponderación",
  "Obligatorio",
];

/** Phase 1's matrix as content: one row per relevant point with its source, and the tender's calendar. */
export function relevantPointsContent(points: RelevantPoint[]): TPhaseContent {
  const source = (point: RelevantPoint) => [
    { passageId: point.passageId, quote: point.quote },
    ...point.alsoIn.map((place) => ({ passageId: place.passageId, quote: place.quote })),
  ];
  // Each dated event under its own name, as many times as the bases date it (first two places).
  const dated = points.flatMap((point) => {
    const event = calendarEventOf(point.quote);
    const when = datesIn(point.quote);
    return event && when ? [{ event, when, point }] : [];
  });
  const calendar = CALENDAR_EVENT_NAMES.flatMap((event) => {
    const rows = dated.filter((entry) => entry.event === event).slice(0, 2);
    if (rows.length > 0)
      return rows.map((entry) => ({ cells: [event, entry.when], sources: source(entry.point) }));
    // Only the events every procedure has are listed as pending when the bases leave them undated.
    return PROCEDURE_EVENTS.includes(event) ? [{ cells: [event, "[PENDIENTE: fecha]"], sources: [] }] : [];
  });
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
        table: { headers: ["Evento", "Fecha o plazo"], rows: calendar },
      },
    ],
    pending: [],
  };
}

/** The built-in phase 1: every passage of the bases and their annexes, read by rules. */
export const buildRelevantPoints: ExtractiveBuilder = async (input) => {
  const sources = await input.passagesOf(["bases", "anexos"]);
  return relevantPointsContent(extractRelevantPoints(sources));
};
