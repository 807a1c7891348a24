import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The last sign of life of each running job (pg-boss 10 has no heartbeat of its own): the worker
 * running it renews `beat_at` every few seconds; a job still 'active' whose beat stopped lost its
 * process, and a worker fails it so pg-boss retries it (jobs/liveness.ts). `worker` is the process
 * ('host:pid'), or 'detenido' once a monitor has claimed the stalled job.
 */
export const jobHeartbeats = pgTable(
  "job_heartbeats",
  {
    jobId: uuid("job_id").primaryKey(),
    queue: text("queue").notNull(),
    worker: text("worker").notNull(),
    beatAt: timestamp("beat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_heartbeats_beat_idx").on(table.beatAt)],
);
