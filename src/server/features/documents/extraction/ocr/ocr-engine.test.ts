import { describe, expect, it } from "vitest";
import { drawTextPage } from "../../../../../../tests/fixtures/documents/build-scans";
import { grayFromRgba } from "./gray-image";
import { OcrEngine } from "./ocr-engine";

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
