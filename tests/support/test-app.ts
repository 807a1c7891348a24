import type { FastifyInstance } from "fastify";
import pino from "pino";
import { loadConfig } from "../../src/server/config/config";
import { buildApp } from "../../src/server/http/app";
import { createTestDatabase, type TestBackend, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, for `app.inject()`. Routes may still be added before the
 * first request (tests add some to exercise the error handler).
 */
export async function createTestApp(
  backend: TestBackend,
  options: { env?: Record<string, string>; webRoot?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "./.tmp/test-data", ...options.env });
  const testDatabase = await createTestDatabase(backend);
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logger: pino({ level: "silent" }),
    webRoot: options.webRoot,
  });
  return {
    app,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
}
