import { screen } from "@testing-library/react";
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

afterEach(resetWebTestState);

const FORGOT = "POST /api/auth/forgot-password";

async function requestNewLink(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText("Correo electrónico"), email);
  await user.click(screen.getByRole("button", { name: "Resolver captcha" }));
  await user.click(screen.getByRole("button", { name: "Enviar nuevo enlace" }));
}

describe("ResetTokenExpiredPage", () => {
  it("needs a valid e-mail address", async () => {
    const api = stubApi({});
    renderRoute("/reset-token-expired");

    await requestNewLink("juan@");

    expect(
      screen.getByText("Por favor, ingrese una dirección de correo electrónico válida"),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/forgot-password")).toHaveLength(0);
  });

  it("asks for a new link and answers neutrally", async () => {
    const api = stubApi({ [FORGOT]: () => jsonResponse(200, { message: "ok" }) });
    renderRoute("/reset-token-expired");

    await requestNewLink("juan@empresa.mx");

    expect(
      await screen.findByText("Si el correo existe en nuestra base de datos, recibirás un nuevo enlace..."),
    ).toBeInTheDocument();
    const [call] = api.callsTo("POST", "/api/auth/forgot-password");
    expect(call?.body).toMatchObject({ email: "juan@empresa.mx" });
    expect((call?.body as { recaptcha_token?: string } | undefined)?.recaptcha_token).toBeTruthy();
  });

  it("says the request could not be processed when it fails", async () => {
    stubApi({ [FORGOT]: () => errorResponse(503, "SERVICE_UNAVAILABLE", "El servicio no está disponible.") });
    renderRoute("/reset-token-expired");

    await requestNewLink("juan@empresa.mx");

    expect(
      await screen.findByText("No se pudo procesar la solicitud. Por favor, intente nuevamente."),
    ).toBeInTheDocument();
  });
});
