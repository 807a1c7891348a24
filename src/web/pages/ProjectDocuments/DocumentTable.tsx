import { Checkbox, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatFileSize } from "../../../shared/rules/files";
import { formatDateTime } from "../../components/dates";
import { fileTypeLabel } from "../../components/FileTypeIcon";
import { DocumentCards } from "./DocumentCards";
import { DocumentStatusBadge } from "./DocumentStatusBadge";
import { DownloadDocumentButton } from "./DownloadDocumentButton";
import { categoryLabel, type DocumentTableProps, useDocumentSelection } from "./document-selection";

/** Below this width the eight columns do not fit: the documents are stacked rows (DocumentCards). */
const NARROW_QUERY = "(max-width: 47.99em)";

/** The project's input documents with their selection boxes (spec 02 §2, documents view). */
export function DocumentTable(props: DocumentTableProps) {
  const { documents, isSelectable, selectedIds, downloadingId, onDownload } = props;
  const { selectedCount, isAllSelected, toggle, toggleAll } = useDocumentSelection(props);
  const isNarrow = useMediaQuery(NARROW_QUERY) ?? false;
  if (isNarrow) return <DocumentCards {...props} />;

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
                <DownloadDocumentButton
                  document={document}
                  downloadingId={downloadingId}
                  onDownload={onDownload}
                  variant="subtle"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
