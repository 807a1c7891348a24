import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { PROJECT_MESSAGES, ZCreateProjectRequest } from "../../../shared/contracts/projects";
import { projectRoutes, useCreateProjectMutation } from "../../api/projects";

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

/** Create-project dialog (spec 02 §2, §5): name and description; on success, the project's upload view. */
export function CreateProjectDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const createMutation = useCreateProjectMutation();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

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
    createMutation.mutate(
      { name: name.trim(), description: description.trim() },
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
