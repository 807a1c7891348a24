import { Alert, Button, Card, Grid, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import type { TPhasesResponse } from "../../../shared/contracts/phases";
import { PROJECT_MESSAGES } from "../../../shared/contracts/projects";
import { PHASE_COUNT, PHASE_MESSAGES, phaseDescription } from "../../../shared/rules/phases";
import { ApiError } from "../../api/http-client";
import { useAdvancePhaseMutation, useOpenPhaseMutation, usePhases } from "../../api/phases";
import { projectRoutes, useCloseProjectMutation, useProject } from "../../api/projects";
import { DashboardLayout } from "../../components/DashboardLayout";
import { ProjectHeader, ProjectLoadError } from "../../components/ProjectHeader";
import { showToast } from "../../components/toasts";
import { ValidityWarnings } from "../../components/ValidityWarnings";
import { PhaseFiles } from "./PhaseFiles";
import { PhaseGenerate } from "./PhaseGenerate";
import { PhaseStepper } from "./PhaseStepper";

const DASHBOARD = "/client-dashboard";

/** A closed project is read-only: say so and go back to the dashboard (spec 02 §4). */
function ClosedRedirect() {
  useEffect(() => {
    showToast({ title: PHASE_MESSAGES.closed, kind: "info" });
  }, []);
  return <Navigate to={DASHBOARD} replace />;
}

function PhaseNavigation({
  projectId,
  data,
  onMessage,
}: {
  projectId: string;
  data: TPhasesResponse;
  onMessage: (message: string | null) => void;
}) {
  const navigate = useNavigate();
  const openPhase = useOpenPhaseMutation(projectId);
  const advance = useAdvancePhaseMutation(projectId);
  const close = useCloseProjectMutation(projectId);
  const current = data.phases[data.currentPhase];
  const isLast = data.currentPhase === PHASE_COUNT - 1;
  const fail = { onError: (error: Error) => onMessage(error.message), onSuccess: () => onMessage(null) };
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);

  function handlePrevious() {
    if (data.currentPhase === 0) {
      onMessage(PHASE_MESSAGES.firstPhase);
      return;
    }
    openPhase.mutate(data.currentPhase - 1, fail);
  }

  function handleClose() {
    // Closing needs a version of the last phase, as advancing does.
    if (!current || current.currentVersion === -1) {
      onMessage(PHASE_MESSAGES.notExecuted);
      return;
    }
    // Closing cannot be undone: the client confirms it first.
    setIsConfirmingClose(true);
  }

  function handleConfirmClose() {
    setIsConfirmingClose(false);
    close.mutate(undefined, {
      // The spec's own message for a failed close; the server's reason is in the log, not for the user.
      onError: () => onMessage(PROJECT_MESSAGES.closeFailed),
      onSuccess: () => navigate(DASHBOARD),
    });
  }

  return (
    <Group justify="space-between">
      <Button variant="default" loading={openPhase.isPending} onClick={handlePrevious}>
        Anterior
      </Button>
      <Modal
        opened={isConfirmingClose}
        onClose={() => setIsConfirmingClose(false)}
        title="¿Cerrar el proyecto?"
        closeButtonProps={{ "aria-label": "Volver sin cerrar" }}
        centered
      >
        <Stack gap="md">
          <Text>
            Al cerrar el proyecto ya no podrá generar versiones, subir archivos ajustados ni cargar
            documentos. Podrá consultar y descargar sus archivos. Esta acción no se puede deshacer.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirmingClose(false)}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={handleConfirmClose}>
              Cerrar definitivamente
            </Button>
          </Group>
        </Stack>
      </Modal>
      {isLast ? (
        <Button color="red.9" loading={close.isPending} onClick={handleClose}>
          Cerrar Proyecto
        </Button>
      ) : (
        <Button loading={advance.isPending} onClick={() => advance.mutate(undefined, fail)}>
          Siguiente
        </Button>
      )}
    </Group>
  );
}

/** The eight-phase workspace (spec 02 §2-§4): stepper, the open phase's versions, generation, progress. */
export function ProjectWorkspacePage() {
  const { projectId = "" } = useParams();
  const projectQuery = useProject(projectId);
  const phasesQuery = usePhases(projectId);
  const openPhase = useOpenPhaseMutation(projectId);
  const [message, setMessage] = useState<string | null>(null);

  const project = projectQuery.data;
  const data = phasesQuery.data;
  // A refusal ('no puedes avanzar…') stops being true once the phase has a new version or another
  // phase is open.
  const versionKey = `${data?.currentPhase}:${data?.phases[data.currentPhase]?.currentVersion}`;
  useEffect(() => {
    if (versionKey) setMessage(null);
  }, [versionKey]);
  if (project?.status === "closed" || data?.closed) return <ClosedRedirect />;
  const error = phasesQuery.error;
  if (error instanceof ApiError && error.code === "RAG_NOT_STARTED") {
    return <Navigate to={projectRoutes.documents(projectId)} replace />;
  }
  const phase = data?.phases[data.currentPhase];

  return (
    <DashboardLayout>
      <Stack gap="lg">
        <ProjectHeader
          project={project}
          section="Modelo RAG"
          trail={[{ label: "Documentos", to: projectRoutes.documents(projectId) }]}
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
        {phasesQuery.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{PHASE_MESSAGES.loading}</Text>
          </Group>
        )}
        {phasesQuery.isError && !(error instanceof ApiError && error.code === "RAG_NOT_STARTED") && (
          <Alert color="red" title="No se pudo cargar el modelo RAG.">
            <Text size="sm">{phasesQuery.error.message}</Text>
            <Button size="xs" mt="xs" onClick={() => void phasesQuery.refetch()}>
              Reintentar
            </Button>
          </Alert>
        )}
        {data?.basesWarning && (
          <Alert
            color="orange"
            title="Revise las bases antes de generar la fase 1"
            // Mantine's orange title fails contrast on its light background (3.6:1): the title is black.
            styles={{ title: { color: "var(--mantine-color-black)" } }}
          >
            <Text size="sm">{data.basesWarning}</Text>
          </Alert>
        )}
        {/* Phase 1 reads the bases' dates: the client's papers that will have expired by then are named here. */}
        {data?.currentPhase === 0 && <ValidityWarnings projectId={projectId} documentsVersion="fase-1" />}
        {data && phase && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PhaseStepper
                data={data}
                onOpen={(index) =>
                  openPhase.mutate(index, {
                    onError: (openError) => setMessage(openError.message),
                    onSuccess: () => setMessage(null),
                  })
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card component="section" withBorder radius="md" p="lg" aria-labelledby="phase-title">
                <Stack gap="md">
                  <Stack gap={4}>
                    <Title order={2} size="h3" id="phase-title">
                      {phaseDescription(phase.id)}
                    </Title>
                    <Text size="sm">Generado por: {data.generator.label}</Text>
                  </Stack>
                  <PhaseFiles phase={phase} projectId={projectId} />
                  <PhaseGenerate key={phase.id} projectId={projectId} phase={phase} />
                  <PhaseNavigation projectId={projectId} data={data} onMessage={setMessage} />
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </DashboardLayout>
  );
}
