import { Card, Stack, Text, Title } from "@mantine/core";
import { DashboardLayout } from "../../components/DashboardLayout";

/** The client dashboard's frame. Projects arrive with their own feature; until then it says so. */
export function ClientDashboardPage() {
  return (
    <DashboardLayout>
      <Stack gap="md">
        <Title order={1}>Mis proyectos</Title>
        <Card withBorder radius="md" p="xl">
          <Text>Aquí aparecerán sus proyectos de licitación cuando estén disponibles.</Text>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}
