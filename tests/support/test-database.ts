import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, type DatabaseHandle, openDatabase, openPglite } from "../../src/server/db/client";

export type TestBackend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI starts one). */
export const TEST_BACKENDS: TestBackend[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  database: DatabaseHandle;
  /** Set for PostgreSQL: the fresh database's URL. */
  databaseUrl?: string;
  destroy(): Promise<void>;
}

/** A fresh, migrated database for one suite: a copied PGlite template, or a new PostgreSQL database. */
export async function createTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  return backend === "postgres" ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const root = await mkdtemp(path.join(os.tmpdir(), "licita-test-db-"));
  const dir = path.join(root, "db");
  await cp(inject("pgliteTemplateDir"), dir, { recursive: true });
  const database = openPglite(await createPglite(dir));
  return {
    database,
    async destroy() {
      await database.close().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `licita_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  await database.migrate();
  return {
    database,
    databaseUrl: url.toString(),
    async destroy() {
      await database.close().catch(() => undefined);
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
