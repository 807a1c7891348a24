import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { TProject } from "../../../shared/contracts/projects";
import { projectEntryPath } from "../../api/projects";
import { formatDate } from "../../components/dates";

function documentCountText(count: number): string {
  return count === 1 ? "1 documento" : `${count} documentos`;
}

/** 'Modelo RAG: Fase n+1' for an open project whose eight-phase model is under way (spec 02 §2). */
export function ragPhaseLabel(project: TProject): string | null {
  if (project.status === "closed" || project.currentRagPhase === null) return null;
  return `Modelo RAG: Fase ${project.currentRagPhase + 1}`;
}

/** One project of the dashboard: name, description, document count, last change and how to open it. */
export function ProjectCard({ project }: { project: TProject }) {
  const phase = ragPhaseLabel(project);
  const headingId = `project-${project.id}-name`;
  return (
    <Card component="article" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {project.name}
          </Title>
          {phase && (
            <Badge color="indigo.8" variant="filled" tt="none" style={{ flexShrink: 0 }}>
              {phase}
            </Badge>
          )}
        </Group>
        <Text lineClamp={3} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {project.description}
        </Text>
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="md">
            <Text size="sm">{documentCountText(project.documentCount)}</Text>
            <Text size="sm">Actualizado: {formatDate(project.updatedAt)}</Text>
          </Group>
          <Button
            component={Link}
            to={projectEntryPath(project)}
            size="sm"
            variant={project.status === "closed" ? "default" : "filled"}
            aria-label={`Abrir proyecto ${project.name}`}
          >
            Abrir proyecto
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
