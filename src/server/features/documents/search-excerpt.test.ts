import { describe, expect, it } from "vitest";
import { readMarkedExcerpt } from "./search-excerpt";

describe("readMarkedExcerpt", () => {
  it("gives plain text and the offsets of each match, whatever quotes the document uses", () => {
    const { excerpt, highlights } = readMarkedExcerpt(
      "«LA CONVOCANTE» exigirá una\n\n\u0002garantía\u0003 \u0002definitiva\u0003 del 5 %",
    );
    expect(excerpt).toBe("«LA CONVOCANTE» exigirá una garantía definitiva del 5 %");
    expect(highlights.map(({ start, length }) => excerpt.slice(start, start + length))).toEqual([
      "garantía",
      "definitiva",
    ]);
  });

  it("ignores an unpaired mark and gives no highlight for an excerpt without matches", () => {
    expect(readMarkedExcerpt("precio \u0003sin \u0002cierre")).toEqual({
      excerpt: "precio sin cierre",
      highlights: [],
    });
  });
});
