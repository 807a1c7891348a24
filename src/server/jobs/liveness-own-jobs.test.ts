/**
 * Stop 20 (w-20b): a 30,000-page PDF read while a 1.2-million-cell workbook's passages were written kept
 * the process's event loop busy past the stall time; its own monitor then failed the job it was still
 * running, and pg-boss ran the same reading a second time beside the first.
 */
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { beatWhileRunning, failStalledJobs } from "./liveness";
import { defineJob, type JobQueue, pgliteBossAdapter, startJobQueue } from "./queue";

const logger = pino({ level: "silent" });

describe("stalled jobs and this process's own", () => {
  let testDatabase: TestDatabase | undefined;
  let queue: JobQueue | undefined;
  afterAll(async () => {
    await queue?.stop(5_000);
    await testDatabase?.destroy();
  });

  it("never fails a job this process still runs, however old its beat; once it ends, a stale beat counts", async () => {
    testDatabase = await createTestDatabase("pglite");
    const { database } = testDatabase;
    // A queue only to create pg-boss's tables (not a worker: no monitor of its own runs).
    const job = defineJob({ name: "test-other", payload: z.object({}), async handle() {} });
    queue = await startJobQueue({ database, jobs: [job], isWorker: false, logger });
    const db = pgliteBossAdapter(database.pglite!);
    const { rows } = (await database.db.execute(sql`
      insert into pgboss.job (id, name, data, state, started_on, retry_limit)
      values (gen_random_uuid(), 'test-other', '{}', 'active', now() - interval '60 seconds', 2)
      returning id::text as id`)) as unknown as { rows: Array<{ id: string }> };
    const id = rows[0]!.id;
    const stopBeating = beatWhileRunning(db, { id, name: "test-other" }, { intervalMs: 60_000, logger });
    for (let attempt = 0; attempt < 50; attempt++) {
      const beats = (await database.db.execute(
        sql`select 1 from job_heartbeats where job_id = ${id}`,
      )) as unknown as { rows: unknown[] };
      if (beats.rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The event loop was busy: the last beat is long past the stall time.
    await database.db.execute(
      sql`update job_heartbeats set beat_at = now() - interval '60 seconds' where job_id = ${id}`,
    );
    const fail = vi.fn(async () => undefined);
    const boss = { getDb: () => db, fail } as unknown as PgBoss;
    expect(await failStalledJobs(boss, ["test-other"], 20)).toEqual([]);
    expect(fail).not.toHaveBeenCalled();
    stopBeating();
    await database.db.execute(
      sql`update job_heartbeats set beat_at = now() - interval '60 seconds' where job_id = ${id}`,
    );
    expect((await failStalledJobs(boss, ["test-other"], 20)).map((stalled) => stalled.id)).toEqual([id]);
    expect(fail).toHaveBeenCalledTimes(1);
  });
});
