import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { MESSAGES } from "../../../shared/messages";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { leaveForProvider } from "./leave-for-provider";

/** How long the dialog stays in view, saying where the browser is going, before it goes there. */
export const PROVIDER_AUTO_REDIRECT_MS = 2_000;
/** How long the page waits for the browser to leave for PayPal before offering the fallback. */
export const PROVIDER_REDIRECT_WAIT_MS = 5_000;

type DialogStatus = "idle" | "countdown" | "redirecting" | "stalled" | "failed";

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * 'Pago de suscripción' (spec 01 §2). Opened after a registration with `isAutoRedirect`, it shows the
 * plan, price and method and, after a short moment, sends the browser to PayPal by itself (the
 * 'process' action); 'Continuar a PayPal' does it at once, 'Cancelar' stays. When the browser has not
 * left after a while (a blocked navigation, an extension), a retry and a plain link are offered. With
 * `isCompleted` (the visitor came back after paying) it shows 'Pago completado' and 'Continuar', the
 * 'complete' action.
 */
export function PaymentDialog({
  opened,
  paymentUrl,
  userId,
  isAutoRedirect = false,
  isCompleted = false,
  onClose,
  onComplete,
  onRedirect = leaveForProvider,
}: {
  opened: boolean;
  paymentUrl: string;
  userId: string | null;
  isAutoRedirect?: boolean;
  isCompleted?: boolean;
  onClose: () => void;
  onComplete: () => void;
  /** Leaves for the provider; the page's own navigation unless a caller needs another. */
  onRedirect?: (url: string) => void;
}) {
  const [status, setStatus] = useState<DialogStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const redirect = useRef(onRedirect);
  redirect.current = onRedirect;

  function process() {
    clearTimeout(timer.current);
    // Payment cannot start without the user it pays for, nor towards anything but a web address.
    if (!userId || !isWebAddress(paymentUrl)) {
      setStatus("failed");
      return;
    }
    setStatus("redirecting");
    timer.current = setTimeout(() => setStatus("stalled"), PROVIDER_REDIRECT_WAIT_MS);
    redirect.current(paymentUrl);
  }
  const processRef = useRef(process);
  processRef.current = process;

  useEffect(() => {
    if (!opened || isCompleted || !isAutoRedirect) return;
    setStatus("countdown");
    timer.current = setTimeout(() => processRef.current(), PROVIDER_AUTO_REDIRECT_MS);
    return () => clearTimeout(timer.current);
  }, [opened, isCompleted, isAutoRedirect]);

  useEffect(() => {
    // Coming back from PayPal with the browser's back button restores this page as it was left.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clearTimeout(timer.current);
      setStatus("idle");
    };
    window.addEventListener("pageshow", handlePageShow);
    return () => {
      window.removeEventListener("pageshow", handlePageShow);
      clearTimeout(timer.current);
    };
  }, []);

  function handleClose() {
    clearTimeout(timer.current);
    setStatus("idle");
    onClose();
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={MESSAGES.payment.dialogTitle} centered>
      {isCompleted ? (
        <Stack gap="md">
          <Alert color="teal" title={MESSAGES.payment.completed}>
            Su pago fue confirmado. Para activar su cuenta, abra el enlace que le enviamos por correo
            electrónico.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onComplete}>Continuar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>Plan</Table.Th>
                <Table.Td>{MONTHLY_PLAN.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Monto</Table.Th>
                <Table.Td>
                  {MONTHLY_PLAN.price} {MONTHLY_PLAN.currency} al mes
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Método</Table.Th>
                <Table.Td>{MONTHLY_PLAN.method}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm">
            Será dirigido a PayPal para autorizar la suscripción. Al volver verificaremos el pago y le
            enviaremos el correo para activar su cuenta.
          </Text>
          {(status === "countdown" || status === "redirecting") && (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Redirigiendo a PayPal...</Text>
            </Group>
          )}
          {status === "stalled" && (
            <Alert color="blue" title={MESSAGES.payment.startFailed}>
              <Stack gap="xs">
                <Text size="sm">{MESSAGES.payment.paypalGeneric}</Text>
                <Anchor href={paymentUrl} size="sm">
                  Abrir PayPal directamente
                </Anchor>
              </Stack>
            </Alert>
          )}
          {status === "failed" && (
            <Alert color="red" title={MESSAGES.payment.paypalError}>
              {MESSAGES.payment.startFailed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              Cancelar
            </Button>
            <Button onClick={process} disabled={status === "redirecting"}>
              {status === "stalled" ? "Reintentar" : "Continuar a PayPal"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
