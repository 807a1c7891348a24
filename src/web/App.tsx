import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { type DataRouter, RouterProvider } from "react-router";
import { AuthProvider } from "./auth/AuthProvider";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { StartupHealthCheck } from "./components/StartupHealthCheck";
import { MAX_TOASTS, reportRequestError, TOAST_DURATION_MS } from "./components/toasts";
import { createAppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

/** Queries and mutations report failures through the global handler unless `meta.isSilent`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isSilent) reportRequestError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.isSilent) reportRequestError(error);
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The whole app. The browser passes nothing (its own router over the address bar); the prerender of the
 * first screens (prerender.tsx) passes a memory router at that path and a client holding the public
 * configuration, so the markup it writes is exactly what the browser's first render hydrates.
 */
export function App({
  queryClient = createQueryClient(),
  router,
}: {
  queryClient?: QueryClient;
  router?: DataRouter;
}) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Notifications position="top-center" limit={MAX_TOASTS} autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>
          <StartupHealthCheck />
          <AuthProvider>
            <RouterProvider router={appRouter} />
          </AuthProvider>
        </ErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
