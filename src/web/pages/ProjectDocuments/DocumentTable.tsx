import { Button, Checkbox, Table, Text } from "@mantine/core";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { DOCUMENT_CATEGORIES, formatFileSize } from "../../../shared/rules/files";
import { formatDateTime } from "../../components/dates";
import { fileTypeLabel } from "../../components/FileTypeIcon";
import { DocumentStatusBadge } from "./DocumentStatusBadge";

function categoryLabel(id: string): string {
  return DOCUMENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

interface DocumentTableProps {
  documents: TProjectDocument[];
  /** False once the model started: documents can no longer be deleted, so nothing can be selected. */
  isSelectable: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: Set<string>) => void;
  /** The document whose download is being asked for, if any. */
  downloadingId: string | null;
  onDownload: (document: TProjectDocument) => void;
}

/** The project's input documents with their selection boxes (spec 02 §2, documents view). */
export function DocumentTable({
  documents,
  isSelectable,
  selectedIds,
  onSelectedIdsChange,
  downloadingId,
  onDownload,
}: DocumentTableProps) {
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

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Seleccionar todos los documentos"
                checked={isAllSelected}
                indeterminate={selectedCount > 0 && !isAllSelected}
                disabled={!isSelectable}
                onChange={(event) => toggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Categoría</Table.Th>
            <Table.Th>Tamaño</Table.Th>
            <Table.Th>Fecha de carga</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Archivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id} data-testid="document-row">
              <Table.Td>
                <Checkbox
                  aria-label={`Seleccionar ${document.name}`}
                  checked={selectedIds.has(document.id)}
                  disabled={!isSelectable}
                  onChange={(event) => toggle(document.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                {document.name}
                {document.libraryDocumentId && (
                  <Text size="xs" c="dimmed">
                    En la biblioteca de la empresa
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{fileTypeLabel(document.fileType)}</Table.Td>
              <Table.Td>{categoryLabel(document.documentType)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatFileSize(document.fileSize)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(document.createdAt)}</Table.Td>
              <Table.Td>
                <DocumentStatusBadge document={document} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onDownload(document)}
                  loading={downloadingId === document.id}
                  aria-label={`Descargar ${document.name}`}
                >
                  Descargar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
