import type { PhasePrompt } from "./phase-prompt";

export const PHASE_4_PROMPT: PhasePrompt = {
  retrieval: [
    {
      categories: ["formatos", "anexos"],
      query: "formato anexo carta manifiesto declaración bajo protesta",
      limit: 12,
    },
    {
      categories: ["legal", "fiscal", "curricula", "otros"],
      query: "razón social denominación RFC domicilio fiscal",
      limit: 8,
    },
    {
      categories: ["legal", "otros"],
      query: "representante legal apoderado escritura pública notario poder",
      limit: 8,
    },
    {
      categories: ["legal", "fiscal", "curricula", "otros"],
      query: "teléfono correo electrónico registro patronal",
      limit: 4,
    },
  ],
  earlier: [],
  task: `Fase 4 de 8: Formatos llenados.
Para cada formato de la licitación (de los documentos de formatos y anexos) escribe una sección con el título del formato y su texto con los espacios en blanco llenados con los datos del licitante que aparecen en sus documentos legales, fiscales y otros (razón social, RFC, domicilio, representante legal, escritura, teléfono, correo). Cada dato llenado cita el pasaje de donde sale; el texto del formato cita el formato. Un dato que no aparece se escribe [PENDIENTE: nombre del dato]. Agrega una sección "Datos del licitante" con una tabla ["Campo", "Valor"].`,
};
