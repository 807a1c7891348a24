import type { Logger } from "pino";
import { createCaptcha } from "./adapters/captcha/create-captcha";
import { createEmbeddings } from "./adapters/embeddings/create-embeddings";
import { createMailer } from "./adapters/mail/create-mailer";
import { createPaymentsGateway } from "./adapters/payments/create-payments-gateway";
import { createStorage } from "./adapters/storage/create-storage";
import type { Config } from "./config/config";
import type { AppContext } from "./context";
import type { DatabaseHandle } from "./db/client";
import { startSessionCache } from "./features/auth/session-cache";
import { ensureVectorStore } from "./features/documents/embeddings/vector-store";
import { startIngestRecovery } from "./features/documents/ingest-recovery";
import { startProjectListCache } from "./features/projects/project-list-cache";
import { type JobQueue, startJobQueue } from "./jobs/queue";
import { createAllJobs } from "./jobs/registry";

/**
 * Builds what every service needs from configuration: each adapter picks its real service or its
 * working default here, in one place. `close()` stops the queue and the mailer (not the database).
 */
export async function createAppContext(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  isWorker: boolean;
  pollingIntervalSeconds?: number;
}): Promise<{ ctx: AppContext; close(timeoutMs?: number): Promise<void> }> {
  const { config, database, logger } = options;
  const db = database.db;
  const mailer = createMailer({ config, db, logger });
  const payments = await createPaymentsGateway({ config, db, logger });
  const captcha = await createCaptcha({ config, db });
  const storage = createStorage(config);
  const embeddings = createEmbeddings({ config, logger });
  // Before any job can index: a database without pgvector stops the start with a clear message.
  if (embeddings) await ensureVectorStore(db);
  // One process owns an embedded database, so its sessions can be judged from memory (session-cache.ts).
  const sessions = database.pglite ? await startSessionCache(database.pglite) : undefined;
  // Likewise each client's project list (project-list-cache.ts).
  const projectLists = database.pglite ? await startProjectListCache(database.pglite) : undefined;
  const base = {
    config,
    db,
    logger,
    mailer,
    payments,
    captcha,
    storage,
    embeddings,
    sessionCache: sessions?.cache,
    projectListCache: projectLists?.cache,
  };
  // Job handlers may send follow-up jobs: a handler that runs while the queue is still starting waits
  // for it.
  let markStarted: (queue: JobQueue) => void = () => undefined;
  const started = new Promise<JobQueue>((resolve) => {
    markStarted = resolve;
  });
  const lateQueue: JobQueue = {
    send: async (job, payload, sendOptions) => (await started).send(job, payload, sendOptions),
    livenessOf: async (job, key, values) => (await started).livenessOf(job, key, values),
    stop: async (timeoutMs) => (await started).stop(timeoutMs),
  };
  const queue = await startJobQueue({
    database,
    jobs: createAllJobs({ ...base, queue: lateQueue }),
    isWorker: options.isWorker,
    logger,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  markStarted(queue);
  // Workers queue again the documents whose reading was never queued or died with its process.
  const recovery = options.isWorker
    ? startIngestRecovery({ db, queue, logger, config }, { isExclusive: Boolean(database.pglite) })
    : undefined;
  return {
    ctx: { ...base, queue },
    /** Stops the recovery and the queue (running jobs get up to `timeoutMs`), then mailer and storage. */
    async close(timeoutMs = config.SHUTDOWN_TIMEOUT_MS) {
      await recovery?.stop();
      await queue.stop(timeoutMs);
      await mailer.close();
      await storage.close?.();
      await sessions?.stop();
      await projectLists?.stop();
    },
  };
}
