import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DASHBOARD_PATH,
  ZDashboard,
  ZDashboardParams,
  ZDashboardQuery,
} from "../../../shared/contracts/admin-dashboards";
import { ZResourceErrors } from "../../../shared/contracts/common";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { getDashboard } from "./dashboards.service";

/** The sidebar's dashboards and the management panels; administrators only. */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before validation: a non-admin is refused (403) whatever it sends, and learns nothing of the schemas.
  app.addHook("preValidation", requireAccess(ctx, ["admin"]));
  app.get(
    DASHBOARD_PATH,
    {
      schema: {
        tags: ["administración"],
        summary: "Un tablero: cifras, gráficas y tablas del periodo",
        params: ZDashboardParams,
        querystring: ZDashboardQuery,
        response: { 200: ZDashboard, ...ZResourceErrors },
      },
    },
    async (request) =>
      getDashboard(ctx, { actor: request.actor!, key: request.params.key, query: request.query }),
  );
};
