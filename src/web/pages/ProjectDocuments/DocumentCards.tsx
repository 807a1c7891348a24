import { Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { formatFileSize } from "../../../shared/rules/files";
import { formatDateTime } from "../../components/dates";
import { fileTypeLabel } from "../../components/FileTypeIcon";
import { DocumentStatusBadge } from "./DocumentStatusBadge";
import { DownloadDocumentButton } from "./DownloadDocumentButton";
import { categoryLabel, type DocumentTableProps, useDocumentSelection } from "./document-selection";

/**
 * The documents as stacked rows for a phone's width: the table's eight columns do not fit 390 px, and a
 * table scrolled sideways hides the state and the download. Same fields and texts, one card each.
 */
export function DocumentCards(props: DocumentTableProps) {
  const { documents, isSelectable, selectedIds, downloadingId, onDownload } = props;
  const { selectedCount, isAllSelected, toggle, toggleAll } = useDocumentSelection(props);
  return (
    <Stack gap="xs">
      <Checkbox
        label="Seleccionar todos los documentos"
        checked={isAllSelected}
        indeterminate={selectedCount > 0 && !isAllSelected}
        disabled={!isSelectable}
        onChange={(event) => toggleAll(event.currentTarget.checked)}
      />
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-label="Documentos del proyecto"
        style={{ listStyle: "none" }}
      >
        {documents.map((document) => (
          <Paper component="li" key={document.id} withBorder p="sm" radius="sm" data-testid="document-row">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Checkbox
                mt={2}
                aria-label={`Seleccionar ${document.name}`}
                checked={selectedIds.has(document.id)}
                disabled={!isSelectable}
                onChange={(event) => toggle(document.id, event.currentTarget.checked)}
              />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <div>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {document.name}
                  </Text>
                  {document.libraryDocumentId && (
                    <Text size="xs" c="dimmed">
                      En la biblioteca de la empresa
                    </Text>
                  )}
                </div>
                <Text size="sm">
                  {fileTypeLabel(document.fileType)} · {categoryLabel(document.documentType)} ·{" "}
                  {formatFileSize(document.fileSize)} · {formatDateTime(document.createdAt)}
                </Text>
                <DocumentStatusBadge document={document} />
                <Group>
                  <DownloadDocumentButton
                    document={document}
                    downloadingId={downloadingId}
                    onDownload={onDownload}
                    variant="light"
                  />
                </Group>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
