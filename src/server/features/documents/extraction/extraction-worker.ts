import { parentPort } from "node:worker_threads";
import type { WorkerRequest } from "./extraction-types";
import { prewarmPdfHelper } from "./pdf-pages-parallel";
import { readDocument } from "./read-document";

// Tenders come mostly as PDFs: the helper thread that reads the second half of a long one starts
// loading now, while this worker waits for (or reads) its first document.
void prewarmPdfHelper();

// The body of the extraction worker (started through extraction-worker.mjs). It stays alive between
// documents, so each one does not pay the thread's and tsx's start-up; it reads one file at a time.
parentPort?.on("message", async (message: { id: number; request: WorkerRequest }) => {
  const result = await readDocument(message.request, (progress) =>
    parentPort?.postMessage({ id: message.id, progress }),
  );
  parentPort?.postMessage({ id: message.id, result });
});
