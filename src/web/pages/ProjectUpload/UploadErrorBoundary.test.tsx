import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetWebTestState } from "../../../../tests/support/web-render";
import { theme } from "../../theme";
import { UploadErrorBoundary } from "./UploadErrorBoundary";

afterEach(() => {
  resetWebTestState();
  vi.restoreAllMocks();
});

describe("UploadErrorBoundary", () => {
  it("replaces a failed uploader with 'Error en la carga de archivos' and starts it again on retry", async () => {
    // React reports caught render errors on the console; the test expects exactly that failure.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let shouldFail = true;
    function Uploader({ attempt }: { attempt: number }) {
      if (shouldFail) throw new Error("lectura imposible");
      return <p>Cargador listo (intento {attempt})</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: "/upload",
          element: (
            <UploadErrorBoundary>
              {(attempt) => <Uploader key={attempt} attempt={attempt} />}
            </UploadErrorBoundary>
          ),
        },
        { path: "/client-dashboard", element: <p>Panel</p> },
      ],
      { initialEntries: ["/upload"] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const user = userEvent.setup({ delay: null });

    expect(screen.getByText("Error en la carga de archivos")).toBeInTheDocument();
    expect(screen.getByText("Detalle: lectura imposible")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al panel" })).toHaveAttribute(
      "href",
      "/client-dashboard",
    );

    shouldFail = false;
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(screen.getByText("Cargador listo (intento 1)")).toBeInTheDocument();
    expect(screen.queryByText("Error en la carga de archivos")).not.toBeInTheDocument();
  });
});
