import { Alert, List, Text } from "@mantine/core";

/**
 * Before a failed check: where to find the rules. After it: the rules themselves (spec 01 §2). Once the
 * typed password meets the rules neither is shown: a hint to see rules already met beside a meter
 * saying 'Muy fuerte' reads as a complaint.
 */
export function PasswordRequirements({ isShown, isMet }: { isShown: boolean; isMet: boolean }) {
  if (isMet) return null;
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
