import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZResourceErrors } from "../../../shared/contracts/common";
import { ZGenerateRequest, ZPhaseParams, ZPhasesResponse } from "../../../shared/contracts/phases";
import { ZProjectParams } from "../../../shared/contracts/projects";
import type { AppContext } from "../../context";
import { requireAccess } from "../../http/plugins/authenticate";
import { registerAdjustedUploadRoute } from "./adjusted-upload.route";
import { advancePhase, listPhases, openPhase, requestGeneration } from "./phases.service";

const errors = ZResourceErrors;
const tags = ["fases"];

export const phasesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAccess(ctx, ["cliente"]));
  await registerAdjustedUploadRoute(app, ctx);

  app.get(
    "/api/projects/:id/phases",
    {
      schema: {
        tags,
        summary: "Las ocho fases del proyecto",
        params: ZProjectParams,
        response: { 200: ZPhasesResponse, ...errors },
      },
    },
    async (request) => listPhases(ctx, { actor: request.actor!, projectId: request.params.id }),
  );

  app.post(
    "/api/projects/:id/phases/:phase/generate",
    {
      schema: {
        tags,
        summary: "Generar (o regenerar con instrucciones) la siguiente versión de la fase",
        params: ZPhaseParams,
        body: ZGenerateRequest,
        response: { 202: ZPhasesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await requestGeneration(ctx, {
        actor: request.actor!,
        projectId: request.params.id,
        phase: request.params.phase,
        instructions: request.body?.instructions,
      });
      return reply.status(202).send(result);
    },
  );

  app.post(
    "/api/projects/:id/advance",
    {
      schema: {
        tags,
        summary: "Completar la fase actual y avanzar",
        params: ZProjectParams,
        response: { 200: ZPhasesResponse, ...errors },
      },
    },
    async (request) => advancePhase(ctx, { actor: request.actor!, projectId: request.params.id }),
  );

  app.post(
    "/api/projects/:id/phases/:phase/open",
    {
      schema: {
        tags,
        summary: "Volver a una fase completada",
        params: ZPhaseParams,
        response: { 200: ZPhasesResponse, ...errors },
      },
    },
    async (request) =>
      openPhase(ctx, { actor: request.actor!, projectId: request.params.id, phase: request.params.phase }),
  );
};
