import type { TProjectDocument } from "../../../shared/contracts/documents";
import type { DocumentRow } from "./documents.repository";

/** A document as the browser sees it (spec 02 §3): no storage key, no hash. */
export function toProjectDocument(row: DocumentRow): TProjectDocument {
  return {
    id: row.id,
    name: row.name,
    fileType: row.fileType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    documentType: row.documentType,
    type: row.kind,
    status: row.status,
    statusDetail: row.statusDetail,
    pageCount: row.pageCount,
    passageCount: row.passageCount,
  };
}
