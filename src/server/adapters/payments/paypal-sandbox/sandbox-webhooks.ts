import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
} from "node:crypto";
import { crc32 } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../db/client";
import { paypalSandboxWebhookEvents } from "../../../db/schema";
import { claimSetting } from "../settings-store";
import { newCertId, newWebhookEventId, newWebhookId, toPayPalTime } from "./sandbox-ids";
import type { JsonObject } from "./sandbox-store";

/** Where the app receives PayPal's events; the sandbox's one webhook points there. */
export const WEBHOOK_PATH = "/api/payments/webhook";

export interface WebhookDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * How the sandbox's events reach the app. By default over HTTP to PUBLIC_URL; the web process sets a
 * local handler that injects the request into its own Fastify instance, so the event goes through the
 * real webhook route (verification included) without depending on the port being reachable.
 */
export interface WebhookOutlet {
  deliver(delivery: WebhookDelivery): Promise<number>;
  /** Sets the in-process handler; returns the one it replaces. */
  setLocalHandler(
    handler: ((delivery: WebhookDelivery) => Promise<number>) | undefined,
  ): ((delivery: WebhookDelivery) => Promise<number>) | undefined;
}

export function createWebhookOutlet(publicUrl: string): WebhookOutlet {
  let local: ((delivery: WebhookDelivery) => Promise<number>) | undefined;
  return {
    async deliver(delivery) {
      if (local && delivery.url.startsWith(`${publicUrl}/`)) return local(delivery);
      const answer = await fetch(delivery.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...delivery.headers },
        body: delivery.body,
        signal: AbortSignal.timeout(15_000),
      });
      return answer.status;
    },
    setLocalHandler(handler) {
      const previous = local;
      local = handler;
      return previous;
    },
  };
}

const KEY_SETTING = "paypal-sandbox:webhook_private_key";
const CERT_SETTING = "paypal-sandbox:webhook_cert_id";
const WEBHOOK_SETTING = "paypal-sandbox:webhook_id";

const SUMMARIES: Record<string, string> = {
  "BILLING.SUBSCRIPTION.ACTIVATED": "Subscription activated",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED": "Subscription payment failed",
  "BILLING.SUBSCRIPTION.SUSPENDED": "Subscription suspended",
  "BILLING.SUBSCRIPTION.CANCELLED": "Subscription cancelled",
  "BILLING.SUBSCRIPTION.EXPIRED": "Subscription expired",
  "PAYMENT.SALE.COMPLETED": "Payment completed for $ 99.9 USD",
};

export interface SandboxWebhooks {
  webhookId(): Promise<string>;
  certPem(certId: string): Promise<string | undefined>;
  /** Signs and sends one event for `resource`; records it and the app's answer. */
  emit(eventType: string, resource: JsonObject): Promise<void>;
  /** Sends later, as PayPal does after an API call or the buyer's approval; `idle()` waits for it. */
  emitLater(eventType: string, resource: JsonObject): void;
  /** Resolves once every event sent with `emitLater` has been answered (or failed). */
  idle(): Promise<void>;
  /** PayPal's verify-webhook-signature: SUCCESS only for an event this sandbox signed, unchanged. */
  verify(input: {
    auth_algo: string;
    cert_url: string;
    transmission_id: string;
    transmission_sig: string;
    transmission_time: string;
    webhook_id: string;
    webhook_event: unknown;
  }): Promise<"SUCCESS" | "FAILURE">;
  /** Events sent about a resource, newest first (the control API lists them). */
  listEvents(resourceId: string): Promise<(typeof paypalSandboxWebhookEvents.$inferSelect)[]>;
}

/**
 * The sandbox's webhook: one RSA key (a PayPal certificate stands for it), one webhook id, and events
 * signed as PayPal signs them: SHA256withRSA over `transmission_id|transmission_time|webhook_id|crc32`.
 */
export function createSandboxWebhooks(options: {
  db: Database;
  publicUrl: string;
  outlet: WebhookOutlet;
  logger?: Logger;
}): SandboxWebhooks {
  const { db, outlet } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  let keys: Promise<{ privatePem: string; publicPem: string; certId: string }> | undefined;

  function loadKeys() {
    keys ??= (async () => {
      const generated = generateKeyPairSync("rsa", { modulusLength: 2048 });
      const privatePem = await claimSetting(
        db,
        KEY_SETTING,
        generated.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      );
      const publicPem = createPublicKey(createPrivateKey(privatePem))
        .export({ type: "spki", format: "pem" })
        .toString();
      const certId = await claimSetting(db, CERT_SETTING, newCertId());
      return { privatePem, publicPem, certId };
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }
  const certUrl = (certId: string) => `${publicUrl}/sandbox/paypal/v1/notifications/certs/${certId}`;
  const webhookId = () => claimSetting(db, WEBHOOK_SETTING, newWebhookId());

  const pending = new Set<Promise<void>>();

  const sandboxWebhooks: SandboxWebhooks = {
    webhookId,
    async certPem(certId) {
      const loaded = await loadKeys();
      return certId === loaded.certId ? loaded.publicPem : undefined;
    },

    async emit(eventType, resource) {
      const { privatePem, certId } = await loadKeys();
      const id = newWebhookEventId();
      const now = new Date();
      const isSale = eventType.startsWith("PAYMENT.SALE");
      const event = {
        id,
        event_version: "1.0",
        create_time: toPayPalTime(now),
        resource_type: isSale ? "sale" : "subscription",
        resource_version: isSale ? "1.0" : "2.0",
        event_type: eventType,
        summary: SUMMARIES[eventType] ?? eventType,
        resource,
        links: [
          {
            href: `${publicUrl}/sandbox/paypal/v1/notifications/webhooks-events/${id}`,
            rel: "self",
            method: "GET",
          },
        ],
      };
      const body = JSON.stringify(event);
      const transmissionId = crypto.randomUUID();
      const transmissionTime = now.toISOString();
      const signature = sign(
        privatePem,
        `${transmissionId}|${transmissionTime}|${await webhookId()}|${crc32(body)}`,
      );
      const headers = {
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": transmissionTime,
        "paypal-transmission-sig": signature,
        "paypal-cert-url": certUrl(certId),
        "paypal-auth-algo": "SHA256withRSA",
      };
      // A sale is listed under its subscription, as the control API looks events up.
      const resourceId = String(resource.billing_agreement_id ?? resource.id ?? "");
      await db.insert(paypalSandboxWebhookEvents).values({ id, eventType, resourceId, body, headers });
      const status = await outlet
        .deliver({ url: `${publicUrl}${WEBHOOK_PATH}`, body, headers })
        .catch((error: unknown) => {
          options.logger?.warn(
            { err: error, eventType, eventId: id },
            "paypal sandbox: webhook not delivered",
          );
          return 0;
        });
      await db
        .update(paypalSandboxWebhookEvents)
        .set({ deliveryStatus: status })
        .where(eq(paypalSandboxWebhookEvents.id, id));
    },

    emitLater(eventType, resource) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sandboxWebhooks.emit(eventType, resource))
        .catch((error: unknown) =>
          options.logger?.warn({ err: error, eventType }, "paypal sandbox: webhook not sent"),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },

    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async verify(input) {
      const { publicPem, certId } = await loadKeys();
      if (input.auth_algo !== "SHA256withRSA" || input.cert_url !== certUrl(certId)) return "FAILURE";
      if (input.webhook_id !== (await webhookId())) return "FAILURE";
      const body = JSON.stringify(input.webhook_event);
      const message = `${input.transmission_id}|${input.transmission_time}|${input.webhook_id}|${crc32(body)}`;
      try {
        const verifier = createVerify("RSA-SHA256");
        verifier.update(message);
        return verifier.verify(publicPem, input.transmission_sig, "base64") ? "SUCCESS" : "FAILURE";
      } catch {
        return "FAILURE";
      }
    },

    listEvents(resourceId) {
      return db
        .select()
        .from(paypalSandboxWebhookEvents)
        .where(eq(paypalSandboxWebhookEvents.resourceId, resourceId))
        .orderBy(desc(paypalSandboxWebhookEvents.createdAt));
    },
  };
  return sandboxWebhooks;
}

function sign(privatePem: string, message: string): string {
  const signer = createSign("RSA-SHA256");
  signer.update(message);
  return signer.sign(privatePem, "base64");
}
