import type { TProjectDocument } from "../../../shared/contracts/documents";
import { DOCUMENT_CATEGORIES } from "../../../shared/rules/files";

export function categoryLabel(id: string): string {
  return DOCUMENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

export interface DocumentTableProps {
  documents: TProjectDocument[];
  /** False once the model started: documents can no longer be deleted, so nothing can be selected. */
  isSelectable: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: Set<string>) => void;
  /** The document whose download is being asked for, if any. */
  downloadingId: string | null;
  onDownload: (document: TProjectDocument) => void;
}

/** The selection both layouts of the documents share: one, or all at once. */
export function useDocumentSelection({ documents, selectedIds, onSelectedIdsChange }: DocumentTableProps) {
  const selectedCount = documents.filter((document) => selectedIds.has(document.id)).length;
  const isAllSelected = documents.length > 0 && selectedCount === documents.length;

  function toggle(documentId: string, isChecked: boolean) {
    const next = new Set(selectedIds);
    if (isChecked) next.add(documentId);
    else next.delete(documentId);
    onSelectedIdsChange(next);
  }

  function toggleAll(isChecked: boolean) {
    onSelectedIdsChange(new Set(isChecked ? documents.map((document) => document.id) : []));
  }

  return { selectedCount, isAllSelected, toggle, toggleAll };
}
