import { type SQL, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../../../tests/support/test-database";
import { defineJob, type JobQueue, startJobQueue } from "./queue";

/** Polls `check` until it returns a value (not undefined) or `timeoutMs` passes. */
async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows of a raw query: `execute` is typed `unknown` on the driver-neutral Database. */
async function queryRows<T>(database: TestDatabase, query: SQL): Promise<T[]> {
  return ((await database.database.db.execute(query)) as { rows: T[] }).rows;
}

interface Run {
  n: number;
  jobId: string;
}

describe.each(TEST_BACKENDS)("job queue (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let queue: JobQueue;
  /** Error lines the queue logged (pg-boss 'error' events): a healthy queue logs none. */
  const errorLogs: string[] = [];

  const echoRuns: Run[] = [];
  const echoJob = defineJob({
    name: "test-echo",
    payload: z.object({ n: z.number() }),
    async handle(payload, { jobId }) {
      echoRuns.push({ n: payload.n, jobId });
    },
  });

  // Fails on its first attempt for each payload, succeeds on the retry.
  const flakyRuns: Run[] = [];
  const flakyJob = defineJob({
    name: "test-flaky",
    payload: z.object({ n: z.number() }),
    retryLimit: 1,
    async handle(payload, { jobId }) {
      flakyRuns.push({ n: payload.n, jobId });
      if (flakyRuns.filter((run) => run.jobId === jobId).length === 1) throw new Error("first attempt fails");
    },
  });

  // Always fails: with retryLimit 1 it runs twice and then stays failed.
  const brokenRuns: Run[] = [];
  const brokenJob = defineJob({
    name: "test-broken",
    payload: z.object({ n: z.number() }),
    retryLimit: 1,
    async handle(payload, { jobId }) {
      brokenRuns.push({ n: payload.n, jobId });
      throw new Error("always fails");
    },
  });

  // Two runs at once or none: each waits until the other has started (a single worker would stall).
  let runningNow = 0;
  let mostAtOnce = 0;
  const pairRuns: Run[] = [];
  const pairJob = defineJob({
    name: "test-pair",
    payload: z.object({ n: z.number() }),
    concurrency: 2,
    expireInSeconds: 30,
    async handle(payload, { jobId }) {
      runningNow += 1;
      mostAtOnce = Math.max(mostAtOnce, runningNow);
      await waitFor(() => (mostAtOnce >= 2 ? true : undefined), 10_000).finally(() => {
        runningNow -= 1;
      });
      pairRuns.push({ n: payload.n, jobId });
    },
  });

  async function jobRow(id: string) {
    const rows = await queryRows<{ state: string; retry_count: number }>(
      testDatabase,
      sql`select state::text as state, retry_count from pgboss.job where id = ${id}`,
    );
    return rows[0];
  }

  const countJobs = (name: string) =>
    queryRows<{ count: number }>(
      testDatabase,
      sql`select count(*)::int as count from pgboss.job where name = ${name}`,
    );

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    const logger = pino({ level: "error" }, { write: (line: string) => void errorLogs.push(line) });
    queue = await startJobQueue({
      database: testDatabase.database,
      jobs: [echoJob, flakyJob, brokenJob, pairJob],
      isWorker: true,
      logger,
    });
  });

  afterAll(async () => {
    await queue?.stop(5_000);
    await testDatabase?.destroy();
  });

  it("runs a sent job's handler with its payload", async () => {
    const jobId = await queue.send(echoJob, { n: 42 });
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const run = await waitFor(() => echoRuns.find((item) => item.jobId === jobId));
    expect(run).toEqual({ n: 42, jobId });
    await waitFor(async () => ((await jobRow(jobId))?.state === "completed" ? true : undefined));
  });

  it("rejects an invalid payload at the caller, before it reaches the queue", async () => {
    const before = await countJobs(echoJob.name);
    await expect(queue.send(echoJob, { n: "not a number" } as unknown as { n: number })).rejects.toThrow(
      ZodError,
    );
    expect(await countJobs(echoJob.name)).toEqual(before);
  });

  it("retries a failed job up to its retryLimit, then marks it failed", async () => {
    const started = Date.now();
    const [flakyId, brokenId] = await Promise.all([
      queue.send(flakyJob, { n: 1 }),
      queue.send(brokenJob, { n: 2 }),
    ]);

    await waitFor(async () => ((await jobRow(flakyId))?.state === "completed" ? true : undefined));
    expect(flakyRuns.filter((run) => run.jobId === flakyId)).toEqual([
      { n: 1, jobId: flakyId },
      { n: 1, jobId: flakyId },
    ]);

    const broken = await waitFor(async () => {
      const row = await jobRow(brokenId);
      return row?.state === "failed" ? row : undefined;
    });
    expect(broken.retry_count).toBe(1);
    expect(brokenRuns.filter((run) => run.jobId === brokenId)).toHaveLength(2);
    // Backoff from a 1 s base (1-2 s) plus the worker's 2 s polling interval keeps this short.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("runs as many jobs of a queue at once as its concurrency", async () => {
    const ids = await Promise.all([queue.send(pairJob, { n: 1 }), queue.send(pairJob, { n: 2 })]);
    await waitFor(() => (pairRuns.length === 2 ? true : undefined));
    expect(mostAtOnce).toBe(2);
    expect(pairRuns.map((run) => run.jobId).sort()).toEqual([...ids].sort());
  });

  it("gives the queue its expiry, and says whether a payload's job is live or over", async () => {
    const [settings] = await queryRows<{ expire_seconds: number }>(
      testDatabase,
      sql`select expire_seconds from pgboss.queue where name = ${pairJob.name}`,
    );
    expect(settings?.expire_seconds).toBe(30);
    const done = await queue.send(echoJob, { n: 7 });
    await waitFor(async () => ((await jobRow(done))?.state === "completed" ? true : undefined));
    const states = await queue.livenessOf(echoJob, "n", ["7", "404"]);
    expect(states).toEqual(new Map([["7", "finished"]]));
  });

  it("logs no queue errors", () => {
    expect(errorLogs).toEqual([]);
  });
});
