import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TLibraryDocument } from "../../../shared/contracts/library";
import { DOCUMENT_CATEGORIES, formatFileSize } from "../../../shared/rules/files";
import { useLibrary, useRemoveLibraryDocument } from "../../api/library";
import { formatDate } from "../../components/dates";
import { showToast } from "../../components/toasts";

function categoryLabel(id: string): string {
  return DOCUMENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

function usedIn(count: number): string {
  if (count === 0) return "Ningún proyecto lo usa";
  return count === 1 ? "Lo usa 1 proyecto" : `Lo usan ${count} proyectos`;
}

/**
 * 'Biblioteca de la empresa': the company documents kept for every project, where the profile is read
 * from. Taking one out stops offering it; the projects that use it keep it.
 */
export function LibraryCard() {
  const library = useLibrary();
  const remove = useRemoveLibraryDocument();
  const queryClient = useQueryClient();
  const [toRemove, setToRemove] = useState<TLibraryDocument | null>(null);

  function handleConfirm() {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        showToast({ title: "Documento quitado de la biblioteca", kind: "success" });
        void queryClient.invalidateQueries({ queryKey: ["company-profile"] });
        setToRemove(null);
        remove.reset();
      },
    });
  }

  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby="library-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="library-title">
          Biblioteca de la empresa
        </Title>
        <Text size="sm">
          Los documentos legales, fiscales, currículos, propuestas anteriores y demás documentos propios que
          carga en un proyecto se guardan aquí una sola vez. Al crear un proyecto, o desde su vista de
          documentos, elija cuáles incluir. Las bases, anexos y formatos de cada licitación pertenecen a su
          proyecto.
        </Text>
        {library.isPending && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Cargando la biblioteca...</Text>
          </Group>
        )}
        {library.isError && <Alert color="red">No se pudo cargar la biblioteca de la empresa.</Alert>}
        {library.data?.length === 0 && <Text c="dimmed">La biblioteca está vacía.</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {library.data?.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {item.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {categoryLabel(item.documentType)} · {item.fileType.toUpperCase()} ·{" "}
                  {formatFileSize(item.fileSize)} · guardado el {formatDate(item.createdAt)} ·{" "}
                  {usedIn(item.projectCount)}
                </Text>
              </Stack>
              <Button
                variant="outline"
                color="red.9"
                size="compact-sm"
                onClick={() => setToRemove(item)}
                aria-label={`Quitar ${item.name} de la biblioteca`}
              >
                Quitar de la biblioteca
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Modal
        opened={toRemove !== null}
        onClose={() => !remove.isPending && setToRemove(null)}
        title="Quitar de la biblioteca"
        centered
      >
        <Stack gap="md">
          {remove.isError && <Alert color="red">{remove.error.message}</Alert>}
          <Text style={{ overflowWrap: "anywhere" }}>
            «{toRemove?.name}» ya no se ofrecerá a los proyectos nuevos ni se leerá para el perfil. Los
            proyectos que lo usan, abiertos o cerrados, lo conservan.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToRemove(null)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={handleConfirm} loading={remove.isPending}>
              Quitar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
