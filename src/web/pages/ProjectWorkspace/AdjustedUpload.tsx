import { Button, FileButton, Input, Progress, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useId, useRef, useState } from "react";
import type { TPhase } from "../../../shared/contracts/phases";
import { MAX_PHASE_VERSIONS, PHASE_MESSAGES, PHASES } from "../../../shared/rules/phases";
import { useUploadAdjustedMutation } from "../../api/phases";
import { showToast } from "../../components/toasts";

/**
 * Whether the user may replace the phase's latest version with an adjusted file (spec 02 §4-§5,
 * DECISIONS 'Versions per phase'): only over a generated version, below the sixth. The server
 * enforces the same rules; a running job only disables the control, it does not hide it.
 */
export function canUploadAdjusted(phase: TPhase): boolean {
  if (phase.currentVersion < 1 || phase.currentVersion >= MAX_PHASE_VERSIONS) return false;
  const latest = phase.files.find((file) => file.version === phase.currentVersion);
  return latest !== undefined && !latest.isUserAdjusted;
}

function isRunning(phase: TPhase): boolean {
  return phase.job?.status === "en_cola" || phase.job?.status === "generando";
}

/** The file input for the user's adjusted version of the open phase, with the real upload progress. */
export function AdjustedUpload({ projectId, phase }: { projectId: string; phase: TPhase }) {
  const upload = useUploadAdjustedMutation(projectId);
  const inputId = useId();
  const resetPicker = useRef<() => void>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const output = PHASES[phase.id]?.output ?? "docx";
  const kind = output === "xlsx" ? "Excel" : "Word";

  if (!canUploadAdjusted(phase)) return null;
  const disabled = upload.isPending || isRunning(phase);

  function handleFile(file: File | null) {
    // Cleared so choosing the same file again after a refusal fires a new change.
    resetPicker.current?.();
    if (!file) return;
    // Mirrors the server's check so a file of the wrong kind is never sent.
    if (!file.name.toLowerCase().endsWith(`.${output}`)) {
      setFieldError(PHASE_MESSAGES.wrongFormat(kind));
      return;
    }
    setFieldError(null);
    setProgress(0);
    upload.mutate(
      { phase: phase.id, file, onProgress: setProgress },
      {
        onSettled: () => setProgress(null),
        onError: (error) =>
          showToast({ title: PHASE_MESSAGES.adjustedFailed, message: error.message, kind: "error" }),
      },
    );
  }

  return (
    <Stack gap="xs">
      <Input.Wrapper
        labelElement="div"
        label="Subir archivo ajustado"
        description={`Reemplaza la última versión con tu archivo ${kind} (.${output}).`}
        error={fieldError}
      >
        {/* The same picker as the upload screen: a Spanish button, not the browser's own file field. */}
        <FileButton
          accept={`.${output}`}
          onChange={handleFile}
          resetRef={resetPicker}
          disabled={disabled}
          inputProps={{ id: inputId, "aria-label": "Subir archivo ajustado", disabled }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={disabled}
            >
              Seleccionar archivo {kind}
            </Button>
          )}
        </FileButton>
      </Input.Wrapper>
      {progress !== null && (
        <Stack gap={4}>
          <Progress
            value={Math.round(progress * 100)}
            aria-label="Progreso de la carga del archivo ajustado"
          />
          <Text size="xs">{Math.round(progress * 100)}%</Text>
        </Stack>
      )}
    </Stack>
  );
}
