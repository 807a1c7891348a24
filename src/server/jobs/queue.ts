import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { z } from "zod";
import type { DatabaseHandle } from "../db/client";
import {
  beatWhileRunning,
  DEFAULT_LIVENESS,
  type LivenessTimings,
  type StalledJob,
  startStallMonitor,
} from "./liveness";

/** What a sender needs to know of a job: its queue and its payload's schema. */
export interface JobDescriptor<TSchema extends z.ZodType = z.ZodType> {
  name: string;
  payload: TSchema;
  /** Retries after a failure before the job is marked failed. */
  retryLimit?: number;
  /** How often an idle worker looks for this job; shorter for jobs a person is watching. */
  pollingIntervalSeconds?: number;
}

/** A background job: a descriptor and a handler that is safe to run twice. */
export interface JobDefinition<TSchema extends z.ZodType = z.ZodType> extends JobDescriptor<TSchema> {
  handle(payload: z.infer<TSchema>, context: { jobId: string; logger: Logger }): Promise<void>;
  /**
   * How many of these jobs one worker process runs at once (one pg-boss `work()` each; pg-boss 10 has
   * no teamSize). Default 1. Mind the memory each run takes.
   */
  concurrency?: number;
  /**
   * The longest a run may take (a send may set its own, fitted to the work): pg-boss then stops waiting
   * for the handler and retries the job, up to `retryLimit`, or marks it failed, so a handler should give
   * up on its own a little before. Default pg-boss's 15 minutes. A run whose process died is noticed
   * sooner, by its stopped heartbeat (jobs/liveness.ts), whatever its expiry.
   */
  expireInSeconds?: number;
  /**
   * Told when a run of this job was failed because its process stopped answering, before pg-boss runs
   * it again (`willRetry`) or gives up: the place to tell the user what happened.
   */
  onStalled?(payload: z.infer<TSchema>, context: { willRetry: boolean; logger: Logger }): Promise<void>;
  /**
   * Finds work this job left behind (a process that died mid-job, a send that never happened) and
   * requeues or closes it. Each worker runs it at start and every `recoverIntervalSeconds`; it must be
   * safe to run in several workers at once.
   */
  recover?(context: { queue: JobQueue; logger: Logger }): Promise<void>;
  /**
   * A cron expression (UTC): pg-boss sends this job on that schedule, with an empty payload. Schedules
   * live in the database, so several workers schedule it once; each start re-applies the expression.
   */
  cron?: string;
}

export function defineJob<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema>,
): JobDefinition<TSchema> {
  return definition;
}

/** Whether a job whose payload has a given value is still to run or running ('live'), or over. */
export type JobLiveness = "live" | "finished";

export interface SendOptions {
  /** Higher runs first among waiting jobs of the same queue (default 0). */
  priority?: number;
  /**
   * At most one waiting job per key: while one with this key waits (not yet started), another send
   * with it adds nothing and answers the waiting job's id. Keeps one requester from filling the queue.
   */
  onePendingPer?: string;
  /** This job's own expiry, fitted to its work (see `JobDefinition.expireInSeconds`). */
  expireInSeconds?: number;
}

export interface JobQueue {
  /**
   * Sends a job; the payload is validated here, so a bad one fails at the caller. This process's idle
   * workers of that queue are woken at once rather than at their next poll.
   */
  send<TSchema extends z.ZodType>(
    job: JobDescriptor<TSchema>,
    payload: z.infer<TSchema>,
    options?: SendOptions,
  ): Promise<string>;
  /**
   * For each value of the payload field `key`, whether any job of this queue with it is live (created,
   * retry, active) or all are over (completed, failed, cancelled, archived). Values with no job at all
   * are absent from the map.
   */
  livenessOf(job: JobDescriptor, key: string, values: string[]): Promise<Map<string, JobLiveness>>;
  /** Stops fetching new jobs and waits for running ones (up to `timeoutMs`). */
  stop(timeoutMs: number): Promise<void>;
}

/** pg-boss on PGlite: statements with values go to `query`, multi-statement scripts to `exec`. */
export function pgliteBossAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * Starts pg-boss on the app's database and, when `isWorker`, works every registered job. Web-only
 * processes send jobs and leave maintenance to the workers.
 */
export async function startJobQueue(options: {
  database: DatabaseHandle;
  jobs: JobDefinition[];
  isWorker: boolean;
  logger: Logger;
  /** How often an idle worker asks for new jobs (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** How often each worker runs the jobs' `recover` (default 60 s). */
  recoverIntervalSeconds?: number;
  /** Heartbeat and stall check timings (default `DEFAULT_LIVENESS`). */
  liveness?: LivenessTimings;
}): Promise<JobQueue> {
  const { database, jobs, isWorker, logger } = options;
  const connection: PgBoss.DatabaseOptions = database.pglite
    ? { db: pgliteBossAdapter(database.pglite) }
    : { connectionString: database.connectionString, max: 4 };
  const boss = new PgBoss({ ...connection, schema: "pgboss", supervise: isWorker, schedule: isWorker });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    const settings = {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    };
    await boss.createQueue(job.name, settings);
    // createQueue leaves an existing queue as it was: the code's settings apply from this start on.
    await boss.updateQueue(job.name, settings);
  }
  if (isWorker) {
    for (const job of jobs) if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
  }
  // PGlite's data-folder lock lets one process at a time open it: a job still 'active' at a worker's
  // start was left by a process that died, and can be retried now instead of after its expiry.
  const liveness = options.liveness ?? DEFAULT_LIVENESS;
  const tellStalled = async (stalled: StalledJob) => {
    const job = jobs.find((candidate) => candidate.name === stalled.name);
    const parsed = job?.payload.safeParse(stalled.data);
    if (!job?.onStalled || !parsed?.success) return;
    await job
      .onStalled(parsed.data, { willRetry: stalled.willRetry, logger: logger.child({ job: job.name }) })
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, "onStalled failed"));
  };
  if (isWorker && database.pglite) {
    for (const stalled of await retryOrphanedJobs(boss, jobs, logger)) await tellStalled(stalled);
  }
  const workerIds = new Map<string, string[]>();
  for (const job of jobs) {
    if (!isWorker) continue;
    for (let slot = 0; slot < Math.max(1, job.concurrency ?? 1); slot++) {
      const workerId = await boss.work(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 },
        async (batch) => {
          for (const item of batch) {
            const payload = job.payload.parse(item.data);
            const jobLogger = logger.child({ job: job.name, jobId: item.id });
            jobLogger.info("job started");
            const stopBeating = beatWhileRunning(boss.getDb(), item, {
              intervalMs: liveness.heartbeatMs,
              logger: jobLogger,
            });
            try {
              await job.handle(payload, { jobId: item.id, logger: jobLogger });
            } catch (error) {
              // pg-boss stores the failure and retries; the log says so too.
              jobLogger.warn({ err: error }, "job failed");
              throw error;
            } finally {
              stopBeating();
            }
            jobLogger.info("job finished");
          }
        },
      );
      workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), workerId]);
    }
  }
  const queue: JobQueue = {
    async send(job, payload, options = {}) {
      const data = job.payload.parse(payload) as object;
      if (options.onePendingPer) {
        const waiting = await waitingJobId(boss, job.name, options.onePendingPer);
        if (waiting) return waiting;
      }
      const id = await boss.send(job.name, data, {
        ...(options.priority ? { priority: options.priority } : {}),
        ...(options.expireInSeconds ? { expireInSeconds: Math.ceil(options.expireInSeconds) } : {}),
        ...(options.onePendingPer ? { singletonKey: options.onePendingPer } : {}),
      });
      if (!id) throw new Error(`queue ${job.name} refused the job`);
      for (const workerId of workerIds.get(job.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    livenessOf: (job, key, values) => livenessOf(boss, job.name, key, values),
    async stop(timeoutMs) {
      await monitor?.stop();
      recovery?.stop();
      await recovery?.idle();
      await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    },
  };
  const monitor = isWorker
    ? startStallMonitor(boss, {
        queues: jobs.map((job) => job.name),
        timings: liveness,
        logger,
        onStalled: tellStalled,
      })
    : undefined;
  const recovery = isWorker
    ? startRecovery(jobs, { queue, logger, intervalSeconds: options.recoverIntervalSeconds ?? 60 })
    : undefined;
  return queue;
}

async function waitingJobId(boss: PgBoss, name: string, key: string): Promise<string | undefined> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      "select id from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry') limit 1",
      [name, key],
    );
  return (rows as Array<{ id: string }>)[0]?.id;
}

async function retryOrphanedJobs(boss: PgBoss, jobs: JobDefinition[], logger: Logger): Promise<StalledJob[]> {
  const orphaned: StalledJob[] = [];
  for (const job of jobs) {
    const { rows } = await boss.getDb().executeSql(
      `select id, name, data, retry_count < retry_limit as "willRetry" from pgboss.job
          where name = $1 and state = 'active'`,
      [job.name],
    );
    const found = rows as StalledJob[];
    if (found.length === 0) continue;
    logger.warn({ job: job.name, count: found.length }, "jobs left running by a stopped process: retrying");
    for (const stalled of found) {
      await boss.fail(job.name, stalled.id, { message: "the process stopped while the job ran" });
      orphaned.push(stalled);
    }
  }
  return orphaned;
}

async function livenessOf(
  boss: PgBoss,
  name: string,
  key: string,
  values: string[],
): Promise<Map<string, JobLiveness>> {
  const result = new Map<string, JobLiveness>();
  if (values.length === 0) return result;
  const { rows } = await boss.getDb().executeSql(
    `select value, bool_or(live) as live from (
       select data->>$2 as value, state < 'completed' as live from pgboss.job
        where name = $1 and data->>$2 = any($3::text[])
       union all
       select data->>$2, false from pgboss.archive where name = $1 and data->>$2 = any($3::text[])
     ) jobs group by value`,
    [name, key, values],
  );
  for (const row of rows as Array<{ value: string; live: boolean }>) {
    result.set(row.value, row.live ? "live" : "finished");
  }
  return result;
}

/** Runs every job's `recover` now and then every `intervalSeconds`, one pass at a time. */
function startRecovery(
  jobs: JobDefinition[],
  options: { queue: JobQueue; logger: Logger; intervalSeconds: number },
) {
  const recoverable = jobs.filter((job) => job.recover);
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const pass = () => {
    running = running.then(async () => {
      for (const job of recoverable) {
        if (isStopped) return;
        await job.recover!({ queue: options.queue, logger: options.logger.child({ job: job.name }) }).catch(
          (error) => options.logger.error({ err: error, job: job.name }, "job recovery failed"),
        );
      }
    });
  };
  if (recoverable.length === 0) return { stop() {}, idle: () => running };
  pass();
  const timer = setInterval(pass, options.intervalSeconds * 1000);
  timer.unref();
  return {
    stop() {
      isStopped = true;
      clearInterval(timer);
    },
    idle: () => running,
  };
}
