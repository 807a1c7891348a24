import type { Database } from "../../db/client";
import { setDocumentStatus } from "./documents.repository";
import type { ExtractionProgress } from "./extraction/extraction-types";

/** Progress is written at most this often (and always for the first and the last page). */
const WRITE_EVERY_MS = 1_000;

/**
 * Writes the pages read by OCR so far onto the document, where the documents view reads them while it
 * polls: one write at a time, the newest figure winning, never more than once a second but for the
 * first and last page. Failures to write are ignored: progress is a courtesy, the reading goes on.
 */
export function trackOcrProgress(db: Database, documentId: string) {
  let latest: ExtractionProgress | undefined;
  let written: ExtractionProgress | undefined;
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    writing = writing.then(async () => {
      const progress = latest;
      if (
        !progress ||
        (written && written.ocrDone === progress.ocrDone && written.ocrTotal === progress.ocrTotal)
      )
        return;
      written = progress;
      lastWrite = Date.now();
      await setDocumentStatus(db, documentId, {
        ocrProgress: { done: progress.ocrDone, total: progress.ocrTotal },
      }).catch(() => undefined);
    });
  };

  return {
    report(progress: ExtractionProgress) {
      latest = progress;
      const isEdge = progress.ocrDone === 0 || progress.ocrDone === progress.ocrTotal;
      if (isEdge || Date.now() - lastWrite >= WRITE_EVERY_MS) write();
    },
    /** Waits for the writes in flight, so none lands after the final status. */
    flush(): Promise<void> {
      return writing;
    },
  };
}
