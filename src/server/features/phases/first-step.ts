import type { Database } from "../../db/client";
import { findPhaseVersion, type PhaseVersionRow } from "./phases.repository";

/** How long a 'Generar' request waits for its job's first step before answering with 'en cola'. */
export const FIRST_STEP_WAIT_MS = 250;
const CHECK_EVERY_MS = 15;

/**
 * Waits, briefly, until a just-queued version has left the queue (a worker wrote its first step, or
 * it already ended), so that the answer to the click shows the real progress instead of 'en cola'.
 * A worker of this process is woken by the send and starts within tens of milliseconds; when every
 * worker is busy, or the workers run elsewhere, the request answers after `waitMs` with the queued
 * state and the page's polling shows the rest.
 */
export async function waitForFirstStep(
  db: Database,
  versionId: string,
  waitMs = FIRST_STEP_WAIT_MS,
): Promise<PhaseVersionRow | undefined> {
  const until = Date.now() + waitMs;
  for (;;) {
    const version = await findPhaseVersion(db, versionId);
    if (version?.status !== "en_cola" || version.step !== null) return version;
    const left = until - Date.now();
    if (left <= 0) return version;
    await new Promise((resolve) => setTimeout(resolve, Math.min(CHECK_EVERY_MS, left)));
  }
}
