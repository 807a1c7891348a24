import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_STATS_PATH, ZAdminStatsResponse } from "../../../shared/contracts/admin";
import { ZResourceErrors } from "../../../shared/contracts/common";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { getAdminStats } from "./admin.service";

/** The admin panel's figures; administrators only (the preHandler checks the role on every request). */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before validation: a non-admin is refused (403) whatever it sends, and learns nothing of the schemas.
  app.addHook("preValidation", requireAccess(ctx, ["admin"]));

  app.get(
    ADMIN_STATS_PATH,
    {
      schema: {
        tags: ["administración"],
        summary: "Cifras del panel de administración",
        response: { 200: ZAdminStatsResponse, ...ZResourceErrors },
      },
    },
    async (request) => getAdminStats(ctx, { actor: request.actor! }),
  );
};
