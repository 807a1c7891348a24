import { CALENDAR_HEADERS } from "../extractive/phase1-calendar";
import { PARTIDAS_HEADERS, RELEVANT_POINTS_HEADERS } from "../extractive/phase1-content";
import type { PhasePrompt } from "./phase-prompt";

const TENDER = ["bases", "anexos"] as const;
const quoted = (headers: readonly string[]) => `[${headers.map((header) => `"${header}"`).join(", ")}]`;

// The same sheets and columns as the built-in generator's workbook (phase1-content.ts), so a model's
// version and a built-in one read the same, and phase 8 and the .ics download read either.
export const PHASE_1_PROMPT: PhasePrompt = {
  retrieval: [
    { categories: TENDER, query: "requisitos deberán presentar documentación obligatorio", limit: 12 },
    { categories: TENDER, query: "fecha plazo junta aclaraciones apertura fallo firma visita", limit: 10 },
    { categories: TENDER, query: "criterios evaluación puntos porcentajes ponderación", limit: 8 },
    { categories: TENDER, query: "garantía cumplimiento fianza seriedad", limit: 5 },
    { categories: TENDER, query: "desechamiento causas descalificación rechazo", limit: 5 },
    { categories: TENDER, query: "formato anexo carta manifiesto declaración", limit: 6 },
    { categories: TENDER, query: "partida descripción unidad cantidad anexo técnico", limit: 6 },
  ],
  earlier: [],
  task: `Fase 1 de 8: Puntos relevantes de las bases.
Extrae de las bases y sus anexos los puntos que el licitante debe atender. Devuelve estas secciones:
1. "Puntos relevantes" con una tabla de encabezados exactamente ${quoted(RELEVANT_POINTS_HEADERS)}: una fila por requisito, dicho en una frase corta con las palabras de las bases; Tipo es uno de Legal, Administrativo, Técnico, Económico, Fecha, Criterio de evaluación, Garantía, Causal de rechazo, Formato o anexo; Ponderación solo si las bases dan los puntos del criterio (nunca un porcentaje de garantía, de desempate o de margen); Obligatorio es "Sí" solo cuando no cumplirlo desecha la proposición o impide la adjudicación. Cada fila cita su pasaje. Las partidas a cotizar no van aquí una por una.
2. "Partidas", solo si las bases tienen partidas, renglones o lotes a cotizar: tabla de encabezados exactamente ${quoted(PARTIDAS_HEADERS)}, una fila por partida, con la cantidad y la unidad en sus propias celdas, cada una citando su renglón de la tabla.
3. "Calendario" con una tabla de encabezados exactamente ${quoted(CALENDAR_HEADERS)}: una fila por evento fechado (publicación, visita al sitio, límite de preguntas, junta de aclaraciones, presentación y apertura de proposiciones, fallo, firma del contrato, garantías, entrega), cada uno con su propio nombre; Fecha y Hora como las escriben las bases, Lugar si lo dicen, Procedimiento o lote solo cuando las bases dan fechas distintas por procedimiento o lote. La vigencia de la proposición y el plazo del contrato son duraciones, no eventos. Un evento sin fecha en los pasajes no se incluye. Cada fila cita su pasaje.`,
};
