import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUDIT_PATH,
  RECENT_ACTIVITY_PATH,
  ZAuditListResponse,
  ZAuditQuery,
  ZRecentActivityResponse,
} from "../../../shared/contracts/audit";
import { ZResourceErrors } from "../../../shared/contracts/common";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { browseAuditLog, listRecentActivity } from "./audit.queries";

/** The audit log and the panel's recent activity; administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Before validation: a non-admin is refused (403) whatever it sends, and learns nothing of the schemas.
  app.addHook("preValidation", requireAccess(ctx, ["admin"]));

  app.get(
    AUDIT_PATH,
    {
      schema: {
        tags: ["administración"],
        summary: "Bitácora de auditoría: filtros y páginas",
        querystring: ZAuditQuery,
        response: { 200: ZAuditListResponse, ...ZResourceErrors },
      },
    },
    async (request) => browseAuditLog(ctx, { actor: request.actor!, query: request.query }),
  );

  app.get(
    RECENT_ACTIVITY_PATH,
    {
      schema: {
        tags: ["administración"],
        summary: "Actividad reciente del panel",
        response: { 200: ZRecentActivityResponse, ...ZResourceErrors },
      },
    },
    async (request) => listRecentActivity(ctx, { actor: request.actor! }),
  );
};
