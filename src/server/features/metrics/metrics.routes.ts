import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { countJobsByState } from "./job-figures.repository";
import { renderPrometheus } from "./prometheus";
import type { RequestMetrics } from "./request-metrics";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * GET /metrics in Prometheus' text format, for an operator's usual tools. Opened only by
 * `Authorization: Bearer <METRICS_TOKEN>`; with no token configured the path does not exist.
 */
export const metricsRoutes: FastifyPluginAsync<{ ctx: AppContext; metrics: RequestMetrics }> = async (
  app,
  { ctx, metrics },
) => {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.config.METRICS_TOKEN;
    if (!token) throw new AppError("NOT_FOUND");
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("UNAUTHENTICATED");
    }
    const jobs = await countJobsByState(ctx.db).catch(() => []);
    return reply
      .header("content-type", "text/plain; version=0.0.4; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderPrometheus(metrics, jobs));
  });
};
