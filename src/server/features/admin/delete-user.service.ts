import type { AppContext } from "../../context";
import { releaseStoredFiles } from "../documents/release-files";
import { type BillingStop, cancelSubscriptionsAtProvider } from "../payments/blocked-account-billing";
import { listOpenSubscriptions } from "../payments/payments.repository";
import { assertAdmin, assertNotSelf } from "./admin.policy";
import {
  changeUserKeepingAnAdmin,
  deleteUserRow,
  isActiveAdmin,
  listFilesOfUser,
  lockProjectsOfUser,
} from "./admin-users.repository";
import { type ActorInput, type AdminContext, audit } from "./admin-users.service";

/**
 * Deletes the account and everything it owns (projects, documents, sessions) by cascade, and then the
 * stored files no other client holds: a deleted client's papers are not kept where no screen shows them.
 */
export async function deleteUserByAdmin(
  ctx: AdminContext & Pick<AppContext, "storage">,
  input: ActorInput & { userId: string },
): Promise<void> {
  assertAdmin(input.actor);
  assertNotSelf(input.actor, input.userId);
  let files: Awaited<ReturnType<typeof listFilesOfUser>> = [];
  let open: Awaited<ReturnType<typeof listOpenSubscriptions>> = [];
  const deleted = await changeUserKeepingAnAdmin(
    ctx.db,
    input.userId,
    async (tx, current) => {
      files = await listFilesOfUser(tx, current.id);
      open = await listOpenSubscriptions(tx, current.id);
      return deleteUserRow(tx, current.id);
    },
    isActiveAdmin,
    (tx) => lockProjectsOfUser(tx, input.userId),
  );
  await releaseStoredFiles(ctx, files);
  // Its rows are gone: PayPal would go on charging a client that no longer exists.
  const stop: BillingStop = await cancelSubscriptionsAtProvider(
    ctx,
    open,
    "Cuenta eliminada por un administrador",
  );
  await audit(ctx, input, deleted, {
    action: "user.deleted",
    detail: {
      role: deleted.role,
      ...(stop.cancelled.length > 0 ? { suscripcionesCanceladas: stop.cancelled } : {}),
      ...(stop.failed.length > 0 ? { suscripcionesSinCancelarEnPayPal: stop.failed } : {}),
    },
  });
}
