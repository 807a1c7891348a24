import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { TSubscriptionState } from "../../shared/contracts/subscriptions";
import {
  useInvoices,
  usePaymentMethods,
  useSubscriptionChange,
  useSubscriptionState,
} from "../api/subscriptions";
import { formatDate } from "./dates";

const STATUS_BADGES: Record<TSubscriptionState["subscription_status"], { label: string; color: string }> = {
  "al corriente": { label: "Al corriente", color: "teal.9" },
  vencido: { label: "Vencida", color: "red.9" },
  cancelado: { label: "Cancelada", color: "gray.7" },
  pendiente: { label: "Pago pendiente", color: "gray.7" },
};

/**
 * 'Mi suscripción' (from the client header): plan, status, paid-through date, next charge, the
 * payments with their PDF receipts, and 'Cancelar al final del periodo' / 'Reanudar suscripción'.
 */
export function SubscriptionDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const state = useSubscriptionState(opened);
  const invoices = useInvoices(opened);
  const methods = usePaymentMethods(opened);
  const change = useSubscriptionChange();
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  function run(action: "cancel" | "resume") {
    setNotice(null);
    change.mutate(action, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setIsConfirming(false);
      },
      onError: (error) => {
        setNotice(error.message);
        setIsConfirming(false);
      },
    });
  }

  const data = state.data;
  const badge = data ? STATUS_BADGES[data.subscription_status] : undefined;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Mi suscripción"
      position="right"
      size="lg"
      closeButtonProps={{ "aria-label": "Cerrar" }}
    >
      {state.isPending && <Loader aria-label="Cargando la suscripción" />}
      {state.isError && <Alert color="red">No se pudo cargar su suscripción. Intente de nuevo.</Alert>}
      {data && badge && (
        <Stack gap="lg">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={170}>Plan</Table.Th>
                <Table.Td>
                  {data.plan.name}: {data.plan.amount} {data.plan.currency} al mes
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Estado</Table.Th>
                <Table.Td>
                  <Badge color={badge.color} variant="filled" tt="none">
                    {badge.label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Pagada hasta</Table.Th>
                <Table.Td>{data.paid_through ? formatDate(data.paid_through) : "—"}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Próximo cobro</Table.Th>
                <Table.Td>
                  {data.next_billing_time
                    ? `${formatDate(data.next_billing_time)} (${data.plan.amount} ${data.plan.currency}, PayPal)`
                    : data.cancel_at_period_end && data.paid_through
                      ? `Ninguno: la suscripción termina el ${formatDate(data.paid_through)}`
                      : "Ninguno"}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Forma de pago</Table.Th>
                <Table.Td>
                  {methods.data?.methods[0]
                    ? `Cuenta de PayPal${methods.data.methods[0].email ? ` (${methods.data.methods[0].email})` : ""}`
                    : "PayPal"}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {methods.data && (
            <Text size="sm" c="dimmed">
              {methods.data.message}
            </Text>
          )}
          {notice && (
            <Alert color="blue" role="status">
              {notice}
            </Alert>
          )}
          <Group>
            {data.cancel_at_period_end && !data.cancelled_at ? (
              <Button loading={change.isPending} onClick={() => run("resume")}>
                Reanudar suscripción
              </Button>
            ) : data.subscription_status === "al corriente" && !data.cancelled_at ? (
              <Button color="red.9" variant="outline" onClick={() => setIsConfirming(true)}>
                Cancelar al final del periodo
              </Button>
            ) : null}
          </Group>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Pagos y recibos
            </Title>
            {invoices.data && invoices.data.invoices.length === 0 && (
              <Text size="sm">Aún no hay pagos registrados.</Text>
            )}
            {invoices.data && invoices.data.invoices.length > 0 && (
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Fecha</Table.Th>
                    <Table.Th>Importe</Table.Th>
                    <Table.Th>Periodo hasta</Table.Th>
                    <Table.Th>Recibo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.data.invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{formatDate(invoice.paid_at)}</Table.Td>
                      <Table.Td>
                        {invoice.amount} {invoice.currency}
                      </Table.Td>
                      <Table.Td>{invoice.period_end ? formatDate(invoice.period_end) : "—"}</Table.Td>
                      <Table.Td>
                        <Anchor
                          href={invoice.download_url}
                          download
                          aria-label={`Descargar recibo ${invoice.number}`}
                        >
                          {invoice.number}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Stack>
      )}
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Cancelar al final del periodo"
        centered
        closeButtonProps={{ "aria-label": "Cerrar" }}
      >
        <Stack gap="md">
          <Text>
            Conservará el acceso hasta el{" "}
            {data?.paid_through ? formatDate(data.paid_through) : "fin del periodo pagado"} y PayPal no le
            hará más cargos. Hasta esa fecha puede reanudar la suscripción. Sus proyectos se conservan.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              Volver
            </Button>
            <Button color="red.9" loading={change.isPending} onClick={() => run("cancel")}>
              Confirmar cancelación
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
