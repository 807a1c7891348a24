import type { TAdminStatsResponse } from "../../../shared/contracts/admin";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { countAdminStats } from "./admin.repository";

/** The admin panel's figures. Administrators only, checked here as well as by the route's guard. */
export async function getAdminStats(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor },
): Promise<TAdminStatsResponse> {
  if (input.actor.user.role !== "admin") throw new AppError("FORBIDDEN");
  return countAdminStats(ctx.db);
}
