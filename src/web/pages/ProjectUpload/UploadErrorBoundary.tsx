import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { Link } from "react-router";

export const UPLOAD_FAILED_TITLE = "Error en la carga de archivos";

interface UploadErrorBoundaryState {
  error: unknown;
  /** Bumped on retry so the uploader starts again from a clean state. */
  attempt: number;
}

/**
 * Catches a failure of the upload component (spec 02 §2): 'Error en la carga de archivos', with a
 * way back to the dashboard or a fresh start of the uploader. The error's own message is not shown:
 * it comes from the program (often in English) and means nothing to the user; React logs it.
 */
export class UploadErrorBoundary extends Component<
  { children: (attempt: number) => ReactNode },
  UploadErrorBoundaryState
> {
  override state: UploadErrorBoundaryState = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<UploadErrorBoundaryState> {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children(this.state.attempt);
    return (
      <Alert color="red" title={UPLOAD_FAILED_TITLE} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            Ocurrió un problema al mostrar el cargador de archivos. Los archivos que ya se cargaron están
            guardados en el proyecto.
          </Text>
          <Group gap="sm">
            <Button variant="default" component={Link} to="/client-dashboard">
              Volver al panel
            </Button>
            <Button
              onClick={() => this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }))}
            >
              Reintentar
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
}
