import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { type GrayImage, grayFromRgba } from "./gray-image";

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
/** A scan coarser than this (a 150-dpi fax) is enlarged to RENDER_DPI: small print reads better so. */
const MIN_SCAN_DPI = 200;
/** Past this many pixels (a plan on A0) the page is rendered smaller, to keep memory bounded. */
const MAX_PIXELS = 16_000_000;

export interface PdfPageRenderer {
  pageCount: number;
  /**
   * Renders one page (1-based, the PDF's own numbering) to gray, upright as the PDF shows it: at its
   * scan's resolution when `hasImages` found one, else at RENDER_DPI (or the `dpi` asked for).
   */
  render(pageNumber: number): Promise<GrayImage>;
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
  /** The resolution of each page's largest picture, found by `hasImages`. */
  const scanDpi = new Map<number, number>();
  return {
    pageCount: pdf.numPages,
    async hasImages(pageNumber) {
      const page = await pdf.getPage(pageNumber);
      try {
        const operators = await page.getOperatorList();
        const hasImages = operators.fnArray.some((operator) => imageOperators.has(operator));
        const found = largestPictureDpi(operators, OPS);
        if (found) scanDpi.set(pageNumber, found);
        return hasImages;
      } finally {
        page.cleanup();
      }
    },
    async render(pageNumber) {
      const found = scanDpi.get(pageNumber);
      const dpi =
        options.dpi ??
        (found === undefined ? RENDER_DPI : found < MIN_SCAN_DPI ? RENDER_DPI : Math.min(found, RENDER_DPI));
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
    },
    close: () => pdf.destroy(),
  };
}

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[][];
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
    else if (operator === OPS.transform) matrix = multiply(args as number[], matrix);
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

/** The PDF matrix `m` applied after the current matrix `c` (both [a b c d e f]). */
function multiply(m: number[], c: number[]): number[] {
  const [a = 1, b = 0, cc = 0, d = 1, e = 0, f = 0] = m;
  const [A = 1, B = 0, C = 0, D = 1, E = 0, F = 0] = c;
  return [a * A + b * C, a * B + b * D, cc * A + d * C, cc * B + d * D, e * A + f * C + E, e * B + f * D + F];
}
