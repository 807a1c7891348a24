import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StartupHealthCheck } from "./StartupHealthCheck";

function renderWithAnswer(answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  render(
    <MantineProvider>
      <Notifications />
      <StartupHealthCheck />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("StartupHealthCheck", () => {
  it("warns that the server could not be reached when the health check fails", async () => {
    renderWithAnswer(
      async () =>
        new Response(JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "x" }), {
          status: 503,
          headers: { "content-type": "application/json" },
        }),
    );
    expect(await screen.findByText("Advertencia: No se pudo conectar al servidor.")).toBeInTheDocument();
  });

  it("says the connection could not be verified when the answer makes no sense", async () => {
    renderWithAnswer(async () => new Response("<html>proxy</html>", { status: 200 }));
    expect(await screen.findByText("No se pudo verificar la conexión con el servidor.")).toBeInTheDocument();
  });

  it("stays quiet when the server answers ok", async () => {
    renderWithAnswer(async () => new Response('{"status":"ok"}', { status: 200 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/No se pudo/)).not.toBeInTheDocument();
  });
});
