import { describe, expect, it } from "vitest";
import { splitExcerpt } from "./search-excerpt";

describe("splitExcerpt", () => {
  it("separates the matches from the text around them, leaving the document's «» alone", () => {
    const excerpt = "«LA CONVOCANTE» pide la garantía de cumplimiento";
    expect(
      splitExcerpt(excerpt, [
        { start: 24, length: 8 },
        { start: 36, length: 12 },
      ]),
    ).toEqual([
      { text: "«LA CONVOCANTE» pide la ", isMatch: false, start: 0 },
      { text: "garantía", isMatch: true, start: 24 },
      { text: " de ", isMatch: false, start: 32 },
      { text: "cumplimiento", isMatch: true, start: 36 },
    ]);
  });

  it("skips offsets that overlap or run past the text", () => {
    expect(
      splitExcerpt("precio total", [
        { start: 0, length: 6 },
        { start: 3, length: 2 },
        { start: 10, length: 9 },
      ]),
    ).toEqual([
      { text: "precio", isMatch: true, start: 0 },
      { text: " total", isMatch: false, start: 6 },
    ]);
  });
});
