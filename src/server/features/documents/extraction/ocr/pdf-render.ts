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

/** Resolution pages are rendered at for OCR: Tesseract reads body text best from about 200-300 dpi. */
export const RENDER_DPI = 200;
/** Past this many pixels (a plan on A0) the page is rendered smaller, to keep memory bounded. */
const MAX_PIXELS = 16_000_000;

export interface PdfPageRenderer {
  pageCount: number;
  /** Renders one page (1-based, the PDF's own numbering) to gray at RENDER_DPI, upright as the PDF shows it. */
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
  const dpi = options.dpi ?? RENDER_DPI;
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
    async render(pageNumber) {
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
          return grayFromRgba(context.getImageData(0, 0, width, height).data, width, height);
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
