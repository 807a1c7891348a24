import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import type { LegalDocument } from "./legal-types";

/** A legal text with its sections, a back button and a link to its companion document. */
export function LegalDocumentView({
  document,
  related,
}: {
  document: LegalDocument;
  related: { label: string; to: string };
}) {
  const navigate = useNavigate();
  const handleBack = () => (window.history.length > 1 ? navigate(-1) : navigate("/index"));
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <Button variant="default" onClick={handleBack}>
            Volver
          </Button>
          <Anchor component={Link} to={related.to}>
            {related.label}
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Title order={1}>{document.title}</Title>
          <Text c="dimmed" size="sm">
            Última actualización: {document.lastUpdated}
          </Text>
        </Stack>
        <Text>{document.intro}</Text>
        {document.sections.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List spacing={4}>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Group justify="space-between">
          <Button variant="default" onClick={handleBack}>
            Volver
          </Button>
          <Anchor component={Link} to={related.to}>
            {related.label}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
