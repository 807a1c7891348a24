import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import type { TAdminUser } from "../../../shared/contracts/admin-users";

interface UserActionsProps {
  user: TAdminUser;
  /** The signed-in administrator's own row: it can be edited, not suspended or deleted. */
  isMe: boolean;
  onRun: (user: TAdminUser, kind: "suspend" | "reactivate") => void;
  onDelete: (user: TAdminUser) => void;
}

/**
 * A user's three actions, in the table's last column and on a phone's stacked row. They wrap inside
 * their room: in one line they ran past the table's edge at 1280 px ('Elimina').
 */
export function UserActions({ user, isMe, onRun, onDelete }: UserActionsProps) {
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`/create-user?userId=${user.id}`}
        aria-label={`Editar a ${user.name}`}
      >
        Editar
      </Button>
      {user.status === "suspended" ? (
        <Button
          size="compact-sm"
          variant="light"
          color="teal.9"
          onClick={() => onRun(user, "reactivate")}
          aria-label={`Reactivar a ${user.name}`}
        >
          Reactivar
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="orange.9"
          disabled={isMe}
          onClick={() => onRun(user, "suspend")}
          aria-label={`Suspender a ${user.name}`}
        >
          Suspender
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        color="red.9"
        disabled={isMe}
        onClick={() => onDelete(user)}
        aria-label={`Eliminar a ${user.name}`}
      >
        Eliminar
      </Button>
    </Group>
  );
}
