/** Pictures whose header promises more pixels than are read are refused before they are decoded. */
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pngPixels, readImageDocument } from "./image-document";

const OCR = { maxPages: 50, parallel: 1 };

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A white 1-bit PNG of width × height: a few kilobytes however large it says it is. */
function whitePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A little-endian TIFF whose one frame's tags say width × height, 8-bit grey, with 16 bytes of data. */
function tiffDeclaring(width: number, height: number): Buffer {
  const entries: [number, number, number][] = [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 8 + 2 + 9 * 12 + 4],
    [277, 3, 1],
    [278, 4, height],
    [279, 4, 16],
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const header = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  return Buffer.concat([header, ifd, Buffer.alloc(16, 0xff)]);
}

describe("a picture bomb (huge dimensions, tiny bytes)", () => {
  it("refuses a PNG declaring 400 megapixels from its header, without decoding it", async () => {
    const bomb = whitePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(pngPixels(bomb)).toBe(400_000_000);
    const started = performance.now();
    const result = await readImageDocument(new Uint8Array(bomb), "png", OCR);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toEqual({
      status: "error",
      reason:
        "La imagen PNG mide 400 megapíxeles; se leen imágenes de hasta 120. Redúzcala o cárguela como PDF.",
    });
  });

  it("refuses a TIFF whose frame's tags declare 400 megapixels", async () => {
    const result = await readImageDocument(new Uint8Array(tiffDeclaring(20_000, 20_000)), "tiff", OCR);
    expect(result.status).toBe("error");
    expect("reason" in result && result.reason).toMatch(/^La imagen TIFF mide 400 megapíxeles/);
  });

  it("reads the size of an ordinary PNG and takes a header it cannot find for nothing", () => {
    expect(pngPixels(whitePng(800, 600))).toBe(480_000);
    expect(pngPixels(new Uint8Array([1, 2, 3]))).toBe(0);
  });
});
