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
      if (shouldFail) throw new TypeError("Cannot read properties of undefined (reading 'size')");
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
    // Only Spanish for the user: the program's own (English) message stays out of the page.
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Detalle/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Ocurrió un problema al mostrar el cargador de archivos. Los archivos que ya se cargaron están guardados en el proyecto.",
      ),
    ).toBeInTheDocument();
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
