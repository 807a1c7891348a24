import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http-client";
import { ErrorView, errorTitleForStatus } from "./ErrorView";

function renderErrorView(error: unknown, onRetry = vi.fn()) {
  render(
    <MantineProvider>
      <ErrorView error={error} onRetry={onRetry} />
    </MantineProvider>,
  );
  return onRetry;
}

describe("errorTitleForStatus", () => {
  it.each([
    [0, "Error de conexión"],
    [500, "Error del servidor"],
    [503, "Error del servidor"],
    [401, "Error de autorización"],
    [403, "Error de autorización"],
    [404, "Recurso no encontrado"],
    [400, "Error de solicitud"],
    [422, "Error de solicitud"],
    [undefined, "Error inesperado"],
  ])("titles status %s '%s'", (status, title) => {
    expect(errorTitleForStatus(status)).toBe(title);
  });
});

describe("ErrorView", () => {
  it("shows the title, message, status and code of a server failure and retries on demand", async () => {
    const onRetry = renderErrorView(new ApiError("HTTP_503", "Servicio caído", 503));

    expect(screen.getByRole("heading", { level: 1, name: "Error del servidor" })).toBeInTheDocument();
    expect(screen.getByText("Servicio caído")).toBeInTheDocument();
    expect(screen.getByText("Estado: 503")).toBeInTheDocument();
    expect(screen.getByText("HTTP_503")).toBeInTheDocument();
    expect(screen.queryByText("Verifique su conexión a internet.")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/index");

    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("gives connection tips when the server could not be reached", () => {
    renderErrorView(new ApiError("NETWORK_ERROR", "No se pudo conectar con el servidor.", 0));

    expect(screen.getByRole("heading", { level: 1, name: "Error de conexión" })).toBeInTheDocument();
    expect(screen.getByText("Estado: 0")).toBeInTheDocument();
    expect(screen.getByText("Verifique su conexión a internet.")).toBeInTheDocument();
    expect(screen.getByText("Compruebe que el servidor esté en funcionamiento.")).toBeInTheDocument();
    expect(screen.getByText("Si usa VPN o proxy, intente desactivarlo.")).toBeInTheDocument();
  });

  it("shows an unexpected error's own message without status or code", () => {
    renderErrorView(new Error("Algo falló al dibujar la página"));

    expect(screen.getByRole("heading", { level: 1, name: "Error inesperado" })).toBeInTheDocument();
    expect(screen.getByText("Algo falló al dibujar la página")).toBeInTheDocument();
    expect(screen.queryByText(/^Estado:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Código:/)).not.toBeInTheDocument();
  });
});
