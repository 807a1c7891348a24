import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IndexPage } from "./IndexPage";

const publicConfig = {
  appName: "Licita",
  tagline: "Asistencia en análisis de documentos y generación de contenidos",
  supportEmail: "soporte@licita.mx",
  developerCredit: "x",
  companyName: "Licita",
  storageRegion: "México",
  minimumAge: 18,
  captcha: { provider: "altcha", challenge_url: "/api/captcha/challenge" },
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The answers the stubbed API gives to /health-check, in order; the last one repeats. */
let healthAnswers: Response[];
/** While true, the health check never answers. */
let isHealthPending = false;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith("/api/public-config")) return jsonResponse(200, publicConfig);
  if (url.endsWith("/health-check") && isHealthPending) return new Promise<Response>(() => undefined);
  if (url.endsWith("/health-check")) {
    const next = healthAnswers.length > 1 ? healthAnswers.shift() : healthAnswers[0]?.clone();
    if (next) return next;
  }
  return jsonResponse(404, { code: "NOT_FOUND", message: "El recurso solicitado no fue encontrado." });
});

function renderIndexPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/index"]}>
          <IndexPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  isHealthPending = false;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("IndexPage", () => {
  it("says it is checking the connection while the health check has not answered", async () => {
    isHealthPending = true;
    renderIndexPage();

    expect(await screen.findByText("Verificando conexión...")).toBeInTheDocument();
    // The public configuration arrives (the support address shows); the badge still says it checks.
    expect(await screen.findByText("soporte@licita.mx")).toBeInTheDocument();
    expect(screen.getByText("Verificando conexión...")).toBeInTheDocument();
    expect(screen.queryByText("API conectada")).not.toBeInTheDocument();
    expect(screen.queryByText("API no disponible")).not.toBeInTheDocument();
  });

  it("warns when the API is down and reconnects on 'Reintentar conexión'", async () => {
    healthAnswers = [
      jsonResponse(503, {
        status: "error",
        database: "no responde",
        code: "DATABASE_UNAVAILABLE",
        message: "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.",
      }),
      jsonResponse(200, { status: "ok" }),
    ];
    renderIndexPage();

    expect((await screen.findAllByText("API no disponible")).length).toBeGreaterThan(0);
    expect(screen.getByText(/No se pudo establecer conexión con el servidor/)).toBeInTheDocument();
    expect(screen.queryByText("API conectada")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Reintentar conexión" }));

    expect(await screen.findByText("API conectada")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reintentar conexión" })).not.toBeInTheDocument();
    expect(screen.queryByText("API no disponible")).not.toBeInTheDocument();
    const healthCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/health-check"));
    expect(healthCalls).toHaveLength(2);
  });

  it("shows the product, its tagline and the entry buttons", async () => {
    healthAnswers = [jsonResponse(200, { status: "ok" })];
    renderIndexPage();

    expect(await screen.findByText("API conectada")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Licita" })).toBeInTheDocument();
    expect(screen.getByText(publicConfig.tagline)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Registrarse" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: "Reintentar conexión" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("soporte@licita.mx")).toBeInTheDocument());
  });
});
