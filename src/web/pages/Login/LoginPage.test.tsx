import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  sessionUser,
  stubApi,
} from "../../../../tests/support/web-render";

vi.mock("../../components/CaptchaField", () => import("../../../../tests/support/captcha-field-stub"));

afterEach(resetWebTestState);

const LOGIN = "POST /api/auth/login";

function invalidCredentials(failures: number) {
  return errorResponse(401, "SECURE_AUTH_ERROR_INVALID_CREDENTIALS", "Usuario y/o contraseña no válidos", {
    failures,
    remaining_attempts: 3 - failures,
  });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, options: { solveCaptcha: boolean }) {
  const email = screen.getByLabelText("Correo electrónico");
  await user.clear(email);
  await user.type(email, "maria@empresa.mx");
  const password = screen.getByLabelText("Contraseña");
  await user.clear(password);
  await user.type(password, "Contraseña#2025");
  if (options.solveCaptcha) await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Iniciar Sesión" }));
}

describe("LoginPage", () => {
  it("shows the welcome, the tagline and the ways out", async () => {
    stubApi({});
    renderRoute("/login");

    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido" })).toBeInTheDocument();
    expect(
      screen.getByText("Asistencia en análisis de documentos y generación de contenidos"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear Cuenta" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Olvidó su contraseña" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("main")).toBeInTheDocument();
  });

  it("asks for e-mail and password, then for the captcha, before calling the server", async () => {
    const api = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");

    await user.click(await screen.findByRole("button", { name: "Iniciar Sesión" }));
    expect(screen.getByText("Email y contraseña son requeridos")).toBeInTheDocument();

    await fillAndSubmit(user, { solveCaptcha: false });
    expect(screen.getByText("Por favor complete el captcha")).toBeInTheDocument();
    expect(screen.queryByText("Email y contraseña son requeridos")).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/login")).toHaveLength(0);
  });

  it("says the credentials are wrong, then warns after the second failure, with a new captcha each time", async () => {
    const answers = [invalidCredentials(1), invalidCredentials(2)];
    const api = stubApi({ [LOGIN]: () => answers.shift() ?? invalidCredentials(2) });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(user, { solveCaptcha: true });
    expect(await screen.findByText("Usuario y/o contraseña no válidos")).toBeInTheDocument();

    // The spent solution is gone: submitting again without solving asks for the captcha.
    await user.click(screen.getByRole("button", { name: "Iniciar Sesión" }));
    expect(screen.getByText("Por favor complete el captcha")).toBeInTheDocument();

    await fillAndSubmit(user, { solveCaptcha: true });
    expect(await screen.findByText("Alcanzó máximo número de intentos iniciar sesión")).toBeInTheDocument();
    expect(screen.queryByText("Usuario y/o contraseña no válidos")).not.toBeInTheDocument();

    const sent = api.callsTo("POST", "/api/auth/login").map((call) => call.body as Record<string, string>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ email: "maria@empresa.mx", password: "Contraseña#2025" });
    expect(sent[0]?.recaptcha_token).toBeTruthy();
    expect(sent[1]?.recaptcha_token).not.toBe(sent[0]?.recaptcha_token);
  });

  it("opens 'Acceso bloqueado' with the minutes the server says are left", async () => {
    stubApi({
      [LOGIN]: () =>
        errorResponse(429, "SECURE_AUTH_ERROR_LOCKED", "Acceso bloqueado", {
          failures: 3,
          remaining_attempts: 0,
          minutes_left: 12,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(user, { solveCaptcha: true });

    const dialog = await screen.findByRole("dialog", { name: "Acceso bloqueado" });
    expect(within(dialog).getByText(/12 minutos/)).toBeInTheDocument();
  });

  it("shows the server's reason when the account may not enter", async () => {
    const message = "Su cuenta no está al corriente en sus pagos. Reactive su suscripción para continuar.";
    stubApi({ [LOGIN]: () => errorResponse(403, "SECURE_AUTH_ERROR_NOT_PAID", message) });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(user, { solveCaptcha: true });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reactivar suscripción" })).toHaveAttribute(
      "href",
      "/reactivate-subscription",
    );
  });

  it("tells a visitor who never paid that the payment is missing, and offers to finish it", async () => {
    const message =
      "Su registro no se completó: no hemos recibido el pago de su suscripción, por eso no se envió el correo de activación. Complete el pago para activar su cuenta.";
    stubApi({ [LOGIN]: () => errorResponse(403, "SECURE_AUTH_ERROR_PAYMENT_MISSING", message) });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(user, { solveCaptcha: true });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Completar el pago" })).toHaveAttribute(
      "href",
      "/reactivate-subscription",
    );
  });

  it("pressed while the captcha is still solving, waits for the proof and then signs in, with no captcha error", async () => {
    const api = stubApi({ [LOGIN]: () => invalidCredentials(1) });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });
    await user.click(screen.getByRole("button", { name: "Empezar captcha" }));
    await fillAndSubmit(user, { solveCaptcha: false });

    expect(screen.queryByText("Por favor complete el captcha")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Iniciando sesión..." })).toBeDisabled();
    expect(api.callsTo("POST", "/api/auth/login")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    expect(await screen.findByText("Usuario y/o contraseña no válidos")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/login")).toHaveLength(1);
    expect(screen.queryByText("Por favor complete el captcha")).not.toBeInTheDocument();
  });

  it("puts a rejected captcha's message under the captcha", async () => {
    const message =
      "La verificación captcha no es válida o ya fue utilizada. Por favor, complétela de nuevo.";
    stubApi({ [LOGIN]: () => errorResponse(400, "CAPTCHA_INVALID", message) });
    const user = userEvent.setup({ delay: null });
    renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(user, { solveCaptcha: true });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("signs a client in: toast, stored display copy without the token, and the client dashboard", async () => {
    const user = sessionUser();
    stubApi({ [LOGIN]: () => jsonResponse(200, { token: "secreto-de-sesion", user }) });
    const actor = userEvent.setup({ delay: null });
    const { router } = renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(actor, { solveCaptcha: true });

    expect(await screen.findByText("Inicio de sesión exitoso")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Mis proyectos" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/client-dashboard");
    expect(screen.getByText("María Fernanda López")).toBeInTheDocument();
    expect(screen.getByText("MF")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user_data") ?? "{}")).toMatchObject({ role: "cliente" });
    const everything = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(everything).not.toContain("secreto-de-sesion");
  });

  it("sends an admin to the admin panel", async () => {
    stubApi({
      [LOGIN]: () => jsonResponse(200, { token: "t", user: sessionUser({ role: "admin", name: "Ana" }) }),
    });
    const actor = userEvent.setup({ delay: null });
    const { router } = renderRoute("/login");
    await screen.findByRole("button", { name: "Iniciar Sesión" });

    await fillAndSubmit(actor, { solveCaptcha: true });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Panel de administración" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin-dashboard");
  });
});
