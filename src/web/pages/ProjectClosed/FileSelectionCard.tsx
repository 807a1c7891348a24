import { Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { formatFileSize } from "../../../shared/rules/files";
import { FileTypeIcon, fileTypeLabel } from "../../components/FileTypeIcon";

interface FileSelectionCardProps {
  title: string;
  documents: TProjectDocument[];
  isLoading: boolean;
  selectedIds: ReadonlySet<string>;
  onToggle: (documentId: string, isChecked: boolean) => void;
}

/** One card of the closed view: checkbox rows with icon, name, upper-case type and size. */
export function FileSelectionCard({
  title,
  documents,
  isLoading,
  selectedIds,
  onToggle,
}: FileSelectionCardProps) {
  const headingId = `files-${title.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby={headingId} h="100%">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {isLoading ? (
          <Text>Cargando documentos...</Text>
        ) : documents.length === 0 ? (
          <Text>No hay {title} disponibles.</Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }} aria-label={title}>
            {documents.map((document) => (
              <Group
                component="li"
                key={document.id}
                gap="sm"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
              >
                <Checkbox
                  aria-label={`Seleccionar ${document.name}`}
                  checked={selectedIds.has(document.id)}
                  onChange={(event) => onToggle(document.id, event.currentTarget.checked)}
                />
                <FileTypeIcon fileType={document.fileType} />
                {/* On a phone the type and size go under the name: beside it they left the name a
                    column of a few letters a line ('Puntos_releva / ntes_de_las_b / ases_v1.xlsx'). */}
                <Group gap="xs" wrap="wrap" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
                  <Text style={{ flex: "1 1 14rem", minWidth: 0, overflowWrap: "anywhere" }}>
                    {document.name}
                  </Text>
                  <Group gap="sm" wrap="nowrap" ml="auto">
                    <Text size="sm" fw={600}>
                      {fileTypeLabel(document.fileType)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {formatFileSize(document.fileSize)}
                    </Text>
                  </Group>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
