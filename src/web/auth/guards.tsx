import { Center, Loader, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
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

interface GuardProps {
  children: ReactNode;
  /**
   * Fetches the guarded page's code. Called while the session is being checked, so that the page's
   * chunk and the server's answer travel at the same time rather than one after the other.
   */
  preload?: () => Promise<void>;
}

function RequireRole({ allowedRole, children, preload }: GuardProps & { allowedRole: "admin" | "cliente" }) {
  const auth = useAuth();
  const isChecking = auth.status === "loading";
  useEffect(() => {
    // A failed fetch is left to the page's own load, which shows the error view.
    if (isChecking) preload?.().catch(() => undefined);
  }, [isChecking, preload]);
  if (isChecking) return <SessionCheck />;
  if (auth.status === "error") return <ErrorView error={auth.error} onRetry={auth.retry} />;
  if (!auth.user) return <Navigate to="/login" replace />;
  const notice = accessRefusalMessage(auth.user);
  if (notice) return <Navigate to="/login" replace state={{ notice } satisfies LoginRedirectState} />;
  if (auth.user.role !== allowedRole) return <Navigate to={homePathFor(auth.user)} replace />;
  return children;
}

/** Client pages: a signed-in, active, paid-up `cliente`. Admins go to their own panel. */
export function RequireClient({ children, preload }: GuardProps) {
  return (
    <RequireRole allowedRole="cliente" preload={preload}>
      {children}
    </RequireRole>
  );
}

/** Admin pages: a signed-in, active `admin`. Clients go to their own dashboard. */
export function RequireAdmin({ children, preload }: GuardProps) {
  return (
    <RequireRole allowedRole="admin" preload={preload}>
      {children}
    </RequireRole>
  );
}

/**
 * /login for someone already signed in (and allowed in) goes to the dashboard of their role. A session
 * that may not enter, or a check that failed, leaves the login page in place. The form shows at once,
 * while the session is being checked: most visitors of /login have none, and the one who has is sent
 * on as soon as the server answers.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.user && !accessRefusalMessage(auth.user)) return <Navigate to={homePathFor(auth.user)} replace />;
  return children;
}
