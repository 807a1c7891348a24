import { createHash } from "node:crypto";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { PayPalHttp } from "./paypal-http";
import { claimSetting, readSetting } from "./settings-store";

/**
 * The PayPal product and monthly plan the subscriptions use: created once per PayPal account and
 * remembered in app_settings. The keys name the API base and the client id (another account at the
 * same base has other plans) and the plan key names the price (a new price makes a new plan). Creation
 * uses stable PayPal-Request-Ids and `insert … on conflict do nothing`, so processes that race end up
 * with the same ids.
 */
export function createMonthlyPlanCatalog(options: {
  http: PayPalHttp;
  db: Database;
  apiBase: string;
  clientId: string;
  appName: string;
}): { getMonthlyPlanId(): Promise<string> } {
  const { http, db, apiBase, clientId, appName } = options;
  const namespace = `paypal:${apiBase}:${clientId}`;
  const productKey = `${namespace}:product_id`;
  const planKey = `${namespace}:plan_id:${MONTHLY_PLAN.id}:${MONTHLY_PLAN.price}-${MONTHLY_PLAN.currency}`;
  let memo: Promise<string> | undefined;

  async function ensureProductId(): Promise<string> {
    const known = await readSetting(db, productKey);
    if (known) return known;
    const product = (await http({
      method: "POST",
      path: "/v1/catalogs/products",
      requestId: stableRequestId("product", productKey),
      body: {
        name: appName.slice(0, 127),
        description:
          `Suscripción a ${appName}: asistencia en análisis de documentos y generación de contenidos`.slice(
            0,
            256,
          ),
        type: "SERVICE",
        category: "SOFTWARE",
      },
    })) as { id?: unknown } | undefined;
    return claimSetting(db, productKey, requireId(product));
  }

  async function ensurePlanId(): Promise<string> {
    const known = await readSetting(db, planKey);
    if (known) return known;
    const productId = await ensureProductId();
    const plan = (await http({
      method: "POST",
      path: "/v1/billing/plans",
      requestId: stableRequestId("plan", `${planKey}:${productId}`),
      body: {
        product_id: productId,
        name: MONTHLY_PLAN.name,
        description: `${appName}: ${MONTHLY_PLAN.name}`.slice(0, 127),
        status: "ACTIVE",
        billing_cycles: [
          {
            frequency: { interval_unit: MONTHLY_PLAN.interval, interval_count: 1 },
            tenure_type: "REGULAR",
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: {
              fixed_price: { value: MONTHLY_PLAN.price, currency_code: MONTHLY_PLAN.currency },
            },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: "CANCEL",
          payment_failure_threshold: 1,
        },
      },
    })) as { id?: unknown } | undefined;
    return claimSetting(db, planKey, requireId(plan));
  }

  return {
    getMonthlyPlanId() {
      // One lookup per process; a failure is not remembered, so the next call tries again.
      memo ??= ensurePlanId().catch((error: unknown) => {
        memo = undefined;
        throw error;
      });
      return memo;
    },
  };
}

/** The same resource always gets the same request id, so a retried creation is answered, not repeated. */
function stableRequestId(kind: string, seed: string): string {
  return `licita-${kind}-${createHash("sha256").update(seed).digest("hex").slice(0, 40)}`;
}

function requireId(resource: { id?: unknown } | undefined): string {
  if (typeof resource?.id !== "string" || resource.id.length === 0) {
    throw new AppError("PAYMENT_PROVIDER_ERROR", { detail: { name: "INVALID_RESPONSE" } });
  }
  return resource.id;
}
