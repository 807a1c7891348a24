import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";

vi.mock("../../components/CaptchaField", () => import("../../../../tests/support/captcha-field-stub"));
vi.mock("./leave-for-provider", () => ({ leaveForProvider: vi.fn() }));

import { leaveForProvider } from "./leave-for-provider";

afterEach(() => {
  resetWebTestState();
  vi.mocked(leaveForProvider).mockClear();
});

const REGISTER = "POST /api/auth/register";
const GOOD_PASSWORD = "Licitacion#2025";
const USER_ID = "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e";

type Actor = ReturnType<typeof userEvent.setup>;

async function fillValidForm(user: Actor, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Nombre completo": "Juan Pérez",
    "Correo electrónico": "juan@empresa.mx",
    Teléfono: "5512345678",
    Contraseña: GOOD_PASSWORD,
    "Confirmar contraseña": GOOD_PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe("RegisterPage", () => {
  it("shows every rule's message verbatim under its field, and the password requirements after the check", async () => {
    const api = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");

    expect(
      await screen.findByText('Haga clic en "Crear cuenta" para ver los requisitos de la contraseña'),
    ).toBeInTheDocument();
    expect(screen.queryByText("Requisitos de la contraseña")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(screen.getByText("El nombre completo es requerido")).toBeInTheDocument();
    expect(screen.getByText("El correo electrónico es requerido")).toBeInTheDocument();
    expect(screen.getByText("El teléfono es requerido")).toBeInTheDocument();
    expect(screen.getByText("La contraseña es requerida")).toBeInTheDocument();
    expect(screen.getByText("Por favor, complete la verificación reCAPTCHA")).toBeInTheDocument();

    await fillValidForm(user, {
      "Correo electrónico": "juan@",
      Teléfono: "55123",
      Contraseña: "corta",
      "Confirmar contraseña": "otra",
    });
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(screen.getByText("El formato del correo electrónico no es válido")).toBeInTheDocument();
    expect(screen.getByText("El teléfono debe tener 10 dígitos")).toBeInTheDocument();
    expect(screen.getByText("La contraseña no cumple con los requisitos de seguridad")).toBeInTheDocument();
    expect(screen.getByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(screen.getByText("Requisitos de la contraseña")).toBeInTheDocument();
    expect(screen.getByText("De 12 a 24 caracteres")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/register")).toHaveLength(0);
  });

  it("takes the password hint and rules away once the password meets them ('Muy fuerte')", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");
    const hint = 'Haga clic en "Crear cuenta" para ver los requisitos de la contraseña';
    expect(await screen.findByText(hint)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Contraseña/), "corta");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(screen.getByText("Requisitos de la contraseña")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Contraseña/));
    await user.type(screen.getByLabelText(/^Contraseña/), "Licita#2026Segura");
    expect(screen.getByText("Muy fuerte")).toBeInTheDocument();
    expect(screen.queryByText("Requisitos de la contraseña")).not.toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();

    // 25 characters: still 'Muy fuerte' on the meter, but over the maximum: the rules come back.
    await user.type(screen.getByLabelText(/^Contraseña/), "12345678");
    expect(screen.getByText("Requisitos de la contraseña")).toBeInTheDocument();
  });

  it("keeps only digits in the phone, at most 10", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");

    const phone = await screen.findByLabelText("Teléfono");
    await user.type(phone, "(55) 1234-5678 99");

    expect(phone).toHaveValue("5512345678");
  });

  it.each([
    ["@@@", "Muy débil"],
    ["abc", "Débil"],
    ["Abcdefghijkl", "Moderada"],
    ["Abcdefghij1#", "Fuerte"],
    ["Abcdefghijklmn1#", "Muy fuerte"],
  ])("labels the strength of %s as %s", async (password, label) => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");

    await user.type(await screen.findByLabelText("Contraseña"), password);

    expect(screen.getByText(label, { selector: "strong" })).toBeInTheDocument();
    expect(
      screen.getByRole("progressbar", { name: `Seguridad de la contraseña: ${label}` }),
    ).toBeInTheDocument();
  });

  it("explains an e-mail that already exists, under the field and in a toast", async () => {
    stubApi({
      [REGISTER]: () => errorResponse(409, "EMAIL_TAKEN", "El correo electrónico ya existe en el sistema"),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");
    await screen.findByLabelText("Teléfono");

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(
      await screen.findByText(
        "Este correo electrónico ya está registrado. Por favor utilice otro o recupere su contraseña.",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("El correo electrónico ya está registrado en el sistema"),
    ).toBeInTheDocument();
  });

  it("titles any other failure 'Error de Registro' with the server's message", async () => {
    stubApi({ [REGISTER]: () => errorResponse(502, "PAYMENT_PROVIDER_ERROR", "Error con PayPal") });
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");
    await screen.findByLabelText("Teléfono");

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(await screen.findByText("Error de Registro")).toBeInTheDocument();
    expect(screen.getByText("Error con PayPal")).toBeInTheDocument();
  });

  it("reports an answer without user_id as the spec's registration failure", async () => {
    stubApi({
      [REGISTER]: () => jsonResponse(200, { paypal_order_id: "I-1", payment_url: "https://x.test/a" }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");
    await screen.findByLabelText("Teléfono");

    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    expect(
      await screen.findByText("Ocurrió un error al procesar su registro. Por favor, intente nuevamente."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("registers, stores the checkout for the return pages, opens the payment dialog and sends the browser to PayPal", async () => {
    window.localStorage.setItem("paypal_transaction", '{"old":true}');
    const api = stubApi({
      [REGISTER]: () =>
        jsonResponse(201, {
          user_id: USER_ID,
          paypal_order_id: "I-SUB123",
          payment_url: "http://localhost/sandbox/checkout?token=EC-1",
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");
    await screen.findByLabelText("Teléfono");
    // Entering /register cleared the previous checkout.
    expect(window.localStorage.getItem("paypal_transaction")).toBeNull();

    await fillValidForm(user, { "Correo electrónico": " juan@empresa.mx " });
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    const dialog = await screen.findByRole("dialog", { name: "Pago de suscripción" });
    expect(within(dialog).getByText("Suscripción mensual")).toBeInTheDocument();
    expect(within(dialog).getByText("99.9 USD al mes")).toBeInTheDocument();
    expect(within(dialog).getByText("PayPal")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Continuar a PayPal" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();

    const [call] = api.callsTo("POST", "/api/auth/register");
    expect(call?.body).toMatchObject({
      full_name: "Juan Pérez",
      email: "juan@empresa.mx",
      phone: "5512345678",
      password: GOOD_PASSWORD,
    });
    expect((call?.body as { recaptcha_token?: string } | undefined)?.recaptcha_token).toBeTruthy();
    expect(window.localStorage.getItem("registration_email")).toBe("juan@empresa.mx");
    expect(window.localStorage.getItem("user_id")).toBe(USER_ID);
    expect(window.localStorage.getItem("paypal_order_id")).toBe("I-SUB123");
    expect(Number.isNaN(Date.parse(window.localStorage.getItem("paypal_timestamp") ?? ""))).toBe(false);

    // After a short moment in view, the dialog sends the browser to the provider by itself.
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith("http://localhost/sandbox/checkout?token=EC-1"),
    );

    // 'Cancelar' closes the dialog but leaves a way back to the payment, which then waits for a click.
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await user.click(await screen.findByRole("button", { name: "Continuar con el pago" }));
    const reopened = await screen.findByRole("dialog", { name: "Pago de suscripción" });
    expect(within(reopened).queryByText("Redirigiendo a PayPal...")).not.toBeInTheDocument();
    await user.click(within(reopened).getByRole("button", { name: "Continuar a PayPal" }));
    expect(leaveForProvider).toHaveBeenCalledTimes(2);
  });

  it("shows 'Pago completado' to a visitor back after paying, and 'Continuar' goes to /", async () => {
    window.localStorage.setItem("user_id", USER_ID);
    window.localStorage.setItem("registration_email", "juan@empresa.mx");
    window.localStorage.setItem(
      "paypal_transaction",
      JSON.stringify({ token: "EC7TOKEN1", transaction_id: "I-SUB1", user_id: USER_ID, outcome: "success" }),
    );
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/register");

    const dialog = await screen.findByRole("dialog", { name: "Pago de suscripción" });
    expect(within(dialog).getByText("Pago completado")).toBeInTheDocument();
    // Entering /register still clears the finished checkout.
    expect(window.localStorage.getItem("paypal_transaction")).toBeNull();
    expect(window.localStorage.getItem("user_id")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Continuar" }));

    expect(await screen.findByRole("heading", { name: "Bienvenido" })).toBeInTheDocument();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it("does not show a payment of another registration, nor one that failed, as completed", async () => {
    window.localStorage.setItem("user_id", USER_ID);
    window.localStorage.setItem(
      "paypal_transaction",
      JSON.stringify({ token: "T1", transaction_id: "I-1", user_id: USER_ID, outcome: "uncertain" }),
    );
    stubApi({});
    renderRoute("/register");

    expect(await screen.findByLabelText("Teléfono")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("links to the terms and privacy pages by the spec's short addresses", async () => {
    stubApi({});
    renderRoute("/register");

    await screen.findByLabelText("Teléfono");
    const terms = screen
      .getAllByRole("link", { name: "Términos y condiciones" })
      .map((link) => link.getAttribute("href"));
    const privacy = screen
      .getAllByRole("link", { name: "Política de privacidad" })
      .map((link) => link.getAttribute("href"));
    expect(terms).toContain("/terms");
    expect(privacy).toContain("/privacy");
    expect(screen.getByRole("link", { name: /Volver a inicio de sesión/ })).toHaveAttribute("href", "/login");
  });
});
