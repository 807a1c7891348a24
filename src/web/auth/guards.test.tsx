import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  sessionUser,
  stubApi,
} from "../../../tests/support/web-render";
import { storeUser } from "./browser-storage";

vi.mock("../components/CaptchaField", () => import("../../../tests/support/captcha-field-stub"));

afterEach(resetWebTestState);

const PROFILE = "GET /api/auth/profile";

describe("route guards", () => {
  it("sends an anonymous visitor of the client dashboard to /login without asking the server", async () => {
    const api = stubApi({});
    const { router } = renderRoute("/client-dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(api.callsTo("GET", "/api/auth/profile")).toHaveLength(0);
  });

  it("sends a signed-in client who opens /login to the client dashboard", async () => {
    storeUser(sessionUser());
    stubApi({ [PROFILE]: () => jsonResponse(200, { user: sessionUser() }) });
    const { router } = renderRoute("/login");

    expect(await screen.findByRole("heading", { level: 1, name: "Mis proyectos" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/client-dashboard");
  });

  it("shows the login form while a remembered session is checked, then sends the client on", async () => {
    storeUser(sessionUser());
    let answer: (response: Response) => void = () => undefined;
    stubApi({ [PROFILE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderRoute("/login");

    expect(await screen.findByLabelText("Correo electrónico")).toBeInTheDocument();
    expect(screen.queryByText("Verificando sesión...")).not.toBeInTheDocument();
    answer(jsonResponse(200, { user: sessionUser() }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mis proyectos" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/client-dashboard");
  });

  it("sends a signed-in admin who opens /login to the admin panel", async () => {
    const admin = sessionUser({ role: "admin", name: "Ana Ruiz" });
    storeUser(admin);
    stubApi({ [PROFILE]: () => jsonResponse(200, { user: admin }) });
    const { router } = renderRoute("/login");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Panel de administración" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin-dashboard");
  });

  it("keeps an admin out of the client dashboard and a client out of the admin panel", async () => {
    const admin = sessionUser({ role: "admin" });
    storeUser(admin);
    stubApi({ [PROFILE]: () => jsonResponse(200, { user: admin }) });
    const first = renderRoute("/client-dashboard");
    await screen.findByRole("heading", { level: 1, name: "Panel de administración" });
    expect(first.router.state.location.pathname).toBe("/admin-dashboard");
    first.unmount();

    storeUser(sessionUser());
    stubApi({ [PROFILE]: () => jsonResponse(200, { user: sessionUser() }) });
    const second = renderRoute("/admin-dashboard");
    await screen.findByRole("heading", { level: 1, name: "Mis proyectos" });
    expect(second.router.state.location.pathname).toBe("/client-dashboard");
  });

  it("forgets a stored user whose session the server no longer knows", async () => {
    storeUser(sessionUser());
    stubApi({ [PROFILE]: () => errorResponse(401, "SECURE_AUTH_ERROR", "Su sesión ha expirado.") });
    const { router } = renderRoute("/client-dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    await waitFor(() => expect(window.localStorage.getItem("user_data")).toBeNull());
  });

  it("turns away a client who is not paid up, telling why", async () => {
    const unpaid = sessionUser({ subscription_status: "vencido" });
    storeUser(unpaid);
    stubApi({ [PROFILE]: () => jsonResponse(200, { user: unpaid }) });
    const { router } = renderRoute("/client-dashboard");

    expect(
      await screen.findByText(
        "Su cuenta no está al corriente en sus pagos. Reactive su suscripción para continuar.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
  });

  it("offers a retry instead of a redirect when the session check itself fails", async () => {
    storeUser(sessionUser());
    let isDown = true;
    stubApi({
      [PROFILE]: () =>
        isDown
          ? errorResponse(503, "SERVICE_UNAVAILABLE", "El servicio no está disponible. Intente más tarde.")
          : jsonResponse(200, { user: sessionUser() }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/client-dashboard");

    expect(await screen.findByText("El servicio no está disponible. Intente más tarde.")).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mis proyectos" })).toBeInTheDocument();
  });

  it("logs out: ends the session on the server, forgets the user and returns to /login", async () => {
    storeUser(sessionUser());
    const api = stubApi({
      [PROFILE]: () => jsonResponse(200, { user: sessionUser() }),
      "POST /api/auth/logout": () => jsonResponse(204),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/client-dashboard");

    await user.click(await screen.findByRole("button", { name: "Cerrar sesión" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(api.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
    expect(window.localStorage.getItem("user_data")).toBeNull();
  });
});
