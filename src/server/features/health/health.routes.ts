import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HEALTH_CHECK_PATH, ZHealthFailure, ZHealthResponse } from "../../../shared/contracts/health";
import type { DatabaseHandle } from "../../db/client";
import { type DatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from "../../http/database-outage";
import { checkHealth } from "./health.service";

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  outage?: DatabaseOutage;
}> = async (app, { database, outage }) => {
  app.get(
    HEALTH_CHECK_PATH,
    {
      config: { rateLimit: false },
      schema: {
        summary:
          "Estado del servicio: 'ok' solo cuando la base de datos responde; si no, qué dependencia falló",
        tags: ["sistema"],
        response: { 200: ZHealthResponse, 503: ZHealthFailure },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const health = await checkHealth({ database, outage });
      if (health.ok) return health.body;
      return reply.status(503).header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS)).send(health.body);
    },
  );
};
