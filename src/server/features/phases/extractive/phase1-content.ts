import type { ExtractiveBuilder, TPhaseContent } from "../generation/phase-input";
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

/** Calendar events the second sheet looks for in the date rows (spec: visita, junta, apertura, fallo, firma). */
const EVENTS: Array<[string, RegExp]> = [
  ["Visita al sitio", /visita/i],
  ["Junta de aclaraciones", /aclaraci/i],
  [
    "Presentación y apertura de proposiciones",
    /apertura|presentaci[oó]n de (las )?(proposiciones|ofertas|propuestas)/i,
  ],
  ["Fallo", /fallo|adjudicaci/i],
  ["Firma del contrato", /firma|formalizaci/i],
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
  const calendar = EVENTS.flatMap(([event, pattern]) =>
    points
      .filter((point) => (point.kind === "fecha" || point.dateOrDeadline) && pattern.test(point.quote))
      .slice(0, 3)
      .map((point) => ({
        cells: [event, point.dateOrDeadline ?? "[PENDIENTE: fecha]"],
        sources: source(point),
      })),
  );
  return {
    title: "Puntos relevantes de las bases",
    sections: [
      {
        heading: RELEVANT_POINTS_HEADING,
        level: 1,
        statements: [],
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
