import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/http-client";
import { type PaymentReturn, verifyPaymentReturn } from "./payment-verification";

const INPUT: PaymentReturn = {
  page: "success",
  token: "EC7TOKEN1",
  subscriptionId: "I-SUB1",
  payerId: null,
  userId: "0b9c1e7a-4d2f-4a51-9c3e-5f6a7b8c9d0e",
  hasVendorSessionError: false,
  email: "juan@empresa.mx",
  storedOrderId: null,
};

describe("verifyPaymentReturn", () => {
  it("ends in 'Error durante la verificación' when handling the answer fails unexpectedly, without retrying", async () => {
    const confirm = vi.fn().mockRejectedValue(new TypeError("Cannot read properties of undefined"));
    const sleep = vi.fn().mockResolvedValue(undefined);

    const outcome = await verifyPaymentReturn(INPUT, { confirm, sleep });

    expect(outcome).toEqual({
      kind: "failure",
      variant: "unexpected",
      title: "Error durante la verificación",
      message: "Ocurrió un problema inesperado al verificar el pago.",
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("treats a verification cancelled by the page as unexpected too", async () => {
    const confirm = vi.fn().mockRejectedValue(new ApiError("ABORTED", "Solicitud cancelada.", 0));

    const outcome = await verifyPaymentReturn(INPUT, { confirm, sleep: async () => undefined });

    expect(outcome).toMatchObject({ variant: "unexpected", title: "Error durante la verificación" });
  });

  it("shows the e-mail this browser stored, never one from the answer", async () => {
    const confirm = vi.fn().mockResolvedValue({
      payment_status: "completed",
      status: "success",
      duplicate: false,
      message: "¡Pago completado con éxito!",
      email: "otro@correo.mx",
    });

    const outcome = await verifyPaymentReturn(INPUT, { confirm, sleep: async () => undefined });

    expect(outcome).toMatchObject({ kind: "success", email: "juan@empresa.mx" });
  });
});
