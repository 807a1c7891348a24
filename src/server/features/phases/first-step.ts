import { EventEmitter } from "node:events";
import type { Database } from "../../db/client";
import { findPhaseVersion, type PhaseVersionRow } from "./phases.repository";

/** How long a 'Generar' request waits for its job's first step before answering with 'en cola'. */
export const FIRST_STEP_WAIT_MS = 250;
const CHECK_EVERY_MS = 15;

/** What the answer shows of the version's job. */
export interface SeenJob {
  status: PhaseVersionRow["status"];
  step: string | null;
}

// Steps written by this process's workers, by version id: the request hears of its job's first step
// without a query (on the embedded database a query would wait behind the generation's own).
const steps = new EventEmitter();
steps.setMaxListeners(0);

/** Called by the generation job each time it has written a step of a version. */
export function announceStep(versionId: string, step: string): void {
  steps.emit(versionId, step);
}

/**
 * Waits, briefly, until a just-queued version has left the queue (a worker wrote its first step, or
 * it already ended), so that the answer to the click shows the real progress instead of 'en cola'.
 * A worker of this process is woken by the send, starts within tens of milliseconds and announces its
 * step here; a worker of another process is seen by reading the version's row every 15 ms. When every
 * worker is busy the request answers after `waitMs` with the queued state, and the page's polling
 * shows the rest.
 */
export async function waitForFirstStep(
  db: Database,
  versionId: string,
  waitMs = FIRST_STEP_WAIT_MS,
): Promise<SeenJob | undefined> {
  let heard: SeenJob | undefined;
  let wake: () => void = () => undefined;
  const listener = (step: string) => {
    heard = { status: "generando", step };
    wake();
  };
  steps.once(versionId, listener);
  try {
    const until = Date.now() + waitMs;
    for (;;) {
      if (heard) return heard;
      const version = await findPhaseVersion(db, versionId);
      if (heard) return heard;
      if (version?.status !== "en_cola" || version.step !== null)
        return version ? { status: version.status, step: version.step } : undefined;
      const left = until - Date.now();
      if (left <= 0) return { status: version.status, step: version.step };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(CHECK_EVERY_MS, left));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    steps.off(versionId, listener);
  }
}
