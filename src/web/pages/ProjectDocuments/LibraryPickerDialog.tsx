import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { LIBRARY_MESSAGES } from "../../../shared/contracts/library";
import { useAddLibraryDocuments, useLibrary } from "../../api/library";
import { LibraryChecklist } from "../../components/LibraryChecklist";
import { showToast } from "../../components/toasts";
import { libraryAddedToast } from "./library-added";

/**
 * 'Agregar de la biblioteca': the client's library documents this project does not hold yet, to
 * include them as they are (no new upload; their text is already read).
 */
export function LibraryPickerDialog({
  projectId,
  opened,
  held,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  held: TProjectDocument[];
  onClose: () => void;
}) {
  const library = useLibrary(opened);
  const add = useAddLibraryDocuments(projectId);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const heldIds = new Set(held.map((item) => item.libraryDocumentId).filter(Boolean));
  const offered = (library.data ?? []).filter((item) => !heldIds.has(item.id));

  useEffect(() => {
    if (!opened) {
      setSelectedIds(new Set());
      setMessage(null);
    }
  }, [opened]);

  function handleAdd() {
    if (selectedIds.size === 0) {
      setMessage(LIBRARY_MESSAGES.noSelection);
      return;
    }
    add.mutate([...selectedIds], {
      onSuccess: (documents) => {
        const selected = (library.data ?? []).filter((item) => selectedIds.has(item.id));
        showToast(libraryAddedToast(documents, selected));
        onClose();
      },
      onError: (error) => setMessage(error.message),
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Agregar de la biblioteca de la empresa"
      centered
      size="lg"
    >
      <Stack gap="md">
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        {library.isPending ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Cargando la biblioteca...</Text>
          </Group>
        ) : library.isError ? (
          <Alert color="red">No se pudo cargar la biblioteca de la empresa.</Alert>
        ) : offered.length === 0 ? (
          <Text>
            {library.data.length === 0
              ? "La biblioteca está vacía. Los documentos legales, fiscales, currículos y demás documentos propios que cargue en un proyecto se guardan en ella."
              : "El proyecto ya incluye todos los documentos de la biblioteca."}
          </Text>
        ) : (
          <LibraryChecklist
            label="Documentos que el proyecto aún no incluye"
            documents={offered}
            selectedIds={selectedIds}
            onChange={(ids) => {
              setSelectedIds(ids);
              setMessage(null);
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button onClick={handleAdd} loading={add.isPending} disabled={offered.length === 0}>
            Agregar al proyecto
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
