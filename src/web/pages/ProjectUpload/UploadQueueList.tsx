import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { DOCUMENT_CATEGORIES, extensionOf, formatFileSize } from "../../../shared/rules/files";
import { FileTypeIcon } from "../../components/FileTypeIcon";
import { UPLOAD_STATUS_LABELS, type UploadItem } from "./upload-rules";

function statusText(item: UploadItem): string {
  if (item.status !== "uploading") return UPLOAD_STATUS_LABELS[item.status];
  // Every byte sent: the server is now checking and storing the file.
  if (item.progress >= 100) return "Guardando en el servidor...";
  return `${UPLOAD_STATUS_LABELS.uploading} ${item.progress}%`;
}

const STATUS_COLORS: Record<UploadItem["status"], string> = {
  idle: "gray.7",
  uploading: "indigo.8",
  done: "teal.9",
  duplicate: "orange.9",
  error: "red.9",
};

interface UploadQueueListProps {
  items: UploadItem[];
  onRemove: (id: number) => void;
  onCancel: (id: number) => void;
}

/** The queue: each file with its size, category, real progress, status and error. */
export function UploadQueueList({ items, onRemove, onCancel }: UploadQueueListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Archivos en la cola" style={{ listStyle: "none" }}>
      {items.map((item) => {
        const category = DOCUMENT_CATEGORIES.find((entry) => entry.id === item.documentType)?.label;
        return (
          <Paper component="li" key={item.id} withBorder p="sm" radius="sm" data-testid="upload-item">
            <Stack gap={6}>
              {/* On a phone the status and its button go under the name, whole: beside a long name
                  they were squeezed until 'Quitar' read 'Quita'. */}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 14rem" }}>
                  <FileTypeIcon fileType={extensionOf(item.file.name)} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {item.file.name}
                    </Text>
                    <Text size="sm">
                      {formatFileSize(item.file.size)} · {category}
                    </Text>
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600} c={STATUS_COLORS[item.status]}>
                    {statusText(item)}
                  </Text>
                  {item.status === "uploading" ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onCancel(item.id)}
                      aria-label={`Cancelar la carga de ${item.file.name}`}
                    >
                      Cancelar
                    </Button>
                  ) : item.status !== "done" ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onRemove(item.id)}
                      aria-label={`Quitar ${item.file.name}`}
                    >
                      Quitar
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <Progress
                value={item.progress}
                color={STATUS_COLORS[item.status]}
                aria-label={`Progreso de carga de ${item.file.name}`}
              />
              {item.error && (
                <Text size="sm" c={STATUS_COLORS[item.status === "duplicate" ? "duplicate" : "error"]}>
                  {item.error}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
