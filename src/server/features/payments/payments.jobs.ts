import { z } from "zod";
import type { AppContext } from "../../context";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { recheckSubscriptionCharge } from "./payments.service";
import { reconcileSubscriptions } from "./reconciliation";

const ZRecheckCharge = z.object({ subscriptionId: z.uuid() });

/**
 * Asks PayPal again whether an approved subscription has been charged. PayPal may show a subscription
 * ACTIVE before its first payment (billing_info.last_payment) appears; the page gives up after three
 * attempts, so the server keeps asking. Each run that still finds no charge fails on purpose and
 * pg-boss retries with exponential backoff (about 1, 2, 4 … 1,024 s): 11 retries cover roughly
 * 35 to 70 minutes after approval. Later charges are for the periodic reconciliation.
 */
export const RECHECK_SUBSCRIPTION_CHARGE: JobDescriptor<typeof ZRecheckCharge> = {
  name: "payments.recheck-subscription-charge",
  payload: ZRecheckCharge,
  retryLimit: 11,
};

const ZReconcile = z.object({}).passthrough();

/**
 * Every 10 minutes: asks PayPal about every client whose paid period ends within the hour or has
 * ended, or whose renewal failed, and corrects the local state; sends the cancellations at period end
 * that are due. A lost webhook therefore costs at most one run of this job.
 */
export const RECONCILE_SUBSCRIPTIONS: JobDescriptor<typeof ZReconcile> = {
  name: "payments.reconcile-subscriptions",
  payload: ZReconcile,
  retryLimit: 1,
};

export function createPaymentJobs(ctx: Pick<AppContext, "db" | "payments" | "queue" | "logger">) {
  return [
    defineJob({
      ...RECHECK_SUBSCRIPTION_CHARGE,
      async handle(payload, { logger }) {
        const outcome = await recheckSubscriptionCharge({ ...ctx, logger }, payload);
        logger.info({ subscriptionId: payload.subscriptionId, outcome }, "subscription charge re-checked");
      },
    }),
    defineJob({
      ...RECONCILE_SUBSCRIPTIONS,
      cron: "*/10 * * * *",
      expireInSeconds: 9 * 60,
      async handle(_payload, { logger }) {
        const summary = await reconcileSubscriptions({ ...ctx, logger });
        logger.info(summary, "subscriptions reconciled with PayPal");
      },
    }),
  ];
}
