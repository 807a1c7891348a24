import { hostname } from "node:os";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";

/**
 * Job liveness. pg-boss 10 only notices a dead worker when the job's whole expiry has passed (15
 * minutes by default, hours for a long scan). Here each running job renews a row in `job_heartbeats`
 * every few seconds, and every worker looks now and then for jobs still 'active' whose beat stopped:
 * their process died (kill -9, power cut, a lost machine), so the job is failed and pg-boss retries it
 * at once. Works the same on PostgreSQL and PGlite (SQL through pg-boss's own connection).
 */
export interface LivenessTimings {
  /** How often a running job renews its beat. */
  heartbeatMs: number;
  /** A job whose beat is older than this lost its process. */
  stalledAfterSeconds: number;
  /** How often each worker looks for stalled jobs. */
  checkMs: number;
}

/**
 * A kill is noticed within `stalledAfterSeconds + checkMs` (25 s) and the job starts again on the next
 * poll of a free worker: a document is being read again well within a minute.
 */
export const DEFAULT_LIVENESS: LivenessTimings = {
  heartbeatMs: 5_000,
  stalledAfterSeconds: 20,
  checkMs: 5_000,
};

/**
 * Written as the worker when a monitor claims a stalled job: the claim renews the beat, so a second
 * monitor looking at the same moment finds it fresh and leaves the job alone.
 */
const CLAIMED = "detenido";
/** Rows of jobs no longer running are kept this long: a second monitor cannot claim the job again. */
const KEEP_FINISHED_SECONDS = 300;

/** This process, as written in `job_heartbeats.worker`. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

export interface StalledJob {
  id: string;
  name: string;
  data: unknown;
  /** Whether pg-boss will run it again (retries left) or mark it failed. */
  willRetry: boolean;
}

/**
 * The jobs this process is running now. A process alive enough to look for stalled jobs is not dead:
 * its own jobs are never failed, even when a long synchronous stretch (a large workbook's passages
 * written on PGlite) kept their beat from being renewed in time. Failed, they ran twice at once.
 */
const runningHere = new Set<string>();

/** Renews the job's beat until the returned function is called (the row stays until it is pruned). */
export function beatWhileRunning(
  db: PgBoss.Db,
  job: { id: string; name: string },
  options: { intervalMs: number; logger: Logger },
): () => void {
  const beat = () =>
    db
      .executeSql(
        `insert into job_heartbeats (job_id, queue, worker, beat_at) values ($1, $2, $3, now())
         on conflict (job_id) do update set beat_at = now(), worker = excluded.worker`,
        [job.id, job.name, WORKER_NAME],
      )
      .catch((error: unknown) => options.logger.warn({ err: error }, "job heartbeat not written"));
  runningHere.add(job.id);
  void beat();
  const timer = setInterval(beat, options.intervalMs);
  timer.unref();
  // Not deleted here: between the handler's end and pg-boss's completion the job is still 'active', and
  // a missing beat would make it look stalled. Rows of finished jobs are pruned by the monitor.
  return () => {
    clearInterval(timer);
    runningHere.delete(job.id);
  };
}

/**
 * Fails every job of `queues` whose process stopped beating, so pg-boss retries it. Two workers may
 * look at once: each stalled job is claimed first (one upsert wins), and only the winner fails it.
 */
export async function failStalledJobs(
  boss: PgBoss,
  queues: string[],
  stalledAfterSeconds: number,
): Promise<StalledJob[]> {
  const db = boss.getDb();
  const { rows } = await db.executeSql(
    `select j.id, j.name, j.data, j.retry_count < j.retry_limit as "willRetry"
       from pgboss.job j left join job_heartbeats h on h.job_id = j.id
      where j.state = 'active' and j.name = any($1::text[])
        and greatest(h.beat_at, j.started_on) < now() - make_interval(secs => $2)
        and not (j.id::text = any($3::text[]))`,
    [queues, stalledAfterSeconds, [...runningHere]],
  );
  const stalled: StalledJob[] = [];
  for (const job of rows as StalledJob[]) {
    const claimed = await db.executeSql(
      `insert into job_heartbeats (job_id, queue, worker, beat_at) values ($1, $2, $3, now())
       on conflict (job_id) do update set worker = excluded.worker, beat_at = now()
        where job_heartbeats.beat_at < now() - make_interval(secs => $4)
       returning job_id`,
      [job.id, job.name, CLAIMED, stalledAfterSeconds],
    );
    if (claimed.rows.length === 0) continue;
    await boss.fail(job.name, job.id, { message: "el proceso que ejecutaba el trabajo se detuvo" });
    stalled.push(job);
  }
  await db.executeSql(
    `delete from job_heartbeats h where h.beat_at < now() - make_interval(secs => $1)
       and not exists (select 1 from pgboss.job j where j.id = h.job_id and j.state = 'active')`,
    [KEEP_FINISHED_SECONDS],
  );
  return stalled;
}

/** Runs `failStalledJobs` every `checkMs` until stopped; `onStalled` hears of each job failed. */
export function startStallMonitor(
  boss: PgBoss,
  options: {
    queues: string[];
    timings: LivenessTimings;
    logger: Logger;
    onStalled(job: StalledJob): Promise<void>;
  },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const check = () => {
    running = running.then(async () => {
      if (isStopped) return;
      try {
        const stalled = await failStalledJobs(boss, options.queues, options.timings.stalledAfterSeconds);
        for (const job of stalled) {
          options.logger.warn(
            { job: job.name, jobId: job.id, willRetry: job.willRetry },
            "job whose process stopped answering: retried",
          );
          await options.onStalled(job);
        }
      } catch (error) {
        options.logger.warn({ err: error }, "stalled-job check failed");
      }
    });
  };
  const timer = setInterval(check, options.timings.checkMs);
  timer.unref();
  return {
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
