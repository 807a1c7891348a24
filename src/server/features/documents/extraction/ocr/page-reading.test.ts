import { describe, expect, it } from "vitest";
import { removeSpecks } from "./clean-image";
import type { GrayImage } from "./gray-image";
import { pageTextFromTsv } from "./page-words";
import { isReadUpright } from "./spanish-words";

/** One TSV word row as Tesseract writes it (level 5), in block 1, paragraph 1, the given line. */
function word(line: number, text: string, confidence: number): string {
  return ["5", "1", "1", "1", String(line), "1", "0", "0", "10", "10", String(confidence), text].join("\t");
}

describe("reading a page's words", () => {
  it("keeps the text of a page read well and drops a bar code read as letters and table rules", () => {
    const tsv = [
      word(1, "La", 96),
      word(1, "garantía", 95),
      word(1, "será", 96),
      word(1, "del", 96),
      word(1, "|", 94),
      word(1, "cinco", 95),
      word(2, "PES", 36),
      word(2, "da", 39),
      word(2, "EE", 21),
      word(2, "NINO", 0),
      word(2, "CSV", 55),
      word(3, ";", 26),
      word(3, "por", 97),
      word(3, "ciento.", 96),
    ].join("\n");
    const page = pageTextFromTsv(tsv);
    expect(page.text).toBe("La garantía será del cinco\nCSV\npor ciento.");
    expect(page.confidence).toBeGreaterThanOrEqual(80);
  });

  it("keeps every word of a page read poorly: nothing better is known", () => {
    const tsv = [word(1, "Acta", 40), word(1, "de", 35), word(1, "fallo", 30)].join("\n");
    expect(pageTextFromTsv(tsv).text).toBe("Acta de fallo");
  });
});

/** One TSV word row with its place: block, line, left and top in pixels, 40 px tall. */
function placed(block: number, line: number, left: number, top: number, text: string): string {
  return [
    "5",
    "1",
    String(block),
    "1",
    String(line),
    "1",
    String(left),
    String(top),
    "120",
    "40",
    "95",
    text,
  ].join("\t");
}

describe("reading a page's paragraphs and numerals", () => {
  it("starts a paragraph where the gap above a line is clearly wider than the page's pitch", () => {
    const tsv = [
      placed(1, 1, 100, 100, "ITEM 1"),
      placed(1, 2, 100, 200, "Servidores"),
      placed(1, 3, 100, 260, "de"),
      placed(1, 4, 100, 320, "rack."),
      placed(1, 5, 100, 380, "Garantía"),
      placed(1, 6, 100, 440, "anual."),
    ].join("\n");
    expect(pageTextFromTsv(tsv).text).toBe("ITEM 1\n\nServidores\nde\nrack.\nGarantía\nanual.");
  });

  it("reads the I of 'Anexo I' dropped as a table rule or read as 'l', and leaves a rule elsewhere", () => {
    const tsv = [
      placed(1, 1, 100, 100, "Anexo"),
      placed(1, 1, 240, 100, "|"),
      placed(1, 1, 380, 100, "Formato"),
      placed(1, 1, 520, 100, "Il"),
      placed(1, 1, 1400, 100, "|"),
      placed(1, 1, 1540, 100, "cantidad"),
    ].join("\n");
    expect(pageTextFromTsv(tsv).text).toBe("Anexo I Formato II cantidad");
  });
});

describe("telling an upright reading", () => {
  it("takes Spanish prose as upright and scraps of a turned page as not", () => {
    expect(isReadUpright("El fallo se dará a conocer en junta pública el día quince de marzo")).toBe(true);
    expect(isReadUpright("D, E e a + oz a O = a [TE - =- Se 2 20 DB a NE =_ SE > PE Q")).toBe(false);
    expect(isReadUpright("“SE10U Zorp sel e OZIeUI ap a9uUMb erp fa eorgnd equnf us 1890U09")).toBe(false);
    expect(isReadUpright("ACTA 2024")).toBeUndefined();
  });
});

describe("removing specks", () => {
  it("paints lone dots white and leaves a thin stroke whole", () => {
    const width = 20;
    const height = 20;
    const data = new Uint8Array(width * height).fill(255);
    data[3 * width + 3] = 0; // a speck
    for (let y = 5; y < 15; y++) data[y * width + 10] = 17; // a stroke one pixel wide
    const image: GrayImage = { width, height, data, dpi: 300 };
    const clean = removeSpecks(image);
    expect(clean.data[3 * width + 3]).toBe(255);
    for (let y = 5; y < 15; y++) expect(clean.data[y * width + 10]).toBe(17);
    expect(clean.dpi).toBe(300);
  });

  it("takes out a leader's evenly spaced dots, and leaves small print whose letters are dot-sized", () => {
    const width = 400;
    const height = 60;
    const data = new Uint8Array(width * height).fill(255);
    const blot = (x: number, y: number, size: number) => {
      for (let dy = 0; dy < size; dy++) data.fill(0, (y + dy) * width + x, (y + dy) * width + x + size);
    };
    for (let x = 20; x < 300; x += 16) blot(x, 10, 4); // a leader: dots 4 px wide, 16 px apart
    for (let x = 20; x < 200; x += 7) blot(x, 40, 5); // a 6-point footer: letters 5 px wide, 2 px apart
    const clean = removeSpecks({ width, height, data, dpi: 300 });
    expect(clean.data.slice(10 * width, 14 * width).every((value) => value === 255)).toBe(true);
    expect(clean.data.slice(40 * width, 45 * width).filter((value) => value === 0).length).toBe(26 * 25);
  });
});
