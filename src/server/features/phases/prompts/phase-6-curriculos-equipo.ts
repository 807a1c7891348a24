import type { PhasePrompt } from "./phase-prompt";

export const PHASE_6_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: ["bases", "anexos"],
      query: "personal currículum perfil experiencia mínima cédula profesional",
      limit: 8,
    },
    { categories: ["equipo"], query: "nombre cédula profesional licenciatura maestría ingeniero", limit: 14 },
    { categories: ["equipo"], query: "experiencia profesional cargo puesto proyecto periodo", limit: 14 },
  ],
  earlier: [],
  task: `Fase 6 de 8: Currículos del equipo profesional.
Escribe un currículum por cada integrante del equipo que aparece en los currículos cargados: una sección de nivel 1 con su nombre y subsecciones de nivel 2 (Puesto propuesto, Formación académica, Cédula profesional, Experiencia profesional con tabla ["Periodo", "Empresa", "Cargo", "Actividades"], Certificaciones). Indica para cada persona si cumple el perfil que piden las bases (con cita de las bases y de su currículum). Lo que no aparezca, [PENDIENTE: …].`,
};
