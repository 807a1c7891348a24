import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../../db/client";
import { saleOf } from "./sandbox-billing";
import { settleDueCharge } from "./sandbox-charges";
import { isBearerValid } from "./sandbox-credentials";
import { authenticationFailure, resourceNotFound, unprocessableEntity } from "./sandbox-errors";
import {
  newBillingAgreementToken,
  newCheckoutToken,
  newPlanId,
  newProductId,
  newSubscriptionId,
} from "./sandbox-ids";
import {
  buildPlan,
  buildProduct,
  buildSubscription,
  cancelSubscription,
  toPublicSubscription,
} from "./sandbox-resources";
import {
  parseBody,
  ZCancelSubscriptionBody,
  ZCreatePlanBody,
  ZCreateProductBody,
  ZCreateSubscriptionBody,
} from "./sandbox-schemas";
import {
  findPlan,
  findProduct,
  findSubscription,
  insertPlan,
  insertProduct,
  insertSubscription,
  runOncePerRequestId,
  type SandboxAnswer,
  updateSubscriptionFrom,
} from "./sandbox-store";
import type { SandboxWebhooks } from "./sandbox-webhooks";

const HIDDEN = { schema: { hide: true } };
const CANCELLABLE = new Set(["ACTIVE", "SUSPENDED"]);

type IdParams = { Params: { id: string } };

/** Catalog Products v1 and Subscriptions v1, for the calls the product makes; every call needs a Bearer token. */
export const sandboxApiRoutes: FastifyPluginAsync<{
  db: Database;
  baseUrl: string;
  webhooks: SandboxWebhooks;
}> = async (app, options) => {
  const { db, baseUrl, webhooks } = options;

  app.addHook("onRequest", async (request) => {
    if (!(await isBearerValid(db, request.headers.authorization))) throw authenticationFailure();
  });

  app.post("/v1/catalogs/products", HIDDEN, async (request, reply) => {
    const input = parseBody(ZCreateProductBody, request.body);
    const answer = await runOncePerRequestId(db, writeKey(request), async (tx) => {
      const product = buildProduct(input, newProductId(), new Date(), baseUrl);
      await insertProduct(tx, product.id, product);
      return { statusCode: 201, body: product };
    });
    return sendAnswer(reply, answer);
  });

  app.get<IdParams>("/v1/catalogs/products/:id", HIDDEN, async (request) => {
    const product = await findProduct(db, request.params.id);
    if (!product) throw resourceNotFound();
    return product;
  });

  app.post("/v1/billing/plans", HIDDEN, async (request, reply) => {
    const input = parseBody(ZCreatePlanBody, request.body);
    const answer = await runOncePerRequestId(db, writeKey(request), async (tx) => {
      if (!(await findProduct(tx, input.product_id))) throw resourceNotFound("Invalid product id");
      const plan = buildPlan(input, newPlanId(), new Date(), baseUrl);
      await insertPlan(tx, plan.id, plan.product_id, plan);
      return { statusCode: 201, body: plan };
    });
    return sendAnswer(reply, answer);
  });

  app.get<IdParams>("/v1/billing/plans/:id", HIDDEN, async (request) => {
    const plan = await findPlan(db, request.params.id);
    if (!plan) throw resourceNotFound();
    return plan;
  });

  app.post("/v1/billing/subscriptions", HIDDEN, async (request, reply) => {
    const input = parseBody(ZCreateSubscriptionBody, request.body);
    const answer = await runOncePerRequestId(db, writeKey(request), async (tx) => {
      const plan = await findPlan(tx, input.plan_id);
      if (!plan) throw resourceNotFound();
      if (plan.status !== "ACTIVE") {
        throw unprocessableEntity(
          "PLAN_STATUS_INVALID",
          "Invalid plan status for subscription creation; plan status should be active.",
        );
      }
      const context = input.application_context;
      const body = buildSubscription({
        input,
        id: newSubscriptionId(),
        now: new Date(),
        baseUrl,
        checkout: {
          ba_token: newBillingAgreementToken(),
          token: newCheckoutToken(),
          brand_name: context?.brand_name,
          return_url: context?.return_url,
          cancel_url: context?.cancel_url,
        },
      });
      await insertSubscription(tx, {
        id: String(body.id),
        planId: input.plan_id,
        status: "APPROVAL_PENDING",
        body,
      });
      return { statusCode: 201, body: toPublicSubscription(body) };
    });
    return sendAnswer(reply, answer);
  });

  app.get<IdParams>("/v1/billing/subscriptions/:id", HIDDEN, async (request) => {
    const subscription = await findSubscription(db, request.params.id);
    if (!subscription) throw resourceNotFound();
    // A first payment that has cleared since the last look appears now, and stays.
    const settled = settleDueCharge(subscription.body, new Date());
    if (!settled) return toPublicSubscription(subscription.body);
    const isFirstToSettle = await updateSubscriptionFrom(db, subscription.id, subscription.status, {
      status: subscription.status,
      body: settled,
    });
    const sale = saleOf(settled);
    if (isFirstToSettle && sale) webhooks.emitLater("PAYMENT.SALE.COMPLETED", { ...sale });
    return toPublicSubscription(settled);
  });

  app.post<IdParams>("/v1/billing/subscriptions/:id/cancel", HIDDEN, async (request, reply) => {
    const { reason } = parseBody(ZCancelSubscriptionBody, request.body);
    const answer = await runOncePerRequestId(db, writeKey(request), async (tx) => {
      const subscription = await findSubscription(tx, request.params.id);
      if (!subscription) throw resourceNotFound();
      const next = cancelSubscription(subscription.body, reason, new Date(), baseUrl);
      const isCancelled =
        CANCELLABLE.has(subscription.status) &&
        (await updateSubscriptionFrom(tx, subscription.id, subscription.status, {
          status: "CANCELLED",
          body: next,
        }));
      if (!isCancelled) {
        throw unprocessableEntity(
          "SUBSCRIPTION_STATUS_INVALID",
          "Invalid subscription status for cancel action; subscription status should be active or suspended.",
        );
      }
      return {
        statusCode: 204,
        event: { type: "BILLING.SUBSCRIPTION.CANCELLED", resource: toPublicSubscription(next) },
      };
    });
    if (answer.event) webhooks.emitLater(answer.event.type, answer.event.resource);
    return sendAnswer(reply, answer);
  });
};

/** Idempotency is per request id and per operation (method and path), as PayPal scopes it. */
function writeKey(request: FastifyRequest): { requestId: string | undefined; operation: string } {
  const header = request.headers["paypal-request-id"];
  const requestId = typeof header === "string" && header.length > 0 ? header.slice(0, 108) : undefined;
  return { requestId, operation: `${request.method} ${request.url.split("?")[0]}` };
}

function sendAnswer(reply: FastifyReply, answer: SandboxAnswer): FastifyReply {
  reply.status(answer.statusCode);
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
}
