import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import {
  ZConfirmPaymentParams,
  ZConfirmPaymentRequest,
  ZConfirmPaymentResponse,
} from "../../../shared/contracts/payments";
import type { AppContext } from "../../context";
import { confirmPayment } from "./payments.service";

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/api/payments/confirm/:token",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["pagos"],
        summary: "Confirmar con PayPal el pago del registro",
        params: ZConfirmPaymentParams,
        body: ZConfirmPaymentRequest,
        response: {
          200: ZConfirmPaymentResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => confirmPayment(ctx, { ...request.body, token: request.params.token }),
  );
};
