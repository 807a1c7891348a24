import type { PhasePrompt } from "./phase-prompt";

export const PHASE_8_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: ["bases", "anexos"],
      query: "criterios evaluación puntos porcentajes ponderación puntuación",
      limit: 12,
    },
    {
      categories: ["bases", "anexos"],
      query: "requisitos obligatorios desechamiento cumple no cumple binario",
      limit: 8,
    },
  ],
  earlier: [0, 6],
  task: `Fase 8 de 8: Evaluación de la propuesta.
Evalúa la propuesta técnica integrada (fase 7) contra cada criterio de evaluación de las bases. Devuelve DOS secciones:
1. "Evaluación por criterio" con una tabla ["Criterio", "Tipo", "Puntos disponibles", "Evidencia encontrada", "Sección de la propuesta", "Puntos estimados", "Qué falta"], una fila por criterio citando en "sources" el pasaje de las bases y los pasajes donde está la evidencia; "Evidencia encontrada" describe con palabras qué se encontró, sin documento ni página (las columnas de fuente las llena el sistema con las citas verificadas).
2. "Resumen" con una tabla ["Concepto", "Valor"]: puntos disponibles, puntos estimados, porcentaje, número de criterios, y una fila "Requisito obligatorio sin cubrir" por cada requisito obligatorio que la propuesta no atiende.
Usa solo números que salgan de las bases y de tu evaluación; no inventes puntajes que las bases no den.`,
};
