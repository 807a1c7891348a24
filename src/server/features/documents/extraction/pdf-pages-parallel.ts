import os from "node:os";
import { Worker } from "node:worker_threads";
import { ExtractionFailure } from "./extraction-failure";
import { EXTRACTION_REASONS } from "./extraction-types";
import { MAX_PDF_PAGES } from "./pdf-limits";
import { openPdf, type PageLine, readPageLines } from "./pdf-text";

/** From this many pages on, a PDF's text is read by two threads at once, when the machine has 2 cores. */
export const PARALLEL_MIN_PAGES = 8;
/** Heap of the helper thread: part of a document's text items, never more than the reader's own limit. */
const HELPER_MEMORY_MB = 384;
const HELPER_ENTRY = new URL("./pdf-pages-worker.mjs", import.meta.url);

/**
 * The pages two threads share: one reads from the first page forwards, the other from the last
 * backwards, each taking its next page only after counting it here (one atomic counter of pages
 * taken), so they meet wherever the pages' cost puts the middle and never read a page twice.
 */
export interface PageClaims {
  pageCount: number;
  /** One Int32: how many pages have been taken by either thread. */
  taken: Int32Array;
}

export function createPageClaims(pageCount: number): PageClaims {
  return { pageCount, taken: new Int32Array(new SharedArrayBuffer(4)) };
}

/** Takes one more page, or false when every page is taken. */
export function claimPage(claims: PageClaims): boolean {
  return Atomics.add(claims.taken, 0, 1) < claims.pageCount;
}

interface HelperRequest {
  id: number;
  data: Uint8Array;
  /** Shared with the extraction thread; the helper reads from the last page backwards. */
  taken: Int32Array;
  pageCount: number;
}
/** The helper's pages, last first as read: `pageLines[0]` is page `pageCount`. */
type HelperAnswer = { id: number; pageLines: PageLine[][] } | { id: number; error: string } | { ready: true };

interface Helper {
  worker: Worker;
  isReady: boolean;
  /** Settles once pdf.js is loaded in the helper (or it failed to start). */
  ready: Promise<void>;
  pending: Map<number, { resolve(lines: PageLine[][]): void; reject(error: Error): void }>;
}

let helper: Helper | undefined;
let nextId = 1;

function hasTwoCores(): boolean {
  return os.availableParallelism() >= 2;
}

/**
 * Starts the helper thread that reads part of long PDFs (from the end), so that it has loaded pdf.js by
 * the time one comes (a cold start costs more than the pages it would read). It lives as long as the
 * extraction worker that started it; a crash leaves the next document to start another.
 */
export function prewarmPdfHelper(): Promise<void> {
  if (helper) return helper.ready;
  if (!hasTwoCores()) return Promise.resolve();
  const worker = new Worker(HELPER_ENTRY, {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HELPER_MEMORY_MB },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const current: Helper = { worker, isReady: false, ready, pending: new Map() };
  const fail = (error: Error) => {
    markReady();
    if (helper === current) helper = undefined;
    for (const { reject } of current.pending.values()) reject(error);
    current.pending.clear();
  };
  worker.on("message", (answer: HelperAnswer) => {
    if ("ready" in answer) {
      current.isReady = true;
      markReady();
      return;
    }
    const waiting = current.pending.get(answer.id);
    if (!waiting) return;
    current.pending.delete(answer.id);
    if (current.pending.size === 0) worker.unref();
    if ("error" in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.pageLines);
  });
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("el lector auxiliar de PDF se detuvo")));
  helper = current;
  return ready;
}

function readInHelper(target: Helper, data: Uint8Array, claims: PageClaims): Promise<PageLine[][]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    target.pending.set(id, { resolve, reject });
    target.worker.ref();
    const request: HelperRequest = { id, data, taken: claims.taken, pageCount: claims.pageCount };
    target.worker.postMessage(request, [data.buffer as ArrayBuffer]);
  });
}

/**
 * Every page's lines of a PDF. A long one, on a machine with two cores and the helper thread warm, is
 * read by both threads at once: this one from the first page on, the helper (on its own copy of the
 * bytes: pdf.js keeps one document per thread) from the last page back, until they meet (PageClaims),
 * so a heavy first half does not leave the helper idle. Should the helper fail, this thread reads the
 * pages after its own too: the result never depends on the split.
 */
export async function readAllPageLines(
  data: Uint8Array,
): Promise<{ pageCount: number; pageLines: PageLine[][] }> {
  const ready = helper?.isReady ? helper : undefined;
  // pdf.js may take the bytes over: the helper's copy is made first.
  const copy = ready ? data.slice() : undefined;
  const pdf = await openPdf(data);
  try {
    const pageCount = pdf.numPages;
    if (pageCount > MAX_PDF_PAGES) {
      throw new ExtractionFailure(EXTRACTION_REASONS.tooManyPdfPages(pageCount, MAX_PDF_PAGES));
    }
    if (!ready || !copy || pageCount < PARALLEL_MIN_PAGES) {
      void prewarmPdfHelper();
      return { pageCount, pageLines: await readPageLines(pdf, 1, pageCount) };
    }
    const claims = createPageClaims(pageCount);
    const far = readInHelper(ready, copy, claims).catch(() => null);
    const near: PageLine[][] = [];
    while (claimPage(claims)) near.push(...(await readPageLines(pdf, near.length + 1, near.length + 1)));
    const fromEnd = await far;
    const rest =
      fromEnd && near.length + fromEnd.length === pageCount
        ? fromEnd.reverse()
        : await readPageLines(pdf, near.length + 1, pageCount);
    return { pageCount, pageLines: [...near, ...rest] };
  } finally {
    await pdf.destroy();
  }
}

/** The helper thread's side: reads pages from the last one back while it can take them. */
export async function serveHelperRequest(request: HelperRequest): Promise<HelperAnswer> {
  try {
    const claims: PageClaims = { pageCount: request.pageCount, taken: request.taken };
    const pdf = await openPdf(request.data);
    try {
      const pageLines: PageLine[][] = [];
      while (claimPage(claims)) {
        const number = request.pageCount - pageLines.length;
        pageLines.push(...(await readPageLines(pdf, number, number)));
      }
      return { id: request.id, pageLines };
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
