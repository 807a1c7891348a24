import { AppShell, Avatar, Box, Burger, Button, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { initialsOf } from "../../../shared/rules/auth";
import { usePublicConfig } from "../../api/public-config";
import { useAuth } from "../../auth/AuthProvider";
import { AppFooter } from "../../components/AppFooter";
import { NAV_DASHBOARDS, NAV_MAIN, NAV_MANAGE, type NavItem } from "./admin-nav";

function NavSection({
  title,
  items,
  current,
  onNavigate,
}: {
  title?: string;
  items: NavItem[];
  current: string;
  onNavigate: () => void;
}) {
  return (
    <>
      {title && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
          {title}
        </Text>
      )}
      {items.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          active={current === item.to}
          onClick={onNavigate}
        />
      ))}
    </>
  );
}

/**
 * The frame of every admin page: header (product, the admin's real name, 'Cerrar sesión'), a sidebar
 * with 'Usuarios', the seven dashboards and the management panels (a drawer under 48em), the footer.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const { data: config } = usePublicConfig();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const name = user?.name ?? "";

  async function handleLogout() {
    await signOut();
    navigate("/login", { replace: true });
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: "sm", collapsed: { mobile: !isOpen } }}
      padding="md"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menú" />
            <Text fw={700} size="lg" visibleFrom="xs">
              {config?.appName ?? "Licita"}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar color="indigo" variant="filled" radius="xl" aria-hidden visibleFrom="xs">
              {initialsOf(name)}
            </Avatar>
            <Text fw={500} truncate="end" maw={{ base: 120, sm: 320 }} size="sm" data-testid="admin-name">
              {name}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => void handleLogout()}
              style={{ flexShrink: 0 }}
            >
              Cerrar sesión
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Menú de administración">
        <AppShell.Section grow component={ScrollArea}>
          <NavSection items={NAV_MAIN} current={current} onNavigate={close} />
          <NavSection title="Tableros" items={NAV_DASHBOARDS} current={current} onNavigate={close} />
          <NavSection title="Gestión" items={NAV_MANAGE} current={current} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main style={{ display: "flex", flexDirection: "column", minWidth: 0 }}>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
