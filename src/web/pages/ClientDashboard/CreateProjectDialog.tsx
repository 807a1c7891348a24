import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PROJECT_MESSAGES, ZCreateProjectRequest } from "../../../shared/contracts/projects";
import { useLibrary } from "../../api/library";
import { projectRoutes, useCreateProjectMutation } from "../../api/projects";
import { LibraryChecklist } from "../../components/LibraryChecklist";

type FieldErrors = Partial<Record<"name" | "description", string>>;

/** The first message of each field, from the same schema the server validates with. */
function validate(values: { name: string; description: string }): FieldErrors {
  const parsed = ZCreateProjectRequest.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "description") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Create-project dialog (spec 02 §2, §5): name and description, and the documents of the client's
 * library to include (all, unless the client unticks some); on success, the project's upload view.
 */
export function CreateProjectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const createMutation = useCreateProjectMutation();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const library = useLibrary(opened);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  // Every library document is offered ticked the first time the list arrives.
  useEffect(() => {
    if (opened && library.data && chosen === null) setChosen(new Set(library.data.map((item) => item.id)));
    if (!opened && chosen !== null) setChosen(null);
  }, [opened, library.data, chosen]);

  function handleClose() {
    if (createMutation.isPending) return;
    setErrors({});
    createMutation.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate({ name, description });
    setErrors(found);
    if (found.name || found.description) return;
    const included = (library.data ?? []).filter((item) => chosen?.has(item.id)).map((item) => item.id);
    createMutation.mutate(
      {
        name: name.trim(),
        description: description.trim(),
        ...(included.length > 0 ? { libraryDocumentIds: included } : {}),
      },
      { onSuccess: ({ id }) => navigate(projectRoutes.upload(id)) },
    );
  }

  return (
    <Modal opened={opened} onClose={handleClose} title="Nuevo proyecto" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {createMutation.isError && <Alert color="red">{PROJECT_MESSAGES.createFailed}</Alert>}
          <TextInput
            label="Nombre del proyecto"
            withAsterisk
            value={name}
            error={errors.name}
            maxLength={200}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Descripción"
            withAsterisk
            rows={4}
            value={description}
            error={errors.description}
            maxLength={4000}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {library.data && library.data.length > 0 && (
            <Stack gap={4}>
              <LibraryChecklist
                label="Documentos de la biblioteca de la empresa"
                documents={library.data}
                selectedIds={chosen ?? new Set()}
                onChange={setChosen}
              />
              <Text size="xs" c="dimmed">
                Los documentos marcados se incluyen en el proyecto ya leídos; después podrá cargar las bases y
                demás documentos de la licitación.
              </Text>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={createMutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={createMutation.isPending}>
              Crear proyecto
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
