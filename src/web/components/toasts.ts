import { notifications } from "@mantine/notifications";
import { MESSAGES } from "../../shared/messages";
import { ApiError } from "../api/http-client";

export const TOAST_DURATION_MS = 5_000;
export const HEALTH_TOAST_DURATION_MS = 8_000;
export const MAX_TOASTS = 5;

type ToastKind = "error" | "warning" | "success" | "info";
const COLORS: Record<ToastKind, string> = {
  error: "red",
  warning: "orange",
  success: "green",
  info: "indigo",
};

const visibleUntil = new Map<string, number>();

/**
 * Shows a toast unless the same one is already on screen (deduplicated by title and message).
 * Returns whether it was shown.
 */
export function showToast(toast: {
  title: string;
  message?: string;
  kind?: ToastKind;
  durationMs?: number;
}): boolean {
  const id = `toast:${toast.title}|${toast.message ?? ""}`;
  const now = Date.now();
  if ((visibleUntil.get(id) ?? 0) > now) return false;
  const durationMs = toast.durationMs ?? TOAST_DURATION_MS;
  visibleUntil.set(id, now + durationMs);
  notifications.show({
    id,
    title: toast.title,
    message: toast.message ?? "",
    color: COLORS[toast.kind ?? "info"],
    autoClose: durationMs,
    closeButtonProps: { "aria-label": "Cerrar notificación" },
    onClose: () => visibleUntil.delete(id),
  });
  return true;
}

/**
 * The spec's global handler for failed requests: CORS, network, unexpected and 'Error {status}' toasts;
 * nothing for SECURE_AUTH_ERROR codes, which their screens explain themselves.
 */
export function reportRequestError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    showToast({ title: MESSAGES.toasts.unexpected, message: (error as Error)?.message, kind: "error" });
    return;
  }
  if (error.code.includes("SECURE_AUTH_ERROR") || error.code === "ABORTED") return;
  if (error.code === "CORS_ERROR")
    showToast({ title: MESSAGES.toasts.cors, message: error.message, kind: "error" });
  else if (error.code === "NETWORK_ERROR" || error.code === "REQUEST_TIMEOUT") {
    showToast({ title: MESSAGES.toasts.network, message: error.message, kind: "error" });
  } else if (error.status > 0) {
    showToast({ title: `Error ${error.status}`, message: error.message, kind: "error" });
  } else showToast({ title: MESSAGES.toasts.unexpected, message: error.message, kind: "error" });
}
