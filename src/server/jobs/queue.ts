import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { z } from "zod";
import type { DatabaseHandle } from "../db/client";

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
}

export function defineJob<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema>,
): JobDefinition<TSchema> {
  return definition;
}

export interface JobQueue {
  /** Sends a job; the payload is validated here, so a bad one fails at the caller. */
  send<TSchema extends z.ZodType>(job: JobDescriptor<TSchema>, payload: z.infer<TSchema>): Promise<string>;
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
}): Promise<JobQueue> {
  const { database, jobs, isWorker, logger } = options;
  const connection: PgBoss.DatabaseOptions = database.pglite
    ? { db: pgliteBossAdapter(database.pglite) }
    : { connectionString: database.connectionString, max: 4 };
  const boss = new PgBoss({ ...connection, schema: "pgboss", supervise: isWorker, schedule: isWorker });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    if (isWorker) {
      await boss.work(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 },
        async (batch) => {
          for (const item of batch) {
            const payload = job.payload.parse(item.data);
            const jobLogger = logger.child({ job: job.name, jobId: item.id });
            jobLogger.info("job started");
            try {
              await job.handle(payload, { jobId: item.id, logger: jobLogger });
            } catch (error) {
              // pg-boss stores the failure and retries; the log says so too.
              jobLogger.warn({ err: error }, "job failed");
              throw error;
            }
            jobLogger.info("job finished");
          }
        },
      );
    }
  }
  return {
    async send(job, payload) {
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, data);
      if (!id) throw new Error(`queue ${job.name} refused the job`);
      return id;
    },
    stop: (timeoutMs) => boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs }),
  };
}
