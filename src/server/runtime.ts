import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { createAppContext } from "./build-context";
import type { Config } from "./config/config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { acquireDataDirLock } from "./db/data-dir-lock";
import { ensureInitialAdmin } from "./features/auth/admin-account.service";
import { insertSystemEvent } from "./features/system/system-events.repository";
import { buildApp, type HttpLifecycle } from "./http/app";

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));

export interface Runtime {
  app?: FastifyInstance;
  /** Stops in order: HTTP (finishing in-flight requests), then jobs, then the database. */
  stop(reason: string): Promise<void>;
}

/** Opens the database, applies migrations, starts the job queue and, unless a worker, the HTTP server. */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const releaseLock = config.DATABASE_URL ? async () => undefined : await acquireDataDirLock(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  let context: Awaited<ReturnType<typeof createAppContext>> | undefined;
  let app: FastifyInstance | undefined;

  const lifecycle: HttpLifecycle = { isDraining: false };

  const stop = async (reason: string) => {
    logger.info({ reason }, "stopping");
    if (app) await drainAndClose(app, lifecycle, config.SHUTDOWN_DRAIN_MS);
    if (context) await context.close();
    if (database) {
      await insertSystemEvent(database.db, { kind: "stop", message: `Detenido (${reason})` }).catch(
        () => undefined,
      );
      await database.close();
    }
    await releaseLock();
    logger.info("stopped");
  };

  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      // pgvector is loaded into PGlite only when embeddings are configured.
      vector: Boolean(config.EMBEDDINGS_BASE_URL),
    });
    await database.migrate();
    const initialAdmin = await ensureInitialAdmin(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      fullName: config.ADMIN_NAME,
    });
    if (initialAdmin === "created") logger.info({ email: config.ADMIN_EMAIL }, "first administrator created");
    context = await createAppContext({ config, database, logger, isWorker: config.ROLE !== "web" });
    if (config.ROLE !== "worker") {
      app = await buildApp({
        ctx: context.ctx,
        database,
        lifecycle,
        webRoot: path.resolve(DEFAULT_WEB_ROOT),
      });
      await app.listen({ port: config.PORT, host: config.HOST });
    }
    await insertSystemEvent(database.db, {
      kind: "start",
      message: `Iniciado (ROLE=${config.ROLE}, base ${database.kind})`,
    });
  } catch (error) {
    await stop("error de arranque").catch(() => undefined);
    throw error;
  }
  return { app, stop };
}

/**
 * Closing the listening socket at once resets the connections still waiting to be accepted. So for a
 * short drain the server keeps accepting and answering, but every answer closes its connection and
 * idle keep-alive connections are closed; then it stops listening and waits for what is in flight.
 */
async function drainAndClose(app: FastifyInstance, lifecycle: HttpLifecycle, drainMs: number): Promise<void> {
  lifecycle.isDraining = true;
  const deadline = Date.now() + drainMs;
  while (Date.now() < deadline) {
    app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.close();
}
