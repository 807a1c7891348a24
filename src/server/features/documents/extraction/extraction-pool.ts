import { Worker } from "node:worker_threads";
import {
  EXTRACTION_REASONS,
  type ExtractionProgress,
  type ExtractionResult,
  type WorkerRequest,
} from "./extraction-types";

const WORKER_ENTRY = new URL("./extraction-worker.mjs", import.meta.url);
/** A long-lived worker is replaced after this many documents, so no parser leak can accumulate. */
const DOCUMENTS_PER_WORKER = 50;
/**
 * A warm worker holds its parsers' heap (tens to hundreds of MB after a large file); once no document
 * has come for this long it is retired, so an idle server gives that memory back.
 */
export const IDLE_WORKER_RETIRE_MS = 60_000;

interface WarmWorker {
  worker: Worker;
  memoryMb: number;
  documents: number;
}

export interface ExtractionRunOptions {
  timeoutMs: number;
  memoryMb: number;
  /** Time added to `timeoutMs` per page read by OCR, once the worker says how many there are. */
  ocrPageTimeoutMs?: number;
  onProgress?: (progress: ExtractionProgress) => void;
}

interface Pending extends ExtractionRunOptions {
  request: WorkerRequest;
  resolve(result: ExtractionResult): void;
}

let warm: WarmWorker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let isBusy = false;
let nextId = 1;
const queue: Pending[] = [];

function spawn(memoryMb: number): WarmWorker {
  const worker = new Worker(WORKER_ENTRY, {
    // A clean loader: the entry registers tsx itself (see extraction-worker.mjs).
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    // Parsers' console warnings are of no use to anyone; drop them instead of filling the logs.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  // An idle warm worker must not keep the process alive at shutdown.
  worker.unref();
  return { worker, memoryMb, documents: 0 };
}

function discard(target: WarmWorker): void {
  if (warm === target) warm = undefined;
  target.worker.removeAllListeners();
  void target.worker.terminate().catch(() => undefined);
}

function seconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}

/**
 * Reads one file in the warm extraction worker (starting it if needed), one file at a time. A time-out,
 * a crash or an out-of-memory kills that worker, answers this file with an error and leaves a fresh
 * worker for the next one: a hostile file fails alone.
 */
export function runInExtractionWorker(
  request: WorkerRequest,
  options: ExtractionRunOptions,
): Promise<ExtractionResult> {
  return new Promise((resolve) => {
    queue.push({ ...options, request, resolve });
    pump();
  });
}

/**
 * Starts the extraction worker now, if none is warm, so that a document about to arrive (an upload
 * has begun) does not wait for the thread, tsx and pdf.js to load. It retires when idle, as always.
 */
export function prewarmExtractionWorker(memoryMb: number): void {
  if (warm || isBusy) return;
  warm = spawn(memoryMb);
  retireWhenIdle();
}

/** Whether a warm extraction worker is alive (for the memory test). */
export function hasWarmExtractionWorker(): boolean {
  return warm !== undefined;
}

function retireWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (!isBusy && queue.length === 0 && warm) discard(warm);
  }, IDLE_WORKER_RETIRE_MS);
  idleTimer.unref();
}

function pump(): void {
  if (isBusy) return;
  const next = queue.shift();
  if (!next) {
    retireWhenIdle();
    return;
  }
  clearTimeout(idleTimer);
  isBusy = true;
  if (warm && warm.memoryMb !== next.memoryMb) discard(warm);
  const current = warm ?? spawn(next.memoryMb);
  warm = current;
  current.worker.ref();
  const id = nextId++;
  let isSettled = false;
  const finish = (result: ExtractionResult, isWorkerBroken: boolean) => {
    if (isSettled) return;
    isSettled = true;
    clearTimeout(timer);
    current.worker.off("message", handleMessage);
    current.worker.off("error", handleError);
    current.worker.off("exit", handleExit);
    current.documents += 1;
    if (isWorkerBroken || current.documents >= DOCUMENTS_PER_WORKER) discard(current);
    else current.worker.unref();
    isBusy = false;
    next.resolve(result);
    pump();
  };
  const started = Date.now();
  let limitMs = next.timeoutMs;
  const handleMessage = (message: {
    id: number;
    result?: ExtractionResult;
    progress?: ExtractionProgress;
  }) => {
    if (message.id !== id) return;
    if (message.result) return finish(message.result, false);
    if (!message.progress) return;
    // The time-out scales with the pages to read by OCR, known once the worker has looked at the file.
    const scaled = next.timeoutMs + message.progress.ocrTotal * (next.ocrPageTimeoutMs ?? 0);
    if (scaled > limitMs) {
      limitMs = scaled;
      clearTimeout(timer);
      timer = setTimeout(expire, Math.max(1, limitMs - (Date.now() - started)));
    }
    next.onProgress?.(message.progress);
  };
  const handleError = (error: Error & { code?: string }) => {
    const isOutOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
    finish(
      {
        status: "error",
        reason: isOutOfMemory ? EXTRACTION_REASONS.outOfMemory : EXTRACTION_REASONS.crashed,
      },
      true,
    );
  };
  const handleExit = () => finish({ status: "error", reason: EXTRACTION_REASONS.crashed }, true);
  const expire = () =>
    finish({ status: "error", reason: EXTRACTION_REASONS.timeout(seconds(limitMs)) }, true);
  let timer = setTimeout(expire, next.timeoutMs);
  current.worker.on("message", handleMessage);
  current.worker.once("error", handleError);
  current.worker.once("exit", handleExit);
  current.worker.postMessage({ id, request: next.request });
}
