import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../../../tests/support/test-database";
import { defineJob, type JobQueue, startJobQueue } from "./queue";

const logger = pino({ level: "silent" });

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(TEST_BACKENDS)("job queue after a process died (%s)", (backend) => {
  let testDatabase: TestDatabase | undefined;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(5_000);
    await testDatabase?.destroy();
  });

  it("runs each job's recover at a worker's start and again every interval", async () => {
    testDatabase = await createTestDatabase(backend);
    const passes: number[] = [];
    const job = defineJob({
      name: "test-recoverable",
      payload: z.object({ n: z.number() }),
      async handle() {},
      async recover({ queue }) {
        expect(typeof queue.send).toBe("function");
        passes.push(Date.now());
      },
    });
    const web = await startJobQueue({
      database: testDatabase.database,
      jobs: [job],
      isWorker: false,
      logger,
    });
    queues.push(web);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only workers recover.
    expect(passes).toHaveLength(0);
    queues.push(
      await startJobQueue({
        database: testDatabase.database,
        jobs: [job],
        isWorker: true,
        logger,
        recoverIntervalSeconds: 0.2,
      }),
    );
    await waitFor(() => (passes.length >= 3 ? true : undefined), 5_000);
  });

  it("retries at once a job a dead process left active when the database is PGlite", async () => {
    testDatabase = await createTestDatabase(backend);
    const runs: number[] = [];
    const job = defineJob({
      name: "test-orphan",
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      async handle(payload) {
        runs.push(payload.n);
      },
    });
    const web = await startJobQueue({
      database: testDatabase.database,
      jobs: [job],
      isWorker: false,
      logger,
    });
    queues.push(web);
    const id = await web.send(job, { n: 5 });
    // What a worker killed mid-job leaves behind: the job 'active', started a moment ago.
    await testDatabase.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${id}`,
    );
    queues.push(
      await startJobQueue({
        database: testDatabase.database,
        jobs: [job],
        isWorker: true,
        logger,
        pollingIntervalSeconds: 0.5,
      }),
    );
    if (backend === "pglite") {
      await waitFor(() => (runs.length === 1 ? true : undefined));
      expect(runs).toEqual([5]);
      expect(await web.livenessOf(job, "n", ["5"])).toEqual(new Map([["5", "finished"]]));
    } else {
      // Another worker may be running it: it waits for the job's expiry instead.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(runs).toEqual([]);
      expect(await web.livenessOf(job, "n", ["5"])).toEqual(new Map([["5", "live"]]));
    }
  });
});
