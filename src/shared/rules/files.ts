/** Upload limits and formats (spec 02 §5, §9). */
export const MAX_FILE_BYTES = 20_971_520;
/** How many files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
/**
 * Header with which a client announces how many files its upload request carries (the web app: 1).
 * The server then refuses a request whose Content-Length could not fit them, before reading its body.
 */
export const UPLOAD_FILE_COUNT_HEADER = "x-upload-file-count";

export const ALLOWED_FILE_TYPES = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "jpg",
  "png",
  "tiff",
] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

/** Pictures of pages (photos, scans): read by OCR, in every category. */
export const IMAGE_FILE_TYPES = ["jpg", "png", "tiff"] as const satisfies readonly AllowedFileType[];

/** Other spellings of an allowed type's extension. */
const EXTENSION_ALIASES: Record<string, AllowedFileType> = { jpeg: "jpg", tif: "tiff" };

export const MIME_TYPES: Record<AllowedFileType, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  txt: "text/plain; charset=utf-8",
  jpg: "image/jpeg",
  png: "image/png",
  tiff: "image/tiff",
};

/** The `accept` attribute of the file picker. */
export const FILE_ACCEPT = [...ALLOWED_FILE_TYPES, ...Object.keys(EXTENSION_ALIASES)]
  .map((type) => `.${type}`)
  .join(",");

export const DOCUMENT_CATEGORIES = [
  { id: "bases", label: "Bases de la licitación" },
  { id: "anexos", label: "Anexos de las bases" },
  { id: "formatos", label: "Formatos a llenar" },
  { id: "legal", label: "Documentación legal" },
  { id: "fiscal", label: "Documentación fiscal" },
  { id: "curricula", label: "Currículum del licitante" },
  { id: "equipo", label: "Currículos del equipo" },
  { id: "otros", label: "Otros documentos relevantes" },
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]["id"];
export const DOCUMENT_CATEGORY_IDS = DOCUMENT_CATEGORIES.map((category) => category.id) as [
  DocumentCategory,
  ...DocumentCategory[],
];

/** The extension of a file name, lower-cased, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function isAllowedFileType(type: string): type is AllowedFileType {
  return (ALLOWED_FILE_TYPES as readonly string[]).includes(type);
}

/** The allowed type a file name declares ('.jpeg' is jpg, '.tif' is tiff), or null. */
export function declaredFileType(name: string): AllowedFileType | null {
  const extension = extensionOf(name);
  if (isAllowedFileType(extension)) return extension;
  return EXTENSION_ALIASES[extension] ?? null;
}

/** Size as the spec shows it: B below 1024, KB below 1 MiB, otherwise MB, 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

export const FILE_MESSAGES = {
  chooseCategory: "Por favor seleccione una categoría de documento antes de cargar archivos",
  notAllowed:
    "El formato del archivo no está permitido. Solo se aceptan documentos en formato PDF, Word, Excel y PowerPoint.",
  tooLarge: (size: string) => `El archivo excede el tamaño máximo permitido de 20 MB. Tamaño actual: ${size}`,
  atLeastOne: "Debe agregar al menos un archivo para continuar.",
  ragStarted: "No se pueden cargar más documentos una vez iniciado el modelo RAG",
  ragStartedDelete:
    "No se pueden eliminar documentos una vez iniciado el modelo RAG: los documentos generados citan sus páginas.",
  needDocument: "Debe cargar al menos un documento para iniciar el análisis.",
  selectToDelete: "Debe seleccionar al menos un documento para eliminar.",
  noSelection: "Sin selección",
} as const;

/**
 * The client's own categories: a document of these kept in a project also goes to the client's library
 * and can be included in later projects. The tender's bases, annexes and forms belong to their project.
 */
export const LIBRARY_CATEGORY_IDS = ["legal", "fiscal", "curricula", "equipo", "otros"] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORY_IDS)[number];

export function isLibraryCategory(category: string): category is LibraryCategory {
  return (LIBRARY_CATEGORY_IDS as readonly string[]).includes(category);
}
