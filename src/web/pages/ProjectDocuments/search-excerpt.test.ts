import { describe, expect, it } from "vitest";
import { splitExcerpt } from "./search-excerpt";

describe("splitExcerpt", () => {
  it("separates the «» marked matches from the text around them", () => {
    expect(splitExcerpt("La «garantía» de «cumplimiento» vence")).toEqual([
      { text: "La ", isMatch: false, start: 0 },
      { text: "garantía", isMatch: true, start: 3 },
      { text: " de ", isMatch: false, start: 13 },
      { text: "cumplimiento", isMatch: true, start: 17 },
      { text: " vence", isMatch: false, start: 31 },
    ]);
  });

  it("keeps unpaired marks as plain text", () => {
    expect(splitExcerpt("precio «sin cierre")).toEqual([
      { text: "precio «sin cierre", isMatch: false, start: 0 },
    ]);
  });
});
