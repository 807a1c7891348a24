import { describe, expect, it } from "vitest";
import { buildPdf } from "../../../../../../tests/fixtures/documents/build-documents";
import { inkShare } from "./gray-image";
import { openPdfRenderer, RENDER_DPI } from "./pdf-render";

describe("openPdfRenderer", () => {
  it("draws a page's text (fonts included) at the OCR resolution, page after page", async () => {
    const pdf = buildPdf([
      ["Bases de la licitación pública", "Garantía de cumplimiento del 10%"],
      ["Junta de aclaraciones"],
    ]);
    const renderer = await openPdfRenderer(new Uint8Array(pdf));
    try {
      expect(renderer.pageCount).toBe(2);
      for (const page of [1, 2, 1]) {
        const image = await renderer.render(page);
        expect(image.width).toBe(Math.ceil((612 * RENDER_DPI) / 72));
        // A blank page has no ink at all; a few lines of 12-point text have a little.
        expect(inkShare(image)).toBeGreaterThan(0.0005);
      }
      expect(await renderer.hasImages(1)).toBe(false);
    } finally {
      await renderer.close();
    }
  });
});
