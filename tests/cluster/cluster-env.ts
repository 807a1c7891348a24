/**
 * What the cluster suites share: a fresh PostgreSQL database in the server of TEST_DATABASE_URL, and
 * processes started as an operator starts them (`node scripts/start.mjs` with ROLE=web or worker), each
 * with its own DATA_DIR standing for its own machine.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { adminQuery as sharedAdminQuery } from "../support/postgres-admin";
import { freePort, freshDataDir, type Server, startServer } from "../support/server-process";

export type Role = "web" | "worker";

export interface ClusterProcess {
  role: Role;
  server: Server;
  base: string;
}

export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("test:cluster needs TEST_DATABASE_URL (npm run test:cluster starts PostgreSQL)");
  return url;
}

const adminQuery = (text: string) => sharedAdminQuery(serverUrl() as string, text);

/** A new empty database; `drop()` removes it even while processes are still connected. */
export async function createClusterDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One query on the cluster's database (the test looks, it never writes what a user would). */
export async function queryDatabase<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Starts every role at the same instant (ports and folders are found first, then every process is
 * spawned in one synchronous loop). `env` is shared by all, `webEnv` added to web processes.
 */
export async function startTogether(
  roles: Role[],
  env: Record<string, string>,
  webEnv: Record<string, string> = {},
): Promise<ClusterProcess[]> {
  const slots = await Promise.all(
    roles.map(async (role) => ({ role, port: await freePort(), dataDir: await freshDataDir() })),
  );
  return slots.map(({ role, port, dataDir }) => ({
    role,
    base: `http://127.0.0.1:${port}`,
    server: startServer({
      ...env,
      ...(role === "web" ? webEnv : {}),
      ROLE: role,
      PORT: String(port),
      DATA_DIR: dataDir,
    }),
  }));
}

/** Waits until `count` processes have recorded their start (migrated, queues created, working). */
export async function waitForStarts(url: string, count: number, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let starts = 0;
  while (Date.now() < deadline) {
    const rows = await queryDatabase<{ n: number }>(
      url,
      "select count(*)::int as n from system_events where kind = 'start'",
    ).catch(() => [{ n: 0 }]);
    starts = rows[0]?.n ?? 0;
    if (starts >= count) return starts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return starts;
}

/** Everything a process printed. */
export function logsOf(processes: ClusterProcess[]): string {
  return processes
    .map(({ role, server }) => `--- ${role} (pid ${server.child.pid})\n${server.stderr()}${server.stdout()}`)
    .join("\n");
}
