import { Button, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { PublicLayout } from "../../components/PublicLayout";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn(`404: ruta no encontrada ${location.pathname}`);
  }, [location.pathname]);
  return (
    <PublicLayout>
      <Stack align="center" mt="xl" gap="md">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{MESSAGES.notFound}</Title>
        <Text c="dimmed">La página {location.pathname} no existe.</Text>
        <Button component={Link} to="/">
          Volver al inicio
        </Button>
      </Stack>
    </PublicLayout>
  );
}
