import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZResourceErrors } from "../../../shared/contracts/common";
import {
  ZCompanyProfileResponse,
  ZProfileFieldParams,
  ZSaveProfileValueRequest,
} from "../../../shared/contracts/company-profile";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { getCompanyProfile, resetProfileValue, saveProfileValue } from "./company-profile.service";

const errors = ZResourceErrors;
const tags = ["perfil de la empresa"];

export const companyProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAccess(ctx, ["cliente"]));

  app.get(
    "/api/company-profile",
    {
      schema: {
        tags,
        summary: "Perfil de la empresa del cliente, leído de todos sus documentos",
        response: { 200: ZCompanyProfileResponse, ...errors },
      },
    },
    async (request) => getCompanyProfile(ctx, { actor: request.actor! }),
  );

  app.put(
    "/api/company-profile/fields/:field",
    {
      schema: {
        tags,
        summary: "Confirmar o corregir un dato del perfil",
        params: ZProfileFieldParams,
        body: ZSaveProfileValueRequest,
        response: { 200: ZCompanyProfileResponse, ...errors },
      },
    },
    async (request) =>
      saveProfileValue(ctx, { actor: request.actor!, field: request.params.field, ...request.body }),
  );

  app.delete(
    "/api/company-profile/fields/:field",
    {
      schema: {
        tags,
        summary: "Volver al dato leído de los documentos",
        params: ZProfileFieldParams,
        response: { 200: ZCompanyProfileResponse, ...errors },
      },
    },
    async (request) => resetProfileValue(ctx, { actor: request.actor!, field: request.params.field }),
  );
};
