import { z } from "zod";

export const HEALTH_CHECK_PATH = "/health-check";

export const ZHealthResponse = z.object({ status: z.literal("ok") });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** 503: which dependency failed, with the usual `{ code, message }` for clients that read only those. */
export const ZHealthFailure = z.object({
  status: z.literal("error"),
  database: z.literal("no responde"),
  code: z.string(),
  message: z.string(),
});
export type THealthFailure = z.infer<typeof ZHealthFailure>;
