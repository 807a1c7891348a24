import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminQuery as sharedAdminQuery } from "../support/postgres-admin";
import {
  buildWebOnce,
  freePort,
  freshDataDir,
  killLeftoverServers,
  removeDataDirs,
  type Server,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "../support/server-process";

const serverUrl = process.env.TEST_DATABASE_URL;

const adminQuery = (text: string) => sharedAdminQuery(serverUrl as string, text);

/** Every process started together on one empty PostgreSQL database, as a first deploy does. */
describe.skipIf(!serverUrl)("a first deploy: web processes and workers starting at once", () => {
  const name = `licita_test_cluster_${randomBytes(5).toString("hex")}`;

  beforeAll(buildWebOnce, 120_000);
  afterEach(killLeftoverServers);
  afterAll(async () => {
    await removeDataDirs();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("starts two web processes and two workers on an empty database without a crash", async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const shared = { DATABASE_URL: url.toString(), LOG_LEVEL: "info" };
    const processes: Server[] = [];
    for (const role of ["web", "worker", "web", "worker"]) {
      processes.push(
        startServer({
          ...shared,
          ROLE: role,
          PORT: String(await freePort()),
          DATA_DIR: await freshDataDir(),
        }),
      );
    }
    const web = processes.filter((_, index) => index % 2 === 0);
    await Promise.all(web.map((server) => waitUntilHealthy(server, 90_000)));

    // Every process records its start once it has migrated, created its queues and begun to work.
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    try {
      const deadline = Date.now() + 60_000;
      let starts = 0;
      while (Date.now() < deadline) {
        const { rows } = await database.query(
          "select count(*)::int as n from system_events where kind = 'start'",
        );
        starts = rows[0].n;
        if (starts >= processes.length) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(starts).toBe(processes.length);
    } finally {
      await database.end();
    }
    const logs = processes.map((server) => `${server.stderr()}${server.stdout()}`).join("\n");
    expect(logs).not.toMatch(/deadlock|40P01/);
    for (const server of processes) expect(await stopServer(server)).toBe(0);
  }, 180_000);
});
