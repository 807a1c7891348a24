import { Alert, Anchor, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { Link, Navigate, useParams } from "react-router";
import { FILE_MESSAGES } from "../../../shared/rules/files";
import { projectRoutes, useProject } from "../../api/projects";
import { DashboardLayout } from "../../components/DashboardLayout";
import { ProjectHeader, ProjectLoadError } from "../../components/ProjectHeader";
import { DocumentUploader } from "./DocumentUploader";
import { UploadErrorBoundary } from "./UploadErrorBoundary";

/** Upload of input documents by category (spec 02 §2), refused once the model started. */
export function ProjectUploadPage() {
  const { projectId = "" } = useParams();
  const projectQuery = useProject(projectId);
  const project = projectQuery.data;
  if (project?.status === "closed") return <Navigate to={projectRoutes.closed(projectId)} replace />;

  return (
    <DashboardLayout>
      <Stack gap="lg">
        <ProjectHeader
          project={project}
          section="Cargar documentos"
          trail={project ? [{ label: "Documentos", to: projectRoutes.documents(projectId) }] : []}
        />
        {projectQuery.isPending && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Cargando proyecto...</Text>
          </Group>
        )}
        {projectQuery.isError && (
          <ProjectLoadError
            message={projectQuery.error.message}
            onRetry={() => void projectQuery.refetch()}
          />
        )}
        {project?.ragStarted && (
          <Alert color="red" role="alert">
            {FILE_MESSAGES.ragStarted}
          </Alert>
        )}
        {project && !project.ragStarted && (
          <Card component="section" withBorder radius="md" p="lg" aria-label="Carga de archivos">
            <UploadErrorBoundary>
              {(attempt) => <DocumentUploader key={attempt} projectId={projectId} />}
            </UploadErrorBoundary>
          </Card>
        )}
        {project && (
          <Anchor component={Link} to={projectRoutes.documents(projectId)}>
            Ver los documentos del proyecto
          </Anchor>
        )}
      </Stack>
    </DashboardLayout>
  );
}
