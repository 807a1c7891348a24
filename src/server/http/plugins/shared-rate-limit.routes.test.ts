import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { createAppContext } from "../../build-context";
import { loadConfig } from "../../config/config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { rateLimitHits } from "../../db/schema";
import { buildApp } from "../app";

// The bursts below measure the database counter alone: password work in flight is not limited here
// (its own limit refuses a burst earlier: login.routes.test.ts).
const LIMITS = { RATE_LIMIT_MAX: "100000", AUTH_RATE_LIMIT_MAX: "20", AUTH_CONCURRENT_PER_ADDRESS: "1000" };

/**
 * A second web process on the first one's database: on PostgreSQL its own connection pool (as another
 * machine would have), on PGlite the same embedded database.
 */
async function secondProcess(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-second-web-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...LIMITS });
  const url = first.testDatabase.databaseUrl;
  const database: DatabaseHandle = url
    ? await openDatabase({ databaseUrl: url, dataDir })
    : first.testDatabase.database;
  const context = await createAppContext({
    config,
    database,
    logger: pino({ level: "silent" }),
    isWorker: false,
  });
  const app = await buildApp({ ctx: context.ctx, database });
  return {
    app,
    async close() {
      await app.close();
      await context.close();
      if (url) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An attempt the route refuses (400) once it is past the limit: counted, but no account lockout. */
function attempt(app: FastifyInstance, address: string) {
  return app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: address, payload: {} });
}

describe.each(TEST_BACKENDS)("login limit shared by two web processes (%s)", (backend) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondProcess>>;

  beforeAll(async () => {
    first = await createTestApp(backend, { env: LIMITS, isWorker: false });
    second = await secondProcess(first);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("refuses the 21st attempt in a minute from one address across both, as one process would", async () => {
    // Fixed one-minute windows: start right after a boundary so all 21 attempts fall in one window.
    const intoWindow = 60_000 - (Date.now() % 60_000);
    if (intoWindow < 10_000) await new Promise((resolve) => setTimeout(resolve, intoWindow + 50));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await attempt(i % 2 === 0 ? first.app : second.app, "203.0.113.7");
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(20).fill(400));

    const twentyFirst = await attempt(first.app, "203.0.113.7");
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(twentyFirst.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(second.app, "203.0.113.7")).statusCode).toBe(429);

    // Another address is not affected, on either process.
    expect((await attempt(second.app, "198.51.100.9")).statusCode).toBe(400);

    const rows = await first.ctx.db.select().from(rateLimitHits);
    const row = rows.find((hit) => hit.address === "203.0.113.7");
    expect(row).toMatchObject({ bucket: "POST /api/auth/login", hits: 22 });

    // A process that saw the address over the limit refuses it from memory for the rest of the window:
    // still 429 with its headers, and no statement (the count in the database stays where it was).
    for (let i = 0; i < 5; i++) {
      const refused = await attempt(first.app, "203.0.113.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["x-ratelimit-remaining"]).toBe("0");
    }
    const after = (await first.ctx.db.select().from(rateLimitHits)).find(
      (hit) => hit.address === "203.0.113.7",
    );
    expect(after?.hits).toBe(22);
  });

  it("refuses a burst past the limit from memory: only the attempts that could be admitted reach the database", async () => {
    const intoWindow = 60_000 - (Date.now() % 60_000);
    if (intoWindow < 10_000) await new Promise((resolve) => setTimeout(resolve, intoWindow + 50));
    const burst = await Promise.all(Array.from({ length: 60 }, () => attempt(first.app, "203.0.113.99")));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const row = (await first.ctx.db.select().from(rateLimitHits)).find(
      (hit) => hit.address === "203.0.113.99",
    );
    // 20 admitted and the first refusal, which leaves the count past the limit for the other process.
    expect(row?.hits).toBe(21);
    expect((await attempt(second.app, "203.0.113.99")).statusCode).toBe(429);
  });

  it("keeps the general limit in each process's memory: no row for ordinary requests", async () => {
    await first.app.inject({ method: "GET", url: "/api/public-config", remoteAddress: "192.0.2.44" });
    const rows = await first.ctx.db.select().from(rateLimitHits);
    expect(rows.some((hit) => hit.address === "192.0.2.44")).toBe(false);
  });
});
