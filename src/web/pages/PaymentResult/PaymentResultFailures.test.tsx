import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorResponse,
  jsonResponse,
  renderRoute,
  resetWebTestState,
  stubApi,
} from "../../../../tests/support/web-render";
import {
  advance,
  confirmPath,
  providerDown,
  returnUrl,
  startPaymentResultTest,
} from "./payment-result.test-support";

beforeEach(startPaymentResultTest);

afterEach(() => {
  vi.useRealTimers();
  resetWebTestState();
});

/** The failure cards of /payment-success and the situations that show them (spec 02 §8). */
describe("/payment-success, when the payment is not confirmed", () => {
  it("asks three times while PayPal's charge is pending, says it is in process (not an error), then notices by itself when it clears", async () => {
    const { url, token } = returnUrl("success");
    const pendingMessage =
      "PayPal aprobó la suscripción, pero el cobro todavía está en proceso. Le enviaremos el correo de activación en cuanto PayPal lo confirme.";
    let isCleared = false;
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        isCleared
          ? jsonResponse(200, {
              payment_status: "completed",
              status: "success",
              duplicate: false,
              message: "¡Pago completado con éxito!",
            })
          : errorResponse(409, "PAYMENT_PENDING", pendingMessage),
    });
    renderRoute(url);

    await advance(6_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "Pago en proceso" })).toBeInTheDocument();
    expect(screen.getByText(pendingMessage)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Volver al registro" })).not.toBeInTheDocument();

    isCleared = true;
    await advance(10_000);
    expect(
      screen.getByRole("heading", { level: 1, name: "¡Pago completado con éxito!" }),
    ).toBeInTheDocument();
  });

  it("says 'Estado de pago incierto' when PayPal still shows the payment not completed after three tries", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        errorResponse(409, "PAYMENT_NOT_COMPLETED", "Estado de pago no confirmado"),
    });
    renderRoute(url);

    await advance(10_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "Estado de pago incierto" })).toBeInTheDocument();
    expect(screen.getByText(/PayPal todavía no confirma el pago/)).toBeInTheDocument();
  });

  it("says 'Error de sesión del vendedor' when PayPal reported a vendor-session error and nothing confirms the payment", async () => {
    const { url, token } = returnUrl("success", { vendor_session_error: "1" });
    stubApi({ [`POST ${confirmPath(token)}`]: providerDown });
    renderRoute(url);

    await advance(10_000);

    expect(
      screen.getByRole("heading", { level: 1, name: "Error en el proceso de pago" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Error de sesión del vendedor")).toBeInTheDocument();
  });

  it("says 'Error en la verificación' when the server knows no such payment", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        errorResponse(404, "NOT_FOUND", "El recurso solicitado no fue encontrado."),
    });
    renderRoute(url);

    await advance(10_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Error en la verificación" })).toBeInTheDocument();
    expect(screen.getByText("El recurso solicitado no fue encontrado.")).toBeInTheDocument();
  });

  it("says 'Error en la verificación' when the server's answer carries no usable data", async () => {
    const { url, token } = returnUrl("success");
    stubApi({ [`POST ${confirmPath(token)}`]: () => jsonResponse(200, { ok: true }) });
    renderRoute(url);

    await advance(10_000);

    expect(screen.getByRole("heading", { level: 1, name: "Error en la verificación" })).toBeInTheDocument();
  });
});
