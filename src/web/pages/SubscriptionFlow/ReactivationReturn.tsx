import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { confirmPayment } from "../../api/auth";
import { ApiError } from "../../api/http-client";
import { ProviderDialog } from "./ProviderDialog";

/** While PayPal still clears the payment, the page asks the server again this often. */
export const PENDING_POLL_MS = 5_000;

type ReturnState =
  | { kind: "checking" }
  | { kind: "pending" }
  | { kind: "done" }
  | { kind: "failed"; message: string };

/**
 * PayPal sent the buyer back to /reactivate-subscription: the server confirms with PayPal (never
 * trusting the address), then the dialog says 'Pago completado' and 'Continuar' goes to /. A payment
 * still clearing is shown as pending, and the page notices by itself when it clears.
 */
export function ReactivationReturn({
  token,
  userId,
  subscriptionId,
}: {
  token: string;
  userId: string;
  subscriptionId: string;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<ReturnState>({ kind: "checking" });

  useEffect(() => {
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function check() {
      try {
        await confirmPayment(token, { user_id: userId, transaction_id: subscriptionId });
        if (isCurrent) setState({ kind: "done" });
      } catch (error) {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.code === "PAYMENT_PENDING") {
          setState({ kind: "pending" });
          timer = setTimeout(() => void check(), PENDING_POLL_MS);
        } else {
          setState({
            kind: "failed",
            message: error instanceof Error ? error.message : MESSAGES.payment.processError,
          });
        }
      }
    }
    void check();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [token, userId, subscriptionId]);

  return (
    <Stack gap="md">
      {state.kind === "checking" && (
        <Center py="md">
          <Stack align="center" gap="sm">
            <Loader aria-label={MESSAGES.payment.verifying} />
            <Text>Estamos confirmando su pago con PayPal. Esto puede tardar unos segundos.</Text>
          </Stack>
        </Center>
      )}
      {state.kind === "pending" && (
        <Alert color="blue" title="Pago en proceso" role="status">
          PayPal aprobó la suscripción y el cobro todavía está en proceso. Esta página se actualizará sola en
          cuanto PayPal lo confirme; también le enviaremos un correo.
        </Alert>
      )}
      {state.kind === "failed" && (
        <>
          <Alert color="red" title={MESSAGES.payment.processErrorTitle} role="alert">
            {state.message}
          </Alert>
          <Button component={Link} to="/reactivate-subscription" reloadDocument>
            {MESSAGES.payment.retry}
          </Button>
        </>
      )}
      <ProviderDialog
        mode="reactivate"
        state={state.kind === "done" ? { step: "done" } : null}
        onConfirm={() => undefined}
        onClose={() => navigate("/", { replace: true })}
        onContinue={() => navigate("/", { replace: true })}
      />
    </Stack>
  );
}
