import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { useDeleteDocumentsMutation } from "../../api/documents";
import { showToast } from "../../components/toasts";

interface DeleteDocumentsDialogProps {
  projectId: string;
  /** The documents to delete; the dialog is open while there are any. */
  documents: TProjectDocument[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting: uploaded documents cannot be changed, only deleted and uploaded again. */
export function DeleteDocumentsDialog({
  projectId,
  documents,
  onClose,
  onDeleted,
}: DeleteDocumentsDialogProps) {
  const deleteMutation = useDeleteDocumentsMutation(projectId);
  const count = documents.length;

  function handleClose() {
    if (deleteMutation.isPending) return;
    deleteMutation.reset();
    onClose();
  }

  function handleConfirm() {
    deleteMutation.mutate(
      documents.map((document) => document.id),
      {
        onSuccess: () => {
          showToast({
            title: count === 1 ? "Documento eliminado" : "Documentos eliminados",
            kind: "success",
          });
          deleteMutation.reset();
          onDeleted();
        },
      },
    );
  }

  return (
    <Modal opened={count > 0} onClose={handleClose} title="Eliminar documentos" centered>
      <Stack gap="md">
        {deleteMutation.isError && <Alert color="red">{deleteMutation.error.message}</Alert>}
        <Text>
          {count === 1
            ? "¿Desea eliminar este documento del proyecto? Esta acción no se puede deshacer."
            : `¿Desea eliminar estos ${count} documentos del proyecto? Esta acción no se puede deshacer.`}
        </Text>
        <List size="sm" spacing={4}>
          {documents.map((document) => (
            <List.Item key={document.id} style={{ overflowWrap: "anywhere" }}>
              {document.name}
            </List.Item>
          ))}
        </List>
        {documents.some((document) => document.libraryDocumentId) && (
          <Text size="sm">
            Los documentos de la biblioteca de la empresa solo se quitan de este proyecto: siguen en la
            biblioteca y en los demás proyectos que los usan.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deleteMutation.isPending}>
            Cancelar
          </Button>
          <Button color="red.9" onClick={handleConfirm} loading={deleteMutation.isPending}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
