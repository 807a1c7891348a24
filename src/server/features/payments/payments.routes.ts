import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import {
  ZConfirmPaymentParams,
  ZConfirmPaymentRequest,
  ZConfirmPaymentResponse,
} from "../../../shared/contracts/payments";
import type { AppContext } from "../../context";
import { confirmPayment } from "./payments.service";
import { receivePayPalWebhook } from "./webhook.service";

const ZWebhookAnswer = z.object({ status: z.enum(["aplicado", "duplicado", "ignorado"]) });

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
    async (request) =>
      confirmPayment(ctx, { ...request.body, token: request.params.token, ipAddress: request.ip }),
  );

  app.post(
    "/api/payments/webhook",
    {
      // PayPal sends bursts (several events per charge) and retries; each one is verified with PayPal.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ["pagos"],
        summary: "Eventos de PayPal (webhook): verificados con PayPal, aplicados una sola vez",
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZWebhookAnswer, 400: ZErrorResponse, 502: ZErrorResponse },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      return receivePayPalWebhook(ctx, {
        headers: {
          "paypal-auth-algo": header("paypal-auth-algo"),
          "paypal-cert-url": header("paypal-cert-url"),
          "paypal-transmission-id": header("paypal-transmission-id"),
          "paypal-transmission-sig": header("paypal-transmission-sig"),
          "paypal-transmission-time": header("paypal-transmission-time"),
        },
        event: request.body,
        ipAddress: request.ip,
      });
    },
  );
};
