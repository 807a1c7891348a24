/** The eight phases of the proposal (spec 02 §3), in order; ids 0-7. */
export const PHASES = [
  { id: 0, name: "Puntos relevantes de las bases", output: "xlsx" },
  { id: 1, name: "Índice de la propuesta técnica", output: "docx" },
  { id: 2, name: "Borrador de la propuesta técnica", output: "docx" },
  { id: 3, name: "Formatos llenados", output: "docx" },
  { id: 4, name: "Currículum del licitante", output: "docx" },
  { id: 5, name: "Currículos del equipo profesional", output: "docx" },
  { id: 6, name: "Propuesta técnica integrada", output: "docx" },
  { id: 7, name: "Evaluación de la propuesta", output: "xlsx" },
] as const;

export type PhaseId = (typeof PHASES)[number]["id"];
export const PHASE_COUNT = PHASES.length;
/** Versions a phase may have (DECISIONS: versions). */
export const MAX_PHASE_VERSIONS = 6;

/** 'Fase N de 8: name' (spec 02 §3). */
export function phaseDescription(id: number): string {
  const phase = PHASES[id];
  return phase ? `Fase ${id + 1} de ${PHASE_COUNT}: ${phase.name}` : "";
}

/**
 * The file name of a phase version: the phase name with underscores, `_v{version}`, and `_ajustado`
 * for a user's upload (spec 02 §7), without accents so every system keeps it intact.
 */
export function phaseFileName(id: number, version: number, isUserAdjusted: boolean): string {
  const phase = PHASES[id];
  if (!phase) throw new RangeError(`fase inexistente: ${id}`);
  const base = phase.name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return `${base}_v${version}${isUserAdjusted ? "_ajustado" : ""}.${phase.output}`;
}

/** The workspace's messages (spec 02 §5, §4). */
export const PHASE_MESSAGES = {
  limitReached: "Límite alcanzado",
  actionRequired: "Acción requerida",
  emptyInstructions: "Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG.",
  wrongFormat: (kind: "Word" | "Excel") => `Formato incorrecto: Debes subir un archivo ${kind}.`,
  adjustNotAllowed: "Acción no permitida: No puedes subir un archivo ajustado en este momento.",
  notReached: "No puedes navegar a una fase que no has alcanzado aún.",
  notExecuted: "No puedes avanzar a una fase que aún no ha sido ejecutada.",
  firstPhase: "Ya te encuentras en la primera fase del modelo RAG.",
  loading: "Cargando modelo RAG...",
  closed: "Proyecto cerrado",
  generateFailed: "No se pudo generar el documento.",
  adjustedFailed: "No se pudo subir el documento ajustado.",
  downloadFailed: "No se pudo descargar el documento.",
  instructionsFailed: "No se pudieron enviar las instrucciones.",
} as const;
