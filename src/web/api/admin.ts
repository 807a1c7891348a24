import { useQuery } from "@tanstack/react-query";
import { ADMIN_STATS_PATH, ZAdminStatsResponse } from "../../shared/contracts/admin";
import { apiRequest } from "./http-client";

/** The admin panel's figures, fresh on every visit to the panel. */
export function useAdminStats() {
  return useQuery({
    queryKey: ["admin", "stats"],
    queryFn: ({ signal }) => apiRequest(ADMIN_STATS_PATH, { schema: ZAdminStatsResponse, signal }),
    meta: { isSilent: true },
  });
}
