import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { isBearerValid } from "./sandbox-credentials";
import { authenticationFailure, resourceNotFound } from "./sandbox-errors";
import { parseBody } from "./sandbox-schemas";
import type { SandboxWebhooks } from "./sandbox-webhooks";

const HIDDEN = { schema: { hide: true } };

const ZVerifyBody = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});

/**
 * Notifications v1: PayPal's `verify-webhook-signature` (Bearer token, as at PayPal) and the public
 * certificate named in each event's `PAYPAL-CERT-URL`.
 */
export const sandboxNotificationRoutes: FastifyPluginAsync<{
  db: Database;
  webhooks: SandboxWebhooks;
}> = async (app, { db, webhooks }) => {
  app.post("/v1/notifications/verify-webhook-signature", HIDDEN, async (request) => {
    if (!(await isBearerValid(db, request.headers.authorization))) throw authenticationFailure();
    const input = parseBody(ZVerifyBody, request.body);
    return { verification_status: await webhooks.verify(input) };
  });

  app.get<{ Params: { certId: string } }>(
    "/v1/notifications/certs/:certId",
    HIDDEN,
    async (request, reply) => {
      const pem = await webhooks.certPem(request.params.certId);
      if (!pem) throw resourceNotFound();
      return reply.header("content-type", "application/x-pem-file").send(pem);
    },
  );
};
