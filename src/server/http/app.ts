import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import "../../shared/zod-setup";
import { PAYPAL_SANDBOX_PREFIX, paypalSandboxRoutes } from "../adapters/payments/paypal-sandbox";
import type { AppContext } from "../context";
import type { DatabaseHandle } from "../db/client";
import { adminRoutes } from "../features/admin/admin.routes";
import { adminUsersRoutes } from "../features/admin/admin-users.routes";
import { auditRoutes } from "../features/audit/audit.routes";
import { recordAudit } from "../features/audit/audit.service";
import { authRoutes } from "../features/auth/auth.routes";
import { captchaRoutes } from "../features/captcha/captcha.routes";
import { companyProfileRoutes } from "../features/company-profile/company-profile.routes";
import { dashboardsRoutes } from "../features/dashboards/dashboards.routes";
import { documentsRoutes } from "../features/documents/documents.routes";
import { healthRoutes } from "../features/health/health.routes";
import { libraryRoutes } from "../features/library/library.routes";
import { metricsRoutes } from "../features/metrics/metrics.routes";
import { RequestMetrics } from "../features/metrics/request-metrics";
import { DEV_OUTBOX_API_PATH, OUTBOX_PAGE_PATH, outboxRoutes } from "../features/outbox/outbox.routes";
import { paymentsRoutes } from "../features/payments/payments.routes";
import { phasesRoutes } from "../features/phases/phases.routes";
import { projectsRoutes } from "../features/projects/projects.routes";
import { publicConfigRoutes } from "../features/public-config/public-config.routes";
import { buildPublicConfig } from "../features/public-config/public-config.service";
import { subscriptionsRoutes } from "../features/subscriptions/subscriptions.routes";
import { insertSystemEvent } from "../features/system/system-events.repository";
import { AppError } from "./app-error";
import { handleClientError } from "./client-error";
import { DatabaseOutage } from "./database-outage";
import { registerErrorHandler, sendFrameworkError } from "./plugins/error-handler";
import { localOnly } from "./plugins/local-only";
import { registerNullCharacterGuard } from "./plugins/null-characters";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurity } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";
import { lingerOnRefusedBody, mayLinger } from "./refused-body";
import { VisitorRefusals } from "./visitor-refusals";

declare module "fastify" {
  interface FastifyInstance {
    /** The server's own request figures (dashboard 'Rendimiento Sistema' and /metrics). */
    requestMetrics: RequestMetrics;
  }
}

/** Shared with the runtime: once draining, every answer closes its connection. */
export interface HttpLifecycle {
  isDraining: boolean;
}

export interface AppDependencies {
  ctx: AppContext;
  database: DatabaseHandle;
  /** Folder of the built web app; without it only the API is served (route tests). */
  webRoot?: string;
  /** The compiled prerender of the first screens (/login, /register), sent in their page when given. */
  prerenderModule?: string;
  lifecycle?: HttpLifecycle;
}

/**
 * The development-only surfaces this configuration serves: the built-in PayPal sandbox (approval page
 * and API) and, outside production with outbox mail, the outbox pages and API.
 */
export function devSurfacesOf(ctx: Pick<AppContext, "config" | "payments" | "mailer">): string[] {
  const surfaces: string[] = [];
  if (ctx.payments.kind === "builtin-sandbox") surfaces.push(PAYPAL_SANDBOX_PREFIX);
  if (!ctx.config.isProduction && ctx.mailer.kind === "outbox") {
    surfaces.push(OUTBOX_PAGE_PATH, DEV_OUTBOX_API_PATH);
  }
  return surfaces;
}

/** Builds the HTTP application: plugins, error handling, every feature's routes. Does not listen. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { ctx, database } = deps;
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Fastify's defaults (0) switch off Node's own limits: a visitor announcing a body and sending
    // nothing, or a byte now and then, held its connection open for ever, as many as it liked.
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    // Requests reaching a closing server (on connections already open) are answered as usual: the
    // database closes only after HTTP, and Fastify's own 503 would not be our { code, message }.
    return503OnClosing: false,
    // A malformed percent-encoding never reaches the routes or the error handler: answer it here.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
    // What Node cannot read as a request (headers too large, a time-out, bad syntax): Spanish too.
    clientErrorHandler: (error, socket) => handleClientError(ctx.logger as FastifyBaseLogger, error, socket),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = new DatabaseOutage(database, app.log);
  app.addHook("onClose", async () => outage.stop());
  registerErrorHandler(app, {
    outage,
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
    // An answer given before the request's body has all arrived (a 415, a 429 refused before reading
    // it) ends the connection unless that body is small: then its rest is read and thrown away once the
    // answer is sent (refused-body.ts). Kept alive and waited for, a body never sent held the connection
    // up to the keep-alive time; closed at once, a small one still being written lost its answer.
    if (lifecycle.isDraining || !mayLinger(request.raw)) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.getHeader("connection") !== "close") lingerOnRefusedBody(request.raw);
  });

  const visitorRefusals = new VisitorRefusals();
  const metrics = new RequestMetrics(database.db, ctx.logger);
  app.decorate("requestMetrics", metrics);
  metrics.start();
  app.addHook("onClose", async () => metrics.stop());
  app.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? "sin ruta",
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
    // Refused API requests (a role that may not, or a resource that is not the caller's) feed 'Seguridad'.
    if ((reply.statusCode === 403 || reply.statusCode === 404) && path.startsWith("/api/")) {
      const actor = request.actor?.user;
      // A visitor's refusals: one line per address and minute (visitor-refusals.ts).
      if (!actor && !visitorRefusals.shouldRecord(request.ip)) return;
      await recordAudit(ctx, {
        action: "access.refused",
        actor: actor ? { id: actor.id, email: actor.email } : null,
        ipAddress: request.ip,
        detail: { method: request.method, path: path.slice(0, 300), status: reply.statusCode },
      });
    }
  });

  await registerSecurity(app, config, database.db);
  registerNullCharacterGuard(app);
  await app.register(cookie);
  await registerOpenApi(app, config);

  await app.register(healthRoutes, { database, outage });
  await app.register(publicConfigRoutes, { config });
  await app.register(captchaRoutes, { captcha: ctx.captcha });
  await app.register(authRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(subscriptionsRoutes, { ctx });
  await app.register(projectsRoutes, { ctx });
  await app.register(documentsRoutes, { ctx });
  await app.register(phasesRoutes, { ctx });
  await app.register(companyProfileRoutes, { ctx });
  await app.register(libraryRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(adminUsersRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(dashboardsRoutes, { ctx });
  await app.register(metricsRoutes, { ctx, metrics });
  // Development-only surfaces hand out links and approve payments: this machine only, unless opened.
  const localOnlyHook = localOnly({ allowRemote: config.DEV_TOOLS_REMOTE });
  const surfaces = devSurfacesOf(ctx);
  if (surfaces.includes(PAYPAL_SANDBOX_PREFIX)) {
    await app.register(async (scope) => {
      scope.addHook("onRequest", localOnlyHook);
      await scope.register(paypalSandboxRoutes, {
        prefix: PAYPAL_SANDBOX_PREFIX,
        db: ctx.db,
        publicUrl: config.PUBLIC_URL,
        isProduction: config.isProduction,
        webhooks: ctx.payments.sandbox?.webhooks,
      });
    });
    // The sandbox's events reach this process's own webhook route by injection: the real route,
    // signature verification included, whether or not the port is reachable at PUBLIC_URL.
    ctx.payments.sandbox?.outlet.setLocalHandler(async (delivery) => {
      const answer = await app.inject({
        method: "POST",
        url: new URL(delivery.url).pathname,
        headers: { "content-type": "application/json", ...delivery.headers },
        payload: delivery.body,
      });
      return answer.statusCode;
    });
    app.addHook("onClose", async () => {
      await ctx.payments.sandbox?.webhooks.idle();
      ctx.payments.sandbox?.outlet.setLocalHandler(undefined);
    });
  }
  if (surfaces.includes(OUTBOX_PAGE_PATH)) {
    await app.register(async (scope) => {
      scope.addHook("onRequest", localOnlyHook);
      await scope.register(outboxRoutes, { db: ctx.db });
    });
  }

  if (deps.webRoot) {
    await registerWebApp(app, deps.webRoot, buildPublicConfig(config), {
      prerenderModule: deps.prerenderModule,
      onPrerendered: (outcome) => {
        if ("error" in outcome) {
          app.log.warn({ err: outcome.error }, "first screens not prerendered: the browser renders them");
        } else app.log.info(outcome, "first screens prerendered");
      },
    });
  } else {
    app.setNotFoundHandler((request) => {
      throw new AppError("NOT_FOUND", { detail: { path: request.url.split("?")[0] } });
    });
  }
  return app;
}
