import { useQuery } from "@tanstack/react-query";
import {
  PUBLIC_CONFIG_PATH,
  type TPublicConfigResponse,
  ZPublicConfigResponse,
} from "../../shared/contracts/public-config";
import { apiRequest } from "./http-client";

export function fetchPublicConfig(): Promise<TPublicConfigResponse> {
  return apiRequest(PUBLIC_CONFIG_PATH, { schema: ZPublicConfigResponse });
}

/** This installation's names, contact and legal placeholders; loaded once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: fetchPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isSilent: true },
  });
}
