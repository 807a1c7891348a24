import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/http-client";
import { reportRequestError, showToast } from "./toasts";

function renderToasts() {
  return render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

beforeEach(() => {
  renderToasts();
});

afterEach(() => {
  act(() => notifications.clean());
});

describe("showToast", () => {
  it("shows the same title and message only once while it is on screen", async () => {
    let first = false;
    let second = true;
    act(() => {
      first = showToast({ title: "Proyecto guardado", message: "Duplicado-1" });
      second = showToast({ title: "Proyecto guardado", message: "Duplicado-1" });
    });

    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(await screen.findByText("Duplicado-1")).toBeInTheDocument();
    expect(screen.getAllByText("Duplicado-1")).toHaveLength(1);
    expect(screen.getAllByText("Proyecto guardado")).toHaveLength(1);
  });

  it("shows toasts with the same title but different messages side by side", async () => {
    act(() => {
      expect(showToast({ title: "Aviso", message: "Distinto-A" })).toBe(true);
      expect(showToast({ title: "Aviso", message: "Distinto-B" })).toBe(true);
    });

    expect(await screen.findByText("Distinto-A")).toBeInTheDocument();
    expect(await screen.findByText("Distinto-B")).toBeInTheDocument();
    expect(screen.getAllByText("Aviso")).toHaveLength(2);
  });
});

describe("reportRequestError", () => {
  it("titles a failed request 'Error {status}' with the server's message", async () => {
    act(() => reportRequestError(new ApiError("HTTP_500", "Falla interna del servidor X", 500)));

    expect(await screen.findByText("Error 500")).toBeInTheDocument();
    expect(screen.getByText("Falla interna del servidor X")).toBeInTheDocument();
  });

  it("stays silent for SECURE_AUTH_ERROR codes, which their screens explain", async () => {
    act(() => {
      reportRequestError(new ApiError("LOGIN_SECURE_AUTH_ERROR", "Credenciales inválidas Y", 401));
      // A toast raised afterwards proves the notifications container is rendering.
      showToast({ title: "Marcador", message: "Después del error seguro" });
    });

    expect(await screen.findByText("Después del error seguro")).toBeInTheDocument();
    expect(screen.queryByText("Credenciales inválidas Y")).not.toBeInTheDocument();
    expect(screen.queryByText("Error 401")).not.toBeInTheDocument();
  });

  it("titles a network failure 'Error de conexión'", async () => {
    act(() => reportRequestError(new ApiError("NETWORK_ERROR", "Sin red Z", 0)));

    expect(await screen.findByText("Error de conexión")).toBeInTheDocument();
    expect(screen.getByText("Sin red Z")).toBeInTheDocument();
  });

  it("titles a timed-out request 'Error de conexión' too", async () => {
    act(() => reportRequestError(new ApiError("REQUEST_TIMEOUT", "Tardó demasiado T", 408)));

    expect(await screen.findByText("Error de conexión")).toBeInTheDocument();
    expect(screen.getByText("Tardó demasiado T")).toBeInTheDocument();
    expect(screen.queryByText("Error 408")).not.toBeInTheDocument();
  });

  it("titles a CORS rejection 'Error de CORS detectado'", async () => {
    act(() => reportRequestError(new ApiError("CORS_ERROR", "Origen rechazado W", 0)));

    expect(await screen.findByText("Error de CORS detectado")).toBeInTheDocument();
    expect(screen.getByText("Origen rechazado W")).toBeInTheDocument();
  });

  it("titles anything that is not an ApiError 'Error inesperado'", async () => {
    act(() => reportRequestError(new Error("Algo se rompió V")));

    expect(await screen.findByText("Error inesperado")).toBeInTheDocument();
    expect(screen.getByText("Algo se rompió V")).toBeInTheDocument();
  });

  it("shows a repeated failure once", async () => {
    act(() => {
      reportRequestError(new ApiError("HTTP_502", "Pasarela caída U", 502));
      reportRequestError(new ApiError("HTTP_502", "Pasarela caída U", 502));
    });

    expect(await screen.findByText("Pasarela caída U")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("Error 502")).toHaveLength(1));
  });
});
