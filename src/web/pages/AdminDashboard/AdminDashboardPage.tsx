import { Card, Stack, Text, Title } from "@mantine/core";
import { DashboardLayout } from "../../components/DashboardLayout";

/** The admin panel's frame. Statistics and user management arrive with their own features. */
export function AdminDashboardPage() {
  return (
    <DashboardLayout>
      <Stack gap="md">
        <Title order={1}>Panel de administración</Title>
        <Card withBorder radius="md" p="xl">
          <Text>
            Aquí aparecerán las estadísticas y la administración de usuarios cuando estén disponibles.
          </Text>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}
