import { createRequire } from "node:module";
import { hasImageEnd } from "../upload/content-signatures";
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
/** Larger pictures than this are refused before they are decoded (the JPEG decoder's own limit too). */
const MAX_DECODED_MEGAPIXELS = 120;
const MAX_DECODED_PIXELS = MAX_DECODED_MEGAPIXELS * 1_000_000;

function pictureTooLarge(format: ImageFormat, pixels: number): ExtractionResult {
  const megapixels = Math.round(pixels / 1_000_000);
  return {
    status: "error",
    reason: EXTRACTION_REASONS.pictureTooLarge(KIND_NAMES[format], megapixels, MAX_DECODED_MEGAPIXELS),
  };
}

interface ImagePages {
  count: number;
  /** The most pixels a page says it has (a TIFF frame's tags), before anything is decoded. */
  largestPixels: number;
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
  // pngjs allocates width × height × 4 bytes whatever the file's size: a 76 KB PNG declaring
  // 20,000 × 20,000 pixels took 2.1 GB and a minute of OCR. Its header gives the size: refused first.
  if (format === "png" && pngPixels(data) > MAX_DECODED_PIXELS)
    return pictureTooLarge(format, pngPixels(data));
  let pages: ImagePages;
  try {
    pages = format === "tiff" ? openTiff(data) : await openPicture(data, format);
  } catch {
    return { status: "error", reason: EXTRACTION_REASONS.damagedImage(KIND_NAMES[format]) };
  }
  if (pages.count === 0)
    return { status: "error", reason: EXTRACTION_REASONS.damagedImage(KIND_NAMES[format]) };
  if (pages.count > ocr.maxPages)
    return { status: "error", reason: EXTRACTION_REASONS.tooManyPages(pages.count, ocr.maxPages) };
  if (pages.largestPixels > MAX_DECODED_PIXELS) return pictureTooLarge(format, pages.largestPixels);
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

/**
 * A JPG or PNG, decoded by pure-JavaScript decoders (jpeg-js, pngjs): a hostile or broken picture makes
 * them throw, where a native decoder may take the whole process down (@napi-rs/canvas segfaults on a
 * scrambled PNG).
 */
async function openPicture(data: Uint8Array, format: "jpg" | "png"): Promise<ImagePages> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!hasImageEnd(format, buffer.subarray(-65_536))) throw new ExtractionFailure("cut-off picture");
  let decoded: { width: number; height: number; data: Uint8Array };
  if (format === "jpg") {
    const { decode } = await import("jpeg-js");
    decoded = decode(buffer, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_DECODED_MEGAPIXELS,
      maxMemoryUsageInMB: 1024,
    });
  } else {
    const { PNG } = await import("pngjs");
    decoded = PNG.sync.read(buffer);
  }
  if (!decoded.width || !decoded.height) throw new ExtractionFailure("empty picture");
  const gray = shrinkToFit(grayFromRgba(decoded.data, decoded.width, decoded.height));
  return { count: 1, largestPixels: decoded.width * decoded.height, render: async () => gray };
}

/** Width × height from a PNG's IHDR chunk (bytes 16-23), or 0 when the header is not there (pngjs refuses it). */
export function pngPixels(data: Uint8Array): number {
  if (data.length < 24 || String.fromCharCode(...data.subarray(12, 16)) !== "IHDR") return 0;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return view.getUint32(16) * view.getUint32(20);
}

/** Pictures past MAX_PIXELS (a 48-megapixel photo) are averaged down by a whole factor. */
function shrinkToFit(image: GrayImage): GrayImage {
  const pixels = image.width * image.height;
  if (pixels <= MAX_PIXELS) return image;
  const factor = Math.ceil(Math.sqrt(pixels / MAX_PIXELS));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx] as number;
      }
      data[y * width + x] = Math.round(sum / (factor * factor));
    }
  }
  return { width, height, data };
}

/** A TIFF: every frame a page, decoded only when its turn comes. */
function openTiff(data: Uint8Array): ImagePages {
  // utif2 is CommonJS without an ESM entry; loaded lazily like the other readers.
  const UTIF = requireUtif();
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  const frames = UTIF.decode(buffer).filter((ifd) => tagNumber(ifd.t256) > 0 && tagNumber(ifd.t257) > 0);
  return {
    count: frames.length,
    // The frames' tags give their size before decodeImage allocates them (as large as the tags say).
    largestPixels: Math.max(0, ...frames.map((ifd) => tagNumber(ifd.t256) * tagNumber(ifd.t257))),
    async render(page) {
      const frame = frames[page - 1];
      if (!frame) throw new ExtractionFailure("missing frame");
      UTIF.decodeImage(buffer, frame);
      if (!frame.width || !frame.height) throw new ExtractionFailure("empty frame");
      const pixels = frame.width * frame.height;
      if (pixels > MAX_DECODED_PIXELS) throw new ExtractionFailure("frame too large");
      const rgba = UTIF.toRGBA8(frame);
      // The decoded frame is dropped at once: only the page being read stays in memory.
      frame.data = new Uint8Array(0);
      const gray = shrinkToFit(grayFromRgba(rgba, frame.width, frame.height));
      return { ...gray, dpi: frameDpi(frame, frame.width / gray.width) };
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

/**
 * The frame's resolution from its XResolution tag (a rational, per inch or, with ResolutionUnit 3, per
 * centimetre), divided by the factor it was shrunk by; undefined when the tag is missing or absurd.
 */
function frameDpi(frame: Record<string, unknown>, shrunk: number): number | undefined {
  const resolution = frame.t282;
  const value = Array.isArray(resolution) ? resolution[0] : undefined;
  const perUnit = Array.isArray(value) ? Number(value[0]) / Number(value[1] || 1) : Number(value);
  const dpi = (tagNumber(frame.t296) === 3 ? perUnit * 2.54 : perUnit) / shrunk;
  return Number.isFinite(dpi) && dpi >= 50 && dpi <= 1200 ? dpi : undefined;
}
