import { describe, expect, it } from "vitest";
import { readHeading } from "./heading-rules";

const paragraphStart = { isParagraphStart: true, doesPreviousEndSentence: true, isPreviousHeading: false };

describe("readHeading", () => {
  it("a bare number and a title is a heading", () => {
    expect(readHeading("2 Plazo de ejecución", paragraphStart)).toBe("2 Plazo de ejecución");
  });

  // `\b` after 'á' never held, so 'será' did not show the line was a clause (stop 25, w-25d).
  it("a numbered clause whose verb ends on an accented letter is no heading", () => {
    expect(readHeading("2 El plazo de ejecución será de cuatro meses", paragraphStart)).toBeNull();
  });
});
