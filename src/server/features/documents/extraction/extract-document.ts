import { access, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { AllowedFileType } from "../../../../shared/rules/files";
import {
  EXTRACTION_REASONS,
  type ExtractionResult,
  type NativeFormat,
  type WorkerRequest,
} from "./extraction-types";
import { convertWithLibreOffice } from "./libreoffice";

export type { ExtractedUnit, ExtractionResult } from "./extraction-types";
export { findLibreOffice } from "./libreoffice";

const WORKER_ENTRY = new URL("./extraction-worker.mjs", import.meta.url);
const DEFAULT_MEMORY_MB = 512;

export interface ExtractDocumentOptions {
  filePath: string;
  fileType: AllowedFileType;
  /** From `findLibreOffice`; null when the server has none (then .xls and .ppt are not supported). */
  libreOfficePath?: string | null;
  /** For the whole reading, LibreOffice conversion included. */
  timeoutMs: number;
  /** Heap of the parsing worker; past it the worker dies and the document gets an error. */
  maxMemoryMb?: number;
  /** Where LibreOffice conversions get their scratch folder; the system's temporary folder by default. */
  tempDir?: string;
}

/**
 * Reads a stored file's text, one unit per page, sheet or slide. Parsing runs in a worker thread with
 * a heap limit and a time limit, so a broken, hostile or huge file ends as `{ status: "error" }` with a
 * Spanish reason instead of taking the process down. Legacy .xls and .ppt go through LibreOffice
 * first. Never throws.
 */
export async function extractDocument(options: ExtractDocumentOptions): Promise<ExtractionResult> {
  const started = Date.now();
  try {
    await access(options.filePath);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.missingFile };
  }
  try {
    if (options.fileType === "xls" || options.fileType === "ppt") {
      return await extractThroughLibreOffice(options, started);
    }
    return await runExtractionWorker({ filePath: options.filePath, format: options.fileType }, options);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.crashed };
  }
}

async function extractThroughLibreOffice(
  options: ExtractDocumentOptions,
  started: number,
): Promise<ExtractionResult> {
  const extension = options.fileType;
  if (!options.libreOfficePath)
    return { status: "no_soportado", reason: EXTRACTION_REASONS.needsLibreOffice(extension) };
  const format: NativeFormat = extension === "xls" ? "xlsx" : "pptx";
  const workDir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "licita-extract-"));
  try {
    const conversion = await convertWithLibreOffice({
      libreOfficePath: options.libreOfficePath,
      inputPath: options.filePath,
      sourceExtension: extension,
      targetFormat: format,
      workDir,
      timeoutMs: options.timeoutMs,
    });
    if (!conversion.ok) {
      const reason = conversion.isTimeout
        ? EXTRACTION_REASONS.conversionTimeout(extension, seconds(options.timeoutMs))
        : EXTRACTION_REASONS.conversionFailed(extension);
      return { status: "error", reason };
    }
    const remainingMs = Math.max(1, options.timeoutMs - (Date.now() - started));
    return await runExtractionWorker(
      { filePath: conversion.outputPath, format },
      { ...options, timeoutMs: remainingMs },
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** One worker per file: it answers once, or is terminated at the time limit, or dies of its heap limit. */
function runExtractionWorker(
  request: WorkerRequest,
  options: Pick<ExtractDocumentOptions, "timeoutMs" | "maxMemoryMb">,
): Promise<ExtractionResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_ENTRY, {
      workerData: request,
      // A clean loader: the entry registers tsx itself (see extraction-worker.mjs).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? DEFAULT_MEMORY_MB },
      // Parsers' console warnings are of no use to anyone; drop them instead of filling the logs.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let isSettled = false;
    const finish = (result: ExtractionResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      void worker.terminate().catch(() => undefined);
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ status: "error", reason: EXTRACTION_REASONS.timeout(seconds(options.timeoutMs)) }),
      options.timeoutMs,
    );
    worker.once("message", (result: ExtractionResult) => finish(result));
    worker.once("error", (error: Error & { code?: string }) => {
      const isOutOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish({
        status: "error",
        reason: isOutOfMemory ? EXTRACTION_REASONS.outOfMemory : EXTRACTION_REASONS.crashed,
      });
    });
    worker.once("exit", () => finish({ status: "error", reason: EXTRACTION_REASONS.crashed }));
  });
}

function seconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}
