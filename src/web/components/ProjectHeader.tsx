import { Alert, Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROJECT_MESSAGES, type TProject } from "../../shared/contracts/projects";

interface ProjectHeaderProps {
  project: TProject | undefined;
  /** The current screen's name, last in the trail. */
  section: string;
  /** Earlier steps of the trail after 'Mis proyectos', e.g. the documents view from the upload view. */
  trail?: { label: string; to: string }[];
  actions?: ReactNode;
}

/** The project's real name and description under a trail back to the dashboard. */
export function ProjectHeader({ project, section, trail = [], actions }: ProjectHeaderProps) {
  return (
    <Stack gap="xs">
      <Breadcrumbs component="nav" aria-label="Ruta de navegación" separator="›">
        <Anchor component={Link} to="/client-dashboard">
          Mis proyectos
        </Anchor>
        {trail.map((step) => (
          <Anchor key={step.to} component={Link} to={step.to}>
            {step.label}
          </Anchor>
        ))}
        <Text span aria-current="page">
          {section}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {project ? (
            <>
              <Title order={1} style={{ overflowWrap: "anywhere" }}>
                {project.name}
              </Title>
              <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{project.description}</Text>
            </>
          ) : (
            <>
              <Title order={1}>{section}</Title>
              <Skeleton height={16} width="60%" aria-hidden />
            </>
          )}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}

/** A project that could not be loaded (gone, another user's, or the server down): say so, offer a way on. */
export function ProjectLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={PROJECT_MESSAGES.detailsFailed}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={onRetry}>
            Reintentar
          </Button>
          <Button size="xs" variant="default" component={Link} to="/client-dashboard">
            Volver a mis proyectos
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
