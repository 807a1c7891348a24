import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { buildPdf } from "../../../../../../tests/fixtures/documents/build-documents";
import { buildScannedPdf, scannedPage } from "../../../../../../tests/fixtures/documents/build-scans";
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

describe("a scanned page", () => {
  /** A 200-dpi scan with a black block at its top left, on a page turned by /Rotate as given. */
  async function scanPdf(rotate: number): Promise<Uint8Array> {
    const canvas = createCanvas(400, 600);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, 400, 600);
    context.fillStyle = "#000000";
    context.fillRect(20, 20, 100, 60);
    const pdf = buildScannedPdf([await scannedPage(canvas, 200, 90)]).toString("latin1");
    return new Uint8Array(
      Buffer.from(pdf.replace("/Type /Page /Parent", `/Type /Page /Rotate ${rotate} /Parent`), "latin1"),
    );
  }

  it("is read from its picture's own pixels, turned as the PDF shows it, as pdf.js draws it", async () => {
    for (const rotate of [0, 90, 180, 270]) {
      const data = await scanPdf(rotate);
      const renderer = await openPdfRenderer(data);
      const drawer = await openPdfRenderer(data, { dpi: 200 });
      try {
        const picture = await renderer.renderWithPicture(1);
        const drawn = await drawer.render(1);
        if (!picture) throw new Error("no picture");
        expect(picture.dpi).toBeCloseTo(200, 0);
        expect([picture.width, picture.height]).toEqual(rotate % 180 === 0 ? [400, 600] : [600, 400]);
        expect([drawn.width, drawn.height]).toEqual([picture.width, picture.height]);
        let difference = 0;
        for (let index = 0; index < picture.data.length; index++)
          difference += Math.abs((picture.data[index] as number) - (drawn.data[index] as number));
        expect(difference / picture.data.length).toBeLessThan(8);
      } finally {
        await renderer.close();
        await drawer.close();
      }
    }
  });

  it("answers null for a page that paints no picture", async () => {
    const renderer = await openPdfRenderer(new Uint8Array(buildPdf([["Fallo"]])));
    try {
      expect(await renderer.renderWithPicture(1)).toBeNull();
    } finally {
      await renderer.close();
    }
  });
});
