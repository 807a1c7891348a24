import type { Logger } from "pino";
import type { Config } from "../../config/config";
import type { Database } from "../../db/client";
import type { PaymentsGateway } from "./payments-gateway";
import { createPayPalGateway } from "./paypal-client";
import {
  createSandboxFetch,
  createSandboxWebhooks,
  createWebhookOutlet,
  getSandboxCredentials,
  PAYPAL_SANDBOX_PREFIX,
} from "./paypal-sandbox";

export const SANDBOX_IN_PRODUCTION_MESSAGE =
  "El sandbox de PayPal integrado no puede usarse en producción: configure PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET y PAYPAL_API_BASE.";

/**
 * PayPal when its credentials are configured; otherwise the built-in sandbox, reached in-process (no
 * network, so web and worker processes both work). The sandbox is refused in production.
 */
export async function createPaymentsGateway(options: {
  config: Config;
  db: Database;
  logger: Logger;
}): Promise<PaymentsGateway> {
  const { config, db, logger } = options;
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE } = config;
  if (PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET && PAYPAL_API_BASE) {
    logger.info({ apiBase: PAYPAL_API_BASE }, "pagos: PayPal");
    return createPayPalGateway({
      apiBase: PAYPAL_API_BASE,
      clientId: PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_CLIENT_SECRET,
      kind: "paypal",
      db,
      logger,
      appName: config.APP_NAME,
      webhookId: async () => config.PAYPAL_WEBHOOK_ID,
    });
  }
  if (config.isProduction) throw new Error(SANDBOX_IN_PRODUCTION_MESSAGE);
  const credentials = await getSandboxCredentials(db);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, "");
  const apiBase = `${publicUrl}${PAYPAL_SANDBOX_PREFIX}`;
  logger.info({ apiBase }, "pagos: sandbox de PayPal integrado");
  const outlet = createWebhookOutlet(publicUrl);
  const webhooks = createSandboxWebhooks({ db, publicUrl, outlet, logger });
  const gateway = createPayPalGateway({
    apiBase,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    kind: "builtin-sandbox",
    db,
    logger,
    appName: config.APP_NAME,
    fetch: await createSandboxFetch({ db, publicUrl, webhooks, logger }),
    // The sandbox's own webhook, unless PAYPAL_WEBHOOK_ID names one (it then fails verification).
    webhookId: async () => config.PAYPAL_WEBHOOK_ID ?? (await webhooks.webhookId()),
  });
  return { ...gateway, sandbox: { webhooks, outlet } };
}
