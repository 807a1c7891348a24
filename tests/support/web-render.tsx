// Helpers for the web project's component tests: the real routes and providers in memory, and a
// stubbed `fetch` that answers by method and path and records what the page sent.
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { Fragment, StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { TSessionUser } from "../../src/shared/contracts/auth";
import { createQueryClient } from "../../src/web/App";
import { AuthProvider } from "../../src/web/auth/AuthProvider";
import { preloadAllPages, routes } from "../../src/web/router";

// The app's pages are lazy chunks; tests render routes synchronously (some under fake timers), so
// every page is fetched once before any test of a file that renders routes.
await preloadAllPages();

import { theme } from "../../src/web/theme";

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function errorResponse(status: number, code: string, message: string, detail?: unknown): Response {
  return jsonResponse(status, { code, message, ...(detail === undefined ? {} : { detail }) });
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const PUBLIC_CONFIG = {
  appName: "Licita",
  tagline: "Asistencia en análisis de documentos y generación de contenidos",
  supportEmail: "soporte@licita.mx",
  developerCredit: "Desarrollado por Licita",
  companyName: "Licita",
  storageRegion: "México",
  minimumAge: 18,
  captcha: { provider: "altcha", challenge_url: "/api/captcha/challenge" },
};

/**
 * Replaces `fetch` with one that answers `"METHOD /path"` from `handlers` (the query string is not part
 * of the key), answers the public configuration and the health check by default, and fails the test
 * loudly on any other request.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(call);
    if (url.pathname === "/api/public-config") return jsonResponse(200, PUBLIC_CONFIG);
    if (url.pathname === "/health-check") return jsonResponse(200, { status: "ok" });
    throw new Error(`Petición no esperada en la prueba: ${method} ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/**
 * Renders the app's real routes at `url`, inside the app's providers (no StartupHealthCheck);
 * `strict` adds React's StrictMode, whose development double effects the app's main.tsx also gets.
 */
export function renderRoute(url: string, options: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
    { wrapper: options.strict ? StrictMode : Fragment },
  );
  return { ...view, router, queryClient };
}

/** Clears toasts, storage and stubs between tests. */
export function resetWebTestState(): void {
  act(() => notifications.clean());
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
}

export function sessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: "6f1c2a52-3a4b-4c8e-9d1e-2b3c4d5e6f70",
    name: "María Fernanda López",
    email: "maria@empresa.mx",
    phone: "5512345678",
    role: "cliente",
    status: "active",
    subscription_status: "al corriente",
    paid_through: "2030-01-31T00:00:00.000Z",
    ...overrides,
  };
}
