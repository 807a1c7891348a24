import {
  ADMIN_PANELS,
  type AdminPanelKey,
  type TDashboard,
  type TDashboardQuery,
} from "../../../shared/contracts/admin-dashboards";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { assertAdmin } from "../admin/admin.policy";
import type { SessionActor } from "../auth/sessions.service";
import { clientDocuments, clientSubscriptions, profitability } from "./business.dashboards";
import { eventsAndErrors, security, systemPerformance } from "./operations.dashboards";
import { type Period, periodOf } from "./period";
import { appUsage, ragPerformance, resourceUsage } from "./usage.dashboards";

type Builder = (
  db: Database,
  period: Period,
  q?: string,
) => Promise<Omit<TDashboard, "key" | "title" | "from" | "to">>;

const BUILDERS: Record<AdminPanelKey, Builder> = {
  "uso-aplicativo": appUsage,
  "rendimiento-rag": ragPerformance,
  "rendimiento-sistema": systemPerformance,
  seguridad: security,
  "uso-recursos": resourceUsage,
  rentabilidad: profitability,
  "eventos-errores": eventsAndErrors,
  documentos: clientDocuments,
  suscripciones: clientSubscriptions,
};

/** One dashboard over the last `days` days (Mexico City), every figure read from the database. */
export async function getDashboard(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; key: AdminPanelKey; query: TDashboardQuery },
): Promise<TDashboard> {
  assertAdmin(input.actor);
  const period = periodOf(input.query.days);
  const body = await BUILDERS[input.key](ctx.db, period, input.query.q);
  return { key: input.key, title: ADMIN_PANELS[input.key], from: period.from, to: period.to, ...body };
}
