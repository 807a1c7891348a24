/** Why a version failed, as the page shows it under 'No se pudo generar el documento.' */
export const PHASE_FAILURES = {
  internal: "Ocurrió un error interno al generar el documento.",
  interrupted:
    "La generación se interrumpió porque el servidor se detuvo. Pulse «Reintentar» para generar el documento de nuevo.",
  notQueued: "No se pudo poner en cola la generación. Pulse «Reintentar» para intentarlo de nuevo.",
  projectClosed: "Se cerró el proyecto antes de terminar la generación.",
  tooLong: (minutes: number) =>
    `La generación superó el tiempo máximo de ${minutes} minutos y se detuvo. Pulse «Reintentar» para intentarlo de nuevo.`,
} as const;
