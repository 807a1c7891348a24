import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { openDatabase } from "../db/client";
import { isDatabaseUnreachable } from "./database-outage";

const OUTAGE_MESSAGE = "El servicio no está disponible en este momento. Intente de nuevo en unos minutos.";

function capturingLogger(): { logger: pino.Logger; lines: () => Array<{ level: number; msg: string }> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    logger: pino({ level: "info" }, stream),
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close().catch(() => undefined);
  testApp = undefined;
});

describe("API answers while the database is unreachable (pglite)", () => {
  it("answers 503 in Spanish with Retry-After, logs the outage once, and the health check names the database", async () => {
    const capture = capturingLogger();
    testApp = await createTestApp("pglite", { isWorker: false, logger: capture.logger });
    await testApp.app.ready();
    await testApp.testDatabase.database.close();

    for (let i = 0; i < 3; i++) {
      // A real route: the session lookup needs the database.
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/profile",
        headers: { authorization: "Bearer token-cualquiera" },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("30");
      expect(response.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: OUTAGE_MESSAGE });
    }

    const health = await testApp.app.inject({ method: "GET", url: "/health-check" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: "error",
      database: "no responde",
      code: "DATABASE_UNAVAILABLE",
    });

    const errors = capture.lines().filter((line) => line.level >= 40);
    expect(errors.map((line) => line.msg)).toEqual(["database unreachable: answering 503 until it is back"]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("connection failures of PostgreSQL", () => {
  it("answers 503 when the server ends the connection of a running request (57P01)", async () => {
    testApp = await createTestApp("postgres", { isWorker: false });
    const { app, ctx } = testApp;
    app.get("/api/test/slow", async () => {
      await ctx.db.execute(sql`select pg_sleep(10)`);
      return { ok: true };
    });
    await app.ready();
    const pending = app.inject({ method: "GET", url: "/api/test/slow" });
    const admin = new pg.Client({ connectionString: testApp.testDatabase.databaseUrl });
    await admin.connect();
    try {
      // Wait for the query to be running, then end its backend as a server shutdown would.
      for (let i = 0; i < 50; i++) {
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep(10)%' and pid <> pg_backend_pid()",
        );
        if (rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await admin.end();
    }
    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE", message: OUTAGE_MESSAGE });
  });

  it("tells a refused connection from an ordinary query failure", async () => {
    const unreachable = await openDatabase({
      databaseUrl: "postgres://postgres:postgres@127.0.0.1:1/x",
      dataDir: "/tmp",
    });
    const refused = await unreachable.db.execute(sql`select 1`).catch((error: unknown) => error);
    await unreachable.close();
    expect(isDatabaseUnreachable(refused)).toBe(true);

    testApp = await createTestApp("postgres", { isWorker: false });
    const broken = await testApp.ctx.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(broken)).toBe(false);
  });
});
