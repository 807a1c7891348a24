import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TAdminStatsResponse } from "../../../shared/contracts/admin";
import { MESSAGES } from "../../../shared/messages";
import { useAdminStats } from "../../api/admin";
import { DashboardLayout } from "../../components/DashboardLayout";

const CARDS: { key: keyof TAdminStatsResponse; label: string; hint: string }[] = [
  { key: "users", label: "Usuarios", hint: "Cuentas registradas, administradores incluidos" },
  {
    key: "documentsProcessed",
    label: "Documentos procesados",
    hint: "Documentos cargados, leídos e indexados",
  },
  {
    key: "activeSubscriptions",
    label: "Suscripciones activas",
    hint: "Clientes activos al corriente en sus pagos",
  },
];

const numbers = new Intl.NumberFormat("es-MX");

/** The admin panel: the spec's stat cards, counted from the database on every visit. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  let body: React.ReactNode;
  if (stats.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Cargando estadísticas...</Text>
        </Group>
      </Center>
    );
  } else if (stats.isError) {
    body = (
      <Alert color="red" title={MESSAGES.admin.statsFailed}>
        <Button size="xs" mt="xs" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          Reintentar
        </Button>
      </Alert>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CARDS.map((card) => (
          <Card key={card.key} component="section" withBorder radius="md" p="lg" aria-label={card.label}>
            <Text fw={700}>{card.label}</Text>
            <Text fz={36} fw={700} data-testid={`stat-${card.key}`}>
              {numbers.format(stats.data[card.key])}
            </Text>
            <Text size="sm" c="dimmed">
              {card.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <DashboardLayout>
      <Stack gap="lg">
        <Title order={1}>Panel de administración</Title>
        {body}
      </Stack>
    </DashboardLayout>
  );
}
