import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";
import { canRequestReset } from "./ForgotPasswordPage";

vi.mock("../../components/CaptchaField", () => import("../../../../tests/support/captcha-field-stub"));

afterEach(() => {
  vi.useRealTimers();
  resetWebTestState();
});

const FORGOT = "POST /api/auth/forgot-password";

describe("canRequestReset", () => {
  const ready = { email: "a@b.mx", repeatEmail: "a@b.mx", captchaToken: "t", isLoading: false };

  it.each([
    ["while loading", { isLoading: true }],
    ["while the e-mails differ", { repeatEmail: "otro@b.mx" }],
    ["without a captcha token", { captchaToken: null }],
    ["without an e-mail", { email: "", repeatEmail: "" }],
  ])("is false %s", (_case, change) => {
    expect(canRequestReset({ ...ready, ...change })).toBe(false);
  });

  it("is true with equal e-mails and a captcha token", () => {
    expect(canRequestReset(ready)).toBe(true);
  });
});

describe("ForgotPasswordPage", () => {
  it("enables 'Enviar enlace' only with matching e-mails and a solved captcha", async () => {
    stubApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute("/forgot-password");
    const submit = await screen.findByRole("button", { name: "Enviar enlace" });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText("Correo electrónico"), "juan@empresa.mx");
    await user.type(screen.getByLabelText("Repita su correo electrónico"), "juan@empresa.com");
    expect(screen.getByText("Los correos electrónicos no coinciden")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText("Repita su correo electrónico"));
    await user.type(screen.getByLabelText("Repita su correo electrónico"), "juan@empresa.mx");
    expect(screen.queryByText("Los correos electrónicos no coinciden")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it("shows the neutral answer and returns to the start", async () => {
    const api = stubApi({ [FORGOT]: () => jsonResponse(200, { message: "ok" }) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/forgot-password");

    await user.type(await screen.findByLabelText("Correo electrónico"), "juan@empresa.mx");
    await user.type(screen.getByLabelText("Repita su correo electrónico"), "juan@empresa.mx");
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));

    expect(
      await screen.findByText(
        "Si el correo existe en nuestro sistema, recibirá instrucciones para restablecer su contraseña.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("POST", "/api/auth/forgot-password")[0]?.body).toMatchObject({
      email: "juan@empresa.mx",
    });
  });

  it("on failure says so and returns to the start after 3 seconds", async () => {
    stubApi({ [FORGOT]: () => errorResponse(500, "INTERNAL_ERROR", "Error del servidor.") });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/forgot-password");

    await user.type(await screen.findByLabelText("Correo electrónico"), "juan@empresa.mx");
    await user.type(screen.getByLabelText("Repita su correo electrónico"), "juan@empresa.mx");
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(
      screen.getByText("No se pudo procesar la solicitud. Por favor, intente nuevamente."),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(router.state.location.pathname).toBe("/forgot-password");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe("/login");
  });
});
