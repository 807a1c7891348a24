import {
  Alert,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS, type AuditAction } from "../../../shared/rules/audit";
import { useAuditLog } from "../../api/admin";
import { formatDateTime } from "../../components/dates";

const PAGE_SIZE = 25;

function detailText(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

/** The audit log, filtered and paged by the server: who, what, when, from where. */
export function AuditLogPanel() {
  const [search, setSearch] = useState("");
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 300);
  const log = useAuditLog({
    q: q || undefined,
    action: (action as AuditAction | null) ?? undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;
  const reset =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <Title order={1}>Bitácora de auditoría</Title>
      <Group gap="sm" align="end">
        <TextInput
          label="Buscar"
          placeholder="Correo, usuario o dirección IP"
          value={search}
          onChange={(event) => reset(setSearch)(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Acción"
          placeholder="Todas"
          clearable
          data={AUDIT_ACTION_KEYS.map((key) => ({ value: key, label: AUDIT_ACTIONS[key] }))}
          value={action}
          onChange={reset(setAction)}
          w={260}
        />
        <TextInput
          label="Desde"
          type="date"
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label="Hasta"
          type="date"
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
        />
      </Group>
      {log.isPending && <Loader aria-label="Cargando bitácora" />}
      {log.isError && <Alert color="red">No se pudo cargar la bitácora.</Alert>}
      {log.data && (
        <Card withBorder radius="md" p="md">
          <Text size="sm" c="dimmed" mb="xs">
            {log.data.total.toLocaleString("es-MX")} {log.data.total === 1 ? "registro" : "registros"}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Acción</Table.Th>
                  <Table.Th>Quién</Table.Th>
                  <Table.Th>Sobre</Table.Th>
                  <Table.Th>Desde</Table.Th>
                  <Table.Th>Detalle</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.events.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.occurredAt)}</Table.Td>
                    <Table.Td>{event.actionLabel}</Table.Td>
                    <Table.Td style={{ overflowWrap: event.actorEmail ? "anywhere" : "normal" }}>
                      {event.actorEmail ?? "Sistema"}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{event.targetLabel ?? "—"}</Table.Td>
                    <Table.Td>{event.ipAddress ?? "—"}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Text size="xs">{detailText(event.detail)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                "aria-label":
                  control === "next"
                    ? "Página siguiente"
                    : control === "previous"
                      ? "Página anterior"
                      : control,
              })}
            />
          </Group>
        </Card>
      )}
    </Stack>
  );
}
