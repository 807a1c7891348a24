import type { Logger } from "pino";
import type { CaptchaVerifier } from "./adapters/captcha/captcha-verifier";
import type { Mailer } from "./adapters/mail/mailer";
import type { PaymentsGateway } from "./adapters/payments/payments-gateway";
import type { Storage } from "./adapters/storage/storage";
import type { Config } from "./config/config";
import type { Database } from "./db/client";
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
}
