import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";

afterEach(resetWebTestState);

const ACTIVATE = "POST /api/auth/activate";
const RESEND = "POST /api/auth/resend-activation";
const EXPIRED = "El enlace de activación ha expirado. Por favor, solicite uno nuevo.";
const INVALID =
  "Ha ocurrido un error al activar su cuenta. El enlace puede ser inválido o ya ha sido utilizado.";

describe("ActivationPage", () => {
  it("activates once (even under StrictMode), remembers it and lands on /activation-success", async () => {
    const api = stubApi({ [ACTIVATE]: () => jsonResponse(200, { message: "Cuenta activada" }) });
    const { router } = renderRoute("/activate-account?token=tok-success-1", { strict: true });

    expect(await screen.findByRole("heading", { level: 1, name: "Cuenta activada" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/activation-success");
    expect(api.callsTo("POST", "/api/auth/activate")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/auth/activate")[0]?.body).toEqual({ token: "tok-success-1" });
    expect(window.localStorage.getItem("account_activated")).toBe("true");
    // The notice is claimed in an effect after the heading renders; under load it lands a tick later.
    await waitFor(() => expect(window.sessionStorage.getItem("activation_success_notified")).toBe("true"));
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("sends an expired link to /activation-expired, where a new e-mail can be asked for", async () => {
    window.localStorage.setItem("registration_email", "juan@empresa.mx");
    const api = stubApi({
      [ACTIVATE]: () => errorResponse(400, "TOKEN_EXPIRED", EXPIRED),
      [RESEND]: () => jsonResponse(200, { message: "ok" }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/activate-account?token=tok-expired-1");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Enlace de activación expirado" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/activation-expired");
    expect(screen.getAllByText(EXPIRED).length).toBeGreaterThan(0);
    const email = screen.getByLabelText("Correo electrónico");
    expect(email).toHaveValue("juan@empresa.mx");

    await user.clear(email);
    await user.type(email, "sin-arroba");
    await user.click(screen.getByRole("button", { name: "Reenviar correo de activación" }));
    expect(screen.getByText("Correo inválido")).toBeInTheDocument();
    expect(screen.getByText("Por favor, ingrese un correo electrónico válido.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/resend-activation")).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "juan@empresa.mx");
    await user.click(screen.getByRole("button", { name: "Reenviar correo de activación" }));
    expect(await screen.findByText("Correo enviado")).toBeInTheDocument();
    expect(screen.getByText("juan@empresa.mx")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Si existe una cuenta con este correo, recibirá instrucciones de activación en breve.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reenviar otra vez" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/resend-activation")[0]?.body).toEqual({ email: "juan@empresa.mx" });
  });

  it("sends any other failure to /activation-error and keeps the resend neutral even when it fails", async () => {
    stubApi({
      [ACTIVATE]: () => errorResponse(400, "TOKEN_INVALID", INVALID),
      [RESEND]: () =>
        errorResponse(500, "INTERNAL_ERROR", "Error del servidor. Por favor, intente más tarde."),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/activate-account?token=tok-invalid-1");

    expect(
      await screen.findByRole("heading", { level: 1, name: "No se pudo activar la cuenta" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/activation-error");

    await user.type(screen.getByLabelText("Correo electrónico"), "quien@sea.mx");
    await user.click(screen.getByRole("button", { name: "Reenviar correo de activación" }));
    expect(await screen.findByText("Correo enviado")).toBeInTheDocument();
    expect(screen.queryByText("Error del servidor. Por favor, intente más tarde.")).not.toBeInTheDocument();
  });

  it("explains a link without token, and shows that notice once per session", async () => {
    const api = stubApi({});
    renderRoute("/activate-account");

    await waitFor(() =>
      expect(screen.getAllByText("No se encontró un token de activación válido en la URL.")).toHaveLength(2),
    );
    expect(api.callsTo("POST", "/api/auth/activate")).toHaveLength(0);
    expect(window.sessionStorage.getItem("token_not_found_notified")).toBe("true");
  });

  it("does not repeat a notice already shown in this session", async () => {
    window.sessionStorage.setItem("token_not_found_notified", "true");
    stubApi({});
    renderRoute("/activate-account");

    // The page's own text, without the toast.
    expect(
      await screen.findAllByText("No se encontró un token de activación válido en la URL."),
    ).toHaveLength(1);
  });
});
