import type { PhasePrompt } from "./phase-prompt";

export const PHASE_5_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: ["bases", "anexos"],
      query: "currículum licitante experiencia especialidad contratos acreditar",
      limit: 8,
    },
    {
      categories: ["curricula", "otros"],
      query: "empresa experiencia años especialidad clientes contratos",
      limit: 12,
    },
    {
      categories: ["curricula", "legal", "otros"],
      query: "certificación ISO personal infraestructura equipo",
      limit: 6,
    },
  ],
  earlier: [],
  task: `Fase 5 de 8: Currículum del licitante.
Escribe el currículum de la empresa licitante con la forma que piden las bases (sus apartados cuando los den; si no: Datos generales, Experiencia y especialidad, Contratos similares con tabla ["Cliente", "Objeto", "Año", "Monto"], Certificaciones, Recursos humanos y técnicos). Todo dato sale del currículum y documentos de la empresa, con cita. Incluye una sección "Requisitos de las bases" con cada requisito que piden para el currículum (con cita) y si está cubierto; lo que falte, [PENDIENTE: …].`,
};
