import { Alert, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { MESSAGES } from "../../../shared/messages";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";

export type ProviderDialogState =
  | { step: "confirm" }
  | { step: "working" }
  | { step: "done" }
  | { step: "failed"; message: string };

/**
 * Step 3, the payment-provider dialog (spec 01 §2): 'Cancelación de suscripción' warns that access ends
 * at once; 'Pago de suscripción' shows the plan before PayPal. Success: 'Suscripción cancelada' or
 * 'Pago completado', with 'Continuar'.
 */
export function ProviderDialog({
  mode,
  state,
  onConfirm,
  onClose,
  onContinue,
}: {
  mode: "cancel" | "reactivate";
  state: ProviderDialogState | null;
  onConfirm: () => void;
  onClose: () => void;
  onContinue: () => void;
}) {
  const isCancel = mode === "cancel";
  const title = isCancel ? "Cancelación de suscripción" : MESSAGES.payment.dialogTitle;
  const isWorking = state?.step === "working";
  return (
    <Modal
      opened={state !== null}
      onClose={isWorking ? () => undefined : onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": "Cerrar" }}
    >
      {state?.step === "done" ? (
        <Stack gap="md">
          <Alert
            color={isCancel ? "gray" : "teal"}
            title={isCancel ? "Suscripción cancelada" : MESSAGES.payment.completed}
          >
            {isCancel
              ? "Su suscripción fue cancelada y PayPal no le hará más cargos. Sus proyectos se conservan: puede reactivarla cuando quiera."
              : "Su pago fue confirmado y su suscripción está al corriente. Ya puede iniciar sesión."}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onContinue}>Continuar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {isCancel ? (
            <Alert color="red" title="Atención">
              Al cancelar perderá de inmediato el acceso a las funciones premium. La cancelación es efectiva
              inmediatamente.
            </Alert>
          ) : (
            <>
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
              <Text size="sm">Será dirigido a PayPal para autorizar la nueva suscripción.</Text>
            </>
          )}
          {state?.step === "failed" && (
            <Alert color="red" role="alert">
              {state.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isWorking}>
              Volver
            </Button>
            <Button color={isCancel ? "red.9" : undefined} loading={isWorking} onClick={onConfirm}>
              {isCancel ? "Cancelar suscripción" : "Continuar a PayPal"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
