import { HEALTH_CHECK_PATH, type THealthResponse, ZHealthResponse } from "../../shared/contracts/health";
import { apiRequest } from "./http-client";

export const HEALTH_TIMEOUT_MS = 10_000;

/** Resolves when the API and its database answer; throws ApiError otherwise. */
export function fetchHealth(): Promise<THealthResponse> {
  return apiRequest(HEALTH_CHECK_PATH, { schema: ZHealthResponse, timeoutMs: HEALTH_TIMEOUT_MS });
}
