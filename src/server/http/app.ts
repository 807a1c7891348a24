import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import "../../shared/zod-setup";
import type { Config } from "../config/config";
import type { DatabaseHandle } from "../db/client";
import { healthRoutes } from "../features/health/health.routes";
import { publicConfigRoutes } from "../features/public-config/public-config.routes";
import { insertSystemEvent } from "../features/system/system-events.repository";
import { AppError } from "./app-error";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurity } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";

/** Shared with the runtime: once draining, every answer closes its connection. */
export interface HttpLifecycle {
  isDraining: boolean;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app; without it only the API is served (route tests). */
  webRoot?: string;
  lifecycle?: HttpLifecycle;
}

/** Builds the HTTP application: plugins, error handling, every feature's routes. Does not listen. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, {
    onUnexpectedError: (error, request) =>
      insertSystemEvent(database.db, {
        kind: "error",
        message: error.message.slice(0, 500),
        requestId: request.id,
        detail: { method: request.method, path: request.url.split("?")[0] },
      }),
  });
  const lifecycle = deps.lifecycle ?? { isDraining: false };
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (lifecycle.isDraining) reply.header("connection", "close");
  });

  await registerSecurity(app, config);
  await app.register(cookie);
  await registerOpenApi(app, config);

  await app.register(healthRoutes, { database });
  await app.register(publicConfigRoutes, { config });

  if (deps.webRoot) {
    await registerWebApp(app, deps.webRoot);
  } else {
    app.setNotFoundHandler((request) => {
      throw new AppError("NOT_FOUND", { detail: { path: request.url.split("?")[0] } });
    });
  }
  return app;
}
