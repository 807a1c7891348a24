import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { usePublicConfig } from "../api/public-config";

/** Copyright, developer credit, support address (from configuration) and the legal links. */
export function AppFooter() {
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <Stack component="footer" gap={4} align="center" py="md" px="sm">
      <Text size="sm" c="dimmed" ta="center">
        © {year} {config?.companyName ?? "Licita"}. Todos los derechos reservados.
      </Text>
      {config && (
        <Text size="sm" c="dimmed" ta="center">
          {config.developerCredit} · Soporte:{" "}
          <Anchor href={`mailto:${config.supportEmail}`} size="sm" underline="always">
            {config.supportEmail}
          </Anchor>
        </Text>
      )}
      <Group gap="md" justify="center">
        <Anchor component={Link} to="/terms-and-conditions" size="sm">
          Términos y condiciones
        </Anchor>
        <Anchor component={Link} to="/privacy-policy" size="sm">
          Política de privacidad
        </Anchor>
      </Group>
    </Stack>
  );
}
