import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { IDENTITY_MESSAGES, type TIdentityCheckResponse } from "../../../shared/contracts/subscriptions";
import { ERROR_CODES } from "../../../shared/errors";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { ApiError } from "../../api/http-client";
import { cancelWithGrant, subscribeWithGrant } from "../../api/subscriptions";
import { AuthLayout } from "../../components/AuthLayout";
import { formatDate } from "../../components/dates";
import { leaveForProvider } from "../Register/leave-for-provider";
import { IdentityForm } from "./IdentityForm";
import { ProviderDialog, type ProviderDialogState } from "./ProviderDialog";
import { ReactivationReturn } from "./ReactivationReturn";

const STATUS_LABELS: Record<TIdentityCheckResponse["subscription_status"], string> = {
  pendiente: "Pago pendiente (registro sin pagar)",
  "al corriente": "Al corriente",
  vencido: "Vencida: el último cobro no se pudo realizar",
  cancelado: "Cancelada",
};

/**
 * /cancel-subscription and /reactivate-subscription, one screen (spec 01 §2): identity check, a
 * confirmation, then the payment-provider dialog; afterwards back to /. Reactivation sends the browser
 * to PayPal and comes back here, where the payment is confirmed.
 */
export function SubscriptionFlowPage({ mode }: { mode: "cancel" | "reactivate" }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [identity, setIdentity] = useState<TIdentityCheckResponse | null>(null);
  const [dialog, setDialog] = useState<ProviderDialogState | null>(null);
  const isCancel = mode === "cancel";
  const title = isCancel ? "Cancelar suscripción" : "Reactivar suscripción";
  const back = { to: "/", label: "Volver a inicio de sesión" };
  const returned = {
    token: params.get("token"),
    userId: params.get("user_id"),
    subscriptionId: params.get("subscription_id"),
  };

  if (!isCancel && returned.token && returned.userId && returned.subscriptionId) {
    return (
      <AuthLayout title={title} backLink={back}>
        <ReactivationReturn
          token={returned.token}
          userId={returned.userId}
          subscriptionId={returned.subscriptionId}
        />
      </AuthLayout>
    );
  }

  async function handleConfirm() {
    if (!identity) return;
    setDialog({ step: "working" });
    try {
      if (isCancel) {
        await cancelWithGrant(identity.access_token);
        setDialog({ step: "done" });
        return;
      }
      const { redirectUrl } = await subscribeWithGrant(identity.access_token);
      if (!redirectUrl) throw new ApiError("UNKNOWN_ERROR", IDENTITY_MESSAGES.noPaymentUrl, 200);
      leaveForProvider(redirectUrl);
    } catch (error) {
      setDialog({ step: "failed", message: failureMessage(error, isCancel) });
    }
  }

  const canGoOn = identity && (isCancel ? identity.can_cancel : identity.can_reactivate);
  return (
    <AuthLayout
      title={title}
      backLink={back}
      subtitle={
        identity
          ? undefined
          : "Por seguridad, confirme su identidad con el correo y la contraseña de su cuenta."
      }
    >
      {params.get("pago") === "cancelado" && !identity && (
        <Alert color="red">
          No se completó el pago en PayPal: no se realizó ningún cargo y su suscripción sigue sin reactivarse.
        </Alert>
      )}
      {!identity ? (
        <IdentityForm onVerified={setIdentity} />
      ) : (
        <Stack gap="md">
          <Text>
            Cuenta de <strong>{identity.name}</strong>
          </Text>
          <List spacing={4} size="sm">
            <List.Item>Estado de la suscripción: {STATUS_LABELS[identity.subscription_status]}</List.Item>
            {identity.paid_through && (
              <List.Item>Pagada hasta: {formatDate(identity.paid_through)}</List.Item>
            )}
            <List.Item>
              Plan: {MONTHLY_PLAN.name}, {MONTHLY_PLAN.price} {MONTHLY_PLAN.currency} al mes con{" "}
              {MONTHLY_PLAN.method}
            </List.Item>
          </List>
          {canGoOn ? (
            <Text>
              {isCancel
                ? "¿Desea cancelar su suscripción? PayPal no le hará más cargos. Sus proyectos y documentos se conservan."
                : "¿Desea reactivar su suscripción? Se creará una nueva suscripción mensual en PayPal y, una vez pagada, podrá iniciar sesión."}
            </Text>
          ) : (
            <Alert color="blue">
              {isCancel ? (
                <>
                  Su cuenta no tiene una suscripción activa que cancelar.{" "}
                  <Anchor component={Link} to="/reactivate-subscription" reloadDocument>
                    Reactivar suscripción
                  </Anchor>
                </>
              ) : identity.account_deactivated ? (
                ERROR_CODES.SUBSCRIPTION_ACCOUNT_DEACTIVATED.message
              ) : (
                ERROR_CODES.SUBSCRIPTION_ALREADY_CURRENT.message
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate("/", { replace: true })}>
              Volver a inicio de sesión
            </Button>
            {canGoOn && (
              <Button color={isCancel ? "red.9" : undefined} onClick={() => setDialog({ step: "confirm" })}>
                {isCancel ? "Continuar con la cancelación" : "Continuar con el pago"}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <ProviderDialog
        mode={mode}
        state={dialog}
        onConfirm={() => void handleConfirm()}
        onClose={() => setDialog(null)}
        onContinue={() => navigate("/", { replace: true })}
      />
    </AuthLayout>
  );
}

const CLIENT_CODES = new Set(["NETWORK_ERROR", "REQUEST_TIMEOUT", "CORS_ERROR", "UNKNOWN_ERROR"]);

/** The spec's payment-session texts (§8), or the server's own Spanish reason (an expired check). */
function failureMessage(error: unknown, isCancel: boolean): string {
  const code = error instanceof ApiError ? error.code : "";
  if (!isCancel && (code === "PAYMENT_URL_MISSING" || code === "UNKNOWN_ERROR"))
    return IDENTITY_MESSAGES.noPaymentUrl;
  const isServerReason =
    error instanceof ApiError && !CLIENT_CODES.has(code) && code !== "PAYMENT_SESSION_FAILED";
  if (isServerReason) return error.message;
  return isCancel ? IDENTITY_MESSAGES.unexpected : IDENTITY_MESSAGES.sessionFailed;
}

/** /cancel-subscription, as its own export so the router can load the page lazily. */
export function CancelSubscriptionPage() {
  return <SubscriptionFlowPage mode="cancel" />;
}

/** /reactivate-subscription. */
export function ReactivateSubscriptionPage() {
  return <SubscriptionFlowPage mode="reactivate" />;
}
