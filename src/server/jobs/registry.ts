import type { JobDefinition } from "./queue";

/** Every background job of the product, from each feature's `<feature>.jobs.ts`. */
export const ALL_JOBS: JobDefinition[] = [];
