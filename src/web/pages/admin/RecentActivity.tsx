import { Alert, Card, Loader, Stack, Text, Title } from "@mantine/core";
import type { TAuditEvent } from "../../../shared/contracts/audit";
import { useRecentActivity } from "../../api/admin";
import { formatDateTime } from "../../components/dates";

/** One line of activity in words: what, to whom, by whom, when, from where. */
export function describeEvent(event: TAuditEvent): string {
  const parts = [event.actionLabel];
  if (event.targetLabel) parts.push(`: ${event.targetLabel}`);
  // The actor is named unless the line is about the actor itself (its own sign-in is 'Inicio de sesión — x').
  const isAboutActor =
    event.targetLabel !== null &&
    event.actorEmail !== null &&
    event.targetLabel.includes(`<${event.actorEmail}>`);
  if (event.actorEmail && !isAboutActor)
    parts.push(` — ${event.targetLabel ? "por " : ""}${event.actorEmail}`);
  return parts.join("");
}

/** 'Actividad reciente': the latest lines of the audit log (people's actions, not refused requests). */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Actividad reciente">
      <Title order={2} size="h4" mb="sm">
        Actividad reciente
      </Title>
      {activity.isPending && <Loader size="sm" aria-label="Cargando actividad" />}
      {activity.isError && <Alert color="red">No se pudo cargar la actividad reciente.</Alert>}
      {activity.data && activity.data.events.length === 0 && (
        <Text c="dimmed">Aún no hay actividad registrada.</Text>
      )}
      {activity.data && activity.data.events.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {activity.data.events.map((event) => (
            <li key={event.id} data-testid="activity-item">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {describeEvent(event)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(event.occurredAt)}
                {event.ipAddress ? ` · ${event.ipAddress}` : ""}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
