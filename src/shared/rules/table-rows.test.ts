import { describe, expect, it } from "vitest";
import { inCellOrder, PRINTED_LINE_BREAK, printedRowText, tableRowCells } from "./table-rows";

describe("a table row written as printed", () => {
  const printed = printedRowText([
    ["1", "Pupitre unipersonal talla 3, superficie", "Unidad", "420"],
    ["", "en aglomerado"],
  ]);

  it("keeps the first printed line across the columns, then the wrapped rest", () => {
    expect(printed).toBe(
      `1\tPupitre unipersonal talla 3, superficie\tUnidad\t420${PRINTED_LINE_BREAK}\ten aglomerado`,
    );
    expect(printed.replace(/\s+/gu, " ")).toBe(
      "1 Pupitre unipersonal talla 3, superficie Unidad 420 en aglomerado",
    );
  });

  it("gives back each cell whole, in column order", () => {
    expect(tableRowCells(printed)).toEqual([
      "1",
      "Pupitre unipersonal talla 3, superficie en aglomerado",
      "Unidad",
      "420",
    ]);
    expect(inCellOrder(printed)).toBe(
      "1\tPupitre unipersonal talla 3, superficie en aglomerado\tUnidad\t420",
    );
  });

  it("reads a number centred under the first line, and a code broken at its hyphen", () => {
    const centred = printedRowText([
      ["", "Lcd KVM switch con 10 cables de 1,8m y 6"],
      ["3", "cables de 3m", "4"],
    ]);
    expect(tableRowCells(centred)).toEqual([
      "3",
      "Lcd KVM switch con 10 cables de 1,8m y 6 cables de 3m",
      "4",
    ]);
    expect(tableRowCells(printedRowText([["LOE-CAPDAM-", "Obra"], ["F5-20"]]))[0]).toBe("LOE-CAPDAM-F5-20");
  });

  it("reads one-line rows as before: tabs or ' | '", () => {
    expect(tableRowCells("2\tSilla apilable\tUnidad\t610")).toEqual(["2", "Silla apilable", "Unidad", "610"]);
    expect(tableRowCells("Acta constitutiva | Copia certificada")).toEqual([
      "Acta constitutiva",
      "Copia certificada",
    ]);
    expect(inCellOrder("a\tb")).toBe("a\tb");
  });
});
