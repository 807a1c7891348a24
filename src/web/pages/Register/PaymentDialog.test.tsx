import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentDialog, PROVIDER_AUTO_REDIRECT_MS, PROVIDER_REDIRECT_WAIT_MS } from "./PaymentDialog";

const PAYMENT_URL = "http://localhost/sandbox/checkout?token=EC-8F2";

function renderDialog(
  props: {
    userId?: string | null;
    paymentUrl?: string;
    isAutoRedirect?: boolean;
    isCompleted?: boolean;
  } = {},
) {
  const onRedirect = vi.fn();
  const onClose = vi.fn();
  const onComplete = vi.fn();
  render(
    <MantineProvider>
      <PaymentDialog
        opened
        paymentUrl={props.paymentUrl ?? PAYMENT_URL}
        userId={props.userId === undefined ? "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e" : props.userId}
        isAutoRedirect={props.isAutoRedirect}
        isCompleted={props.isCompleted}
        onClose={onClose}
        onComplete={onComplete}
        onRedirect={onRedirect}
      />
    </MantineProvider>,
  );
  return { onRedirect, onClose, onComplete };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("PaymentDialog", () => {
  it("opened after registering, shows the plan, then sends the browser to PayPal by itself", async () => {
    const { onRedirect } = renderDialog({ isAutoRedirect: true });

    expect(screen.getByText("Suscripción mensual")).toBeInTheDocument();
    expect(screen.getByText("99.9 USD al mes")).toBeInTheDocument();
    expect(screen.getByText("Redirigiendo a PayPal...")).toBeInTheDocument();
    await advance(PROVIDER_AUTO_REDIRECT_MS - 1);
    expect(onRedirect).not.toHaveBeenCalled();
    await advance(1);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(PAYMENT_URL);

    // Still here after the wait: the fallback offers a retry and a plain link.
    await advance(PROVIDER_REDIRECT_WAIT_MS);
    expect(screen.getByText("No se pudo iniciar la sesión de pago")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abrir PayPal directamente" })).toHaveAttribute(
      "href",
      PAYMENT_URL,
    );
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRedirect).toHaveBeenCalledTimes(2);
  });

  it("goes at once on 'Continuar a PayPal', without waiting for the moment to pass", async () => {
    const { onRedirect } = renderDialog({ isAutoRedirect: true });

    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(PAYMENT_URL);
    await advance(PROVIDER_AUTO_REDIRECT_MS);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it("stays on 'Cancelar': the automatic redirect does not happen", async () => {
    const { onRedirect, onClose } = renderDialog({ isAutoRedirect: true });

    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await advance(PROVIDER_AUTO_REDIRECT_MS + PROVIDER_REDIRECT_WAIT_MS);

    expect(onClose).toHaveBeenCalled();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it("reopened by hand, waits for the visitor's click", async () => {
    const { onRedirect } = renderDialog();

    await advance(PROVIDER_AUTO_REDIRECT_MS * 2);
    expect(onRedirect).not.toHaveBeenCalled();
    expect(screen.queryByText("Redirigiendo a PayPal...")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));
    expect(onRedirect).toHaveBeenCalledWith(PAYMENT_URL);
    expect(screen.getByText("Redirigiendo a PayPal...")).toBeInTheDocument();
  });

  it("shows 'Pago completado' with 'Continuar', which completes", () => {
    const { onComplete, onRedirect } = renderDialog({ isCompleted: true, isAutoRedirect: true });

    expect(screen.getByText("Pago completado")).toBeInTheDocument();
    expect(screen.queryByText("99.9 USD al mes")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));

    expect(onComplete).toHaveBeenCalled();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it("does not start a payment without the user it pays for", async () => {
    const { onRedirect } = renderDialog({ userId: null, isAutoRedirect: true });

    await advance(PROVIDER_AUTO_REDIRECT_MS);

    expect(onRedirect).not.toHaveBeenCalled();
    expect(screen.getByText("No se pudo iniciar la sesión de pago")).toBeInTheDocument();
  });

  it("refuses an address that is not a web page", () => {
    const { onRedirect } = renderDialog({ paymentUrl: "javascript:alert(1)" });

    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));

    expect(onRedirect).not.toHaveBeenCalled();
  });
});
