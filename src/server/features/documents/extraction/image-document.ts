import { createRequire } from "node:module";
import { ExtractionFailure } from "./extraction-failure";
import {
  EXTRACTION_REASONS,
  type ExtractedUnit,
  type ExtractionResult,
  type OcrPageInfo,
} from "./extraction-types";
import { type GrayImage, grayFromRgba } from "./ocr/gray-image";
import { cleanOcrText, finishWithOcr, type OcrOptions } from "./pdf-document";

export type ImageFormat = "jpg" | "png" | "tiff";

const KIND_NAMES: Record<ImageFormat, string> = { jpg: "JPG", png: "PNG", tiff: "TIFF" };
/** Past this many pixels a picture is scaled down before it is read: memory stays bounded. */
const MAX_PIXELS = 16_000_000;

interface ImagePages {
  count: number;
  render(page: number): Promise<GrayImage>;
}

/**
 * Reads a picture of a document (a photo or a scan: JPG, PNG, or TIFF, whose every frame is a page) by
 * OCR, the same way as the scanned pages of a PDF.
 */
export async function readImageDocument(
  data: Uint8Array,
  format: ImageFormat,
  ocr: OcrOptions,
): Promise<ExtractionResult> {
  let pages: ImagePages;
  try {
    pages = format === "tiff" ? openTiff(data) : await openPicture(data);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.damagedImage(KIND_NAMES[format]) };
  }
  if (pages.count === 0)
    return { status: "error", reason: EXTRACTION_REASONS.damagedImage(KIND_NAMES[format]) };
  if (pages.count > ocr.maxPages)
    return { status: "error", reason: EXTRACTION_REASONS.tooManyPages(pages.count, ocr.maxPages) };
  const { readPagesByOcr } = await import("./ocr/read-pages");
  const numbers = Array.from({ length: pages.count }, (_, index) => index + 1);
  const readings = await readPagesByOcr({
    pages: numbers,
    render: (page) => pages.render(page),
    parallel: Math.max(1, ocr.parallel),
    onProgress: (progress) => ocr.onProgress?.({ ocrDone: progress.done, ocrTotal: progress.total }),
  });
  const units: ExtractedUnit[] = [];
  const ocrPages: OcrPageInfo[] = [];
  for (const page of numbers) {
    const reading = readings.get(page) ?? null;
    ocrPages.push({ page, confidence: reading ? reading.confidence : null });
    const text = reading ? cleanOcrText(reading.text) : "";
    if (text) units.push({ page, location: null, text, ocrConfidence: reading?.confidence });
  }
  // A single picture that could not be decoded at all is a damaged file, not a failed reading.
  if (pages.count === 1 && readings.get(1) === null)
    return { status: "error", reason: EXTRACTION_REASONS.damagedImage(KIND_NAMES[format]) };
  return finishWithOcr(units, pages.count, ocrPages);
}

/** A JPG or PNG, decoded by @napi-rs/canvas (prebuilt from npm). */
async function openPicture(data: Uint8Array): Promise<ImagePages> {
  const { createCanvas, loadImage } = await import("@napi-rs/canvas");
  const image = await loadImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  if (!image.width || !image.height) throw new ExtractionFailure("empty picture");
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (image.width * image.height)));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return {
    count: 1,
    async render() {
      const canvas = createCanvas(width, height);
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
      return grayFromRgba(context.getImageData(0, 0, width, height).data, width, height);
    },
  };
}

/** A TIFF: every frame a page, decoded only when its turn comes. */
function openTiff(data: Uint8Array): ImagePages {
  // utif2 is CommonJS without an ESM entry; loaded lazily like the other readers.
  const UTIF = requireUtif();
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  const frames = UTIF.decode(buffer).filter((ifd) => tagNumber(ifd.t256) > 0 && tagNumber(ifd.t257) > 0);
  return {
    count: frames.length,
    async render(page) {
      const frame = frames[page - 1];
      if (!frame) throw new ExtractionFailure("missing frame");
      UTIF.decodeImage(buffer, frame);
      if (!frame.width || !frame.height) throw new ExtractionFailure("empty frame");
      const pixels = frame.width * frame.height;
      if (pixels > MAX_PIXELS * 2) throw new ExtractionFailure("frame too large");
      const rgba = UTIF.toRGBA8(frame);
      // The decoded frame is dropped at once: only the page being read stays in memory.
      frame.data = new Uint8Array(0);
      return grayFromRgba(rgba, frame.width, frame.height);
    },
  };
}

type Utif = typeof import("utif2");
let utif: Utif | undefined;
function requireUtif(): Utif {
  utif ??= createRequire(import.meta.url)("utif2") as Utif;
  return utif;
}

function tagNumber(value: unknown): number {
  return Array.isArray(value) ? Number(value[0] ?? 0) : 0;
}
