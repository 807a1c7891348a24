import type { AppContext } from "../context";
import { createAuthJobs } from "../features/auth/auth.jobs";
import { createDocumentJobs } from "../features/documents/documents.jobs";
import { createPaymentJobs } from "../features/payments/payments.jobs";
import { createPhaseJobs } from "../features/phases/phases.jobs";
import type { JobDefinition } from "./queue";

/**
 * Every background job of the product, from each feature's `<feature>.jobs.ts`. The queue in `ctx`
 * works once the queue has started, so handlers may send follow-up jobs.
 */
export function createAllJobs(ctx: AppContext): JobDefinition[] {
  return [
    ...createAuthJobs(ctx),
    ...createDocumentJobs(ctx),
    ...createPhaseJobs(ctx),
    ...createPaymentJobs(ctx),
  ] as JobDefinition[];
}
