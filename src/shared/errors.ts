/**
 * The closed set of error codes the API answers with. Every failure a client can see is one of these;
 * the HTTP status and the Spanish message come from here, on both sides.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400, message: "Los datos de la solicitud no son válidos." },
  MALFORMED_JSON: { status: 400, message: "El cuerpo de la solicitud no es un JSON válido." },
  REQUEST_ABORTED: {
    status: 400,
    message: "El envío se interrumpió antes de terminar: no se guardó nada. Inténtelo de nuevo.",
  },
  UNAUTHENTICATED: { status: 401, message: "Su sesión ha expirado. Por favor, inicie sesión nuevamente." },
  FORBIDDEN: { status: 403, message: "No tiene permiso para realizar esta acción." },
  CROSS_ORIGIN_FORBIDDEN: {
    status: 403,
    message: "La solicitud proviene de un origen no permitido.",
  },
  LOCAL_ONLY: {
    status: 403,
    message: "Esta herramienta de desarrollo solo responde desde el equipo donde se ejecuta el servidor.",
  },
  NOT_FOUND: { status: 404, message: "El recurso solicitado no fue encontrado." },
  // Sign-in. Codes containing SECURE_AUTH_ERROR are explained by their own screen, never by a toast.
  SECURE_AUTH_ERROR: { status: 401, message: "Su sesión ha expirado. Por favor, inicie sesión nuevamente." },
  SECURE_AUTH_ERROR_INVALID_CREDENTIALS: { status: 401, message: "Usuario y/o contraseña no válidos" },
  SECURE_AUTH_ERROR_LOCKED: { status: 429, message: "Acceso bloqueado" },
  SECURE_AUTH_ERROR_INACTIVE: {
    status: 403,
    message: "Su cuenta no está activa. Revise su correo electrónico para activarla o contacte a soporte.",
  },
  SECURE_AUTH_ERROR_SUSPENDED: {
    status: 403,
    message: "Su cuenta está suspendida. Contacte a soporte para más información.",
  },
  SECURE_AUTH_ERROR_NOT_PAID: {
    status: 403,
    message: "Su cuenta no está al corriente en sus pagos. Reactive su suscripción para continuar.",
  },
  SECURE_AUTH_ERROR_ROLE: { status: 403, message: "Su cuenta no tiene un rol válido para acceder." },
  CAPTCHA_REQUIRED: { status: 400, message: "Por favor complete el captcha" },
  CAPTCHA_INVALID: {
    status: 400,
    message: "La verificación captcha no es válida o ya fue utilizada. Por favor, complétela de nuevo.",
  },
  EMAIL_TAKEN: { status: 409, message: "El correo electrónico ya existe en el sistema" },
  ADMIN_SELF_ACTION: {
    status: 409,
    message: "No puede eliminar, suspender, desactivar ni quitar el rol de administrador a su propia cuenta.",
  },
  LAST_ADMIN: { status: 409, message: "Debe quedar al menos un administrador activo." },
  TOKEN_EXPIRED: {
    status: 400,
    message: "El enlace de activación ha expirado. Por favor, solicite uno nuevo.",
  },
  TOKEN_INVALID: {
    status: 400,
    message:
      "Ha ocurrido un error al activar su cuenta. El enlace puede ser inválido o ya ha sido utilizado.",
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: "No se pudo actualizar la contraseña. Por favor, intente nuevamente.",
  },
  CALENDAR_NOT_READY: {
    status: 404,
    message:
      "El calendario estará disponible cuando la fase 1 (puntos relevantes de las bases) tenga una versión generada.",
  },
  PROJECT_EDIT_CONFLICT: {
    status: 409,
    message:
      "El proyecto cambió en otra pestaña o sesión después de abrirlo: no se guardaron sus cambios. Actualice la página y vuelva a escribirlos.",
  },
  PROJECT_CLOSED: {
    status: 409,
    message: "El proyecto está cerrado: solo se pueden consultar y descargar sus archivos.",
  },
  RAG_STARTED: { status: 409, message: "No se pueden cargar más documentos una vez iniciado el modelo RAG" },
  RAG_STARTED_DELETE: {
    status: 409,
    message:
      "No se pueden eliminar documentos una vez iniciado el modelo RAG: los documentos generados citan sus páginas.",
  },
  NO_DOCUMENTS: { status: 400, message: "Debe cargar al menos un documento para iniciar el análisis." },
  CATEGORY_REQUIRED: {
    status: 400,
    message: "Por favor seleccione una categoría de documento antes de cargar archivos",
  },
  NO_FILES: { status: 400, message: "Debe agregar al menos un archivo para continuar." },
  UNSUPPORTED_FILE: {
    status: 415,
    message:
      "El formato del archivo no está permitido. Solo se aceptan documentos en formato PDF, Word, Excel y PowerPoint.",
  },
  EMPTY_FILE: { status: 400, message: "El archivo está vacío." },
  CLIENT_STORAGE_FULL: {
    status: 409,
    message:
      "Su cuenta llegó al límite de espacio para documentos: este archivo no se guardó. Elimine documentos que ya no necesite o escriba a soporte para ampliarlo.",
  },
  CLIENT_PROJECT_LIMIT: {
    status: 409,
    message:
      "Su cuenta llegó al número máximo de proyectos: no se creó el proyecto. Escriba a soporte para ampliarlo.",
  },
  DUPLICATE_FILE: {
    status: 409,
    message: "Este archivo ya está cargado en el proyecto: no se creó una copia.",
  },
  UNSAFE_FILE: {
    status: 422,
    message: "El archivo parece dañado o manipulado y no se puede procesar de forma segura.",
  },
  FILE_TOO_LARGE: { status: 413, message: "El archivo excede el tamaño máximo permitido de 20 MB." },
  DOWNLOAD_EXPIRED: {
    status: 404,
    message: "El enlace de descarga no es válido o ha expirado. Solicite la descarga de nuevo.",
  },
  PHASE_LIMIT: { status: 409, message: "Límite alcanzado" },
  PHASE_BUSY: { status: 409, message: "Ya hay una generación en curso para esta fase." },
  PHASE_INSTRUCTIONS_REQUIRED: {
    status: 400,
    message: "Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG.",
  },
  PHASE_NOT_REACHED: { status: 409, message: "No puedes navegar a una fase que no has alcanzado aún." },
  PHASE_NOT_EXECUTED: { status: 409, message: "No puedes avanzar a una fase que aún no ha sido ejecutada." },
  PHASE_NOT_CURRENT: {
    status: 409,
    message:
      "Solo puedes trabajar en la fase abierta: abre esta fase para generar o subir un archivo en ella.",
  },
  PHASE_ACTION_REQUIRED: { status: 409, message: "Acción requerida" },
  PHASE_VERSION_CONFLICT: {
    status: 409,
    message: "Se creó otra versión de esta fase al mismo tiempo. Actualice la página e inténtelo de nuevo.",
  },
  ADJUST_NOT_ALLOWED: {
    status: 409,
    message: "Acción no permitida: No puedes subir un archivo ajustado en este momento.",
  },
  ADJUST_WRONG_FORMAT: { status: 415, message: "Formato incorrecto: Debes subir un archivo Word." },
  RAG_NOT_STARTED: { status: 409, message: "El modelo RAG de este proyecto aún no se ha iniciado." },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: "Error con PayPal" },
  PAYMENT_NOT_COMPLETED: { status: 409, message: "Estado de pago no confirmado" },
  PAYMENT_PENDING: {
    status: 409,
    message:
      "PayPal aprobó la suscripción, pero el cobro todavía está en proceso. Le enviaremos el correo de activación en cuanto PayPal lo confirme.",
  },
  PAYMENT_SUPERSEDED: {
    status: 409,
    message:
      "Este pago corresponde a un registro anterior de este correo que ya fue reemplazado; la suscripción se canceló en PayPal. Si se realizó un cargo, contacte a soporte.",
  },
  PAYMENT_ACCOUNT_DEACTIVATED: {
    status: 409,
    message:
      "Su cuenta fue desactivada por un administrador mientras completaba el pago: no se reactivó y se canceló la suscripción en PayPal para que no haya más cargos. Si PayPal realizó el cargo, quedó registrado; escriba a soporte para que reactiven su cuenta (conservará el periodo pagado) o le reembolsen el pago.",
  },
  WEBHOOK_REJECTED: {
    status: 400,
    message: "Evento de PayPal rechazado: su firma no pudo verificarse con PayPal.",
  },
  SUBSCRIPTION_ACCESS_INVALID: {
    status: 401,
    message: "La verificación de identidad expiró. Por favor, verifique sus credenciales de nuevo.",
  },
  IDENTITY_INVALID: {
    status: 401,
    message: "El correo o la contraseña son incorrectos. Por favor, inténtelo de nuevo.",
  },
  IDENTITY_LOCKED: {
    status: 429,
    message: "Ha alcanzado el máximo número de intentos. Por favor, inténtelo más tarde.",
  },
  SUBSCRIPTION_ALREADY_CURRENT: {
    status: 409,
    message: "Su suscripción está al corriente: no es necesario reactivarla.",
  },
  SUBSCRIPTION_ACCOUNT_DEACTIVATED: {
    status: 409,
    message:
      "Su cuenta fue desactivada por un administrador: no es posible pagar la suscripción mientras siga así y no se realizó ningún cargo. Escriba a soporte para que la reactiven.",
  },
  SUBSCRIPTION_NOT_ACTIVE: {
    status: 409,
    message: "No tiene una suscripción activa.",
  },
  SUBSCRIPTION_NOT_PENDING_CANCEL: {
    status: 409,
    message: "Su suscripción no tiene una cancelación pendiente que deshacer.",
  },
  SUBSCRIPTION_ALREADY_CANCELLED_AT_PROVIDER: {
    status: 409,
    message:
      "La suscripción ya se canceló en PayPal y no puede reanudarse. Al terminar el periodo pagado podrá reactivarla desde /reactivate-subscription.",
  },
  PLAN_ALREADY_ACTIVE: {
    status: 409,
    message: "Ya está suscrito al plan mensual (monthly_plan), el único plan disponible.",
  },
  PLAN_NOT_FOUND: {
    status: 404,
    message: "El plan solicitado no existe. El único plan disponible es el mensual (monthly_plan).",
  },
  PLAN_AMOUNT_MISMATCH: {
    status: 400,
    message: "El importe no corresponde al plan: la suscripción mensual cuesta 99.9 USD.",
  },
  PAYMENT_METHOD_AT_PROVIDER: {
    status: 409,
    message:
      "PayPal guarda su forma de pago: para agregar, cambiar o eliminar una tarjeta o cuenta, hágalo en su cuenta de PayPal. Este sitio no almacena datos de tarjetas.",
  },
  PAYMENT_URL_MISSING: {
    status: 502,
    message: "No se pudo obtener la URL de pago. Por favor intente de nuevo.",
  },
  PAYMENT_SESSION_FAILED: {
    status: 502,
    message: "Ocurrió un error al intentar crear la sesión de pago. Por favor intente de nuevo.",
  },
  SECURE_AUTH_ERROR_PAYMENT_MISSING: {
    status: 403,
    message:
      "Su registro no se completó: no hemos recibido el pago de su suscripción, por eso no se envió el correo de activación. Complete el pago para activar su cuenta.",
  },
  METHOD_NOT_ALLOWED: { status: 405, message: "Método no permitido para este recurso." },
  REQUEST_TIMEOUT: { status: 408, message: "La solicitud está tardando demasiado. Intente nuevamente." },
  HEADERS_TOO_LARGE: {
    status: 431,
    message:
      "La dirección o los encabezados de la solicitud son demasiado largos. Acorte la búsqueda o el enlace e intente de nuevo.",
  },
  MALFORMED_REQUEST: { status: 400, message: "La solicitud está mal formada y no pudo leerse." },
  CONFLICT: { status: 409, message: "La solicitud entra en conflicto con el estado actual del recurso." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "El archivo o los datos enviados son demasiado grandes." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "El tipo de contenido enviado no es compatible." },
  UNPROCESSABLE: { status: 422, message: "Los datos enviados no son válidos." },
  RATE_LIMITED: { status: 429, message: "Demasiadas solicitudes. Espere un momento e intente nuevamente." },
  INTERNAL_ERROR: { status: 500, message: "Error del servidor. Por favor, intente más tarde." },
  STORAGE_FULL: {
    status: 507,
    message:
      "El servidor no puede guardar archivos en este momento: su almacenamiento está lleno. Lo que ya estaba guardado no se perdió; intente más tarde o avise a soporte.",
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message:
      "El servidor no puede guardar ni leer archivos en este momento. Lo que ya estaba guardado no se perdió; intente más tarde o avise a soporte.",
  },
  SERVICE_UNAVAILABLE: { status: 503, message: "El servicio no está disponible. Intente más tarde." },
  // The database cannot be reached (an outage): answered with `Retry-After`, logged once per outage.
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** The Spanish meaning of each HTTP status, from the spec's error catalogue (spec 01 §8). */
export function messageForStatus(status: number): string {
  if (status === 400) return ERROR_CODES.VALIDATION_ERROR.message;
  if (status === 401) return ERROR_CODES.UNAUTHENTICATED.message;
  if (status === 403) return ERROR_CODES.FORBIDDEN.message;
  if (status === 404) return ERROR_CODES.NOT_FOUND.message;
  if (status === 408) return ERROR_CODES.REQUEST_TIMEOUT.message;
  if (status === 409) return ERROR_CODES.CONFLICT.message;
  if (status === 413) return ERROR_CODES.PAYLOAD_TOO_LARGE.message;
  if (status === 422) return ERROR_CODES.UNPROCESSABLE.message;
  if (status === 429) return ERROR_CODES.RATE_LIMITED.message;
  if (status === 500) return ERROR_CODES.INTERNAL_ERROR.message;
  if (status === 507) return ERROR_CODES.STORAGE_FULL.message;
  if (status === 502 || status === 503 || status === 504) return ERROR_CODES.SERVICE_UNAVAILABLE.message;
  return "Ha ocurrido un error inesperado.";
}
