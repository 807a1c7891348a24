import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorResponse, ZResourceErrors } from "../../../shared/contracts/common";
import {
  ZAccessTokenRequest,
  ZCancelRequest,
  ZChangePlanRequest,
  ZDefaultPaymentMethodRequest,
  ZIdentityCheckRequest,
  ZIdentityCheckResponse,
  ZInvoicesResponse,
  ZPaymentMethodsResponse,
  ZPlansResponse,
  ZPublicSubscribeRequest,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZSubscriptionMessage,
  ZSubscriptionState,
} from "../../../shared/contracts/subscriptions";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requireSession } from "../../http/plugins/authenticate";
import {
  getSubscriptionState,
  listInvoices,
  listPaymentMethods,
  PLAN_VIEW,
  renderInvoicePdf,
  setDefaultPaymentMethod,
} from "./billing-info.service";
import { checkIdentity } from "./identity.service";
import { assertClient } from "./subscriptions.policy";
import {
  cancelSubscriptionFor,
  changePlan,
  publicCancel,
  publicSubscribe,
  resumeFor,
  subscribeFor,
} from "./subscriptions.service";

const tags = ["suscripción"];
const errors = { ...ZResourceErrors, 429: ZErrorResponse, 502: ZErrorResponse };

/**
 * Spec 01 §7's subscription and payment calls for a signed-in client (a session is enough: a client
 * whose renewal failed while signed in must still reach billing), and the public cancel/reactivate
 * flow's identity check, cancellation and checkout.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const session = requireSession(ctx);
  const client = async (request: Parameters<typeof session>[0]) => {
    await session(request);
    assertClient(request.actor!.user);
  };
  const strictLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  const userOf = (request: { actor?: { user: Parameters<typeof getSubscriptionState>[1] } }) =>
    request.actor!.user;

  app.get(
    "/api/subscriptions/plans",
    { schema: { tags, summary: "Planes disponibles", response: { 200: ZPlansResponse } } },
    async () => ({ plans: [PLAN_VIEW] }),
  );

  app.post(
    "/api/subscriptions/identity-check",
    {
      config: { ...strictLimit, passwordWork: true },
      schema: {
        tags,
        summary: "Verificar identidad para cancelar o reactivar (bloqueo compartido con el inicio de sesión)",
        body: ZIdentityCheckRequest,
        response: { 200: ZIdentityCheckResponse, ...errors },
      },
    },
    async (request) => checkIdentity(ctx, request.body),
  );

  app.post(
    "/api/subscriptions/public/cancel",
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "Cancelar de inmediato (flujo público)",
        body: ZAccessTokenRequest,
        response: { 200: ZSubscriptionMessage, ...errors },
      },
    },
    async (request) => publicCancel(ctx, request.body.access_token, request.ip),
  );

  app.post(
    "/api/subscriptions/public/subscribe",
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "Reactivar: nueva suscripción en PayPal (flujo público)",
        body: ZPublicSubscribeRequest,
        response: { 200: ZSubscribeResponse, ...errors },
      },
    },
    async (request) => publicSubscribe(ctx, request.body),
  );

  app.post(
    "/api/subscriptions/subscribe",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Suscribirse al plan",
        body: ZSubscribeRequest,
        response: { 200: ZSubscribeResponse, ...errors },
      },
    },
    async (request) => subscribeFor(ctx, userOf(request), request.body),
  );

  app.post(
    "/api/subscriptions/cancel",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Cancelar (atPeriodEnd: true por omisión)",
        body: ZCancelRequest,
        response: { 200: ZSubscriptionMessage, ...errors },
      },
    },
    async (request) => cancelSubscriptionFor(ctx, userOf(request), request.body, request.ip),
  );

  app.post(
    "/api/subscriptions/resume",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Deshacer la cancelación al final del periodo",
        response: { 200: ZSubscriptionMessage, ...errors },
      },
    },
    async (request) => resumeFor(ctx, userOf(request), request.ip),
  );

  app.post(
    "/api/subscriptions/change-plan",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Cambiar de plan",
        body: ZChangePlanRequest,
        response: { 200: ZSubscriptionMessage, ...errors },
      },
    },
    async (request) => changePlan(ctx, userOf(request), request.body.planId),
  );

  app.get(
    "/api/payments/status/current",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Estado de la suscripción del cliente",
        response: { 200: ZSubscriptionState, ...errors },
      },
    },
    async (request) => getSubscriptionState(ctx, userOf(request)),
  );

  app.get(
    "/api/payment-methods",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Formas de pago (las guarda PayPal)",
        response: { 200: ZPaymentMethodsResponse, ...errors },
      },
    },
    async (request) => listPaymentMethods(ctx, userOf(request)),
  );

  const atPayPal = async () => {
    throw new AppError("PAYMENT_METHOD_AT_PROVIDER");
  };
  app.post(
    "/api/payment-methods/add",
    {
      preHandler: client,
      schema: { tags, summary: "Agregar forma de pago: se hace en PayPal", response: errors },
    },
    atPayPal,
  );
  app.delete(
    "/api/payment-methods/:id",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Eliminar forma de pago: se hace en PayPal",
        params: z.object({ id: z.string().max(200) }),
        response: errors,
      },
    },
    atPayPal,
  );
  app.post(
    "/api/payment-methods/default",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Forma de pago predeterminada",
        body: ZDefaultPaymentMethodRequest,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => setDefaultPaymentMethod(ctx, userOf(request), request.body.paymentMethodId),
  );

  app.get(
    "/api/invoices",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Recibos: uno por pago registrado",
        response: { 200: ZInvoicesResponse, ...errors },
      },
    },
    async (request) => listInvoices(ctx, userOf(request)),
  );

  app.get(
    "/api/invoices/:id/pdf",
    {
      preHandler: client,
      schema: {
        tags,
        summary: "Recibo en PDF",
        params: z.object({ id: z.uuid({ error: "El recibo no existe." }) }),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderInvoicePdf(ctx, userOf(request), request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
