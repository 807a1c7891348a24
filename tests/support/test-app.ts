import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { createAppContext } from "../../src/server/build-context";
import { loadConfig } from "../../src/server/config/config";
import type { AppContext } from "../../src/server/context";
import { buildApp } from "../../src/server/http/app";
import { createTestDatabase, type TestBackend, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, with its real default adapters (outbox mail in its
 * database, the built-in PayPal sandbox, ALTCHA) and a job worker polling every half second, for
 * `app.inject()`. Routes may still be added before the first request.
 */
export async function createTestApp(
  backend: TestBackend,
  options: { env?: Record<string, string>; webRoot?: string; isWorker?: boolean; logger?: pino.Logger } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-test-app-"));
  // Suites send many requests from one address; the rate-limit test sets its own limits.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
    ...options.env,
  });
  const testDatabase = await createTestDatabase(backend);
  const logger = options.logger ?? pino({ level: "silent" });
  const context = await createAppContext({
    config,
    database: testDatabase.database,
    logger,
    isWorker: options.isWorker ?? true,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({ ctx: context.ctx, database: testDatabase.database, webRoot: options.webRoot });
  return {
    app,
    ctx: context.ctx,
    testDatabase,
    async close() {
      // Every step runs even when an earlier one fails, so no database or folder is left behind.
      const results = await [
        () => app.close(),
        () => context.close(),
        () => testDatabase.destroy(),
        () => rm(dataDir, { recursive: true, force: true }),
      ].reduce<Promise<PromiseSettledResult<unknown>[]>>(
        async (done, step) => [...(await done), ...(await Promise.allSettled([step()]))],
        Promise.resolve([]),
      );
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw (failure as PromiseRejectedResult).reason;
    },
  };
}
