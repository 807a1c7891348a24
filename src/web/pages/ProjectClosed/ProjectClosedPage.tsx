import { Alert, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { PROJECT_MESSAGES } from "../../../shared/contracts/projects";
import {
  useDownloadAllMutation,
  useDownloadSelectionMutation,
  useProjectDocuments,
} from "../../api/documents";
import { projectRoutes, useProject } from "../../api/projects";
import { DashboardLayout } from "../../components/DashboardLayout";
import { showToast } from "../../components/toasts";
import { FileSelectionCard } from "./FileSelectionCard";

/** A closed project (spec 02 §2): read-only, its inputs and outputs downloadable one by one, chosen or all. */
export function ProjectClosedPage() {
  const { projectId = "" } = useParams();
  const projectQuery = useProject(projectId);
  const documentsQuery = useProjectDocuments(projectId);
  const downloadAll = useDownloadAllMutation(projectId);
  const downloadSelection = useDownloadSelectionMutation();
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());

  const project = projectQuery.data;
  if (project?.status === "active") return <Navigate to={projectRoutes.documents(projectId)} replace />;

  const documents = documentsQuery.data ?? [];
  const inputs = documents.filter((document) => document.type === "input");
  const outputs = documents.filter((document) => document.type === "output");
  const selected = documents
    .filter((document) => selectedIds.has(document.id))
    .map((document) => document.id);

  function handleToggle(documentId: string, isChecked: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isChecked) next.add(documentId);
      else next.delete(documentId);
      return next;
    });
  }

  function handleDownloadAll() {
    downloadAll.mutate(undefined, {
      onError: (error) =>
        showToast({ title: PROJECT_MESSAGES.zipFailed, message: error.message, kind: "error" }),
    });
  }

  function handleDownloadSelection() {
    downloadSelection.mutate(selected, {
      onError: (error) =>
        showToast({ title: PROJECT_MESSAGES.selectionFailed, message: error.message, kind: "error" }),
    });
  }

  const isLoadingDocuments = documentsQuery.isPending;
  return (
    <DashboardLayout>
      <Stack gap="lg">
        <Group>
          <Button
            variant="default"
            component={Link}
            to="/client-dashboard"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Volver a mis proyectos
          </Button>
        </Group>
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {project?.name ?? "Proyecto Cerrado"}
          </Title>
          {project && (
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{project.description}</Text>
          )}
        </Stack>
        {projectQuery.isError && (
          <Alert color="red" title={PROJECT_MESSAGES.dataFailed}>
            {projectQuery.error.message}
          </Alert>
        )}
        <Group gap="sm">
          {/* The spec's long label wraps on a phone instead of being cut at the button's edge. */}
          <Button
            onClick={handleDownloadAll}
            loading={downloadAll.isPending}
            disabled={!isLoadingDocuments && documents.length === 0}
            leftSection={<IconFileZip size={18} aria-hidden />}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: "normal", textAlign: "left", lineHeight: 1.35 } }}
          >
            Descargar todos los documentos (ZIP)
          </Button>
          <Button
            variant="outline"
            onClick={handleDownloadSelection}
            loading={downloadSelection.isPending}
            disabled={selected.length === 0}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Descargar seleccionados ({selected.length})
          </Button>
        </Group>
        {documentsQuery.isError && (
          <Alert color="red" title={PROJECT_MESSAGES.documentsFailed}>
            <Button size="xs" mt="xs" onClick={() => void documentsQuery.refetch()}>
              Reintentar
            </Button>
          </Alert>
        )}
        {!documentsQuery.isError && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <FileSelectionCard
                title="Archivos Insumo"
                documents={inputs}
                isLoading={isLoadingDocuments}
                selectedIds={selectedIds}
                onToggle={handleToggle}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <FileSelectionCard
                title="Archivos Producto"
                documents={outputs}
                isLoading={isLoadingDocuments}
                selectedIds={selectedIds}
                onToggle={handleToggle}
              />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </DashboardLayout>
  );
}
