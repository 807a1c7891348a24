import { type AllowedFileType, FILE_MESSAGES, MIME_TYPES } from "../../../../shared/rules/files";

export type InspectionRefusalCode = "UNSUPPORTED_FILE" | "EMPTY_FILE" | "UNSAFE_FILE";

/** What an uploaded file really is, or why it is refused (with the Spanish text the user sees). */
export type InspectionResult =
  | { ok: true; fileType: AllowedFileType; mimeType: string }
  | { ok: false; code: InspectionRefusalCode; message: string };

export const INSPECTION_MESSAGES = {
  empty: "El archivo está vacío.",
  notAllowed: FILE_MESSAGES.notAllowed,
  /** The name's type is accepted but the bytes are not that type (random bytes named .txt, a renamed file). */
  contentMismatch:
    "El contenido del archivo no corresponde a su extensión o no es un documento. Solo se aceptan PDF (.pdf), Word (.doc, .docx), Excel (.xls, .xlsx), PowerPoint (.ppt, .pptx) y texto (.txt).",
  encrypted: "El archivo está protegido con contraseña. Quite la protección y vuelva a cargarlo.",
  damaged: "El archivo parece dañado o manipulado y no se puede procesar de forma segura.",
  executable: "El archivo es un programa ejecutable, no un documento, y no se puede aceptar.",
  activeContent:
    "El archivo contiene código (HTML, SVG, XML o un script), no un documento, y no se puede aceptar por seguridad.",
  compressionBomb:
    "El archivo se descomprime a un tamaño desproporcionado (posible bomba de descompresión) y no se puede procesar de forma segura.",
  xmlDeclarations:
    "El archivo contiene declaraciones XML no permitidas (DOCTYPE o ENTITY) y no se puede procesar de forma segura.",
} as const;

export function accepted(
  fileType: AllowedFileType,
  mimeType: string = MIME_TYPES[fileType],
): InspectionResult {
  return { ok: true, fileType, mimeType };
}

export function unsupported(message: string = INSPECTION_MESSAGES.notAllowed): InspectionResult {
  return { ok: false, code: "UNSUPPORTED_FILE", message };
}

export function unsafe(message: string = INSPECTION_MESSAGES.damaged): InspectionResult {
  return { ok: false, code: "UNSAFE_FILE", message };
}

export function empty(): InspectionResult {
  return { ok: false, code: "EMPTY_FILE", message: INSPECTION_MESSAGES.empty };
}
