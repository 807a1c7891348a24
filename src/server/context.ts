import type { Logger } from "pino";
import type { CaptchaVerifier } from "./adapters/captcha/captcha-verifier";
import type { EmbeddingsClient } from "./adapters/embeddings/embeddings-client";
import type { Mailer } from "./adapters/mail/mailer";
import type { PaymentsGateway } from "./adapters/payments/payments-gateway";
import type { Storage } from "./adapters/storage/storage";
import type { Config } from "./config/config";
import type { Database } from "./db/client";
import type { SessionCache } from "./features/auth/session-cache";
import type { ProjectListCache } from "./features/projects/project-list-cache";
import type { JobQueue } from "./jobs/queue";

/** What services are built from: configuration, the database, the job queue and the adapters. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  queue: JobQueue;
  mailer: Mailer;
  payments: PaymentsGateway;
  storage: Storage;
  captcha: CaptchaVerifier & { createChallenge?: () => Promise<unknown> };
  /** Search by meaning as well as words; null when EMBEDDINGS_* are not set (full-text only). */
  embeddings: EmbeddingsClient | null;
  /** Sessions judged from memory between changes: embedded database only (see session-cache.ts). */
  sessionCache?: SessionCache;
  /** Each client's project list between changes: embedded database only (see project-list-cache.ts). */
  projectListCache?: ProjectListCache;
}
