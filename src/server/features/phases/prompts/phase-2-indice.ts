import type { PhasePrompt } from "./phase-prompt";

const TENDER = ["bases", "anexos"] as const;

export const PHASE_2_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: TENDER,
      query: "propuesta técnica deberá contener contenido documentación técnica",
      limit: 10,
    },
    { categories: TENDER, query: "metodología plan de trabajo programa organización personal", limit: 8 },
    { categories: TENDER, query: "criterios evaluación puntos experiencia especialidad capacidad", limit: 8 },
  ],
  earlier: [0],
  task: `Fase 2 de 8: Índice de la propuesta técnica.
Escribe el índice de la propuesta técnica siguiendo la estructura que piden las bases (sus apartados, en su orden y con sus palabras). Cada apartado es una sección (nivel 1, subapartados nivel 2) con una o más afirmaciones "Responde a: <requisito>" que citan el pasaje de las bases que lo exige, incluidos los requisitos de la fase 1 que atiende. Si las bases no dan una estructura explícita, dilo en una afirmación y propón una estructura usual de propuesta técnica, ligando igualmente cada requisito a su apartado.`,
};
