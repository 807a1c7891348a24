import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { PublicLayout } from "./PublicLayout";

/**
 * Mantine writes field errors in red 6, which fails WCAG AA on white; forms inside this style use
 * red 9 (the theme's resolver could set it for the whole app).
 */
export const ACCESSIBLE_FORM_STYLE = {
  "--mantine-color-error": "var(--mantine-color-red-9)",
} as CSSProperties;

/**
 * The card every account-entry screen sits in: an optional back link, the page's one `<h1>`, an
 * optional line under it, then the content. PublicLayout gives the `<main>` and the legal footer.
 */
export function AuthLayout({
  title,
  subtitle,
  backLink,
  size = "sm",
  maw = 480,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  backLink?: { to: string; label: string };
  size?: "sm" | "md" | "lg";
  maw?: number;
  children: ReactNode;
}) {
  return (
    <PublicLayout size={size}>
      <Card
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        maw={maw}
        mx="auto"
        mt="lg"
        style={ACCESSIBLE_FORM_STYLE}
      >
        <Stack gap="md">
          {backLink && (
            <Anchor component={Link} to={backLink.to} size="sm">
              ← {backLink.label}
            </Anchor>
          )}
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </PublicLayout>
  );
}
