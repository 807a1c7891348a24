import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_PATH, ZAdminStatsResponse } from "../../shared/contracts/admin";
import { type AdminPanelKey, dashboardPath, ZDashboard } from "../../shared/contracts/admin-dashboards";
import {
  type TAdminUserListQuery,
  type TSaveUserRequest,
  ZAdminUserListResponse,
  ZAdminUserResponse,
} from "../../shared/contracts/admin-users";
import {
  AUDIT_PATH,
  RECENT_ACTIVITY_PATH,
  type TAuditQuery,
  ZAuditListResponse,
  ZRecentActivityResponse,
} from "../../shared/contracts/audit";
import { apiRequest } from "./http-client";

const usersPath = "/api/admin/users";
const userPath = (id: string) => `${usersPath}/${encodeURIComponent(id)}`;

function toSearch(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const adminKeys = {
  all: ["admin"] as const,
  users: (query: Partial<TAdminUserListQuery>) => ["admin", "users", query] as const,
  user: (id: string) => ["admin", "user", id] as const,
};

/** The admin panel's figures, fresh on every visit to the panel. */
export function useAdminStats() {
  return useQuery({
    queryKey: ["admin", "stats"],
    queryFn: ({ signal }) => apiRequest(ADMIN_STATS_PATH, { schema: ZAdminStatsResponse, signal }),
    meta: { isSilent: true },
  });
}

export function useRecentActivity() {
  return useQuery({
    queryKey: ["admin", "activity"],
    queryFn: ({ signal }) => apiRequest(RECENT_ACTIVITY_PATH, { schema: ZRecentActivityResponse, signal }),
    meta: { isSilent: true },
  });
}

export function useAdminUsers(query: Partial<TAdminUserListQuery>) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      apiRequest(`${usersPath}${toSearch(query)}`, { schema: ZAdminUserListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ""),
    queryFn: ({ signal }) => apiRequest(userPath(id!), { schema: ZAdminUserResponse, signal }),
    enabled: Boolean(id),
  });
}

export function saveUser(id: string | null, body: TSaveUserRequest) {
  return apiRequest(id ? userPath(id) : usersPath, {
    method: id ? "PUT" : "POST",
    body,
    schema: ZAdminUserResponse,
  });
}

/** Suspend, reactivate or delete, then refresh every admin view (list, figures, activity). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "suspend" | "reactivate" | "delete" }) =>
      action === "delete"
        ? apiRequest(userPath(id), { method: "DELETE" })
        : apiRequest(`${userPath(id)}/${action}`, { method: "POST", schema: ZAdminUserResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAuditLog(query: Partial<TAuditQuery>) {
  return useQuery({
    queryKey: ["admin", "audit", query],
    queryFn: ({ signal }) =>
      apiRequest(`${AUDIT_PATH}${toSearch(query)}`, { schema: ZAuditListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(key: AdminPanelKey, days: number, q?: string) {
  return useQuery({
    queryKey: ["admin", "dashboard", key, days, q ?? ""],
    queryFn: ({ signal }) =>
      apiRequest(`${dashboardPath(key)}${toSearch({ days, q })}`, { schema: ZDashboard, signal }),
    placeholderData: keepPreviousData,
  });
}
