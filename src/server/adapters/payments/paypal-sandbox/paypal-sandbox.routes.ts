import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../../db/client";
import { registerFormParser } from "./form-body";
import { sandboxApiRoutes } from "./sandbox-api.routes";
import { sandboxCheckoutRoutes } from "./sandbox-checkout.routes";
import { sandboxControlRoutes } from "./sandbox-control.routes";
import { malformedJson, OAuthError, PayPalApiError, unsupportedMediaType } from "./sandbox-errors";
import { newDebugId } from "./sandbox-ids";
import { sandboxNotificationRoutes } from "./sandbox-notifications.routes";
import { sandboxOAuthRoutes } from "./sandbox-oauth.routes";
import { createSandboxWebhooks, createWebhookOutlet, type SandboxWebhooks } from "./sandbox-webhooks";

/** Where the app serves the sandbox; the default gateway's apiBase is `${PUBLIC_URL}${PAYPAL_SANDBOX_PREFIX}`. */
export const PAYPAL_SANDBOX_PREFIX = "/sandbox/paypal";

export interface PayPalSandboxOptions {
  db: Database;
  /** The app's public URL: the approval links the sandbox hands out point there. */
  publicUrl: string;
  isProduction: boolean;
  /**
   * Signs and sends the webhook events, answers their verification (one per process, shared by every
   * instance of the routes). Without it, the routes make their own, delivering over HTTP to publicUrl.
   */
  webhooks?: SandboxWebhooks;
}

const MALFORMED_BODY_CODES = new Set(["FST_ERR_CTP_INVALID_JSON_BODY", "FST_ERR_CTP_EMPTY_JSON_BODY"]);

/**
 * The built-in PayPal sandbox: PayPal's REST endpoints used by the product (OAuth2 token, Catalog
 * Products v1, Subscriptions v1, Notifications v1) with PayPal's shapes and statuses, the buyer's
 * approval page, signed webhooks to the app, and a control API that moves a subscription through time.
 * It is PayPal's API, not ours: plain JSON, PayPal-shaped errors, hidden from the OpenAPI document.
 * Register it with `{ prefix: PAYPAL_SANDBOX_PREFIX }`. It refuses to exist in production.
 */
export const paypalSandboxRoutes: FastifyPluginAsync<PayPalSandboxOptions> = async (app, options) => {
  if (options.isProduction) {
    throw new Error(
      "El sandbox de PayPal integrado no puede registrarse en producción: configure PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET y PAYPAL_API_BASE.",
    );
  }
  const baseUrl = `${options.publicUrl.replace(/\/+$/, "")}${app.prefix}`;
  registerFormParser(app);
  app.setErrorHandler(handleSandboxError);
  app.setNotFoundHandler((_request, reply) =>
    sendPayPalError(
      reply,
      new PayPalApiError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist."),
    ),
  );
  await app.register(sandboxOAuthRoutes, { db: options.db });
  const { db } = options;
  const webhooks =
    options.webhooks ??
    createSandboxWebhooks({
      db,
      publicUrl: options.publicUrl,
      outlet: createWebhookOutlet(options.publicUrl),
    });
  await app.register(sandboxApiRoutes, { db, baseUrl, webhooks });
  await app.register(sandboxCheckoutRoutes, { db, baseUrl, webhooks });
  await app.register(sandboxNotificationRoutes, { db, webhooks });
  await app.register(sandboxControlRoutes, { db, baseUrl, webhooks });
};

/**
 * PayPal's errors in PayPal's shapes. Anything else (the app's own checks: same origin, rate limit; an
 * unexpected failure) goes on to the app's error handler, which logs and records it.
 */
async function handleSandboxError(
  error: FastifyError | Error,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof PayPalApiError) return sendPayPalError(reply, error);
  if (error instanceof OAuthError) {
    return reply
      .status(error.statusCode)
      .header("paypal-debug-id", newDebugId())
      .send({ error: error.error, error_description: error.description });
  }
  const code = (error as FastifyError).code;
  if (code && MALFORMED_BODY_CODES.has(code)) return sendPayPalError(reply, malformedJson());
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return sendPayPalError(reply, unsupportedMediaType());
  throw error;
}

function sendPayPalError(reply: FastifyReply, error: PayPalApiError): FastifyReply {
  const debugId = newDebugId();
  return reply.status(error.statusCode).header("paypal-debug-id", debugId).send(error.toBody(debugId));
}
