import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../../../tests/support/test-database";
import { defineJob, type JobQueue, startJobQueue } from "./queue";

const logger = pino({ level: "silent" });
/** Short timings so a test sees in seconds what a deployment sees within half a minute. */
const FAST = { heartbeatMs: 200, stalledAfterSeconds: 1, checkMs: 250 };

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(TEST_BACKENDS)("job heartbeats (%s)", (backend) => {
  let testDatabase: TestDatabase | undefined;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(5_000);
    await testDatabase?.destroy();
  });

  it("retries a job whose worker stopped beating, and tells the job first", async () => {
    testDatabase = await createTestDatabase(backend);
    const runs: number[] = [];
    const told: Array<{ n: number; willRetry: boolean }> = [];
    const job = defineJob({
      name: "test-stalled",
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      async handle(payload) {
        runs.push(payload.n);
      },
      async onStalled(payload, { willRetry }) {
        told.push({ n: payload.n, willRetry });
      },
    });
    queues.push(
      await startJobQueue({
        database: testDatabase.database,
        jobs: [job],
        isWorker: true,
        logger,
        pollingIntervalSeconds: 0.5,
        liveness: FAST,
      }),
    );
    // What a worker on another machine leaves when it is killed mid-job: the job 'active', its last beat
    // a while ago. This worker was already running, so only the heartbeat check can notice it.
    await testDatabase.database.db.execute(sql`
      insert into pgboss.job (id, name, data, state, started_on, retry_limit)
      values (gen_random_uuid(), 'test-stalled', '{"n": 7}', 'active', now() - interval '5 seconds', 2)`);
    await waitFor(() => (runs.length === 1 ? true : undefined), 10_000);
    expect(runs).toEqual([7]);
    expect(told).toEqual([{ n: 7, willRetry: true }]);
  });

  it("leaves alone a long job that keeps beating", async () => {
    testDatabase = await createTestDatabase(backend);
    let runs = 0;
    const job = defineJob({
      name: "test-long",
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      async handle() {
        runs += 1;
        // Three times longer than a silence that counts as a dead worker.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      },
    });
    const queue = await startJobQueue({
      database: testDatabase.database,
      jobs: [job],
      isWorker: true,
      logger,
      pollingIntervalSeconds: 0.5,
      liveness: FAST,
    });
    queues.push(queue);
    await queue.send(job, { n: 1 });
    await waitFor(async () =>
      (await queue.livenessOf(job, "n", ["1"])).get("1") === "finished" ? true : undefined,
    );
    expect(runs).toBe(1);
    const { rows } = (await testDatabase.database.db.execute(
      sql`select state, retry_count from pgboss.job where name = 'test-long' union all
          select state, retry_count from pgboss.archive where name = 'test-long'`,
    )) as unknown as { rows: Array<{ state: string; retry_count: number }> };
    expect(rows).toEqual([{ state: "completed", retry_count: 0 }]);
  });

  it("gives up, and says so, when the job's process died on its last attempt", async () => {
    testDatabase = await createTestDatabase(backend);
    const told: boolean[] = [];
    let runs = 0;
    const job = defineJob({
      name: "test-last-try",
      payload: z.object({ n: z.number() }),
      retryLimit: 1,
      async handle() {
        runs += 1;
      },
      async onStalled(_payload, { willRetry }) {
        told.push(willRetry);
      },
    });
    const queue = await startJobQueue({
      database: testDatabase.database,
      jobs: [job],
      isWorker: true,
      logger,
      pollingIntervalSeconds: 0.5,
      liveness: FAST,
    });
    queues.push(queue);
    await testDatabase.database.db.execute(sql`
      insert into pgboss.job (id, name, data, state, started_on, retry_limit, retry_count)
      values (gen_random_uuid(), 'test-last-try', '{"n": 1}', 'active', now() - interval '5 seconds', 1, 1)`);
    await waitFor(() => (told.length === 1 ? true : undefined), 10_000);
    expect(told).toEqual([false]);
    expect(await queue.livenessOf(job, "n", ["1"])).toEqual(new Map([["1", "finished"]]));
    expect(runs).toBe(0);
  });
});
