import { Alert, List, Text } from "@mantine/core";

/** Before a failed check: where to find the rules. After it: the rules themselves (spec 01 §2). */
export function PasswordRequirements({ isShown }: { isShown: boolean }) {
  if (!isShown) {
    return (
      <Text size="sm" c="dimmed">
        Haga clic en "Crear cuenta" para ver los requisitos de la contraseña
      </Text>
    );
  }
  return (
    <Alert color="blue" title="Requisitos de la contraseña">
      <List size="sm" spacing={2}>
        <List.Item>De 12 a 24 caracteres</List.Item>
        <List.Item>Al menos una letra mayúscula</List.Item>
        <List.Item>Al menos una letra minúscula</List.Item>
        <List.Item>Al menos un número</List.Item>
        <List.Item>Al menos un carácter especial: # $ % " &amp; _ -</List.Item>
      </List>
    </Alert>
  );
}
