import { Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { activateAccount } from "../../api/auth";
import { ApiError } from "../../api/http-client";
import {
  claimSessionFlag,
  isAccountActivated,
  markAccountActivated,
  type SessionFlag,
} from "../../auth/browser-storage";
import { AuthLayout } from "../../components/AuthLayout";
import { showToast } from "../../components/toasts";
import { ResendActivationForm } from "./ResendActivationForm";

type ActivationResult = "success" | "expired" | "error";

const RESULT_PATHS: Record<ActivationResult, string> = {
  success: "/activation-success",
  expired: "/activation-expired",
  error: "/activation-error",
};

// An activation link works once. React's development double effect (and any remount) must not spend
// it twice, so each token's call is made once per page load and its result shared.
const activations = new Map<string, Promise<ActivationResult>>();

function isExpiry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const detail = typeof error.detail === "string" ? error.detail : "";
  return error.code === "TOKEN_EXPIRED" || `${error.message} ${detail}`.includes("expirado");
}

function activateOnce(token: string): Promise<ActivationResult> {
  let pending = activations.get(token);
  if (!pending) {
    pending = activateAccount(token).then(
      () => "success" as const,
      (error: unknown) => (isExpiry(error) ? "expired" : "error"),
    );
    activations.set(token, pending);
  }
  return pending;
}

type View = "loading" | "missing-token" | ActivationResult;

function viewFor(pathname: string, token: string | null): View {
  if (pathname === "/activation-success") return "success";
  if (pathname === "/activation-expired") return "expired";
  if (pathname === "/activation-error") return "error";
  return token || isAccountActivated() ? "loading" : "missing-token";
}

const NOTICES: Partial<
  Record<View, { flag: SessionFlag; title: string; kind: "success" | "warning" | "error" }>
> = {
  success: { flag: "activation_success_notified", title: "Cuenta activada", kind: "success" },
  expired: { flag: "activation_expired_notified", title: MESSAGES.activation.expired, kind: "warning" },
  error: { flag: "activation_error_notified", title: MESSAGES.activation.error, kind: "error" },
  "missing-token": {
    flag: "token_not_found_notified",
    title: MESSAGES.activation.missingToken,
    kind: "error",
  },
};

const TEXTS: Record<Exclude<View, "loading">, { title: string; message: string }> = {
  success: {
    title: "Cuenta activada",
    message: "Su cuenta ha sido activada correctamente. Ya puede iniciar sesión.",
  },
  expired: { title: "Enlace de activación expirado", message: MESSAGES.activation.expired },
  error: { title: "No se pudo activar la cuenta", message: MESSAGES.activation.error },
  "missing-token": { title: "No se pudo activar la cuenta", message: MESSAGES.activation.missingToken },
};

/** /activate-account and its three outcomes, one screen (spec 01 §2, §4). */
export function ActivationPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get("token");
  const view = viewFor(pathname, token);

  useEffect(() => {
    if (view !== "loading") return;
    if (!token) {
      // Already activated in this browser and opened again without its link.
      navigate(RESULT_PATHS.success, { replace: true });
      return;
    }
    let isCurrent = true;
    void activateOnce(token).then((result) => {
      if (!isCurrent) return;
      if (result === "success") markAccountActivated();
      navigate(RESULT_PATHS[result], { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [view, token, navigate]);

  // Each notice once per browser session, however often the view is opened.
  useEffect(() => {
    const notice = NOTICES[view];
    if (notice && claimSessionFlag(notice.flag)) showToast({ title: notice.title, kind: notice.kind });
  }, [view]);

  if (view === "loading") {
    return (
      <AuthLayout title="Activación de cuenta">
        <Center py="lg">
          <Stack align="center" gap="sm">
            <Loader aria-label="Activando su cuenta" />
            <Text>Activando su cuenta...</Text>
          </Stack>
        </Center>
      </AuthLayout>
    );
  }

  const text = TEXTS[view];
  return (
    <AuthLayout title={text.title}>
      <Text>{text.message}</Text>
      {view === "success" ? (
        <Button component={Link} to="/login">
          Iniciar sesión
        </Button>
      ) : (
        <ResendActivationForm />
      )}
      <Anchor component={Link} to="/" size="sm">
        Volver al inicio
      </Anchor>
    </AuthLayout>
  );
}
