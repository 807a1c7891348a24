import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type TIdentityCheckRequest,
  type TIdentityCheckResponse,
  type TSubscribeResponse,
  type TSubscriptionMessage,
  ZIdentityCheckResponse,
  ZInvoicesResponse,
  ZPaymentMethodsResponse,
  ZSubscribeResponse,
  ZSubscriptionMessage,
  ZSubscriptionState,
} from "../../shared/contracts/subscriptions";
import { apiRequest } from "./http-client";

export function checkIdentity(body: TIdentityCheckRequest): Promise<TIdentityCheckResponse> {
  return apiRequest("/api/subscriptions/identity-check", {
    method: "POST",
    body,
    schema: ZIdentityCheckResponse,
  });
}

export function cancelWithGrant(accessToken: string): Promise<TSubscriptionMessage> {
  return apiRequest("/api/subscriptions/public/cancel", {
    method: "POST",
    body: { access_token: accessToken },
    schema: ZSubscriptionMessage,
  });
}

/** The reactivation's checkout; an answer without a redirect URL is refused by the schema. */
export function subscribeWithGrant(accessToken: string): Promise<TSubscribeResponse> {
  return apiRequest("/api/subscriptions/public/subscribe", {
    method: "POST",
    body: { access_token: accessToken, planId: "monthly_plan" },
    schema: ZSubscribeResponse,
  });
}

const BILLING_KEY = ["billing"] as const;

export function useSubscriptionState(isEnabled: boolean) {
  return useQuery({
    queryKey: [...BILLING_KEY, "state"],
    queryFn: ({ signal }) =>
      apiRequest("/api/payments/status/current", { schema: ZSubscriptionState, signal }),
    enabled: isEnabled,
  });
}

export function useInvoices(isEnabled: boolean) {
  return useQuery({
    queryKey: [...BILLING_KEY, "invoices"],
    queryFn: ({ signal }) => apiRequest("/api/invoices", { schema: ZInvoicesResponse, signal }),
    enabled: isEnabled,
  });
}

export function usePaymentMethods(isEnabled: boolean) {
  return useQuery({
    queryKey: [...BILLING_KEY, "methods"],
    queryFn: ({ signal }) => apiRequest("/api/payment-methods", { schema: ZPaymentMethodsResponse, signal }),
    enabled: isEnabled,
  });
}

/** 'Cancelar al final del periodo' and 'Reanudar suscripción'. */
export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "cancel" | "resume") =>
      apiRequest(`/api/subscriptions/${action}`, {
        method: "POST",
        body: action === "cancel" ? { atPeriodEnd: true } : {},
        schema: ZSubscriptionMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
