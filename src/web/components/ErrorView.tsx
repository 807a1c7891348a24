import { Alert, Button, Code, Container, Group, List, Stack, Text, Title } from "@mantine/core";
import { MESSAGES } from "../../shared/messages";
import { ApiError } from "../api/http-client";

/** The error boundary's title by status (spec 02 §8). */
export function errorTitleForStatus(status: number | undefined): string {
  if (status === 0) return MESSAGES.boundary.connection;
  if (status === undefined) return MESSAGES.boundary.unexpected;
  if (status >= 500) return MESSAGES.boundary.server;
  if (status === 401 || status === 403) return MESSAGES.boundary.authorization;
  if (status === 404) return MESSAGES.boundary.notFound;
  if (status >= 400) return MESSAGES.boundary.request;
  return MESSAGES.boundary.unexpected;
}

export function describeError(error: unknown): { status?: number; code?: string; message: string } {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  const candidate = error as { status?: unknown; statusText?: unknown; message?: unknown } | undefined;
  const status = typeof candidate?.status === "number" ? candidate.status : undefined;
  const message =
    typeof candidate?.message === "string"
      ? candidate.message
      : typeof candidate?.statusText === "string"
        ? candidate.statusText
        : "Ha ocurrido un error inesperado.";
  return { status, message };
}

/** Shows what failed, by status, with its code and a retry button. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status, code, message } = describeError(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{errorTitleForStatus(status)}</Title>
        <Alert color="red" title={message}>
          <Stack gap={4}>
            {status !== undefined && <Text size="sm">Estado: {status}</Text>}
            {code && (
              <Text size="sm">
                Código: <Code>{code}</Code>
              </Text>
            )}
          </Stack>
        </Alert>
        {status === 0 && (
          <List size="sm">
            <List.Item>Verifique su conexión a internet.</List.Item>
            <List.Item>Compruebe que el servidor esté en funcionamiento.</List.Item>
            <List.Item>Si usa VPN o proxy, intente desactivarlo.</List.Item>
          </List>
        )}
        <Group>
          <Button onClick={onRetry}>Reintentar</Button>
          <Button variant="default" component="a" href="/index">
            Volver al inicio
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
