import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIME_TYPES } from "../../../../shared/rules/files";
import { inspectFile } from "./inspect-file";
import { INSPECTION_MESSAGES } from "./inspection-result";
import {
  convertWithSoffice,
  hasSoffice,
  sampleDocx,
  samplePdf,
  samplePptx,
  sampleXlsx,
  writeSample,
} from "./test-samples";

const NOT_ALLOWED =
  "El formato del archivo no está permitido. Solo se aceptan documentos en formato PDF, Word, Excel y PowerPoint.";

describe("inspectFile on real documents", () => {
  let dir: string;
  const files: Record<string, string> = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-inspect-"));
    files.pdf = await writeSample(dir, "bases.pdf", samplePdf());
    files.docx = await writeSample(dir, "propuesta.docx", await sampleDocx());
    files.xlsx = await writeSample(dir, "matriz.xlsx", await sampleXlsx());
    files.pptx = await writeSample(dir, "presentacion.pptx", await samplePptx());
    files.utf8 = await writeSample(
      dir,
      "notas-utf8.txt",
      Buffer.from("Licitación pública nacional\nJunta de aclaraciones: 15/03/2025 — Ñuñoa\n"),
    );
    files.latin1 = await writeSample(
      dir,
      "notas-latin1.txt",
      Buffer.from("Licitación pública: capítulo único, año 2025, señalización\r\n", "latin1"),
    );
    if (hasSoffice) {
      // One conversion per format, shared by every legacy case (about a second or two each).
      files.doc = await writeSample(dir, "propuesta.doc", await convertWithSoffice(files.docx, "doc", dir));
      files.xls = await writeSample(dir, "matriz.xls", await convertWithSoffice(files.xlsx, "xls", dir));
      files.ppt = await writeSample(
        dir,
        "presentacion.ppt",
        await convertWithSoffice(files.pptx, "ppt", dir),
      );
    }
  }, 90_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function file(name: string): string {
    const found = files[name];
    if (!found) throw new Error(`no sample ${name}`);
    return found;
  }

  it.each([
    ["pdf", "Bases de licitación.pdf"],
    ["docx", "Propuesta técnica.DOCX"],
    ["xlsx", "Matriz de puntos relevantes.xlsx"],
    ["pptx", "Presentación.pptx"],
  ] as const)("accepts a real %s", async (type, declaredName) => {
    expect(await inspectFile(file(type), declaredName)).toEqual({
      ok: true,
      fileType: type,
      mimeType: MIME_TYPES[type],
    });
  });

  it.skipIf(!hasSoffice).each([
    ["doc", "Propuesta 2019.doc"],
    ["xls", "Matriz 2003.xls"],
    ["ppt", "Presentación 2003.ppt"],
  ] as const)("accepts a real legacy %s written by LibreOffice", async (type, declaredName) => {
    expect(await inspectFile(file(type), declaredName)).toEqual({
      ok: true,
      fileType: type,
      mimeType: MIME_TYPES[type],
    });
  });

  it("accepts Windows-1252 text full of curly quotes and dashes, and UTF-16 with its mark", async () => {
    const quotes = Buffer.from([
      0x93, 0x42, 0x61, 0x73, 0x65, 0x73, 0x94, 0x20, 0x96, 0x20, 0x85, 0x0d, 0x0a,
    ]);
    const windows = await writeSample(
      dir,
      "comillas.txt",
      Buffer.concat(Array.from({ length: 50 }, () => quotes)),
    );
    const utf16 = await writeSample(
      dir,
      "unicode.txt",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Licitación pública — año 2025\r\n", "utf16le")]),
    );

    expect(await inspectFile(windows, "comillas.txt")).toEqual({
      ok: true,
      fileType: "txt",
      mimeType: "text/plain; charset=windows-1252",
    });
    expect(await inspectFile(utf16, "unicode.txt")).toEqual({
      ok: true,
      fileType: "txt",
      mimeType: "text/plain; charset=utf-16le",
    });
  });

  it("accepts plain text in UTF-8 and in Latin-1, saying which", async () => {
    expect(await inspectFile(file("utf8"), "notas.txt")).toEqual({
      ok: true,
      fileType: "txt",
      mimeType: "text/plain; charset=utf-8",
    });
    expect(await inspectFile(file("latin1"), "notas.txt")).toEqual({
      ok: true,
      fileType: "txt",
      mimeType: "text/plain; charset=windows-1252",
    });
  });

  it.each([
    ["pdf", "documento.docx"],
    ["pdf", "documento.txt"],
    ["docx", "documento.xlsx"],
    ["docx", "documento.pdf"],
    ["xlsx", "documento.pptx"],
    ["pptx", "documento.docx"],
    ["utf8", "documento.pdf"],
    ["utf8", "documento.docx"],
    ["docx", "documento.zip"],
    ["pdf", "documento"],
  ])("refuses a real %s declared as %s", async (type, declaredName) => {
    // A name of a type not accepted gets the spec's text; an accepted name on other bytes, the full list.
    const isAcceptedName = /\.(pdf|docx?|xlsx?|pptx?|txt)$/.test(declaredName);
    expect(await inspectFile(file(type), declaredName)).toEqual({
      ok: false,
      code: "UNSUPPORTED_FILE",
      message: isAcceptedName ? INSPECTION_MESSAGES.contentMismatch : NOT_ALLOWED,
    });
  });

  it.skipIf(!hasSoffice).each([
    ["xls", "documento.doc"],
    ["doc", "documento.ppt"],
    ["ppt", "documento.xls"],
    ["doc", "documento.docx"],
  ])("refuses a real legacy %s declared as %s", async (type, declaredName) => {
    expect(await inspectFile(file(type), declaredName)).toMatchObject({
      ok: false,
      code: "UNSUPPORTED_FILE",
    });
  });

  it("refuses an empty file whatever its name", async () => {
    const emptyFile = await writeSample(dir, "vacio.pdf", Buffer.alloc(0));
    expect(await inspectFile(emptyFile, "vacio.pdf")).toEqual({
      ok: false,
      code: "EMPTY_FILE",
      message: "El archivo está vacío.",
    });
  });

  it("accepts a PDF with a little junk before its header, refuses one cut short", async () => {
    const pdf = samplePdf();
    const prefixed = await writeSample(dir, "con-prefijo.pdf", Buffer.concat([Buffer.from("\r\n\r\n"), pdf]));
    const truncated = await writeSample(dir, "cortado.pdf", pdf.subarray(0, pdf.length - 40));
    const farHeader = await writeSample(dir, "lejos.pdf", Buffer.concat([Buffer.alloc(2048, 0x20), pdf]));

    expect(await inspectFile(prefixed, "con prefijo.pdf")).toMatchObject({ ok: true, fileType: "pdf" });
    expect(await inspectFile(truncated, "cortado.pdf")).toMatchObject({ ok: false, code: "UNSAFE_FILE" });
    expect(await inspectFile(farHeader, "lejos.pdf")).toMatchObject({ ok: false, code: "UNSUPPORTED_FILE" });
  });

  it("refuses binary data named .txt", async () => {
    const binary = await writeSample(
      dir,
      "datos.txt",
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)),
    );
    expect(await inspectFile(binary, "datos.txt")).toEqual({
      ok: false,
      code: "UNSUPPORTED_FILE",
      message:
        "El contenido del archivo no corresponde a su extensión o no es un documento. Solo se aceptan PDF (.pdf), Word (.doc, .docx), Excel (.xls, .xlsx), PowerPoint (.ppt, .pptx) y texto (.txt).",
    });
  });
});
