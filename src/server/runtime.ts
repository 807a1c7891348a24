import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { filesDirOf } from "./adapters/storage/create-storage";
import { createAppContext } from "./build-context";
import type { Config } from "./config/config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { acquireDataDirLock } from "./db/data-dir-lock";
import { ensureInitialAdmin } from "./features/auth/admin-account.service";
import { removeOrphanFiles } from "./features/system/orphan-files";
import { insertSystemEvent } from "./features/system/system-events.repository";
import { startTempSweeper } from "./features/system/temp-sweep";
import { buildApp, devSurfacesOf, type HttpLifecycle } from "./http/app";

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));
/** The first screens' prerender, compiled by scripts/build-web.mjs beside the web app. */
export const DEFAULT_PRERENDER_MODULE = fileURLToPath(
  new URL("../../dist/web-ssr/prerender.js", import.meta.url),
);

export interface Runtime {
  app?: FastifyInstance;
  /**
   * Stops in order within SHUTDOWN_TIMEOUT_MS: HTTP (finishing in-flight requests), then jobs, then
   * the database, which is closed whatever happened before it.
   */
  stop(reason: string): Promise<void>;
}

/** Jobs always get at least this long to finish, even when HTTP used up the budget. */
const MIN_JOBS_STOP_MS = 1_000;

/** Opens the database, applies migrations, starts the job queue and, unless a worker, the HTTP server. */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  const releaseLock = config.DATABASE_URL ? async () => undefined : await acquireDataDirLock(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  let context: Awaited<ReturnType<typeof createAppContext>> | undefined;
  let app: FastifyInstance | undefined;
  let sweeper: { stop(): void } | undefined;

  const lifecycle: HttpLifecycle = { isDraining: false };

  const stop = async (reason: string) => {
    logger.info({ reason }, "stopping");
    const deadline = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
    sweeper?.stop();
    try {
      // HTTP may take half the budget; slow transfers (a big ZIP, an upload) are cut after that.
      if (app) await drainAndClose(app, lifecycle, config.SHUTDOWN_DRAIN_MS, config.SHUTDOWN_TIMEOUT_MS / 2);
      if (context) await context.close(Math.max(MIN_JOBS_STOP_MS, deadline - Date.now()));
    } finally {
      // A half-closed embedded database can be left damaged: it is always closed, even after a failure.
      if (database) {
        await insertSystemEvent(database.db, { kind: "stop", message: `Detenido (${reason})` }).catch(
          () => undefined,
        );
        await database.close();
      }
      await releaseLock();
    }
    logger.info("stopped");
  };

  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      // pgvector is loaded into PGlite only when embeddings are configured.
      vector: Boolean(config.EMBEDDINGS_BASE_URL),
    });
    const opened = database;
    // Before any upload or job can start: what a killed process left in the scratch folder goes.
    sweeper = await startTempSweeper({
      tempRoot: path.join(config.DATA_DIR, "tmp"),
      isExclusive: !config.DATABASE_URL,
      logger,
    });
    // Everything a start creates in the database runs under the start-up lock, one process at a time:
    // migrations, the first administrator, and the job queues and schedules (pg-boss's createQueue
    // deadlocks, 40P01, when processes starting together on an empty database run it at once).
    const prepared = await opened.withStartupLock(async () => {
      await opened.migrate();
      const admin = await ensureInitialAdmin(opened.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        fullName: config.ADMIN_NAME,
      });
      // A file a killed upload stored without its row (one process owns the folder and the files).
      if (!config.DATABASE_URL && !config.S3_BUCKET) {
        await removeOrphanFiles({ db: opened.db, filesRoot: filesDirOf(config), logger });
      }
      const created = await createAppContext({
        config,
        database: opened,
        logger,
        isWorker: config.ROLE !== "web",
      });
      return { admin, created };
    });
    const initialAdmin = prepared.admin;
    context = prepared.created;
    if (initialAdmin === "created") logger.info({ email: config.ADMIN_EMAIL }, "first administrator created");
    if (initialAdmin === "admin-exists") {
      logger.info("ADMIN_EMAIL/ADMIN_PASSWORD ignored: an administrator already exists");
    }
    if (initialAdmin === "email-taken") {
      logger.warn({ email: config.ADMIN_EMAIL }, "ADMIN_EMAIL ignored: another account uses that e-mail");
    }
    if (config.ROLE !== "all" && !config.S3_BUCKET)
      logger.warn(
        { role: config.ROLE },
        "files are kept on this machine's disk (DATA_DIR/files): processes on other machines will not see them; set S3_* to share them",
      );
    if (config.ROLE !== "worker") {
      app = await buildApp({
        ctx: context.ctx,
        database,
        lifecycle,
        webRoot: path.resolve(DEFAULT_WEB_ROOT),
        prerenderModule: path.resolve(DEFAULT_PRERENDER_MODULE),
      });
      await app.listen({ port: config.PORT, host: config.HOST });
      const surfaces = devSurfacesOf(context.ctx);
      if (surfaces.length > 0 && config.DEV_TOOLS_REMOTE) {
        logger.warn(
          { surfaces },
          "development surfaces are open to other machines (DEV_TOOLS_REMOTE=true): anyone who reaches this port can read activation and reset links and approve sandbox payments",
        );
      } else if (surfaces.length > 0) {
        logger.info(
          { surfaces },
          "development surfaces answer only requests from this machine (DEV_TOOLS_REMOTE=true opens them)",
        );
      }
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
 * idle keep-alive connections are closed; then it stops listening and waits for what is in flight, up
 * to `closeMs`, after which the connections still open are cut.
 */
async function drainAndClose(
  app: FastifyInstance,
  lifecycle: HttpLifecycle,
  drainMs: number,
  closeMs: number,
): Promise<void> {
  lifecycle.isDraining = true;
  const drainEnd = Date.now() + drainMs;
  while (Date.now() < drainEnd) {
    app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cut = setTimeout(() => app.server.closeAllConnections(), closeMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
