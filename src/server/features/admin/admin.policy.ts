import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";

/** Every admin use case starts here, on top of the routes' guard: only an `admin` may go on. */
export function assertAdmin(actor: SessionActor): void {
  if (actor.user.role !== "admin") throw new AppError("FORBIDDEN");
}

/**
 * An admin may not delete, suspend, deactivate or demote itself: the panel would lock its only way
 * back in. (That another active admin remains is checked under a lock by the repository.)
 */
export function assertNotSelf(actor: SessionActor, targetId: string): void {
  if (actor.user.id === targetId) throw new AppError("ADMIN_SELF_ACTION");
}
