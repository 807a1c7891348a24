import {
  Alert,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { PROJECT_MESSAGES, type TProject } from "../../../shared/contracts/projects";
import { useProjects } from "../../api/projects";
import { DashboardLayout } from "../../components/DashboardLayout";
import { CreateProjectDialog } from "./CreateProjectDialog";
import { ProjectCard } from "./ProjectCard";

/** Height of the closed projects list (spec 02 §9). */
export const CLOSED_LIST_HEIGHT_PX = 500;

function ProjectList({ projects, emptyText }: { projects: TProject[]; emptyText: string }) {
  if (projects.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Text>{emptyText}</Text>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </Stack>
  );
}

function SummaryRow({ label, value }: { label: string; value: number }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text>{label}</Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );
}

/** Active, closed and total counts. */
function ProjectSummary({ active, closed }: { active: number; closed: number }) {
  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby="project-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-summary-title">
          Resumen
        </Title>
        <SummaryRow label="Proyectos activos" value={active} />
        <SummaryRow label="Proyectos cerrados" value={closed} />
        <SummaryRow label="Total de proyectos" value={active + closed} />
      </Stack>
    </Card>
  );
}

function ProjectTabs({ projects }: { projects: TProject[] }) {
  const active = projects.filter((project) => project.status === "active");
  const closed = projects.filter((project) => project.status === "closed");
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Tabs defaultValue="active" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="active">Proyectos en proceso ({active.length})</Tabs.Tab>
            <Tabs.Tab value="closed">Proyectos cerrados ({closed.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active">
            <ProjectList
              projects={active}
              emptyText="Aún no tiene proyectos en proceso. Cree uno con «Nuevo proyecto» para empezar a cargar sus documentos."
            />
          </Tabs.Panel>
          <Tabs.Panel value="closed">
            <ScrollArea
              style={{ height: CLOSED_LIST_HEIGHT_PX }}
              type="auto"
              offsetScrollbars
              data-testid="closed-projects-scroll"
            >
              <ProjectList projects={closed} emptyText="No tiene proyectos cerrados." />
            </ScrollArea>
          </Tabs.Panel>
        </Tabs>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProjectSummary active={active.length} closed={closed.length} />
      </Grid.Col>
    </Grid>
  );
}

/** The client's projects (spec 02 §2): in process and closed, a summary, and a new project. */
export function ClientDashboardPage() {
  const projectsQuery = useProjects();
  const [isCreating, setIsCreating] = useState(false);

  let body: ReactNode;
  if (projectsQuery.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Cargando proyectos...</Text>
        </Group>
      </Center>
    );
  } else if (projectsQuery.isError) {
    body = (
      <Alert color="red" title={PROJECT_MESSAGES.loadFailed}>
        <Button
          size="xs"
          mt="xs"
          onClick={() => void projectsQuery.refetch()}
          loading={projectsQuery.isFetching}
        >
          Reintentar
        </Button>
      </Alert>
    );
  } else {
    body = <ProjectTabs projects={projectsQuery.data} />;
  }

  return (
    <DashboardLayout>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Mis proyectos</Title>
          <Group gap="sm">
            <Button variant="default" component={Link} to="/company-profile">
              Perfil de la empresa
            </Button>
            <Button onClick={() => setIsCreating(true)}>Nuevo proyecto</Button>
          </Group>
        </Group>
        {body}
      </Stack>
      <CreateProjectDialog opened={isCreating} onClose={() => setIsCreating(false)} />
    </DashboardLayout>
  );
}
