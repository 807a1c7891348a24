import type { TDocumentOcr, TProjectDocument } from "../../../shared/contracts/documents";
import { isDoubtfulReading } from "../../../shared/rules/ocr";
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
    ocr: ocrOf(row),
    libraryDocumentId: row.libraryDocumentId,
  };
}

function ocrOf(row: DocumentRow): TDocumentOcr | null {
  if (!row.ocrPages && !row.ocrProgress) return null;
  const pages = row.ocrPages ?? [];
  return {
    pageCount: pages.length,
    progress: row.ocrProgress ?? null,
    doubtfulPages: pages.filter((page) => isDoubtfulReading(page.confidence)),
  };
}
