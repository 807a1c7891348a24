import { readFile } from "node:fs/promises";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import {
  applyLook,
  buildScannedPdf,
  drawTextPage,
  scannedPage,
} from "../../../../../../tests/fixtures/documents/build-scans";
import { grayFromRgba } from "./gray-image";
import { OcrEngine } from "./ocr-engine";
import { openPdfRenderer } from "./pdf-render";

describe("the OCR engine", () => {
  it("reads with Tesseract's LSTM-only build, not the one carrying the legacy engine too", async () => {
    const canvas = drawTextPage(["La propuesta técnica se entregará en sobre cerrado."]);
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    const engine = new OcrEngine(1);
    try {
      const reading = await engine.readPage(grayFromRgba(data, canvas.width, canvas.height));
      expect(reading.text).toContain("propuesta técnica");
      expect(engine.coreName).toMatch(/^tesseract-core(-simd|-relaxedsimd)?-lstm$/);
    } finally {
      await engine.close();
    }
  }, 60_000);
});

describe("text the page's layout analysis leaves out", () => {
  it("is read again: a paragraph of a tilted scan of Jaén's bases, page 9, that PSM 3 finds no block for", async () => {
    // The page as the scan fixtures make it (make-scan-fixtures.ts, look 'inclinada'): 200 dpi, tilted
    // 1.5°, JPEG 90. Tesseract's page layout analysis leaves the paragraph under '4.- Declaración
    // responsable' out of every block; read as it came, the page lost its seven lines.
    const source = new Uint8Array(
      await readFile("../shared/fixtures/tenders/jaen-02-pliego-clausulas-administrativas.pdf"),
    );
    const renderer = await openPdfRenderer(source, { dpi: 200 });
    const rendered = await renderer.render(9);
    await renderer.close();
    const canvas = createCanvas(rendered.width, rendered.height);
    const context = canvas.getContext("2d");
    const pixels = context.createImageData(rendered.width, rendered.height);
    rendered.data.forEach((value, index) => {
      pixels.data.set([value, value, value, 255], index * 4);
    });
    context.putImageData(pixels, 0, 0);
    const scan = await scannedPage(applyLook(canvas, { skewDegrees: 1.5, seed: 9 }), 200, 90);
    const picture = await openPdfRenderer(new Uint8Array(buildScannedPdf([scan])));
    const image = await picture.renderWithPicture(1);
    await picture.close();
    const engine = new OcrEngine(1);
    try {
      const { text } = await engine.readPage(image as NonNullable<typeof image>);
      expect(text).toContain(
        "plantilla estarán obligados a contar con un 2% de trabajadores con discapacidad, o a adoptar las\n" +
          "medidas alternativas previstas en el Real Decreto 364/2005, de 8 de abril, por el que se regula el\n" +
          "cumplimiento alternativo",
      );
      // Read once: the lines around it are not read a second time from the band.
      expect(text.match(/4\.- Declaración responsable/g)).toHaveLength(1);
      expect(text.match(/A estos efectos, los licitadores/g)).toHaveLength(1);
    } finally {
      await engine.close();
    }
  }, 120_000);
});

describe("a column of list markers read as one doubtful word", () => {
  it("is read again, each marker before its item: Santa Fe's causes of rejection on a 150-dpi scan", async () => {
    // Tesseract's layout analysis takes the markers 'e.' to 'i.' of page 13, apart from their items'
    // text, for one line, and reads them as one word 'FO' five lines high at confidence 14.
    const source = new Uint8Array(
      await readFile("../shared/fixtures/tenders/santafe-pliego-unico-bases-condiciones-generales.pdf"),
    );
    const renderer = await openPdfRenderer(source, { dpi: 150 });
    const image = await renderer.render(13);
    await renderer.close();
    const engine = new OcrEngine(1);
    try {
      const { text } = await engine.readPage(image);
      expect(text).toMatch(/^e\. Contuviesen cláusulas en contraposición/mu);
      expect(text).toMatch(/^g\. Cuando exista participación directa/mu);
      expect(text).toMatch(/^h\. Se detectase la presencia de conductas/mu);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
