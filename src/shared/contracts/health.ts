import { z } from "zod";

export const HEALTH_CHECK_PATH = "/health-check";

export const ZHealthResponse = z.object({ status: z.literal("ok") });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
