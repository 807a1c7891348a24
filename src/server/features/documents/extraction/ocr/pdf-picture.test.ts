import { describe, expect, it } from "vitest";
import { grayFromPicture } from "./pdf-picture";

/** A 3×2 RGB picture whose pixels are gray 10, 20, 30 (top row) and 40, 50, 60. */
const picture = {
  width: 3,
  height: 2,
  kind: 2,
  data: new Uint8Array([10, 20, 30, 40, 50, 60].flatMap((value) => [value, value, value])),
};

function rows(image: { width: number; data: Uint8Array } | undefined): number[][] {
  if (!image) throw new Error("no image");
  const out: number[][] = [];
  for (let at = 0; at < image.data.length; at += image.width)
    out.push([...image.data.slice(at, at + image.width)]);
  return out;
}

describe("reading a scanned picture from its pixels", () => {
  it("keeps an upright picture as it is, a page turned over upside-down, one on its side turned", () => {
    // Unit square to device space (y down), as pdf.js composes the picture's matrix with the viewport.
    expect(rows(grayFromPicture(picture, [300, 0, 0, -200, 0, 200]))).toEqual([
      [10, 20, 30],
      [40, 50, 60],
    ]);
    expect(rows(grayFromPicture(picture, [-300, 0, 0, 200, 300, 0]))).toEqual([
      [60, 50, 40],
      [30, 20, 10],
    ]);
    // Turned a quarter clockwise (a page with /Rotate 90): the top row becomes the right column.
    expect(rows(grayFromPicture(picture, [0, 300, 200, 0, 0, 0]))).toEqual([
      [40, 10],
      [50, 20],
      [60, 30],
    ]);
  });

  it("unpacks a 1-bit picture (a fax scan), 1 as paper and 0 as ink", () => {
    const bits = { width: 10, height: 1, kind: 1, data: new Uint8Array([0b10110000, 0b01000000]) };
    expect(rows(grayFromPicture(bits, [10, 0, 0, -1, 0, 1]))).toEqual([
      [255, 0, 255, 255, 0, 0, 0, 0, 0, 255],
    ]);
  });

  it("leaves a picture lying at an angle to be drawn instead", () => {
    expect(grayFromPicture(picture, [290, 50, 50, -190, 0, 200])).toBeUndefined();
  });
});
