import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { MAX_PDF_IMAGE_PIXELS } from "../pdf-limits";
import { type GrayImage, grayFromRgba } from "./gray-image";
import {
  type DecodedPicture,
  grayFromPicture,
  multiplyMatrices,
  type OperatorList,
  soleScanPicture,
} from "./pdf-picture";

/**
 * pdf.js 5 hands font programs over with ArrayBuffer#transferToFixedLength (ES2024, Node 22). On Node 20
 * it is missing and every glyph silently fails to draw: a page of text renders blank. Copying is what the
 * method does when the buffer cannot be moved.
 */
const arrayBufferPrototype = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
arrayBufferPrototype.transferToFixedLength ??= function transferToFixedLength(
  this: ArrayBuffer,
  length?: number,
): ArrayBuffer {
  const size = length ?? this.byteLength;
  const copy = new ArrayBuffer(size);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
  return copy;
};

/**
 * Resolution pages without a picture (a text layer that is garbage) are rendered at for OCR: Tesseract
 * reads body text best at about 300 dpi. A scanned page is rendered at its picture's own resolution
 * within [MIN_SCAN_DPI, RENDER_DPI], one pixel of the scan to one pixel read: resampling a 250-dpi scan
 * to 200 dpi blurs its specks into the letters.
 */
export const RENDER_DPI = 300;
/** A picture coarser than this is drawn at RENDER_DPI (the OCR engine enlarges coarse scans anyway). */
const MIN_SCAN_DPI = 200;
/** Coarser than this, a page's picture is a thumbnail or a logo rather than a scan: it is drawn. */
const MIN_PICTURE_DPI = 100;
/** Past this many pixels (a plan on A0) the page is rendered smaller, to keep memory bounded. */
const MAX_PIXELS = 16_000_000;

export interface PdfPageRenderer {
  pageCount: number;
  /**
   * One page (1-based, the PDF's own numbering) as gray, upright as the PDF shows it: a page that is
   * one scanned picture is read from the picture's own pixels; any other page is drawn, at its largest
   * picture's resolution (within 200-300 dpi) or at RENDER_DPI (or the `dpi` asked for).
   */
  render(pageNumber: number): Promise<GrayImage>;
  /** The same for a page that paints a picture; null for one that paints none (OCR finds no more there). */
  renderWithPicture(pageNumber: number): Promise<GrayImage | null>;
  /** Whether the page paints a picture (a scan, a photo): only then can OCR find more than its text layer. */
  hasImages(pageNumber: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens a PDF for rendering its pages with pdf.js (the same PDF stack as the text reader: two stacks in
 * one process break each other, LAB-NOTES) drawing on @napi-rs/canvas, which installs prebuilt from npm.
 */
export async function openPdfRenderer(
  data: Uint8Array,
  options: { dpi?: number } = {},
): Promise<PdfPageRenderer> {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
  const open = () =>
    getDocumentProxy(data.slice(), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      // A picture past this size is left out of the page rather than decoded (see pdf-limits.ts).
      maxImageSize: MAX_PDF_IMAGE_PIXELS,
      CanvasFactory,
    });
  const pdf = await open();
  const { OPS } = await getResolvedPDFJS();
  const imageOperators = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
  ]);

  /** Draws the page on a canvas at `dpi` and reads it back as gray. */
  async function drawPage(pageNumber: number, dpi: number): Promise<GrayImage> {
    // Each page is drawn from a document opened for it alone (as unpdf's renderPageAsImage does): with
    // one document, the second page drawn with text fonts never finishes (pdf.js 5 in Node, here).
    const single = await open();
    const page = await single.getPage(pageNumber);
    try {
      const natural = page.getViewport({ scale: 1 });
      let scale = dpi / 72;
      const pixels = natural.width * natural.height * scale * scale;
      if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
      const viewport = page.getViewport({ scale });
      const factory = new CanvasFactory();
      const drawing = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        const context = drawing.context as unknown as CanvasRenderingContext2D;
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, drawing.canvas.width, drawing.canvas.height);
        await page.render({
          canvas: drawing.canvas as unknown as HTMLCanvasElement,
          canvasContext: context,
          viewport,
        }).promise;
        const { width, height } = drawing.canvas;
        const gray = grayFromRgba(context.getImageData(0, 0, width, height).data, width, height);
        return { ...gray, dpi: scale * 72 };
      } finally {
        factory.destroy(drawing);
      }
    } finally {
      await single.destroy();
    }
  }

  return {
    pageCount: pdf.numPages,
    async hasImages(pageNumber) {
      const page = await pdf.getPage(pageNumber);
      try {
        const operators = await page.getOperatorList();
        return operators.fnArray.some((operator) => imageOperators.has(operator));
      } finally {
        page.cleanup();
      }
    },
    render: async (pageNumber) => (await renderPage(pageNumber, false)) as GrayImage,
    renderWithPicture: (pageNumber) => renderPage(pageNumber, true),
    close: () => pdf.destroy(),
  };

  async function renderPage(pageNumber: number, onlyWithPicture: boolean): Promise<GrayImage | null> {
    if (options.dpi !== undefined) return drawPage(pageNumber, options.dpi);
    let dpi: number;
    const page = await pdf.getPage(pageNumber);
    try {
      const operators = await page.getOperatorList();
      if (onlyWithPicture && !operators.fnArray.some((operator) => imageOperators.has(operator))) return null;
      const scan = readScanPicture(page, operators, OPS);
      if (scan) return scan;
      const found = largestPictureDpi(operators, OPS);
      dpi = found === undefined || found < MIN_SCAN_DPI * 0.95 ? RENDER_DPI : Math.min(found, RENDER_DPI);
    } finally {
      // Drops the decoded pictures: only the page being read stays in memory.
      page.cleanup();
    }
    return drawPage(pageNumber, dpi);
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>["getPage"]>>;

/**
 * A page that is one scanned picture, as gray at the picture's own pixels when its resolution needs no
 * reduction (100-320 dpi; a coarse one is enlarged by the OCR engine) and it lies at quarter turns;
 * undefined otherwise (drawn instead).
 */
function readScanPicture(
  page: PdfPage,
  operators: OperatorList,
  OPS: Record<string, number>,
): GrayImage | undefined {
  const sole = soleScanPicture(operators, OPS);
  if (!sole) return undefined;
  const toDevice = multiplyMatrices(sole.matrix, page.getViewport({ scale: 1 }).transform);
  const widthPt = Math.hypot(toDevice[0] as number, toDevice[1] as number);
  const dpi = widthPt > 0 ? (sole.width * 72) / widthPt : 0;
  if (dpi < MIN_PICTURE_DPI || dpi > RENDER_DPI * 1.07) return undefined;
  const store = sole.id.startsWith("g_") ? page.commonObjs : page.objs;
  if (!store.has(sole.id)) return undefined;
  const gray = grayFromPicture(store.get(sole.id) as DecodedPicture, toDevice);
  return gray && { ...gray, dpi };
}

/**
 * The resolution (pixels per inch) of the largest picture the page paints, following the transforms the
 * page applies before painting it (a picture is drawn on the unit square, scaled by the current matrix).
 */
function largestPictureDpi(operators: OperatorList, OPS: Record<string, number>): number | undefined {
  let matrix = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let best: { area: number; dpi: number } | undefined;
  operators.fnArray.forEach((operator, index) => {
    const args = operators.argsArray[index] ?? [];
    if (operator === OPS.save) saved.push(matrix);
    else if (operator === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (operator === OPS.transform) matrix = multiplyMatrices(args as number[], matrix);
    else if (operator === OPS.paintImageXObject || operator === OPS.paintInlineImageXObject) {
      const pixels =
        operator === OPS.paintImageXObject ? Number(args[1]) : Number((args[0] as { width?: number })?.width);
      const widthPt = Math.hypot(matrix[0] as number, matrix[1] as number);
      const heightPt = Math.hypot(matrix[2] as number, matrix[3] as number);
      if (!(pixels > 0) || widthPt < 1) return;
      const area = widthPt * heightPt;
      if (!best || area > best.area) best = { area, dpi: (pixels * 72) / widthPt };
    }
  });
  return best?.dpi;
}
