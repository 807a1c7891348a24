import { z } from "zod";
import { ZShownName } from "../rules/bidi";
import { DOCUMENT_CATEGORY_IDS } from "../rules/files";

export const ZDocumentStatus = z.enum([
  "en_cola",
  "procesando",
  "listo",
  "sin_texto",
  "no_soportado",
  "error",
]);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

/** Spanish labels of the processing states, as the documents view shows them. */
export const DOCUMENT_STATUS_LABELS: Record<TDocumentStatus, string> = {
  en_cola: "En cola",
  procesando: "Procesando",
  listo: "Listo",
  sin_texto: "Sin texto (¿escaneado?)",
  no_soportado: "Formato no soportado en este servidor",
  error: "Error",
};

/**
 * The refusal of a file whose bytes the project already holds: which document it is, in what state, and
 * that nothing changed (the saved document keeps its name, category and reading).
 */
export function duplicateFileMessage(existing: { name: string; status: TDocumentStatus }): string {
  return `Este archivo ya está en el proyecto como «${existing.name}» (estado: ${DOCUMENT_STATUS_LABELS[existing.status]}). No se creó una copia; el documento guardado se conserva sin cambios.`;
}

/** The pages of a document read by OCR: how many, the reading under way, and those to check. */
export const ZDocumentOcr = z.object({
  pageCount: z.number().int(),
  /** While the pages are being read: how many so far, of how many. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** Pages read with a confidence under the threshold (null: the page could not be read). */
  doubtfulPages: z.array(z.object({ page: z.number().int(), confidence: z.number().int().nullable() })),
});
export type TDocumentOcr = z.infer<typeof ZDocumentOcr>;

/** A project document (spec 02 §3) with its processing state. */
export const ZProjectDocument = z
  .object({
    id: z.uuid(),
    name: ZShownName,
    fileType: z.string(),
    fileSize: z.number().int(),
    createdAt: z.string(),
    documentType: z.enum(DOCUMENT_CATEGORY_IDS),
    type: z.enum(["input", "output"]),
    status: ZDocumentStatus,
    statusDetail: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    passageCount: z.number().int().nullable(),
    /** Null when no page was (or is being) read by OCR. */
    ocr: ZDocumentOcr.nullable(),
    /** The entry of the client's library this document is; null for the tender's own documents. */
    libraryDocumentId: z.uuid().nullable(),
  })
  .meta({ id: "ProjectDocument" });
export type TProjectDocument = z.infer<typeof ZProjectDocument>;

export const ZDocumentListResponse = z.object({ documents: z.array(ZProjectDocument) });

/**
 * One refused file of an upload: the others are stored. A file whose content the project already holds
 * (code DUPLICATE_FILE) names the document it already is.
 */
export const ZRejectedFile = z.object({
  name: z.string(),
  code: z.string(),
  message: z.string(),
  existingDocument: z.object({ id: z.uuid(), name: ZShownName, status: ZDocumentStatus }).optional(),
});
export type TRejectedFile = z.infer<typeof ZRejectedFile>;
export const ZUploadResponse = z.object({
  documents: z.array(ZProjectDocument),
  rejected: z.array(ZRejectedFile),
});
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

export const ZDocumentParams = z.object({
  id: z.uuid({ error: "El identificador del documento no es válido" }),
});

export const ZDeleteDocumentsRequest = z.object({
  documentIds: z
    .array(z.uuid())
    .min(1, { error: "Debe seleccionar al menos un documento para eliminar." })
    .max(500),
});

export const ZDownloadSelectionRequest = z.object({
  documentIds: z.array(z.uuid()).min(1, { error: "Sin selección" }).max(500),
});
export const ZDownloadUrlResponse = z.object({ downloadUrl: z.string(), expiresAt: z.string() });

export const ZSearchQuery = z.object({
  q: z.string().trim().min(2, { error: "Escriba al menos 2 caracteres para buscar" }).max(300),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZSearchHit = z.object({
  passageId: z.uuid(),
  documentId: z.uuid(),
  documentName: z.string(),
  page: z.number().int().nullable(),
  location: z.string().nullable(),
  heading: z.string().nullable(),
  /** The passage's excerpt, plain text (no HTML, no marks). */
  excerpt: z.string(),
  /** The matches in `excerpt`: offset (UTF-16 units) and length, in order. */
  highlights: z.array(z.object({ start: z.number().int().min(0), length: z.number().int().min(1) })),
  rank: z.number(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;
export const ZSearchResponse = z.object({ query: z.string(), hits: z.array(ZSearchHit) });
