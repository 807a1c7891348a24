import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PROFILE_MESSAGES, type TCompanyProfileResponse } from "../../../shared/contracts/company-profile";
import { useCompanyProfile } from "../../api/company-profile";
import { DashboardLayout } from "../../components/DashboardLayout";
import { LibraryCard } from "./LibraryCard";
import { ProfileFieldRow, SourceLine } from "./ProfileFieldRow";

function ListCard({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Card component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children.length > 0 ? children : <Text c="dimmed">{empty}</Text>}
      </Stack>
    </Card>
  );
}

function ProfileBody({ profile }: { profile: TCompanyProfileResponse }) {
  return (
    <Stack gap="lg">
      <Text>
        Leído de {profile.documentCount} documento(s) legales, fiscales, currículos y propuestas de la
        biblioteca de su empresa. Confirme o corrija cada dato: su valor se usa en todas sus propuestas y
        ninguna lectura posterior de documentos lo cambia.
      </Text>
      <section aria-labelledby="profile-data-title">
        <Title order={2} size="h4" id="profile-data-title" mb="sm">
          Datos de la empresa
        </Title>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: "none", padding: 0 }}
        >
          {profile.fields.map((item) => (
            <ProfileFieldRow key={item.field} item={item} />
          ))}
        </SimpleGrid>
      </section>
      <ListCard title="Experiencia" empty="Sus documentos no relacionan contratos ni antigüedad.">
        {profile.experience.map((item) => (
          <Stack key={`${item.text}-${item.source.quote}`} gap={2}>
            <Text style={{ overflowWrap: "anywhere" }}>{item.text}</Text>
            <SourceLine source={item.source} />
          </Stack>
        ))}
      </ListCard>
      <ListCard title="Certificaciones" empty="Sus documentos no mencionan certificaciones.">
        {profile.certifications.map((item) => (
          <Stack key={item.text} gap={2}>
            <Text style={{ overflowWrap: "anywhere" }}>{item.text}</Text>
            <SourceLine source={item.source} />
          </Stack>
        ))}
      </ListCard>
      <ListCard title="Equipo profesional" empty="No ha cargado currículos del equipo.">
        {profile.people.map((person) => (
          <Stack key={`${person.name}-${person.source.documentName}`} gap={2}>
            <Text fw={600}>
              {person.name}
              {person.role ? ` — ${person.role}` : ""}
            </Text>
            {person.education.map((line) => (
              <Text key={line} size="sm" style={{ overflowWrap: "anywhere" }}>
                {line}
              </Text>
            ))}
            {person.cedula && <Text size="sm">Cédula profesional: {person.cedula}</Text>}
            {person.experience.map((line) => (
              <Text key={line} size="sm" style={{ overflowWrap: "anywhere" }}>
                {line}
              </Text>
            ))}
            <SourceLine source={person.source} />
          </Stack>
        ))}
      </ListCard>
    </Stack>
  );
}

/** 'Perfil de la empresa': the client's company data, read once from its documents, confirmed by it. */
export function CompanyProfilePage() {
  const navigate = useNavigate();
  const query = useCompanyProfile();
  let body: ReactNode;
  if (query.isPending)
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Cargando perfil...</Text>
        </Group>
      </Center>
    );
  else if (query.isError)
    body = (
      <Alert color="red" title={PROFILE_MESSAGES.loadFailed}>
        <Button size="xs" mt="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          Reintentar
        </Button>
      </Alert>
    );
  else body = <ProfileBody profile={query.data} />;
  return (
    <DashboardLayout>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>Perfil de la empresa</Title>
          <Button variant="default" onClick={() => navigate("/client-dashboard")}>
            Volver a Mis proyectos
          </Button>
        </Group>
        {body}
        <LibraryCard />
      </Stack>
    </DashboardLayout>
  );
}
