import { Card, List, Stack, Text, Title } from "@mantine/core";

/** The side column of hints (spec 01 §2): e-mail format, the 10-digit phone, the password rules. */
export function RegisterHints() {
  return (
    <Card withBorder radius="md" p="lg" component="aside" aria-labelledby="register-hints-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="register-hints-title">
          Antes de empezar
        </Title>
        <List size="sm" spacing="sm">
          <List.Item>
            <Text size="sm" fw={600}>
              Correo electrónico
            </Text>
            <Text size="sm">
              Use una dirección válida, por ejemplo nombre@empresa.com.mx. Ahí recibirá el enlace de
              activación.
            </Text>
          </List.Item>
          <List.Item>
            <Text size="sm" fw={600}>
              Teléfono
            </Text>
            <Text size="sm">10 dígitos, sin espacios, guiones ni prefijo de país.</Text>
          </List.Item>
          <List.Item>
            <Text size="sm" fw={600}>
              Contraseña
            </Text>
            <Text size="sm">
              De 12 a 24 caracteres, con al menos una mayúscula, una minúscula, un número y un carácter
              especial (# $ % " &amp; _ -).
            </Text>
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
