import { useEffect } from "react";
import { MESSAGES } from "../../shared/messages";
import { fetchHealth } from "../api/health";
import { ApiError } from "../api/http-client";
import { HEALTH_TOAST_DURATION_MS, showToast } from "./toasts";

/** Checks the API once when the app starts and warns (8 s) when it cannot be reached. */
export function StartupHealthCheck() {
  useEffect(() => {
    fetchHealth().catch((error: unknown) => {
      const title =
        error instanceof ApiError && error.code !== "UNKNOWN_ERROR"
          ? MESSAGES.health.startupWarning
          : MESSAGES.health.startupUnverified;
      showToast({ title, kind: "warning", durationMs: HEALTH_TOAST_DURATION_MS });
    });
  }, []);
  return null;
}
