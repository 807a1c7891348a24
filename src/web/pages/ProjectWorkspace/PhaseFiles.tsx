import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TPhase } from "../../../shared/contracts/phases";
import { PHASE_MESSAGES } from "../../../shared/rules/phases";
import { startDownload } from "../../api/documents";
import { formatDateTime } from "../../components/dates";
import { showToast } from "../../components/toasts";

function download(url: string) {
  try {
    startDownload(url);
  } catch (error) {
    showToast({ title: PHASE_MESSAGES.downloadFailed, message: (error as Error).message, kind: "error" });
  }
}

/**
 * The phase's versions (spec 02 §3), newest first: the one the next step builds on is at the top. The
 * server lists them oldest first.
 */
export function PhaseFiles({ phase, projectId }: { phase: TPhase; projectId: string }) {
  const newestFirst = [...phase.files].sort((a, b) => b.version - a.version);
  // Phase 1's calendar, for Outlook or Google Calendar: built by the server from its latest version.
  const hasCalendar = phase.id === 0 && phase.files.length > 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="phase-files-title">
      <Title order={3} size="h4" id="phase-files-title">
        Documentos generados
      </Title>
      {phase.files.length === 0 ? (
        <Text size="sm">Esta fase aún no tiene documentos.</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {newestFirst.map((file) => (
            <Group component="li" key={file.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: "break-word", minWidth: 0 }}>
                    {file.name}
                  </Text>
                  <Badge variant="outline" color="indigo.9">{`v${file.version}`}</Badge>
                  {file.isUserAdjusted && (
                    <Badge variant="outline" color="grape.9">
                      Ajustado
                    </Badge>
                  )}
                </Group>
                <Text size="sm">
                  {formatDateTime(file.date)}
                  {file.generator ? ` · ${file.generator}` : ""}
                </Text>
                {file.instructions && (
                  <Text size="sm" style={{ overflowWrap: "break-word" }}>
                    Instrucciones: «{file.instructions}»
                    {file.instructionResult
                      ? ` · ${file.instructionResult.isApplied ? file.instructionResult.detail : "No aplicada por el generador integrado: queda como pendiente al inicio del documento."}`
                      : ""}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                onClick={() => download(file.url)}
                aria-label={`Descargar ${file.name}`}
              >
                Descargar
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {hasCalendar && (
        // On a phone the button goes under the sentence: beside it the sentence was a column of one
        // or two words a line.
        <Group justify="space-between" wrap="wrap" gap="sm" data-testid="calendar-row">
          <Text size="sm" style={{ flex: "1 1 16rem" }}>
            Fechas de la licitación para su agenda (Outlook, Google Calendar).
          </Text>
          <Button
            size="xs"
            variant="default"
            style={{ flexShrink: 0 }}
            onClick={() => download(`/api/projects/${projectId}/calendar.ics`)}
          >
            Descargar calendario (.ics)
          </Button>
        </Group>
      )}
    </Stack>
  );
}
