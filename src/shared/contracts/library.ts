import { z } from "zod";
import { ZShownName } from "../rules/bidi";
import { LIBRARY_CATEGORY_IDS } from "../rules/files";
import { ZProjectDocument } from "./documents";

/**
 * A document of the client's library: a company document (legal, fiscal, CVs, previous proposals,
 * methodology…) kept once and offered to every project of the client.
 */
export const ZLibraryDocument = z
  .object({
    id: z.uuid(),
    name: ZShownName,
    fileType: z.string(),
    fileSize: z.number().int(),
    documentType: z.enum(LIBRARY_CATEGORY_IDS),
    createdAt: z.string(),
    /** Projects of the client (open or closed) that hold it. */
    projectCount: z.number().int(),
  })
  .meta({ id: "LibraryDocument" });
export type TLibraryDocument = z.infer<typeof ZLibraryDocument>;

export const ZLibraryListResponse = z.object({ documents: z.array(ZLibraryDocument) });
export type TLibraryListResponse = z.infer<typeof ZLibraryListResponse>;

export const LIBRARY_MESSAGES = {
  noSelection: "Seleccione al menos un documento de la biblioteca.",
  notFound: "No se encontró alguno de los documentos de la biblioteca.",
} as const;

export const ZLibraryDocumentIds = z
  .array(z.uuid({ error: "El identificador del documento de la biblioteca no es válido" }))
  .max(200, { error: "Se pueden incluir hasta 200 documentos de la biblioteca a la vez." });

export const ZAddLibraryDocumentsRequest = z.object({
  libraryDocumentIds: ZLibraryDocumentIds.min(1, { error: LIBRARY_MESSAGES.noSelection }),
});
export type TAddLibraryDocumentsRequest = z.infer<typeof ZAddLibraryDocumentsRequest>;
export const ZAddLibraryDocumentsResponse = z.object({ documents: z.array(ZProjectDocument) });

export const ZLibraryDocumentParams = z.object({
  id: z.uuid({ error: "El identificador del documento de la biblioteca no es válido" }),
});
