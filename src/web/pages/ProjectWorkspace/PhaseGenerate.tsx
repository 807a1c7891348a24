import { Alert, Button, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { TPhase } from "../../../shared/contracts/phases";
import { MAX_PHASE_VERSIONS, PHASE_MESSAGES } from "../../../shared/rules/phases";
import { ApiError } from "../../api/http-client";
import { useGeneratePhaseMutation } from "../../api/phases";
import { showToast } from "../../components/toasts";
import { AdjustedUpload } from "./AdjustedUpload";

function isRunning(phase: TPhase): boolean {
  return phase.job?.status === "en_cola" || phase.job?.status === "generando";
}

/**
 * Generation of the open phase (spec 02 §3-§4, DECISIONS 'Versions per phase'): the first version by a
 * plain 'Generar documento', later ones only with instructions, none past the sixth ('Límite
 * alcanzado'). After an adjusted version the button is blocked as 'Acción requerida' until
 * instructions are typed.
 */
export function PhaseGenerate({ projectId, phase }: { projectId: string; phase: TPhase }) {
  const generate = useGeneratePhaseMutation(projectId);
  const [instructions, setInstructions] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  function send(text: string | undefined) {
    const withInstructions = text !== undefined;
    generate.mutate(
      { phase: phase.id, instructions: text },
      {
        onSuccess: () => {
          if (withInstructions) setInstructions("");
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === "PHASE_INSTRUCTIONS_REQUIRED" || error.code === "PHASE_ACTION_REQUIRED")
          ) {
            setFieldError(error.message);
            return;
          }
          showToast({
            title: withInstructions ? PHASE_MESSAGES.instructionsFailed : PHASE_MESSAGES.generateFailed,
            message: error.message,
            kind: "error",
          });
        },
      },
    );
  }

  function handleRegenerate() {
    const text = instructions.trim();
    // Mirrors the server's check so an empty request is never sent.
    if (text === "") {
      setFieldError(PHASE_MESSAGES.emptyInstructions);
      return;
    }
    setFieldError(null);
    send(text);
  }

  const job = phase.job;
  const running = isRunning(phase);
  const atLimit = phase.currentVersion >= MAX_PHASE_VERSIONS;
  const isAfterAdjusted = phase.files.some(
    (file) => file.version === phase.currentVersion && file.isUserAdjusted,
  );
  const isActionRequired = isAfterAdjusted && instructions.trim() === "";

  return (
    <Stack gap="sm">
      {running && job && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>
            Generando la versión {job.version}: {job.step ?? "en cola"}
          </Text>
        </Group>
      )}
      {job?.status === "error" && (
        <Alert color="red" role="alert" title={PHASE_MESSAGES.generateFailed}>
          <Stack gap="xs" align="flex-start">
            {job.error && <Text size="sm">{job.error}</Text>}
            <Button
              size="xs"
              loading={generate.isPending}
              onClick={() => send(phase.instructions ?? undefined)}
            >
              Reintentar
            </Button>
          </Stack>
        </Alert>
      )}
      {atLimit ? (
        <Button disabled>{PHASE_MESSAGES.limitReached}</Button>
      ) : phase.currentVersion === -1 ? (
        <Group>
          <Button loading={generate.isPending} disabled={running} onClick={() => send(undefined)}>
            Generar documento
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Textarea
            label="Instrucciones para el modelo RAG"
            description={
              isAfterAdjusted
                ? "Escribe las instrucciones para regenerar a partir de tu archivo ajustado."
                : "Describe qué debe cambiar en la siguiente versión."
            }
            rows={3}
            maxLength={4000}
            value={instructions}
            error={fieldError}
            onChange={(event) => {
              setInstructions(event.currentTarget.value);
              if (fieldError) setFieldError(null);
            }}
          />
          <Group>
            {isActionRequired ? (
              <Button disabled>{PHASE_MESSAGES.actionRequired}</Button>
            ) : (
              <Button loading={generate.isPending} disabled={running} onClick={handleRegenerate}>
                Regenerar con instrucciones
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <AdjustedUpload projectId={projectId} phase={phase} />
    </Stack>
  );
}
