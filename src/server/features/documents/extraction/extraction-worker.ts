import { parentPort, workerData } from "node:worker_threads";
import type { WorkerRequest } from "./extraction-types";
import { readDocument } from "./read-document";

// The body of the extraction worker (started through extraction-worker.mjs): one file, one answer.
const request = workerData as WorkerRequest;
parentPort?.postMessage(await readDocument(request.filePath, request.format));
