import { parentPort } from "node:worker_threads";
import type { WorkerRequest } from "./extraction-types";
import { readDocument } from "./read-document";

// The body of the extraction worker (started through extraction-worker.mjs). It stays alive between
// documents, so each one does not pay the thread's and tsx's start-up; it reads one file at a time.
parentPort?.on("message", async (message: { id: number; request: WorkerRequest }) => {
  const result = await readDocument(message.request, (progress) =>
    parentPort?.postMessage({ id: message.id, progress }),
  );
  parentPort?.postMessage({ id: message.id, result });
});
