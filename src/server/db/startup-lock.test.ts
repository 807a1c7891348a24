import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Web processes and workers started together on one empty PostgreSQL database. */
describe.skipIf(!serverUrl)("start-up on a shared PostgreSQL server", () => {
  const name = `licita_test_startup_${randomBytes(5).toString("hex")}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("lets four processes migrate the same empty database at once, one after another", async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    for (let index = 0; index < 4; index++)
      handles.push(await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }));

    const order: string[] = [];
    await Promise.all(
      handles.map((handle, index) =>
        handle.withStartupLock(async () => {
          order.push(`start ${index}`);
          await handle.migrate();
          order.push(`end ${index}`);
        }),
      ),
    );

    // Never two inside at once: every start is followed by its own end.
    for (let step = 0; step < order.length; step += 2)
      expect(order[step + 1]).toBe(order[step]?.replace("start", "end"));
    const applied = await handles[0]!.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });
});
