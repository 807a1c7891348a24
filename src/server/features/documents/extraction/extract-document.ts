import { access, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AllowedFileType } from "../../../../shared/rules/files";
import { prewarmExtractionWorker, runInExtractionWorker } from "./extraction-pool";
import {
  EXTRACTION_REASONS,
  type ExtractionProgress,
  type ExtractionResult,
  type NativeFormat,
  type WorkerRequest,
} from "./extraction-types";
import { convertWithLibreOffice } from "./libreoffice";

export type { ExtractedUnit, ExtractionResult } from "./extraction-types";
export { findLibreOffice } from "./libreoffice";

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
  /** Pages read by OCR at once (each by its own Tesseract worker); 0 turns OCR off. Default 1. */
  ocrParallel?: number;
  /** Most pages of one document read by OCR. Default 200. */
  ocrMaxPages?: number;
  /** Added to `timeoutMs` for each page to read by OCR. Default 60 s. */
  ocrPageTimeoutMs?: number;
  /** Pages read by OCR so far, as the reading goes. */
  onProgress?: (progress: ExtractionProgress) => void;
}

const DEFAULT_OCR_PAGE_TIMEOUT_MS = 60_000;

/**
 * Reads a stored file's text, one unit per page, sheet or slide. Parsing runs in a warm worker thread
 * (extraction-pool.ts) with a heap limit and a time limit, so a broken, hostile or huge file ends as `{ status: "error" }` with a
 * Spanish reason instead of taking the process down. Legacy .xls and .ppt go through LibreOffice
 * first; a Word file without Word's saved layout is also printed to PDF by LibreOffice for its pages.
 * Never throws.
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
    const result = await runExtractionWorker(
      {
        filePath: options.filePath,
        format: options.fileType,
        ocrParallel: options.ocrParallel,
        ocrMaxPages: options.ocrMaxPages,
      },
      options,
    );
    if (options.fileType === "doc" || options.fileType === "docx")
      return await withPrintedPages(result, options, started);
    return result;
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

/**
 * A Word file without Word's own layout saved in it (a .doc, or a docx written by another program) has
 * no pages a reader can trust: explicit breaks miss the pages text fills by itself. With LibreOffice the
 * document is printed to PDF and read again, its lines given the pages of that print. A failed or late
 * print keeps the first reading: pages are an extra, never a reason to lose the text.
 */
async function withPrintedPages(
  first: ExtractionResult,
  options: ExtractDocumentOptions,
  started: number,
): Promise<ExtractionResult> {
  if (first.status !== "listo" || first.pagination === "rendered" || !options.libreOfficePath) return first;
  const extension = options.fileType;
  const workDir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "licita-print-"));
  try {
    const remainingMs = () => options.timeoutMs - (Date.now() - started);
    if (remainingMs() < 1_000) return first;
    const conversion = await convertWithLibreOffice({
      libreOfficePath: options.libreOfficePath,
      inputPath: options.filePath,
      sourceExtension: extension,
      targetFormat: "pdf",
      workDir,
      timeoutMs: remainingMs(),
    });
    if (!conversion.ok || remainingMs() < 1_000) return first;
    const printed = await runExtractionWorker(
      {
        filePath: options.filePath,
        format: extension as NativeFormat,
        printedPdfPath: conversion.outputPath,
      },
      { ...options, timeoutMs: remainingMs() },
    );
    return printed.status === "listo" ? printed : first;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Readies the reading thread ahead of a document (see prewarmExtractionWorker). */
export function prewarmExtraction(): void {
  prewarmExtractionWorker(DEFAULT_MEMORY_MB);
}

function runExtractionWorker(
  request: WorkerRequest,
  options: Pick<ExtractDocumentOptions, "timeoutMs" | "maxMemoryMb" | "ocrPageTimeoutMs" | "onProgress">,
): Promise<ExtractionResult> {
  return runInExtractionWorker(request, {
    timeoutMs: options.timeoutMs,
    memoryMb: options.maxMemoryMb ?? DEFAULT_MEMORY_MB,
    ocrPageTimeoutMs: options.ocrPageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS,
    onProgress: options.onProgress,
  });
}

function seconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}
