import { parentPort } from "node:worker_threads";
import type { WorkerRequest } from "./extraction-types";
import { prewarmPdfHelper } from "./pdf-pages-parallel";
import { readDocument } from "./read-document";

// Tenders come mostly as PDFs: the helper thread that reads half of a long one starts loading now,
// while this worker waits for (or reads) its first document, and this thread loads the PDF reader and
// reads a small PDF once, so that the first real one finds the code compiled (pdf-warm-up.ts).
void prewarmPdfHelper();
const warmedUp = import("./pdf-warm-up").then(({ warmUpPdfReader }) => warmUpPdfReader()).catch(() => []);

// The body of the extraction worker (started through extraction-worker.mjs). It stays alive between
// documents, so each one does not pay the thread's and tsx's start-up; it reads one file at a time.
parentPort?.on("message", async (message: { id: number; request: WorkerRequest }) => {
  await warmedUp;
  const result = await readDocument(message.request, (progress) =>
    parentPort?.postMessage({ id: message.id, progress }),
  );
  parentPort?.postMessage({ id: message.id, result });
});
