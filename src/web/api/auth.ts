import { useMutation, useQuery } from "@tanstack/react-query";
import {
  AUTH_PATHS,
  type TLoginFailureDetail,
  type TLoginRequest,
  type TLoginResponse,
  type TMessageResponse,
  type TRegisterRequest,
  type TRegisterResponse,
  type TResetPasswordRequest,
  type TSessionUser,
  ZLoginFailureDetail,
  ZLoginResponse,
  ZMessageResponse,
  ZProfileResponse,
  ZRegisterResponse,
  ZVerifyResetTokenResponse,
} from "../../shared/contracts/auth";
import {
  confirmPaymentPath,
  type TConfirmPaymentRequest,
  type TConfirmPaymentResponse,
  ZConfirmPaymentResponse,
} from "../../shared/contracts/payments";
import { MESSAGES } from "../../shared/messages";
import { ApiError, apiRequest } from "./http-client";

export const PROFILE_QUERY_KEY = ["auth", "profile"] as const;

/** The signed-in user, or null when the server says there is no session (401). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<TSessionUser | null> {
  try {
    const { user } = await apiRequest(AUTH_PATHS.profile, { schema: ZProfileResponse, signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest(AUTH_PATHS.login, { method: "POST", body, schema: ZLoginResponse });
}

/** Failures so far and minutes left, from a failed login's `detail`; null when it carries none. */
export function readLoginFailure(error: unknown): TLoginFailureDetail | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ZLoginFailureDetail.safeParse(error.detail);
  return parsed.success ? parsed.data : null;
}

export async function logout(): Promise<void> {
  await apiRequest(AUTH_PATHS.logout, { method: "POST" });
}

/**
 * Registers and returns the checkout. An answer without a usable user id is the spec's registration
 * failure ('Ocurrió un error al procesar su registro...'), not a generic unexpected error.
 */
export async function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  const answer = await apiRequest<unknown>(AUTH_PATHS.register, { method: "POST", body });
  const parsed = ZRegisterResponse.safeParse(answer);
  if (!parsed.success) throw new ApiError("UNKNOWN_ERROR", MESSAGES.register.missingUserId, 200);
  return parsed.data;
}

export function confirmPayment(
  token: string,
  body: TConfirmPaymentRequest,
): Promise<TConfirmPaymentResponse> {
  return apiRequest(confirmPaymentPath(token), { method: "POST", body, schema: ZConfirmPaymentResponse });
}

export function activateAccount(token: string): Promise<TMessageResponse> {
  return apiRequest(AUTH_PATHS.activate, { method: "POST", body: { token }, schema: ZMessageResponse });
}

export function resendActivation(email: string): Promise<TMessageResponse> {
  return apiRequest(AUTH_PATHS.resendActivation, {
    method: "POST",
    body: { email },
    schema: ZMessageResponse,
  });
}

export function requestPasswordReset(body: {
  email: string;
  recaptcha_token: string;
}): Promise<TMessageResponse> {
  return apiRequest(AUTH_PATHS.forgotPassword, { method: "POST", body, schema: ZMessageResponse });
}

export async function verifyResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const path = `${AUTH_PATHS.verifyResetToken}?token=${encodeURIComponent(token)}`;
  const { valid } = await apiRequest(path, { schema: ZVerifyResetTokenResponse, signal });
  return valid;
}

export function resetPassword(body: TResetPasswordRequest): Promise<TMessageResponse> {
  return apiRequest(AUTH_PATHS.resetPassword, { method: "POST", body, schema: ZMessageResponse });
}

// The pages below explain their own failures, so their mutations stay out of the global toasts.
const SILENT = { isSilent: true } as const;

export function useLoginMutation() {
  return useMutation({ mutationFn: login, meta: SILENT });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register, meta: SILENT });
}

export function useResendActivationMutation() {
  return useMutation({ mutationFn: resendActivation, meta: SILENT });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset, meta: SILENT });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword, meta: SILENT });
}

/** Whether the reset link's token is still valid; disabled without a token. */
export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ["auth", "verify-reset-token", token],
    queryFn: ({ signal }) => verifyResetToken(token ?? "", signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: SILENT,
  });
}
