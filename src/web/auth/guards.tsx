import { Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { ErrorView } from "../components/ErrorView";
import { PublicLayout } from "../components/PublicLayout";
import { useAuth } from "./AuthProvider";
import { accessRefusalMessage, homePathFor } from "./access";

/** What /login receives from a guard that sent the visitor there. */
export interface LoginRedirectState {
  /** The server's refusal text when a session exists but may not enter (inactive, not paid up). */
  notice?: string;
}

function SessionCheck() {
  return (
    <PublicLayout>
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader aria-label="Verificando sesión" />
          <Text c="dimmed">Verificando sesión...</Text>
        </Stack>
      </Center>
    </PublicLayout>
  );
}

function RequireRole({ allowedRole, children }: { allowedRole: "admin" | "cliente"; children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === "loading") return <SessionCheck />;
  if (auth.status === "error") return <ErrorView error={auth.error} onRetry={auth.retry} />;
  if (!auth.user) return <Navigate to="/login" replace />;
  const notice = accessRefusalMessage(auth.user);
  if (notice) return <Navigate to="/login" replace state={{ notice } satisfies LoginRedirectState} />;
  if (auth.user.role !== allowedRole) return <Navigate to={homePathFor(auth.user)} replace />;
  return children;
}

/** Client pages: a signed-in, active, paid-up `cliente`. Admins go to their own panel. */
export function RequireClient({ children }: { children: ReactNode }) {
  return <RequireRole allowedRole="cliente">{children}</RequireRole>;
}

/** Admin pages: a signed-in, active `admin`. Clients go to their own dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireRole allowedRole="admin">{children}</RequireRole>;
}

/**
 * /login for someone already signed in (and allowed in) goes to the dashboard of their role. A session
 * that may not enter, or a check that failed, leaves the login page in place.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === "loading") return <SessionCheck />;
  if (auth.user && !accessRefusalMessage(auth.user)) return <Navigate to={homePathFor(auth.user)} replace />;
  return children;
}
