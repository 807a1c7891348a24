import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentDialog, PROVIDER_REDIRECT_WAIT_MS } from "./PaymentDialog";

const PAYMENT_URL = "http://localhost/sandbox/checkout?token=EC-8F2";

function renderDialog(props: { userId?: string | null; paymentUrl?: string } = {}) {
  const onRedirect = vi.fn();
  render(
    <MantineProvider>
      <PaymentDialog
        opened
        paymentUrl={props.paymentUrl ?? PAYMENT_URL}
        userId={props.userId === undefined ? "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e" : props.userId}
        onClose={() => undefined}
        onRedirect={onRedirect}
      />
    </MantineProvider>,
  );
  return { onRedirect };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("PaymentDialog", () => {
  it("sends the browser to PayPal and offers a retry and a link when it has not left after the wait", async () => {
    const { onRedirect } = renderDialog();

    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));
    expect(onRedirect).toHaveBeenCalledWith(PAYMENT_URL);
    expect(screen.getByText("Redirigiendo a PayPal...")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROVIDER_REDIRECT_WAIT_MS - 1));
    expect(screen.queryByText("No se pudo iniciar la sesión de pago")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("No se pudo iniciar la sesión de pago")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abrir PayPal directamente" })).toHaveAttribute(
      "href",
      PAYMENT_URL,
    );

    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRedirect).toHaveBeenCalledTimes(2);
  });

  it("does not start a payment without the user it pays for", () => {
    const { onRedirect } = renderDialog({ userId: null });

    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));

    expect(onRedirect).not.toHaveBeenCalled();
    expect(screen.getByText("No se pudo iniciar la sesión de pago")).toBeInTheDocument();
  });

  it("refuses an address that is not a web page", () => {
    const { onRedirect } = renderDialog({ paymentUrl: "javascript:alert(1)" });

    fireEvent.click(screen.getByRole("button", { name: "Continuar a PayPal" }));

    expect(onRedirect).not.toHaveBeenCalled();
  });
});
