import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, renderRoute, resetWebTestState, stubApi } from "../../../../tests/support/web-render";
import {
  advance,
  confirmPath,
  paid,
  providerDown,
  returnUrl,
  startPaymentResultTest,
  USER_ID,
} from "./payment-result.test-support";

beforeEach(startPaymentResultTest);

afterEach(() => {
  vi.useRealTimers();
  resetWebTestState();
});

describe("/payment-success", () => {
  it("retries up to 3 times, 1.5 s × attempt apart, then shows the success with the registration e-mail", async () => {
    const { url, token, subscriptionId } = returnUrl("success", { PayerID: "PAYER42" });
    const answers = [providerDown(), providerDown(), paid()];
    const api = stubApi({ [`POST ${confirmPath(token)}`]: () => answers.shift() ?? paid() });
    const calls = () => api.callsTo("POST", confirmPath(token)).length;
    renderRoute(url);

    expect(screen.getByRole("heading", { level: 1, name: "Verificando el pago" })).toBeInTheDocument();
    await advance(0);
    expect(calls()).toBe(1);
    await advance(1_499);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    await advance(2_999);
    expect(calls()).toBe(2);
    await advance(1);
    expect(calls()).toBe(3);
    await advance(0);

    expect(
      screen.getByRole("heading", { level: 1, name: "¡Pago completado con éxito!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("juan@empresa.mx")).toBeInTheDocument();
    // The address wraps inside the card on a phone instead of running past its edge.
    expect(screen.getByText("juan@empresa.mx").closest("p")).toHaveStyle({ overflowWrap: "anywhere" });
    expect(screen.getByText(/abra el enlace que le enviamos por correo electrónico/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    expect(api.callsTo("POST", confirmPath(token))[0]?.body).toEqual({
      user_id: USER_ID,
      transaction_id: subscriptionId,
      payer_id: "PAYER42",
      email: "juan@empresa.mx",
    });
    const record = JSON.parse(window.localStorage.getItem("paypal_transaction") ?? "{}");
    expect(record).toMatchObject({ token, transaction_id: subscriptionId, outcome: "success" });
  });

  it("asks the server once per page load, even under StrictMode's double effects", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({ [`POST ${confirmPath(token)}`]: () => paid() });
    renderRoute(url, { strict: true });

    await advance(0);

    expect(
      screen.getByRole("heading", { level: 1, name: "¡Pago completado con éxito!" }),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(1);
  });

  it("gives up after the third failed attempt with 'Verificación Parcial'", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({ [`POST ${confirmPath(token)}`]: providerDown });
    renderRoute(url);

    await advance(10_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "Verificación Parcial" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al registro" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toBeInTheDocument();
  });

  it("says 'Pago Ya Procesado' when the server already recorded this payment", async () => {
    const { url, token } = returnUrl("success");
    stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        paid({
          payment_status: "duplicate",
          status: "already_processed",
          duplicate: true,
          message: "El pago ya fue registrado",
        }),
    });
    renderRoute(url);

    await advance(0);

    expect(screen.getByRole("heading", { level: 1, name: "Pago Ya Procesado" })).toBeInTheDocument();
    expect(screen.getByText("El pago ya fue registrado")).toBeInTheDocument();
  });

  it("treats a duplicate error as already processed", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        errorResponse(409, "CONFLICT", "duplicate key value violates unique constraint"),
    });
    renderRoute(url);

    await advance(0);

    expect(screen.getByRole("heading", { level: 1, name: "Pago Ya Procesado" })).toBeInTheDocument();
    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(1);
  });

  it("reports 'Sin respuesta' when the server cannot be reached", async () => {
    const { url, token } = returnUrl("success");
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderRoute(url);

    await advance(10_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "Sin respuesta" })).toBeInTheDocument();
    expect(screen.getByText("No se recibió respuesta del servidor.")).toBeInTheDocument();
  });

  it("needs the token: 'Información incompleta' / 'Falta el token', without asking the server", async () => {
    const { url } = returnUrl("success", { token: undefined });
    const api = stubApi({});
    renderRoute(url);

    await advance(0);

    expect(screen.getByRole("heading", { level: 1, name: "Información incompleta" })).toBeInTheDocument();
    expect(screen.getByText("Falta el token")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith("/api/payments"))).toHaveLength(0);
  });

  it("shows a malformed token as a cancelled payment", async () => {
    const { url } = returnUrl("success", { token: "a<b" });
    const api = stubApi({});
    renderRoute(url);

    await advance(0);

    expect(
      screen.getByRole("heading", { level: 1, name: "Pago cancelado: no se ha realizado ningún cargo" }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith("/api/payments"))).toHaveLength(0);
  });

  it("forgets a stored registration of another user and then lacks the e-mail", async () => {
    window.localStorage.setItem("user_id", "11111111-2222-4333-8444-555555555555");
    const { url, token } = returnUrl("success");
    const api = stubApi({ [`POST ${confirmPath(token)}`]: () => paid() });
    renderRoute(url);

    await advance(0);

    expect(
      screen.getByRole("heading", { level: 1, name: "¡Pago completado con éxito!" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("juan@empresa.mx")).not.toBeInTheDocument();
    expect(api.callsTo("POST", confirmPath(token))[0]?.body).not.toHaveProperty("email");
    expect(window.localStorage.getItem("registration_email")).toBeNull();
  });
});

describe("/payment-cancel", () => {
  it("verifies once and, when PayPal says nothing was paid, shows the cancelled card", async () => {
    const { url, token } = returnUrl("cancel");
    const api = stubApi({
      [`POST ${confirmPath(token)}`]: () =>
        errorResponse(409, "PAYMENT_NOT_COMPLETED", "Estado de pago no confirmado"),
    });
    renderRoute(url);

    await advance(10_000);

    expect(api.callsTo("POST", confirmPath(token))).toHaveLength(1);
    expect(
      screen.getByRole("heading", { level: 1, name: "Pago cancelado: no se ha realizado ningún cargo" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Intentar nuevamente" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  it("shows the success when the buyer had paid after all", async () => {
    const { url, token } = returnUrl("cancel");
    stubApi({ [`POST ${confirmPath(token)}`]: () => paid() });
    renderRoute(url);

    await advance(0);

    expect(
      screen.getByRole("heading", { level: 1, name: "¡Pago completado con éxito!" }),
    ).toBeInTheDocument();
  });

  it("says 'Estado de pago no confirmado' when PayPal could not be asked", async () => {
    const { url, token } = returnUrl("cancel");
    stubApi({ [`POST ${confirmPath(token)}`]: providerDown });
    renderRoute(url);

    await advance(10_000);

    expect(
      screen.getByRole("heading", { level: 1, name: "Estado de pago no confirmado" }),
    ).toBeInTheDocument();
  });
});
