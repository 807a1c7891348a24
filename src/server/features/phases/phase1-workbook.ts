import type { RelevantPoint } from "./extractive/phase1-relevant-points";
import type { WorkbookSpec } from "./render/workbook";

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

/** Phase 1's matrix: one row per relevant point with its source, and the tender's calendar. */
export function phase1Workbook(
  points: RelevantPoint[],
  meta: { projectName: string; generatedBy: string },
): WorkbookSpec {
  const rows = points.map((point, index) => ({
    n: index + 1,
    requirement: point.requirement,
    kind: KIND_LABELS[point.kind],
    deliverable: point.deliverable,
    date: point.dateOrDeadline,
    weight: point.weight,
    mandatory: point.mandatory ? "Sí" : "No",
    document: point.documentName,
    page: point.page,
    quote: point.quote,
  }));
  const calendar = EVENTS.flatMap(([event, pattern]) =>
    points
      .filter((point) => (point.kind === "fecha" || point.dateOrDeadline) && pattern.test(point.quote))
      .slice(0, 3)
      .map((point) => ({
        event,
        date: point.dateOrDeadline,
        quote: point.quote,
        document: point.documentName,
        page: point.page,
      })),
  );
  return {
    title: `Puntos relevantes de las bases — ${meta.projectName}`,
    generatedBy: meta.generatedBy,
    generatedAt: new Date(),
    sheets: [
      {
        name: "Puntos relevantes",
        columns: [
          { header: "#", key: "n", width: 6 },
          { header: "Requisito", key: "requirement", width: 60 },
          { header: "Tipo", key: "kind", width: 18 },
          { header: "Qué se entrega", key: "deliverable", width: 30 },
          { header: "Plazo o fecha", key: "date", width: 22 },
          { header: "Ponderación", key: "weight", width: 16 },
          { header: "Obligatorio", key: "mandatory", width: 12 },
          { header: "Documento fuente", key: "document", width: 30 },
          { header: "Página", key: "page", width: 9 },
          { header: "Cita textual", key: "quote", width: 80 },
        ],
        rows,
      },
      {
        name: "Calendario",
        columns: [
          { header: "Evento", key: "event", width: 36 },
          { header: "Fecha o plazo", key: "date", width: 26 },
          { header: "Cita textual", key: "quote", width: 80 },
          { header: "Documento fuente", key: "document", width: 30 },
          { header: "Página", key: "page", width: 9 },
        ],
        rows: calendar,
      },
    ],
  };
}
