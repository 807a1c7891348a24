import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import { PROJECT_MESSAGES, type TProject } from "../../../shared/contracts/projects";
import { FILE_MESSAGES } from "../../../shared/rules/files";
import { hasPendingDocuments, useDownloadDocumentMutation, useProjectDocuments } from "../../api/documents";
import { ApiError } from "../../api/http-client";
import { projectRoutes, useProject } from "../../api/projects";
import { DashboardLayout } from "../../components/DashboardLayout";
import { ProjectHeader, ProjectLoadError } from "../../components/ProjectHeader";
import { showToast } from "../../components/toasts";
import { ValidityWarnings } from "../../components/ValidityWarnings";
import { DeleteDocumentsDialog } from "./DeleteDocumentsDialog";
import { DocumentSearch } from "./DocumentSearch";
import { DocumentTable } from "./DocumentTable";
import { LibraryPickerDialog } from "./LibraryPickerDialog";
import { RagStartButton } from "./RagStartButton";

function ProjectActions({
  project,
  hasDocuments,
  onMessage,
  onLibrary,
}: {
  project: TProject;
  hasDocuments: boolean;
  onMessage: (message: string | null) => void;
  onLibrary: () => void;
}) {
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onLibrary} disabled={project.ragStarted}>
          Agregar de la biblioteca
        </Button>
        {project.ragStarted ? (
          <Button variant="default" disabled>
            Cargar documentos
          </Button>
        ) : (
          <Button variant="default" component={Link} to={projectRoutes.upload(project.id)}>
            Cargar documentos
          </Button>
        )}
        <RagStartButton project={project} hasDocuments={hasDocuments} onMessage={onMessage} />
      </Group>
      {project.ragStarted && <Text size="sm">{FILE_MESSAGES.ragStarted}</Text>}
    </Stack>
  );
}

function DocumentsBody({
  documentsQuery,
  inputs,
  isSelectable,
  selectedIds,
  onSelectedIdsChange,
  downloadingId,
  onDownload,
}: {
  documentsQuery: ReturnType<typeof useProjectDocuments>;
  inputs: TProjectDocument[];
  isSelectable: boolean;
  selectedIds: Set<string>;
  onSelectedIdsChange: (ids: Set<string>) => void;
  downloadingId: string | null;
  onDownload: (document: TProjectDocument) => void;
}): ReactNode {
  if (documentsQuery.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>Cargando documentos...</Text>
      </Group>
    );
  }
  if (documentsQuery.isError) {
    return (
      <Alert color="red" title={PROJECT_MESSAGES.documentsFailed}>
        <Button size="xs" mt="xs" onClick={() => void documentsQuery.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  if (inputs.length === 0) {
    return (
      <Text>
        Aún no hay documentos en este proyecto. Use «Cargar documentos» para agregar las bases de la
        licitación y los demás archivos, o «Agregar de la biblioteca» para incluir los documentos de su
        empresa que ya cargó en otros proyectos.
      </Text>
    );
  }
  return (
    <DocumentTable
      documents={inputs}
      isSelectable={isSelectable}
      selectedIds={selectedIds}
      onSelectedIdsChange={onSelectedIdsChange}
      downloadingId={downloadingId}
      onDownload={onDownload}
    />
  );
}

/** The project's input documents (spec 02 §2): processing state, deletion, search and the model's start. */
export function ProjectDocumentsPage() {
  const { projectId = "" } = useParams();
  const projectQuery = useProject(projectId);
  const documentsQuery = useProjectDocuments(projectId);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<TProjectDocument[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const downloadDocument = useDownloadDocumentMutation();

  const project = projectQuery.data;
  // Once the model started, generated versions cite these documents: they can no longer be deleted.
  const isLocked = project?.ragStarted === true;
  if (project?.status === "closed") return <Navigate to={projectRoutes.closed(projectId)} replace />;

  // The documents view lists inputs only; outputs belong to the phases (spec 02 §7).
  const inputs = (documentsQuery.data ?? []).filter((document) => document.type === "input");
  const selected = isLocked ? [] : inputs.filter((document) => selectedIds.has(document.id));
  const pendingCount = inputs.filter((document) => hasPendingDocuments([document])).length;

  function handleDeleteClick() {
    if (selected.length === 0) {
      setMessage(FILE_MESSAGES.selectToDelete);
      return;
    }
    setMessage(null);
    setToDelete(selected);
  }

  function handleDownload(document: TProjectDocument) {
    downloadDocument.mutate(document.id, {
      onError: (error) =>
        showToast(
          error instanceof ApiError && error.code === "NOT_FOUND"
            ? { title: PROJECT_MESSAGES.fileNotFound, kind: "error" }
            : { title: PROJECT_MESSAGES.downloadFailed, message: error.message, kind: "error" },
        ),
    });
  }

  function handleDeleted() {
    setToDelete([]);
    setSelectedIds(new Set());
  }

  return (
    <DashboardLayout>
      <Stack gap="lg">
        <ProjectHeader
          project={project}
          section="Documentos"
          actions={
            project && (
              <ProjectActions
                project={project}
                hasDocuments={inputs.length > 0}
                onMessage={setMessage}
                onLibrary={() => setLibraryOpen(true)}
              />
            )
          }
        />
        {projectQuery.isError && (
          <ProjectLoadError
            message={projectQuery.error.message}
            onRetry={() => void projectQuery.refetch()}
          />
        )}
        {message && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel="Cerrar mensaje"
            onClose={() => setMessage(null)}
          >
            {message}
          </Alert>
        )}
        <ValidityWarnings
          projectId={projectId}
          documentsVersion={inputs.map((item) => `${item.id}:${item.status}`).join(",")}
        />
        <Card component="section" withBorder radius="md" p="lg" aria-labelledby="documents-title">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} size="h3" id="documents-title">
                Documentos del proyecto
              </Title>
              <Group gap="sm">
                <Text size="sm">
                  {selected.length === 1 ? "1 seleccionado" : `${selected.length} seleccionados`}
                </Text>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={handleDeleteClick}
                  disabled={isLocked}
                  aria-describedby={isLocked ? "documents-locked" : undefined}
                >
                  Eliminar seleccionados
                </Button>
              </Group>
            </Group>
            {isLocked && (
              <Text size="sm" id="documents-locked">
                {FILE_MESSAGES.ragStartedDelete}
              </Text>
            )}
            {pendingCount > 0 && (
              <Text size="sm" role="status">
                Extrayendo el texto de {pendingCount === 1 ? "1 documento" : `${pendingCount} documentos`}. La
                lista se actualiza sola.
              </Text>
            )}
            <DocumentsBody
              documentsQuery={documentsQuery}
              inputs={inputs}
              isSelectable={!isLocked}
              selectedIds={selectedIds}
              onSelectedIdsChange={setSelectedIds}
              downloadingId={downloadDocument.isPending ? (downloadDocument.variables ?? null) : null}
              onDownload={handleDownload}
            />
          </Stack>
        </Card>
        {inputs.length > 0 && <DocumentSearch projectId={projectId} />}
      </Stack>
      <LibraryPickerDialog
        projectId={projectId}
        opened={isLibraryOpen}
        held={inputs}
        onClose={() => setLibraryOpen(false)}
      />
      <DeleteDocumentsDialog
        projectId={projectId}
        documents={toDelete}
        onClose={() => setToDelete([])}
        onDeleted={handleDeleted}
      />
    </DashboardLayout>
  );
}
