import type { PhasePrompt } from "./phase-prompt";

export const PHASE_7_PROMPT: PhasePrompt = {
  retrieval: [
    { categories: ["bases", "anexos"], query: "objeto licitación convocante número procedimiento", limit: 6 },
    {
      categories: ["curricula", "legal", "otros"],
      query: "empresa razón social experiencia especialidad",
      limit: 6,
    },
  ],
  earlier: [0, 2],
  task: `Fase 7 de 8: Propuesta técnica integrada.
Escribe SOLO la presentación de la propuesta: una sección "Presentación" (nivel 1) con dos a cuatro párrafos que presenten al licitante y su propuesta para esta licitación, con citas. El resto del documento (índice y las últimas versiones del borrador, los formatos y los currículos) lo integra el sistema tal como está, sin reescribirlo.`,
};
