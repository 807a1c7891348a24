import { readFile } from "node:fs/promises";
import { ExtractionFailure } from "./extraction-failure";
import {
  EXTRACTION_REASONS,
  type ExtractedUnit,
  type ExtractionProgress,
  type ExtractionResult,
  type NativeFormat,
  type WordPagination,
  type WorkerRequest,
} from "./extraction-types";

// Each reader is imported only when its format comes: a worker reading a PDF does not pay for loading
// exceljs and mammoth (that was most of a worker's ~0.5 s start).

/** Without a say from the caller: one page read by OCR at a time, and at most 200 of them. */
const DEFAULT_OCR_PARALLEL = 1;
const DEFAULT_OCR_MAX_PAGES = 200;

const KIND_NAMES: Record<NativeFormat, string> = {
  pdf: "PDF",
  docx: "Word",
  doc: "Word",
  xlsx: "Excel",
  pptx: "PowerPoint",
  txt: "texto",
  jpg: "imagen JPG",
  png: "imagen PNG",
  tiff: "imagen TIFF",
};

/**
 * Reads one file of a format the process parses itself. Runs inside the extraction worker: a hostile
 * or huge file may exhaust it, and the parent turns that into an error. Known problems come back as a
 * result with a Spanish reason; nothing is thrown.
 */
export async function readDocument(
  request: WorkerRequest,
  onProgress?: (progress: ExtractionProgress) => void,
): Promise<ExtractionResult> {
  const { filePath, format } = request;
  let data: Buffer;
  try {
    data = await readFile(filePath);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.missingFile };
  }
  try {
    return await readByFormat(data, request, onProgress);
  } catch (error) {
    return { status: "error", reason: reasonFor(error, format) };
  }
}

/** The pages of a Word document's print (made by LibreOffice from a file already read once). */
async function readPrintedPages(printedPdfPath: string | undefined): Promise<string[] | undefined> {
  if (!printedPdfPath) return undefined;
  const { readPdfText } = await import("./pdf-text");
  const data = await readFile(printedPdfPath);
  // Every line kept: a line that looks like a running header may be the one a paragraph starts with.
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return (await readPdfText(bytes, { keepRepeatedLines: true })).pages;
}

async function readByFormat(
  data: Buffer,
  request: WorkerRequest,
  onProgress?: (progress: ExtractionProgress) => void,
): Promise<ExtractionResult> {
  const { format, printedPdfPath } = request;
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const ocr = {
    parallel: request.ocrParallel ?? DEFAULT_OCR_PARALLEL,
    maxPages: request.ocrMaxPages ?? DEFAULT_OCR_MAX_PAGES,
    onProgress,
  };
  switch (format) {
    case "pdf":
      return (await import("./pdf-document")).readPdfDocument(bytes, ocr);
    case "jpg":
    case "png":
    case "tiff":
      return (await import("./image-document")).readImageDocument(bytes, format, ocr);
    case "pptx": {
      const { readPptxText } = await import("./pptx-text");
      const { slideCount, units } = await readPptxText(data);
      return withText(units, slideCount);
    }
    case "docx": {
      const printed = await readPrintedPages(printedPdfPath);
      const word = await (await import("./docx-text")).readDocxPages(data, printed);
      return withText(word.units, word.pageCount, word.pagination);
    }
    case "doc": {
      const printed = await readPrintedPages(printedPdfPath);
      const word = await (await import("./doc-text")).readDocText(data, printed);
      return withText(word.units, word.pageCount, word.pagination);
    }
    case "xlsx":
      return withText(await (await import("./xlsx-text")).readXlsxText(data), null);
    case "txt": {
      const units = (await import("./txt-text")).readTxtText(data);
      return withText(units, units.at(-1)?.page ?? null);
    }
  }
}

function withText(
  units: ExtractedUnit[],
  pageCount: number | null,
  pagination?: WordPagination,
): ExtractionResult {
  if (units.length === 0) return { status: "sin_texto", pageCount, reason: EXTRACTION_REASONS.noText };
  return pagination
    ? { status: "listo", units, pageCount, pagination }
    : { status: "listo", units, pageCount };
}

function reasonFor(error: unknown, format: NativeFormat): string {
  if (error instanceof ExtractionFailure) return error.reason;
  const name = error instanceof Error ? error.name : "";
  if (format === "pdf")
    return name === "PasswordException" ? EXTRACTION_REASONS.encryptedPdf : EXTRACTION_REASONS.damagedPdf;
  if (error instanceof RangeError) return EXTRACTION_REASONS.outOfMemory;
  return EXTRACTION_REASONS.damagedFile(KIND_NAMES[format]);
}
