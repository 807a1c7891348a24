import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import type { TAdminStatsResponse } from "../../../shared/contracts/admin";
import { ADMIN_PANEL_KEYS, type AdminPanelKey } from "../../../shared/contracts/admin-dashboards";
import { MESSAGES } from "../../../shared/messages";
import { useAdminStats } from "../../api/admin";
import { AdminLayout } from "../admin/AdminLayout";
import { panelPath } from "../admin/admin-nav";
import { RecentActivity } from "../admin/RecentActivity";

// Charts (recharts) load only when a dashboard is opened.
const DashboardPanel = lazy(() =>
  import("../admin/DashboardPanel").then((m) => ({ default: m.DashboardPanel })),
);
const AuditLogPanel = lazy(() =>
  import("../admin/AuditLogPanel").then((m) => ({ default: m.AuditLogPanel })),
);

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

function StatCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Cargando estadísticas...</Text>
        </Group>
      </Center>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" title={MESSAGES.admin.statsFailed}>
        <Button size="xs" mt="xs" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
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

function QuickActions() {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Acciones rápidas">
      <Title order={2} size="h4" mb="sm">
        Acciones rápidas
      </Title>
      <Group gap="sm">
        <Button component={Link} to="/user-management">
          Gestionar usuarios
        </Button>
        <Button component={Link} to={panelPath("documentos")} variant="light">
          Gestionar documentos
        </Button>
        <Button component={Link} to={panelPath("suscripciones")} variant="light">
          Gestionar suscripciones
        </Button>
        <Button component={Link} to="/create-user" variant="default">
          Nuevo usuario
        </Button>
      </Group>
    </Card>
  );
}

function Overview() {
  return (
    <Stack gap="lg">
      <Title order={1}>Panel de administración</Title>
      <StatCards />
      <QuickActions />
      <RecentActivity />
    </Stack>
  );
}

function isPanelKey(value: string | null): value is AdminPanelKey {
  return (ADMIN_PANEL_KEYS as string[]).includes(value ?? "");
}

/**
 * /admin-dashboard: the overview (figures from the database, quick actions, recent activity), or with
 * `?tablero=` one of the seven dashboards, the audit log or a management panel.
 */
export function AdminDashboardPage() {
  const [params] = useSearchParams();
  const panel = params.get("tablero");
  let body: React.ReactNode = <Overview />;
  if (isPanelKey(panel)) {
    body = <DashboardPanel panel={panel} />;
  } else if (panel === "auditoria") {
    body = <AuditLogPanel />;
  }
  return (
    <AdminLayout>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Cargando" />
          </Center>
        }
      >
        {body}
      </Suspense>
    </AdminLayout>
  );
}
