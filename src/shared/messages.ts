/** Spanish texts quoted by the specifications, used verbatim wherever their situation occurs. */
export const MESSAGES = {
  tagline: "Asistencia en análisis de documentos y generación de contenidos",
  health: {
    checking: "Verificando conexión...",
    connected: "API conectada",
    unavailable: "API no disponible",
    retry: "Reintentar conexión",
    startupWarning: "Advertencia: No se pudo conectar al servidor.",
    startupUnverified: "No se pudo verificar la conexión con el servidor.",
  },
  toasts: {
    cors: "Error de CORS detectado",
    network: "Error de conexión",
    unexpected: "Error inesperado",
  },
  boundary: {
    connection: "Error de conexión",
    server: "Error del servidor",
    authorization: "Error de autorización",
    notFound: "Recurso no encontrado",
    request: "Error de solicitud",
    unexpected: "Error inesperado",
  },
  notFound: "Oops! Page not found",
} as const;
