import { Alert, Box, Button, FileButton, Group, List, NativeSelect, Stack, Text } from "@mantine/core";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  FILE_ACCEPT,
  FILE_MESSAGES,
} from "../../../shared/rules/files";
import { projectRoutes } from "../../api/projects";
import { UploadQueueList } from "./UploadQueueList";
import { type RejectedFile, sortFiles } from "./upload-rules";
import { useUploadQueue } from "./use-upload-queue";

/** Wait after the last file is stored before opening the documents view (spec 02 §9). */
export const UPLOAD_REDIRECT_DELAY_MS = 1_500;

const CATEGORY_OPTIONS = [
  { value: "", label: "Seleccione una categoría" },
  ...DOCUMENT_CATEGORIES.map((category) => ({ value: category.id, label: category.label })),
];

/** Category first, then files by picker or drop; the queue uploads them one by one with real progress. */
export function DocumentUploader({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const queue = useUploadQueue(projectId);
  const [category, setCategory] = useState<DocumentCategory | "">("");
  const [notice, setNotice] = useState<string | null>(null);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const [isFinished, setIsFinished] = useState(false);
  const resetPicker = useRef<() => void>(null);

  useEffect(() => {
    if (!isFinished) return;
    const timer = setTimeout(() => navigate(projectRoutes.documents(projectId)), UPLOAD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isFinished, navigate, projectId]);

  function handleFiles(files: readonly File[]) {
    resetPicker.current?.();
    if (files.length === 0) return;
    if (!category) {
      setNotice(FILE_MESSAGES.chooseCategory);
      return;
    }
    setNotice(null);
    const sorted = sortFiles(files);
    setRejected(sorted.rejected);
    queue.addFiles(sorted.accepted, category);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    handleFiles(Array.from(event.dataTransfer.files));
  }

  async function handleUpload() {
    setNotice(null);
    const outcome = await queue.uploadAll();
    if (outcome === "empty") setNotice(FILE_MESSAGES.atLeastOne);
    if (outcome === "all-done") setIsFinished(true);
  }

  return (
    <Stack gap="md">
      <NativeSelect
        label="Categoría del documento"
        description="Elija la categoría antes de agregar los archivos; se aplica a los que agregue después."
        data={CATEGORY_OPTIONS}
        value={category}
        onChange={(event) => setCategory(event.currentTarget.value as DocumentCategory | "")}
        disabled={queue.isRunning}
      />
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        data-testid="drop-zone"
        p="xl"
        style={{
          border: `2px dashed var(--mantine-color-${isDragging ? "indigo-8" : "gray-6"})`,
          borderRadius: "var(--mantine-radius-md)",
          background: isDragging ? "var(--mantine-color-indigo-0)" : "white",
        }}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>Arrastre aquí sus archivos o selecciónelos</Text>
          <Text size="sm" ta="center">
            PDF, Word, Excel, PowerPoint o texto; hasta 20 MB por archivo.
          </Text>
          <FileButton
            multiple
            accept={FILE_ACCEPT}
            onChange={handleFiles}
            resetRef={resetPicker}
            disabled={queue.isRunning}
            inputProps={{ "aria-label": "Seleccionar archivos" }}
          >
            {(props) => (
              <Button {...props} variant="outline" disabled={queue.isRunning}>
                Seleccionar archivos
              </Button>
            )}
          </FileButton>
        </Stack>
      </Box>
      {notice && (
        <Alert color="red" role="alert">
          {notice}
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert
          color="red"
          title="Estos archivos no se agregaron"
          withCloseButton
          closeButtonLabel="Cerrar la lista de archivos rechazados"
          onClose={() => setRejected([])}
        >
          <List size="sm" spacing={4}>
            {rejected.map((file) => (
              <List.Item key={file.key}>
                <Text span fw={600} size="sm">
                  {file.name}
                </Text>
                : {file.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {queue.items.length > 0 && (
        <UploadQueueList items={queue.items} onRemove={queue.removeItem} onCancel={queue.cancelItem} />
      )}
      {isFinished && (
        <Alert color="teal" role="status">
          Todos los archivos se cargaron. Abriendo los documentos del proyecto...
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void handleUpload()} loading={queue.isRunning} disabled={isFinished}>
          Cargar archivos
        </Button>
      </Group>
    </Stack>
  );
}
