import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router";
import type { TAdminUser, TAdminUserListQuery } from "../../../shared/contracts/admin-users";
import { useAdminUsers, useUserAction } from "../../api/admin";
import type { ApiError } from "../../api/http-client";
import { useAuth } from "../../auth/AuthProvider";
import { formatDate } from "../../components/dates";
import { AdminLayout } from "../admin/AdminLayout";
import {
  options,
  ROLE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  SUBSCRIPTION_LABELS,
} from "../admin/user-labels";
import { UserActions } from "./UserActions";
import { UserCards } from "./UserCards";

type Sort = TAdminUserListQuery["sort"];
const NARROW_QUERY = "(max-width: 47.99em)";
const PAGE_SIZE = 20;
const COLUMNS: { key: Sort; label: string }[] = [
  { key: "name", label: "Nombre" },
  { key: "email", label: "Correo electrónico" },
  { key: "role", label: "Rol" },
  { key: "status", label: "Estatus" },
  { key: "subscriptionStatus", label: "Suscripción" },
  { key: "lastLogin", label: "Último acceso" },
  { key: "created", label: "Creado" },
];

function SortHeader({
  column,
  sort,
  order,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: Sort;
  order: "asc" | "desc";
  onSort: (key: Sort) => void;
}) {
  const isActive = sort === column.key;
  return (
    <Table.Th aria-sort={isActive ? (order === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort(column.key)} fw={700} fz="sm">
        {column.label} {isActive ? (order === "asc" ? "▲" : "▼") : ""}
      </UnstyledButton>
    </Table.Th>
  );
}

/** /user-management: the server searches, filters, sorts and pages; every action is recorded by it. */
export function UserManagementPage() {
  const { user: me } = useAuth();
  // Below 48em the eight columns do not fit: the users are stacked rows (UserCards), as the documents are.
  const isNarrow = useMediaQuery(NARROW_QUERY) ?? false;
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [subscription, setSubscription] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>("created");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminUsers({
    q: q || undefined,
    role: (role as TAdminUserListQuery["role"]) ?? undefined,
    status: (status as TAdminUserListQuery["status"]) ?? undefined,
    subscriptionStatus: (subscription as TAdminUserListQuery["subscriptionStatus"]) ?? undefined,
    sort,
    order,
    page,
    pageSize: PAGE_SIZE,
  });
  const action = useUserAction();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const filter = (setter: (value: string | null) => void) => (value: string | null) => {
    setter(value);
    setPage(1);
  };

  function handleSort(key: Sort) {
    if (key === sort) setOrder(order === "asc" ? "desc" : "asc");
    else {
      setSort(key);
      setOrder(key === "name" || key === "email" ? "asc" : "desc");
    }
    setPage(1);
  }

  function run(user: TAdminUser, kind: "suspend" | "reactivate" | "delete") {
    const done = {
      suspend: "Usuario suspendido",
      reactivate: "Usuario reactivado",
      delete: "Usuario eliminado",
    }[kind];
    action.mutate(
      { id: user.id, action: kind },
      {
        onSuccess: () => {
          notifications.show({ color: "teal", title: done, message: `${user.name} (${user.email})` });
          setToDelete(null);
        },
        onError: (error) => {
          notifications.show({
            color: "red",
            title: "No se pudo completar la acción",
            message: (error as ApiError).message,
          });
          setToDelete(null);
        },
      },
    );
  }

  return (
    <AdminLayout>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Gestión de usuarios</Title>
          <Button component={Link} to="/create-user">
            Nuevo usuario
          </Button>
        </Group>
        <Group gap="sm" align="end">
          <TextInput
            label="Buscar"
            placeholder="Nombre o correo electrónico"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          <Select
            label="Rol"
            placeholder="Todos"
            clearable
            data={options(ROLE_LABELS)}
            value={role}
            onChange={filter(setRole)}
            w={160}
          />
          <Select
            label="Estatus"
            placeholder="Todos"
            clearable
            data={options(STATUS_LABELS)}
            value={status}
            onChange={filter(setStatus)}
            w={160}
          />
          <Select
            label="Suscripción"
            placeholder="Todas"
            clearable
            data={options(SUBSCRIPTION_LABELS)}
            value={subscription}
            onChange={filter(setSubscription)}
            w={160}
          />
        </Group>
        {list.isPending && <Loader aria-label="Cargando usuarios" />}
        {list.isError && (
          <Alert color="red" title="No se pudo cargar la lista de usuarios">
            {list.error.message}
          </Alert>
        )}
        {list.data && (
          <Card withBorder radius="md" p="md">
            <Text size="sm" c="dimmed" mb="xs" data-testid="users-total">
              {list.data.total.toLocaleString("es-MX")} {list.data.total === 1 ? "usuario" : "usuarios"}
            </Text>
            {isNarrow ? (
              <UserCards users={list.data.users} myId={me?.id} onRun={run} onDelete={setToDelete} />
            ) : (
              <Table.ScrollContainer minWidth={980}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((column) => (
                        <SortHeader
                          key={column.key}
                          column={column}
                          sort={sort}
                          order={order}
                          onSort={handleSort}
                        />
                      ))}
                      <Table.Th>Acciones</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.users.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={8}>
                          <Text c="dimmed">Ningún usuario coincide con la búsqueda.</Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {list.data.users.map((user) => {
                      const isMe = user.id === me?.id;
                      return (
                        <Table.Tr key={user.id} data-testid="user-row">
                          <Table.Td>{user.name}</Table.Td>
                          <Table.Td style={{ overflowWrap: "anywhere" }}>{user.email}</Table.Td>
                          <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
                          <Table.Td>
                            {/* Its whole word: the column's auto width had cut 'Activo' to 'ACT…'. */}
                            <Badge color={STATUS_COLORS[user.status]} variant="filled" miw="max-content">
                              {STATUS_LABELS[user.status]}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            {user.role === "cliente" ? SUBSCRIPTION_LABELS[user.subscriptionStatus] : "—"}
                          </Table.Td>
                          <Table.Td>{user.lastLogin ? formatDate(user.lastLogin) : "Nunca"}</Table.Td>
                          <Table.Td>{formatDate(user.created)}</Table.Td>
                          <Table.Td>
                            <UserActions user={user} isMe={isMe} onRun={run} onDelete={setToDelete} />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          </Card>
        )}
      </Stack>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Eliminar usuario" centered>
        <Text>
          ¿Está seguro de que desea eliminar a <strong>{toDelete?.name}</strong> ({toDelete?.email})? Se
          eliminarán también sus proyectos y documentos. Esta acción no se puede deshacer.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            Cancelar
          </Button>
          <Button color="red" loading={action.isPending} onClick={() => toDelete && run(toDelete, "delete")}>
            Eliminar
          </Button>
        </Group>
      </Modal>
    </AdminLayout>
  );
}
