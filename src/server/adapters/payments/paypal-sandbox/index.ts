/** The built-in PayPal sandbox: its routes, its credentials, and the in-process fetch that reaches it. */
export {
  PAYPAL_SANDBOX_PREFIX,
  type PayPalSandboxOptions,
  paypalSandboxRoutes,
} from "./paypal-sandbox.routes";
export { getSandboxCredentials, type SandboxCredentials } from "./sandbox-credentials";
export { createSandboxFetch } from "./sandbox-fetch";
export {
  createSandboxWebhooks,
  createWebhookOutlet,
  type SandboxWebhooks,
  WEBHOOK_PATH,
  type WebhookDelivery,
  type WebhookOutlet,
} from "./sandbox-webhooks";
