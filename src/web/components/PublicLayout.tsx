import { Box, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { AppFooter } from "./AppFooter";

/** Public pages: a centred `<main>` and the footer. */
export function PublicLayout({ children, size = "sm" }: { children: ReactNode; size?: "sm" | "md" | "lg" }) {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }} bg="gray.0">
      <Container component="main" size={size} py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}
