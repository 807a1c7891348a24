import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import type { TAdminUser } from "../../../shared/contracts/admin-users";

// Mantine's light variant given a shade ('orange.9') paints the button in it and hides its label: the
// tint stays the theme colour and the label is darkened to pass AA on it (orange.9 gives 3.9:1; this 5.0:1).
const SUSPEND_TEXT = "#b8420d";
// The same for 'Reactivar': teal.9 on the teal tint measured 3.8:1.
const REACTIVATE_TEXT = "#045c43";

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
          color="teal"
          c={REACTIVATE_TEXT}
          onClick={() => onRun(user, "reactivate")}
          aria-label={`Reactivar a ${user.name}`}
        >
          Reactivar
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          c={isMe ? undefined : SUSPEND_TEXT}
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
        color="red"
        c={isMe ? undefined : "red.9"}
        disabled={isMe}
        onClick={() => onDelete(user)}
        aria-label={`Eliminar a ${user.name}`}
      >
        Eliminar
      </Button>
    </Group>
  );
}
