import { readFile } from "node:fs/promises";
import { ExtractionFailure } from "./extraction-failure";
import {
  EXTRACTION_REASONS,
  type ExtractedUnit,
  type ExtractionResult,
  type NativeFormat,
  type WordPagination,
  type WorkerRequest,
} from "./extraction-types";

// Each reader is imported only when its format comes: a worker reading a PDF does not pay for loading
// exceljs and mammoth (that was most of a worker's ~0.5 s start).

/** A PDF whose pages are at least this share empty is taken as scanned. */
const EMPTY_PAGE_SHARE = 0.9;

const KIND_NAMES: Record<NativeFormat, string> = {
  pdf: "PDF",
  docx: "Word",
  doc: "Word",
  xlsx: "Excel",
  pptx: "PowerPoint",
  txt: "texto",
};

/**
 * Reads one file of a format the process parses itself. Runs inside the extraction worker: a hostile
 * or huge file may exhaust it, and the parent turns that into an error. Known problems come back as a
 * result with a Spanish reason; nothing is thrown.
 */
export async function readDocument(request: WorkerRequest): Promise<ExtractionResult> {
  const { filePath, format } = request;
  let data: Buffer;
  try {
    data = await readFile(filePath);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.missingFile };
  }
  try {
    return await readByFormat(data, format, request.printedPdfPath);
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
  format: NativeFormat,
  printedPdfPath?: string,
): Promise<ExtractionResult> {
  switch (format) {
    case "pdf": {
      const { pdfPagesToUnits, readPdfText } = await import("./pdf-text");
      const { pageCount, pages } = await readPdfText(
        new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      );
      const units = pdfPagesToUnits(pages);
      const emptyPages = pageCount - units.length;
      if (pageCount === 0 || emptyPages >= pageCount * EMPTY_PAGE_SHARE) {
        return { status: "sin_texto", pageCount, reason: EXTRACTION_REASONS.scannedPdf };
      }
      return { status: "listo", units, pageCount };
    }
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
