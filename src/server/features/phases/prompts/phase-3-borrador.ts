import type { PhasePrompt } from "./phase-prompt";

const TENDER = ["bases", "anexos"] as const;
const CLIENT = ["curricula", "equipo", "legal", "fiscal", "otros"] as const;

export const PHASE_3_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: TENDER,
      query: "alcance objeto servicios especificaciones técnicas entregables",
      limit: 10,
    },
    { categories: TENDER, query: "metodología plan de trabajo programa calendario", limit: 6 },
    { categories: CLIENT, query: "experiencia proyectos servicios clientes contratos", limit: 10 },
    {
      categories: CLIENT,
      query: "metodología calidad certificación personal equipo infraestructura",
      limit: 8,
    },
  ],
  earlier: [1],
  sectionMaterial: true,
  task: `Fase 3 de 8: Borrador de la propuesta técnica.
Redacta el borrador apartado por apartado, con los encabezados del índice de la fase 2 (mismos títulos y niveles). En cada apartado: qué piden las bases (con cita) y cómo lo atiende el licitante con información de SUS documentos (con cita). Escribe cada apartado a partir de los pasajes del licitante que la sección "Material del licitante por apartado" le asigna, en ese orden, citándolos; no tomes de ellos nada que no digan. Donde esa sección diga que no hay material, escribe [PENDIENTE: …] nombrando el material del cliente que falta, con las mismas palabras.`,
};
