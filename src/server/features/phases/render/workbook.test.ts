import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { renderWorkbook, sanitizeSheetName, wrappedLines } from "./workbook";

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe("renderWorkbook", () => {
  it("writes sheets with headers, values, neutralised formulas and an 'Acerca de' sheet", async () => {
    const buffer = await renderWorkbook({
      title: "Matriz de puntos relevantes",
      generatedBy: "Generador extractivo integrado",
      // 18:30 UTC is 12:30 in Mexico City (UTC-6, no daylight saving since 2022).
      generatedAt: new Date("2026-03-05T18:30:00Z"),
      sheets: [
        {
          name: "Requisitos: técnicos/legales [2026] con un nombre demasiado largo",
          columns: [
            { header: "Requisito", key: "requirement", width: 50 },
            { header: "Ponderación", key: "weight" },
            { header: "Fuente", key: "source" },
          ],
          rows: [
            { requirement: "Entregar en sobre cerrado", weight: 20, source: "bases.pdf, p. 4" },
            { requirement: '=HYPERLINK("http://malo","clic")', weight: null, source: "anexo.docx" },
          ],
        },
      ],
    });
    const workbook = await readBack(buffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toHaveLength(2);
    // Shortened at a word's end: never "… legales 202" (a year cut).
    expect(names[0]).toBe("Requisitos técnicos legales");
    expect(names[0]!.length).toBeLessThanOrEqual(31);
    expect(names[1]).toBe("Acerca de");

    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Requisito", "Ponderación", "Fuente"]);
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBe(50);
    expect(sheet.getCell("A2").value).toBe("Entregar en sobre cerrado");
    expect(sheet.getCell("B2").value).toBe(20);
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell("A2").alignment?.wrapText).toBe(true);

    const formulaLike = sheet.getCell("A3");
    expect(formulaLike.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(String(formulaLike.value).startsWith("'")).toBe(true);

    const about = workbook.getWorksheet("Acerca de")!;
    expect(about.getCell("B1").value).toBe("Matriz de puntos relevantes");
    expect(about.getCell("B2").value).toBe("Generador extractivo integrado");
    expect(about.getCell("B3").value).toBe("05/03/2026 12:30");
    // Printed on one page width: labels and values side by side.
    expect(about.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1 });
  });
});

describe("sanitizeSheetName", () => {
  it("removes forbidden characters and apostrophes, and keeps names unique within 31 characters", () => {
    const taken = new Set(["acerca de"]);
    expect(sanitizeSheetName("a/b\\c?d*e:f[g]h", taken)).toBe("a b c d e f g h");
    expect(sanitizeSheetName("'Criterios'", taken)).toBe("Criterios");
    expect(sanitizeSheetName("criterios", taken)).toBe("criterios (2)");
    expect(sanitizeSheetName("Acerca de", taken)).toBe("Acerca de (2)");
    expect(sanitizeSheetName("***", taken)).toBe("Hoja");
    const long = sanitizeSheetName("x".repeat(40), taken);
    expect(long).toHaveLength(31);
    const longAgain = sanitizeSheetName("x".repeat(40), taken);
    expect(longAgain).toBe(`${"x".repeat(27)} (2)`);
  });

  it("shortens a long name at a word's end, never on an article or preposition", () => {
    const taken = new Set<string>();
    // Cut at 31 characters this heading read 'Vigencia de los documentos del'.
    expect(sanitizeSheetName("Vigencia de los documentos del licitante", taken)).toBe(
      "Vigencia de los documentos",
    );
    expect(sanitizeSheetName("Vigencia de los documentos del proveedor", taken)).toBe(
      "Vigencia de los documentos (2)",
    );
    expect(sanitizeSheetName("Requisitos técnicos y económicos de la convocatoria", taken)).toBe(
      "Requisitos técnicos",
    );
  });
});

describe("workbook layout", () => {
  it("prints each data sheet landscape, fit to one page wide, header frozen, repeated and filtered", async () => {
    const book = await readBack(
      await renderWorkbook({
        title: "Puntos relevantes",
        generatedBy: "Generador extractivo integrado",
        generatedAt: new Date("2026-11-25T12:00:00Z"),
        sheets: [
          { name: "Puntos", columns: [{ header: "Requisito", key: "a", width: 50 }], rows: [{ a: "x" }] },
        ],
      }),
    );
    const sheet = book.getWorksheet("Puntos")!;
    expect(sheet.pageSetup).toMatchObject({
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    expect(sheet.pageSetup.printTitlesRow).toBe("1:1");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBe(50);
    expect(sheet.getCell("A2").alignment).toMatchObject({ wrapText: true });
  });
});

describe("row heights", () => {
  it("grows a row to the lines its longest cell wraps to, so wrapped text never overlaps the next row", async () => {
    const long =
      "El licitante deberá presentar la garantía de seriedad de la oferta por el cinco por ciento.";
    expect(wrappedLines(long, 30)).toBe(4);
    expect(wrappedLines("Corto", 30)).toBe(1);
    expect(wrappedLines("Uno\nDos", 30)).toBe(2);
    expect(wrappedLines("rosario-pliego-licitacion-privada-servidores.pdf", 25)).toBe(2);
    const book = await readBack(
      await renderWorkbook({
        title: "t",
        generatedBy: "g",
        generatedAt: new Date("2026-11-25T12:00:00Z"),
        sheets: [
          { name: "S", columns: [{ header: "A", key: "a", width: 30 }], rows: [{ a: long }, { a: "x" }] },
        ],
      }),
    );
    expect(book.getWorksheet("S")!.getRow(2).height).toBe(60);
    expect(book.getWorksheet("S")!.getRow(3).height).toBe(15);
  });
});
