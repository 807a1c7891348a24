import { Avatar, Box, Button, Container, Group, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { initialsOf } from "../../shared/rules/auth";
import { usePublicConfig } from "../api/public-config";
import { useAuth } from "../auth/AuthProvider";
import { AppFooter } from "./AppFooter";
import { SubscriptionDrawer } from "./SubscriptionDrawer";

/**
 * The frame of signed-in pages (spec 02 §2): a header with the product name, the user's name and
 * initials, and 'Cerrar sesión'; the page in `<main>`; the legal footer.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { data: config } = usePublicConfig();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const name = user?.name ?? "";
  const [isSubscriptionOpen, setIsSubscriptionOpen] = useState(false);
  // Below 36em (phones) the header keeps its two buttons whole: smaller buttons, no initials.
  const isPhone = useMediaQuery("(max-width: 36em)") ?? false;
  const buttonSize = isPhone ? "xs" : "sm";

  async function handleLogout() {
    await signOut();
    navigate("/login", { replace: true });
  }

  return (
    <Box mih="100vh" bg="gray.0" style={{ display: "flex", flexDirection: "column" }}>
      <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {config?.appName ?? "Licita"}
            </Text>
            <Group gap="sm" wrap="nowrap">
              {/* At phone widths the initials stay (smaller) and the name is read only by a screen
                  reader, so 'Cerrar sesión' is never clipped and the signed-in person is still shown. */}
              <Avatar
                color="indigo"
                variant="filled"
                radius="xl"
                size={isPhone ? "sm" : "md"}
                aria-hidden
                title={name}
                data-testid="user-initials"
              >
                {initialsOf(name)}
              </Avatar>
              <Text fw={500} className="header-user-name">
                {name}
              </Text>
              {user?.role === "cliente" && (
                <Button
                  variant="light"
                  size={buttonSize}
                  style={{ flexShrink: 0 }}
                  onClick={() => setIsSubscriptionOpen(true)}
                >
                  Mi suscripción
                </Button>
              )}
              <Button
                variant="default"
                size={buttonSize}
                style={{ flexShrink: 0 }}
                onClick={() => void handleLogout()}
              >
                Cerrar sesión
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <AppFooter />
      {user?.role === "cliente" && (
        <SubscriptionDrawer opened={isSubscriptionOpen} onClose={() => setIsSubscriptionOpen(false)} />
      )}
    </Box>
  );
}
