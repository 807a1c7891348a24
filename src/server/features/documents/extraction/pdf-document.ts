import {
  EXTRACTION_REASONS,
  type ExtractedUnit,
  type ExtractionProgress,
  type ExtractionResult,
  type OcrPageInfo,
} from "./extraction-types";
import { joinHyphenatedLines, normalizeText } from "./normalize-text";
import { isGarbageLayer, isUsableTextLayer } from "./ocr/text-layer-quality";
import { withPrintedLineBreaks } from "./pdf-table";
import { pdfPagesToUnits, readPdfText } from "./pdf-text";
import { dropRunningLines } from "./running-lines";

export interface OcrOptions {
  /** Pages read at once; 0 turns OCR off (then scanned pages are reported as before). */
  parallel: number;
  maxPages: number;
  onProgress?: (progress: ExtractionProgress) => void;
}

/**
 * Reads a PDF: each page's text layer where it is usable, and OCR (rendered, read in Spanish) for the
 * pages without one or with a garbage one. A mixed PDF gets both; pages keep the PDF's numbers.
 */
export async function readPdfDocument(data: Uint8Array, ocr: OcrOptions): Promise<ExtractionResult> {
  // pdf.js may take the bytes over; the renderer gets its own copy.
  const { pageCount, pages } = await readPdfText(data.slice());
  if (pageCount === 0) return { status: "sin_texto", pageCount, reason: EXTRACTION_REASONS.noText };
  const candidates = pages.flatMap((text, index) => (isUsableTextLayer(text) ? [] : [index + 1]));
  if (candidates.length === 0 || ocr.parallel <= 0) return withLayerOnly(pages, pageCount);
  const [{ openPdfRenderer }, { readPagesByOcr }] = await Promise.all([
    import("./ocr/pdf-render"),
    import("./ocr/read-pages"),
  ]);
  const renderer = await openPdfRenderer(data);
  let readings: Awaited<ReturnType<typeof readPagesByOcr>>;
  try {
    // A page with no picture has nothing more to give than its (short) text layer: a title, 'Fallo'.
    // Each page is checked as it is read (its picture is decoded once); only past the page limit are
    // the pages with a picture counted first, to refuse the document before reading any.
    if (candidates.length > ocr.maxPages) {
      let toRead = 0;
      for (const page of candidates)
        if (isGarbageLayer(pages[page - 1] ?? "") || (await renderer.hasImages(page))) toRead++;
      if (toRead > ocr.maxPages)
        return { status: "error", reason: EXTRACTION_REASONS.tooManyPages(toRead, ocr.maxPages) };
    }
    readings = await readPagesByOcr({
      pages: candidates,
      render: (page) =>
        isGarbageLayer(pages[page - 1] ?? "") ? renderer.render(page) : renderer.renderWithPicture(page),
      parallel: ocr.parallel,
      onProgress: (progress) => ocr.onProgress?.({ ocrDone: progress.done, ocrTotal: progress.total }),
    });
  } finally {
    await renderer.close();
  }
  if (readings.size === 0) return withLayerOnly(pages, pageCount);
  const units: ExtractedUnit[] = [];
  const ocrPages: OcrPageInfo[] = [];
  pages.forEach((layerText, index) => {
    const page = index + 1;
    if (!readings.has(page)) {
      if (layerText.trim()) units.push({ page, location: null, text: layerText });
      return;
    }
    const reading = readings.get(page) ?? null;
    ocrPages.push({ page, confidence: reading ? reading.confidence : null });
    const ocrText = reading ? cleanOcrText(reading.text) : "";
    if (prefersOcr(layerText, ocrText)) {
      if (ocrText) units.push({ page, location: null, text: ocrText, ocrConfidence: reading?.confidence });
    } else if (layerText.trim()) units.push({ page, location: null, text: layerText });
  });
  return finishWithOcr(units, pageCount, ocrPages);
}

/**
 * A garbage layer gives way to any OCR text; a short one (a stamp, a page number, a title page) only to
 * a reading that says clearly more, so a nearly empty page keeps its exact characters.
 */
function prefersOcr(layerText: string, ocrText: string): boolean {
  const layerLength = layerText.replace(/\s/g, "").length;
  const ocrLength = ocrText.replace(/\s/g, "").length;
  if (ocrLength === 0) return false;
  if (layerLength === 0 || isGarbageLayer(layerText)) return true;
  return ocrLength > layerLength * 1.5 + 20;
}

/**
 * OCR text as the other readers hand theirs on: lines broken by hyphenation joined, blanks tidied, a
 * table row's printed lines joined as a PDF's are (pdf-table.ts).
 */
export function cleanOcrText(text: string): string {
  return withPrintedLineBreaks(normalizeText(joinHyphenatedLines(normalizeText(text))));
}

/** The result once OCR has run: 'listo' with the pages it read, or why nothing could be read. */
export function finishWithOcr(
  units: ExtractedUnit[],
  pageCount: number,
  ocrPages: OcrPageInfo[],
): ExtractionResult {
  if (units.length > 0) return { status: "listo", units: withoutRunningLines(units), pageCount, ocrPages };
  const isAllFailed = ocrPages.length > 0 && ocrPages.every((page) => page.confidence === null);
  if (isAllFailed) return { status: "error", reason: EXTRACTION_REASONS.ocrFailed };
  return { status: "sin_texto", pageCount, reason: EXTRACTION_REASONS.scanWithoutText, ocrPages };
}

/** Without OCR (none needed, or turned off): the text layer, and a scan reported as before. */
function withLayerOnly(pages: string[], pageCount: number): ExtractionResult {
  const units = pdfPagesToUnits(pages);
  if (units.length === 0 || pageCount - units.length >= pageCount * 0.9)
    return { status: "sin_texto", pageCount, reason: EXTRACTION_REASONS.scannedPdf };
  return { status: "listo", units, pageCount };
}

/**
 * The running headers and footers of the pages read by OCR dropped, as a text layer's are (pdf-text.ts):
 * a scan repeats the buyer's name, the procedure and 'Firma y Aclaración Oferente' on every page, and
 * OCR reads them a little differently each time (running-lines.ts compares them loosely).
 */
function withoutRunningLines(units: ExtractedUnit[]): ExtractedUnit[] {
  const read = units.filter((unit) => unit.ocrConfidence !== undefined);
  const cleaned = dropRunningLines(read.map((unit) => ({ page: unit.page ?? 0, text: unit.text })));
  if (cleaned.every((page, index) => page.text === read[index]?.text)) return units;
  const byUnit = new Map(read.map((unit, index) => [unit, cleaned[index]?.text ?? unit.text]));
  return units.flatMap((unit) => {
    const text = byUnit.get(unit) ?? unit.text;
    const tidy = text.replace(/\n{3,}/g, "\n\n").trim();
    return tidy ? [{ ...unit, text: tidy }] : [];
  });
}
