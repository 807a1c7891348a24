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
import { RESET_PASSWORD_RULES } from "./ResetPasswordPage";

vi.mock("../../components/CaptchaField", () => import("../../../../tests/support/captcha-field-stub"));

afterEach(() => {
  vi.useRealTimers();
  resetWebTestState();
});

const VERIFY = "GET /api/auth/verify-reset-token";
const RESET = "POST /api/auth/reset-password";

describe("ResetPasswordPage", () => {
  it("sends a link without token to /reset-token-expired without asking the server", async () => {
    const api = stubApi({});
    const { router } = renderRoute("/reset-password");

    expect(await screen.findByRole("heading", { level: 1, name: "Enlace expirado" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/reset-token-expired");
    expect(api.callsTo("GET", "/api/auth/verify-reset-token")).toHaveLength(0);
  });

  it("sends an invalid token to /reset-token-expired after checking it", async () => {
    const api = stubApi({ [VERIFY]: () => jsonResponse(200, { valid: false }) });
    const { router } = renderRoute("/reset-password?token=viejo");

    expect(await screen.findByRole("heading", { level: 1, name: "Enlace expirado" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/reset-token-expired");
    expect(api.callsTo("GET", "/api/auth/verify-reset-token")[0]?.search).toBe("?token=viejo");
  });

  it("checks the rules (no maximum, no double quote), then updates and returns to / after 3 s", async () => {
    const api = stubApi({
      [VERIFY]: () => jsonResponse(200, { valid: true }),
      [RESET]: () => jsonResponse(200, { message: "Su contraseña fue actualizada." }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute("/reset-password?token=vigente");
    const password = await screen.findByLabelText("Nueva contraseña");
    const confirm = screen.getByLabelText("Confirmar contraseña");

    // The double quote is not one of the reset rule's special characters.
    await user.type(password, 'Abcdefghijk1"');
    await user.type(confirm, "distinta");
    await user.click(screen.getByRole("button", { name: "Actualizar contraseña" }));
    expect(screen.getByText(RESET_PASSWORD_RULES)).toBeInTheDocument();
    expect(screen.getByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(screen.getByText("Por favor, complete el captcha")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/reset-password")).toHaveLength(0);

    // Longer than the registration's 24 characters is fine here.
    const long = "Unacontraseñamuylarga#2025xyz";
    await user.clear(password);
    await user.type(password, long);
    await user.clear(confirm);
    await user.type(confirm, long);
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Actualizar contraseña" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole("heading", { level: 1, name: "Contraseña actualizada" })).toBeInTheDocument();
    expect(screen.getByText("Su contraseña fue actualizada.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/reset-password")[0]?.body).toMatchObject({
      token: "vigente",
      new_password: long,
    });
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(router.state.location.pathname).toBe("/reset-password");
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("says the update failed when the server refuses the token", async () => {
    stubApi({
      [VERIFY]: () => jsonResponse(200, { valid: true }),
      [RESET]: () =>
        errorResponse(
          400,
          "RESET_TOKEN_INVALID",
          "No se pudo actualizar la contraseña. Por favor, intente nuevamente.",
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute("/reset-password?token=gastado");
    const password = await screen.findByLabelText("Nueva contraseña");

    await user.type(password, "Licitacion#2025");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "Licitacion#2025");
    await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
    await user.click(screen.getByRole("button", { name: "Actualizar contraseña" }));

    expect(
      await screen.findByText("No se pudo actualizar la contraseña. Por favor, intente nuevamente."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Solicitar un enlace nuevo" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
