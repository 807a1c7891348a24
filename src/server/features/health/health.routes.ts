import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse } from "../../../shared/contracts/common";
import { HEALTH_CHECK_PATH, ZHealthResponse } from "../../../shared/contracts/health";
import type { DatabaseHandle } from "../../db/client";
import { checkHealth } from "./health.service";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    HEALTH_CHECK_PATH,
    {
      config: { rateLimit: false },
      schema: {
        summary: "Estado del servicio: 'ok' solo cuando la base de datos responde",
        tags: ["sistema"],
        response: { 200: ZHealthResponse, 503: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return checkHealth({ database });
    },
  );
};
