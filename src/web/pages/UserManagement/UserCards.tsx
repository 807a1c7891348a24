import { Badge, Paper, Stack, Text } from "@mantine/core";
import type { TAdminUser } from "../../../shared/contracts/admin-users";
import { formatDate } from "../../components/dates";
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS, SUBSCRIPTION_LABELS } from "../admin/user-labels";
import { UserActions } from "./UserActions";

interface UserCardsProps {
  users: TAdminUser[];
  myId: string | undefined;
  onRun: (user: TAdminUser, kind: "suspend" | "reactivate") => void;
  onDelete: (user: TAdminUser) => void;
}

/**
 * The user list on a phone: one stacked row per user with the table's facts and actions. The eight
 * columns scrolled sideways inside their card, the status and the actions out of view.
 */
export function UserCards({ users, myId, onRun, onDelete }: UserCardsProps) {
  if (users.length === 0) return <Text c="dimmed">Ningún usuario coincide con la búsqueda.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Usuarios" style={{ listStyle: "none" }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder p="sm" radius="sm" data-testid="user-row">
          <Stack gap={4}>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
            <Text size="sm">
              {ROLE_LABELS[user.role]}
              {user.role === "cliente" ? ` · ${SUBSCRIPTION_LABELS[user.subscriptionStatus]}` : ""}
            </Text>
            <Badge color={STATUS_COLORS[user.status]} variant="filled" miw="max-content">
              {STATUS_LABELS[user.status]}
            </Badge>
            <Text size="sm">
              Último acceso: {user.lastLogin ? formatDate(user.lastLogin) : "Nunca"} · Creado:{" "}
              {formatDate(user.created)}
            </Text>
            <UserActions user={user} isMe={user.id === myId} onRun={onRun} onDelete={onDelete} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
