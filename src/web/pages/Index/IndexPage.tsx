import { Alert, Badge, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { fetchHealth } from "../../api/health";
import { usePublicConfig } from "../../api/public-config";
import { PublicLayout } from "../../components/PublicLayout";

/** The landing card: product title, live API health badge, entry buttons, retry on failure. */
export function IndexPage() {
  const { data: config } = usePublicConfig();
  const health = useQuery({
    queryKey: ["health"],
    queryFn: fetchHealth,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { isSilent: true },
  });
  const isChecking = health.isFetching;
  const isDown = !isChecking && health.isError;

  return (
    <PublicLayout>
      <Card withBorder shadow="sm" radius="md" p="xl" maw={520} mx="auto" mt="xl">
        <Stack align="center" gap="md">
          <Title order={1} ta="center">
            {config?.appName ?? "Licita"}
          </Title>
          <Text c="dimmed" ta="center">
            {MESSAGES.tagline}
          </Text>
          {isChecking ? (
            <Badge color="gray.7" variant="filled" size="lg" leftSection={<Loader size={12} color="white" />}>
              {MESSAGES.health.checking}
            </Badge>
          ) : isDown ? (
            <Badge color="red.9" variant="filled" size="lg">
              {MESSAGES.health.unavailable}
            </Badge>
          ) : (
            <Badge color="teal.9" variant="filled" size="lg">
              {MESSAGES.health.connected}
            </Badge>
          )}
          {/* Side by side from 36em; on a phone one under the other, full width: two halves of a
              390 px card cut 'Iniciar Sesión' at the button's edge. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
            <Button component={Link} to="/login">
              Iniciar Sesión
            </Button>
            <Button component={Link} to="/register" variant="outline">
              Registrarse
            </Button>
          </SimpleGrid>
          {isDown && (
            <Alert color="red" title={MESSAGES.health.unavailable} w="100%">
              <Stack gap="sm">
                <Text size="sm">
                  No se pudo establecer conexión con el servidor. Verifique su conexión o intente más tarde.
                </Text>
                <Button variant="light" color="red" onClick={() => health.refetch()}>
                  {MESSAGES.health.retry}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>
    </PublicLayout>
  );
}
