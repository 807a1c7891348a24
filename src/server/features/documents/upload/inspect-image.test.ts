import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  drawTextPage,
  toJpeg,
  toMultiPageTiff,
  toPng,
} from "../../../../../tests/fixtures/documents/build-scans";
import { declaredFileType, FILE_ACCEPT, MIME_TYPES } from "../../../../shared/rules/files";
import { inspectFile } from "./inspect-file";
import { INSPECTION_MESSAGES } from "./inspection-result";

let dir: string;
let png: Buffer;
let jpeg: Buffer;
let tiff: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "licita-inspect-image-"));
  const page = drawTextPage(["Acta constitutiva"], { width: 400, height: 200 });
  png = await toPng(page);
  jpeg = await toJpeg(page);
  tiff = toMultiPageTiff([page, page]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function inspect(name: string, data: Buffer) {
  const filePath = path.join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(filePath, data);
  return inspectFile(filePath, name);
}

describe("inspectFile on pictures of pages", () => {
  it("accepts JPG, PNG and TIFF by their content, '.jpeg' and '.tif' spellings too", async () => {
    expect(await inspect("acta.jpg", jpeg)).toEqual({ ok: true, fileType: "jpg", mimeType: MIME_TYPES.jpg });
    expect(await inspect("ACTA.JPEG", jpeg)).toMatchObject({ ok: true, fileType: "jpg" });
    expect(await inspect("poder.png", png)).toMatchObject({
      ok: true,
      fileType: "png",
      mimeType: "image/png",
    });
    expect(await inspect("constancia.tif", tiff)).toMatchObject({ ok: true, fileType: "tiff" });
    expect(await inspect("constancia.tiff", tiff)).toMatchObject({ ok: true, fileType: "tiff" });
    expect(declaredFileType("foto.jpeg")).toBe("jpg");
    expect(FILE_ACCEPT).toContain(".jpg");
    expect(FILE_ACCEPT).toContain(".tif");
  });

  it("refuses a picture whose name says another format, a cut-off picture and an empty TIFF", async () => {
    expect(await inspect("acta.png", jpeg)).toMatchObject({ ok: false, code: "UNSUPPORTED_FILE" });
    expect(await inspect("acta.pdf", png)).toMatchObject({ ok: false, code: "UNSUPPORTED_FILE" });
    expect(await inspect("acta.jpg", jpeg.subarray(0, jpeg.length - 200))).toEqual({
      ok: false,
      code: "UNSAFE_FILE",
      message: INSPECTION_MESSAGES.damaged,
    });
    expect(await inspect("vacio.tiff", Buffer.alloc(0))).toEqual({
      ok: false,
      code: "EMPTY_FILE",
      message: INSPECTION_MESSAGES.empty,
    });
  });
});
