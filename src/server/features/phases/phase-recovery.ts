/**
 * Versions a generation left unfinished: a process that died mid-job (more often than the job's
 * retries allow), a job lost with its queue, or a send that never happened. Each worker runs this at
 * start and every minute (jobs/queue.ts); several at once are safe.
 */
import type { Logger } from "pino";
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { JobDescriptor, JobQueue } from "../../jobs/queue";
import { PHASE_FAILURES } from "./phase-failures";
import { claimQueuedVersion, failUnfinishedVersions, listUnfinishedPhaseVersions } from "./phases.repository";

/** A version queued this recently may still be on its way to the queue (the request is sending it). */
export const QUEUE_GRACE_MS = 30_000;

/**
 * Every unfinished version without a live job: one that had started ('generando'), or whose jobs are
 * all over, is marked failed with a reason so the page offers 'Reintentar'; one queued but never sent
 * is sent again (nothing of it ran yet).
 */
export async function recoverPhaseVersions(
  ctx: Pick<AppContext, "db">,
  options: {
    queue: JobQueue;
    /** The generation job (phases.jobs.ts), whose payload is `{ versionId }`. */
    job: JobDescriptor<z.ZodType<{ versionId: string }>>;
    logger: Logger;
    now?: Date;
  },
): Promise<{ failed: number; requeued: number }> {
  const unfinished = await listUnfinishedPhaseVersions(ctx.db);
  const result = { failed: 0, requeued: 0 };
  if (unfinished.length === 0) return result;
  const jobs = await options.queue.livenessOf(
    options.job,
    "versionId",
    unfinished.map((version) => version.id),
  );
  const now = options.now ?? new Date();
  const queuedBefore = new Date(now.getTime() - QUEUE_GRACE_MS);
  const lost: string[] = [];
  for (const version of unfinished) {
    const job = jobs.get(version.id);
    if (job === "live") continue;
    if (version.status === "en_cola" && version.createdAt >= queuedBefore) continue;
    if (version.status === "generando" || job === "finished") {
      lost.push(version.id);
      continue;
    }
    if (await claimQueuedVersion(ctx.db, version.id, queuedBefore)) {
      await options.queue.send(options.job, { versionId: version.id });
      result.requeued += 1;
    }
  }
  result.failed = await failUnfinishedVersions(ctx.db, { ids: lost }, PHASE_FAILURES.interrupted);
  if (result.failed + result.requeued > 0) options.logger.warn(result, "unfinished phase versions recovered");
  return result;
}
