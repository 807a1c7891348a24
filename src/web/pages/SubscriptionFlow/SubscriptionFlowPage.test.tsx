import { screen } from "@testing-library/react";
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

const CHECK = "POST /api/subscriptions/identity-check";
const wrong = () =>
  errorResponse(
    401,
    "IDENTITY_INVALID",
    "El correo o la contraseña son incorrectos. Por favor, inténtelo de nuevo.",
  );

async function submitIdentity(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const emailField = screen.getByLabelText("Correo electrónico");
  await user.clear(emailField);
  if (email) await user.type(emailField, email);
  const passwordField = screen.getByLabelText("Contraseña");
  await user.clear(passwordField);
  if (password) await user.type(passwordField, password);
  await user.click(screen.getByRole("button", { name: "Verificar identidad" }));
}

describe("/cancel-subscription and /reactivate-subscription", () => {
  it("checks the fields in the spec's words, then disables the button after three wrong attempts", async () => {
    const api = stubApi({ [CHECK]: wrong });
    const user = userEvent.setup({ delay: null });
    renderRoute("/cancel-subscription");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Cancelar suscripción" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Volver a inicio de sesión/ })).toHaveAttribute("href", "/");

    await submitIdentity(user, "maria", "123");
    expect(screen.getByText("Ingrese un correo electrónico válido")).toBeInTheDocument();
    expect(screen.getByText("La contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/subscriptions/identity-check")).toHaveLength(0);

    for (let attempt = 1; attempt <= 2; attempt++) {
      await submitIdentity(user, "maria@empresa.mx", `Equivocada${attempt}`);
      expect(
        await screen.findByText("El correo o la contraseña son incorrectos. Por favor, inténtelo de nuevo."),
      ).toBeInTheDocument();
    }
    await submitIdentity(user, "maria@empresa.mx", "Equivocada3");
    expect(
      await screen.findByText("Ha alcanzado el máximo número de intentos. Por favor, inténtelo más tarde."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verificar identidad" })).toBeDisabled();
  });

  it("reactivation: after the identity check, the dialog says why the payment session could not start", async () => {
    stubApi({
      [CHECK]: () =>
        jsonResponse(200, {
          access_token: "grant-1234567890",
          name: "María Fernanda López",
          subscription_status: "vencido",
          paid_through: "2026-11-25T00:00:00.000Z",
          can_cancel: true,
          can_reactivate: true,
          account_deactivated: false,
        }),
      "POST /api/subscriptions/public/subscribe": () =>
        errorResponse(
          502,
          "PAYMENT_SESSION_FAILED",
          "Ocurrió un error al intentar crear la sesión de pago. Por favor intente de nuevo.",
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/reactivate-subscription");
    await screen.findByRole("heading", { level: 1, name: "Reactivar suscripción" });
    await submitIdentity(user, "maria@empresa.mx", "Correcta#2026");
    expect(await screen.findByText(/Vencida/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continuar con el pago" }));
    const dialog = await screen.findByRole("dialog", { name: "Pago de suscripción" });
    expect(dialog).toHaveTextContent("99.9 USD al mes");
    await user.click(screen.getByRole("button", { name: "Continuar a PayPal" }));
    expect(
      await screen.findByText(
        "Ocurrió un error al intentar crear la sesión de pago. Por favor intente de nuevo.",
      ),
    ).toBeInTheDocument();
  });

  it("reactivation: an account an administrator deactivated is told why it cannot pay, with no payment button", async () => {
    const api = stubApi({
      [CHECK]: () =>
        jsonResponse(200, {
          access_token: "grant-1234567890",
          name: "Constructora Desactivada",
          subscription_status: "cancelado",
          paid_through: null,
          can_cancel: false,
          can_reactivate: false,
          account_deactivated: true,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/reactivate-subscription");
    await screen.findByRole("heading", { level: 1, name: "Reactivar suscripción" });
    await submitIdentity(user, "ventas@constructora.mx", "Correcta#2026");
    expect(
      await screen.findByText(
        "Su cuenta fue desactivada por un administrador: no es posible pagar la suscripción mientras siga así y no se realizó ningún cargo. Escriba a soporte para que la reactiven.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no es necesario reactivarla/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continuar con el pago" })).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/subscriptions/public/subscribe")).toHaveLength(0);
  });
});
