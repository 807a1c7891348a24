import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildScannedPdf,
  drawTextPage,
  scannedPage,
  toJpeg,
  toMultiPageTiff,
  toPng,
} from "../../../../../tests/fixtures/documents/build-scans";
import type { AllowedFileType } from "../../../../shared/rules/files";
import { extractDocument } from "./extract-document";
import { EXTRACTION_REASONS, type ExtractionResult } from "./extraction-types";

// Small pages only: each OCR reading here takes about a second on a busy 2-core machine.
const TIMEOUT_MS = 60_000;
const CLAUSE = [
  "La garantía de cumplimiento será del diez por ciento",
  "del monto total del contrato, sin incluir el IVA.",
];
const FALLO = ["El fallo se dará a conocer en junta pública", "el día quince de marzo a las diez horas."];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "licita-scans-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(name: string, data: Buffer, fileType: AllowedFileType): Promise<ExtractionResult> {
  const filePath = path.join(dir, name);
  await writeFile(filePath, data);
  return extractDocument({ filePath, fileType, timeoutMs: TIMEOUT_MS, ocrParallel: 1 });
}

function listo(result: ExtractionResult) {
  if (result.status !== "listo") throw new Error(`expected listo, got ${JSON.stringify(result)}`);
  return result;
}

/** Spaces folded: OCR may break a line where the page did not. */
function textOf(result: ExtractionResult, page: number): string {
  return listo(result)
    .units.filter((unit) => unit.page === page)
    .map((unit) => unit.text)
    .join(" ")
    .replace(/\s+/g, " ");
}

describe("reading pictures of pages (OCR)", () => {
  it("reads a photographed page (PNG) in Spanish, accents included, with its confidence", async () => {
    const result = listo(await read("clausula.png", await toPng(drawTextPage(CLAUSE)), "png"));
    expect(textOf(result, 1)).toContain("garantía de cumplimiento será del diez por ciento");
    expect(result.ocrPages).toHaveLength(1);
    expect(result.ocrPages?.[0]?.confidence).toBeGreaterThanOrEqual(70);
    expect(result.units[0]?.ocrConfidence).toBe(result.ocrPages?.[0]?.confidence);
  });

  it("reads an upside-down JPEG and a sideways one upright", async () => {
    const upsideDown = await read("invertida.jpg", await toJpeg(drawTextPage(FALLO, { turns: 2 })), "jpg");
    expect(textOf(upsideDown, 1)).toContain("junta pública");
    const sideways = await read("de-lado.jpg", await toJpeg(drawTextPage(FALLO, { turns: 1 })), "jpg");
    expect(textOf(sideways, 1)).toContain("junta pública");
  });

  it("reads each frame of a multi-page TIFF as its page", async () => {
    const tiff = toMultiPageTiff([drawTextPage(CLAUSE), drawTextPage(FALLO)]);
    const result = listo(await read("acta.tiff", tiff, "tiff"));
    expect(result.pageCount).toBe(2);
    expect(textOf(result, 1)).toContain("diez por ciento");
    expect(textOf(result, 2)).toContain("junta pública");
  });

  it("gives a mixed PDF both: the text layer where it has one, OCR for the scanned page, the PDF's page numbers", async () => {
    const scan = await scannedPage(drawTextPage(FALLO, { skewDegrees: 1.5, noise: 0.01 }), 200);
    const pdf = buildScannedPdf([["Oficio de presentacion de la propuesta tecnica del licitante"], scan]);
    const result = listo(await read("mixto.pdf", pdf, "pdf"));
    expect(result.pageCount).toBe(2);
    expect(textOf(result, 1)).toContain("Oficio de presentacion de la propuesta tecnica");
    expect(result.units.find((unit) => unit.page === 1)?.ocrConfidence).toBeUndefined();
    expect(textOf(result, 2)).toContain("junta pública");
    expect(result.ocrPages?.map((page) => page.page)).toEqual([2]);
  });

  it("says a damaged picture is damaged, in Spanish", async () => {
    const png = await toPng(drawTextPage(CLAUSE));
    const cut = await read("cortada.png", png.subarray(0, 200), "png");
    expect(cut).toEqual({ status: "error", reason: EXTRACTION_REASONS.damagedImage("PNG") });
    const scrambled = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 0x5a), png.subarray(-12)]);
    const result = await read("rota.png", scrambled, "png");
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.damagedImage("PNG") });
    const tiff = await read(
      "rota.tiff",
      Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0xff, 0x7f]),
      "tiff",
    );
    expect(tiff).toEqual({ status: "error", reason: EXTRACTION_REASONS.damagedImage("TIFF") });
  });

  it("refuses to read more pages by OCR than allowed, saying how many it has", async () => {
    const tiff = toMultiPageTiff([drawTextPage(["uno"]), drawTextPage(["dos"]), drawTextPage(["tres"])]);
    const filePath = path.join(dir, "larga.tiff");
    await writeFile(filePath, tiff);
    const result = await extractDocument({
      filePath,
      fileType: "tiff",
      timeoutMs: TIMEOUT_MS,
      ocrMaxPages: 2,
    });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.tooManyPages(3, 2) });
  });
});
