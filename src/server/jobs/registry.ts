import type { AppContext } from "../context";
import { createAuthJobs } from "../features/auth/auth.jobs";
import { createDocumentJobs } from "../features/documents/documents.jobs";
import { createPhaseJobs } from "../features/phases/phases.jobs";
import type { JobDefinition } from "./queue";

/** Every background job of the product, from each feature's `<feature>.jobs.ts`. */
export function createAllJobs(ctx: Omit<AppContext, "queue">): JobDefinition[] {
  return [...createAuthJobs(ctx), ...createDocumentJobs(ctx), ...createPhaseJobs(ctx)] as JobDefinition[];
}
