import type { SessionActor } from "../auth/sessions.service";

/**
 * A client's profile is reached only by that client: the owner is always the signed-in user, never an
 * id from the request, so no client can read or change another's profile. (The route already admits
 * only the 'cliente' role with a current subscription.)
 */
export function requireProfileOwner(actor: SessionActor): string {
  return actor.user.id;
}
