import { describe, expect, it } from "vitest";
import { neutralizeCell, neutralizeCellValue } from "./excel-safety";

describe("neutralizeCell", () => {
  it.each([['=HYPERLINK("http://x")'], ["+1+1"], ["-2+3"], ["@SUM(A1)"], ["\t=1+1"], ["\r=1+1"]])(
    "prefixes a single quote to %j",
    (value) => {
      expect(neutralizeCell(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text unchanged, including a formula sign later in the text", () => {
    expect(neutralizeCell("Garantía de 10% = fianza")).toBe("Garantía de 10% = fianza");
    expect(neutralizeCell("")).toBe("");
  });

  it("keeps numbers as numbers and empty cells empty", () => {
    expect(neutralizeCellValue(-5)).toBe(-5);
    expect(neutralizeCellValue(null)).toBeNull();
    expect(neutralizeCellValue("-5")).toBe("'-5");
  });
});
