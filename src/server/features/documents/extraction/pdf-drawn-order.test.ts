/**
 * A line whose pieces the file draws out of their order on the page is read left to right: a word
 * processor draws the glyphs of another font after the run they sit in (LibreOffice's '☒ SÍ ☐ NO'),
 * and the public procurement platform's notices draw a field's value before its label.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { findTables } from "./pdf-table";
import { linesOfPage, openPdf } from "./pdf-text";

const item = (x: number, y: number, str: string, hasEOL = false) => ({
  str,
  transform: [9.5, 0, 0, 9.5, x, y],
  width: str.length * 4.5,
  height: 9.5,
  hasEOL,
});

describe("a line drawn out of its order", () => {
  it("puts each checkbox before the answer it marks", () => {
    const lines = linesOfPage([
      item(198.1, 515.5, "Garantía provisional:"),
      item(297, 515.5, " "),
      item(306, 515.5, "SÍ"),
      item(315, 515.5, " "),
      item(330, 515.5, "NO"),
      // The boxes, in a symbol font, drawn after the text they stand in.
      item(298.6, 515.5, "☐"),
      item(321.3, 515.5, "☒", true),
      item(198.1, 500, "Garantía definitiva: 5 % del precio final ofertado.", true),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      "Garantía provisional: ☐ SÍ ☒ NO",
      "Garantía definitiva: 5 % del precio final ofertado.",
    ]);
  });

  it("reads a field's label before the value the file drew first", () => {
    const lines = linesOfPage([item(150, 400, ": 100"), item(50, 400, "Ponderación", true)]);
    expect(lines.map((line) => line.text)).toEqual(["Ponderación : 100"]);
  });

  it("leaves a line drawn in order exactly as the file has it", () => {
    const lines = linesOfPage([item(50, 400, "Plazo de ejecución:"), item(140, 400, "  doce meses", true)]);
    expect(lines.map((line) => line.text)).toEqual(["Plazo de ejecución:  doce meses"]);
  });
});

describe("a cuadro de características (a Word table of two columns, LibreOffice's PDF)", () => {
  it("is read as sections, each numbered title on a line of its own and then its text, not as one row per section", async () => {
    const bytes = new Uint8Array(
      await readFile("tests/fixtures/es-desarrollo/cuadro-caracteristicas-es.pdf"),
    );
    const pdf = await openPdf(bytes);
    try {
      const page = await pdf.getPage(6);
      const content = await page.getTextContent();
      const items = content.items.flatMap((entry) => ("str" in entry ? [entry] : []));
      // Two columns: the section's title, and its paragraphs (several sentences each): no rows of a table.
      const tables = findTables(items);
      expect(tables.every((table) => table.sectionTitleItems !== undefined)).toBe(true);
      const lines = linesOfPage(content.items).map((line) => line.text);
      // Each title a line of its own, a title wrapped over its cell's lines one title.
      expect(lines).toContain("14. FORMA DE PAGO");
      expect(lines).toContain("18. CONDICIONES ESPECIALES DE EJECUCIÓN");
      expect(lines).toContain(
        "El pago del precio se realizará por mensualidades vencidas, previa presentación",
      );
      expect(lines).toContain("Abonos a cuenta: ☐ SÍ ☒ NO Pago en especie: ☐ SÍ ☒ NO");
    } finally {
      await pdf.destroy();
    }
  });
});
