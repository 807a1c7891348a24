import type { PhasePrompt } from "./phase-prompt";

const TENDER = ["bases", "anexos"] as const;

export const PHASE_1_PROMPT: PhasePrompt = {
  retrieval: [
    { categories: TENDER, query: "requisitos deberán presentar documentación obligatorio", limit: 12 },
    { categories: TENDER, query: "fecha plazo junta aclaraciones apertura fallo firma visita", limit: 10 },
    { categories: TENDER, query: "criterios evaluación puntos porcentajes ponderación", limit: 8 },
    { categories: TENDER, query: "garantía cumplimiento fianza seriedad", limit: 5 },
    { categories: TENDER, query: "desechamiento causas descalificación rechazo", limit: 5 },
    { categories: TENDER, query: "formato anexo carta manifiesto declaración", limit: 6 },
  ],
  earlier: [],
  task: `Fase 1 de 8: Puntos relevantes de las bases.
Extrae de las bases y sus anexos los puntos que el licitante debe atender. Devuelve DOS secciones:
1. "Puntos relevantes" con una tabla de encabezados exactamente ["Requisito", "Tipo", "Qué se entrega", "Plazo o fecha", "Ponderación", "Obligatorio"]: una fila por requisito; Tipo es uno de Legal, Administrativo, Técnico, Económico, Fecha, Criterio de evaluación, Garantía, Causal de rechazo, Formato o anexo; Ponderación solo si las bases dan puntos o porcentaje; Obligatorio es "Sí" o "No". Cada fila cita su pasaje.
2. "Calendario" con una tabla de encabezados ["Evento", "Fecha o plazo"]: visita al sitio, junta de aclaraciones, presentación y apertura de proposiciones, fallo y firma del contrato cuando aparezcan, cada una con su cita. Un evento sin fecha en los pasajes no se incluye.`,
};
