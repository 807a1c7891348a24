import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  sessionUser,
  stubApi,
} from "../../../../tests/support/web-render";
import { storeUser } from "../../auth/browser-storage";

afterEach(resetWebTestState);

const ADMIN = sessionUser({ name: "Laura Administradora", role: "admin", subscription_status: "pendiente" });

function signedInAdmin() {
  storeUser(ADMIN);
  return { "GET /api/auth/profile": () => jsonResponse(200, { user: ADMIN }) };
}

describe("AdminDashboardPage", () => {
  it("shows the three figures the server counted", async () => {
    stubApi({
      ...signedInAdmin(),
      "GET /api/admin/stats": () =>
        jsonResponse(200, { users: 1250, documentsProcessed: 38, activeSubscriptions: 0 }),
    });
    renderRoute("/admin-dashboard");

    expect(await screen.findByTestId("stat-users")).toHaveTextContent("1,250");
    expect(screen.getByRole("region", { name: "Documentos procesados" })).toHaveTextContent("38");
    expect(screen.getByRole("region", { name: "Suscripciones activas" })).toHaveTextContent("0");
  });

  it("says the statistics could not be loaded and retries", async () => {
    let calls = 0;
    stubApi({
      ...signedInAdmin(),
      "GET /api/admin/stats": () => {
        calls += 1;
        // The first try and the query's one retry fail; the button's try succeeds.
        return calls <= 2
          ? errorResponse(500, "INTERNAL_ERROR", "Error del servidor. Por favor, intente más tarde.")
          : jsonResponse(200, { users: 3, documentsProcessed: 1, activeSubscriptions: 2 });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/admin-dashboard");

    expect(
      await screen.findByText("No se pudieron cargar las estadísticas", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByTestId("stat-activeSubscriptions")).toHaveTextContent("2");
  });
});
