import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Extensions, PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { vector as pgvector } from "@electric-sql/pglite-pgvector";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fairPglite } from "./fair-pglite";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, embedded (PGlite) or a PostgreSQL server, with what the rest of the app needs. */
export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /** The PGlite instance when embedded: pg-boss talks to it through an adapter. */
  pglite?: PGlite;
  /** The connection string when on a server: pg-boss opens its own pool. */
  connectionString?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on a server, several processes starting at once
   * (web and workers) migrate and seed one after another. PGlite has one process (the data-dir lock).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up (migrations, first administrator): any fixed 64-bit number. */
const STARTUP_LOCK_KEY = "7453210001";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, otherwise the embedded PGlite under `dataDir/db`.
 * `vector` loads pgvector into PGlite (a server has it installed or not; see the vector store).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  vector?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, "db");
  await mkdir(dir, { recursive: true });
  return openPglite(await createPglite(dir, { vector: options.vector }));
}

/**
 * A PGlite with the extensions the schema needs (unaccent for accent-free search, pg_trgm for the
 * admin's free-text search in the audit log), and pgvector when
 * asked: only embeddings (EMBEDDINGS_*) need it, so the default install does without it.
 */
export async function createPglite(dataDir?: string, options: { vector?: boolean } = {}): Promise<PGlite> {
  const extensions: Extensions = options.vector
    ? { unaccent, pg_trgm, vector: pgvector }
    : { unaccent, pg_trgm };
  const client = await PGlite.create({ dataDir, extensions });
  // PGlite is one session: the setting holds for every statement (see PLANNER_SETTINGS).
  await client.exec(`SET random_page_cost = ${PLANNER_SETTINGS.randomPageCost}`);
  return client;
}

/**
 * The planner's cost of a page read out of order. PostgreSQL's default (4) models spinning disks; with
 * the data in memory or on SSD, 1.1 is the usual setting. At 4 the planner reads every passage to
 * search a frequent word ('precio': 14 % of 10,000 passages), evaluating each search vector, rather than
 * the full-text index's matches: 32-62 ms against 7 ms (issue 14, PostgreSQL 15).
 */
export const PLANNER_SETTINGS = { randomPageCost: 1.1 };

/** Wraps an already created PGlite (tests create them from a prepared template). */
export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: fairPglite(client), schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    ping: (timeoutMs) => pingWithTimeout(db, timeoutMs),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: `-c random_page_cost=${PLANNER_SETTINGS.randomPageCost}`,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    connectionString,
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: (timeoutMs) => pingWithTimeout(db, timeoutMs),
    close: () => pool.end(),
  };
}

async function pingWithTimeout(db: Database, timeoutMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
