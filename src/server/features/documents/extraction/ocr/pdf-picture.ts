import type { GrayImage } from "./gray-image";

/** pdf.js's decoded picture kinds (ImageKind). */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/** A picture as pdf.js hands it over once the page's operator list is built. */
export interface DecodedPicture {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray | null;
}

export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[][];
}

/**
 * The one picture a scanned page is made of, when the page paints nothing else: its object id, where
 * it lands on the page (the PDF matrix from the picture's unit square to page space) and its size in
 * pixels. Undefined for any other page (text, drawings, several pictures, a masked picture).
 */
export function soleScanPicture(
  operators: OperatorList,
  OPS: Record<string, number>,
): { id: string; matrix: number[]; width: number } | undefined {
  // Operators that change no pixel: a scanner's page is these around one paintImageXObject.
  const silent = new Set(
    [
      "save",
      "restore",
      "transform",
      "dependency",
      "setGState",
      "beginMarkedContent",
      "beginMarkedContentProps",
      "endMarkedContent",
    ].map((name) => OPS[name]),
  );
  let matrix = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let found: { id: string; matrix: number[]; width: number } | undefined;
  for (const [index, operator] of operators.fnArray.entries()) {
    const args = operators.argsArray[index] ?? [];
    if (operator === OPS.paintImageXObject) {
      if (found) return undefined;
      found = { id: String(args[0]), matrix, width: Number(args[1]) };
    } else if (!silent.has(operator)) return undefined;
    else if (operator === OPS.save) saved.push(matrix);
    else if (operator === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (operator === OPS.transform) matrix = multiplyMatrices(args as number[], matrix);
  }
  return found;
}

/**
 * The scanned picture as gray at its own pixels, turned as the page shows it: `toDevice` is the picture's
 * unit square to device space (y down). Undefined when the picture lies at an angle other than quarter
 * turns (then the page is rendered instead). Reading the decoded pixels spares drawing the page on a
 * canvas (a 24 MB RGBA bitmap for an A4 page at 250 dpi, and a copy of it to read it back) and decoding
 * the picture a second time.
 */
export function grayFromPicture(picture: DecodedPicture, toDevice: number[]): GrayImage | undefined {
  const { width, height, kind, data } = picture;
  if (!data || width <= 0 || height <= 0) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = toDevice;
  // The picture's columns run along (a, b) and its rows, top to bottom, along (-c, -d).
  const isUpright = Math.abs(b) <= Math.abs(a) / 100 && Math.abs(c) <= Math.abs(d) / 100;
  const isQuarter = Math.abs(a) <= Math.abs(b) / 100 && Math.abs(d) <= Math.abs(c) / 100;
  if (!isUpright && !isQuarter) return undefined;
  const outWidth = isUpright ? width : height;
  const outHeight = isUpright ? height : width;
  // Where pixel (0, 0) lands and the steps one column and one row right move it in the output.
  const columnStep = isUpright ? (a > 0 ? 1 : -1) : (b > 0 ? 1 : -1) * outWidth;
  const rowStep = isUpright ? (-d > 0 ? 1 : -1) * outWidth : -c > 0 ? 1 : -1;
  const origin =
    (columnStep < 0 ? -columnStep * (width - 1) : 0) + (rowStep < 0 ? -rowStep * (height - 1) : 0);
  const out = new Uint8Array(outWidth * outHeight);
  const rowBytes = kind === GRAYSCALE_1BPP ? (width + 7) >> 3 : kind === RGB_24BPP ? width * 3 : width * 4;
  if (data.length < rowBytes * height || ![GRAYSCALE_1BPP, RGB_24BPP, RGBA_32BPP].includes(kind))
    return undefined;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    let target = origin + y * rowStep;
    for (let x = 0; x < width; x++, target += columnStep) out[target] = pixelGray(data, kind, row, x);
  }
  return { width: outWidth, height: outHeight, data: out };
}

function pixelGray(data: Uint8Array | Uint8ClampedArray, kind: number, row: number, x: number): number {
  if (kind === GRAYSCALE_1BPP) return ((data[row + (x >> 3)] as number) >> (7 - (x & 7))) & 1 ? 255 : 0;
  const at = row + x * (kind === RGB_24BPP ? 3 : 4);
  const luma =
    ((data[at] as number) * 77 + (data[at + 1] as number) * 150 + (data[at + 2] as number) * 29) >> 8;
  if (kind === RGB_24BPP) return luma;
  // Transparent pixels are paper.
  const alpha = data[at + 3] as number;
  return alpha === 255 ? luma : 255 - (((255 - luma) * alpha) >> 8);
}

/** The PDF matrix `m` applied before `c` (both [a b c d e f]): a point maps by m, then by c. */
export function multiplyMatrices(m: number[], c: number[]): number[] {
  const [a = 1, b = 0, cc = 0, d = 1, e = 0, f = 0] = m;
  const [A = 1, B = 0, C = 0, D = 1, E = 0, F = 0] = c;
  return [a * A + b * C, a * B + b * D, cc * A + d * C, cc * B + d * D, e * A + f * C + E, e * B + f * D + F];
}
