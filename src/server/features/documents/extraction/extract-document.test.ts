import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildPdf,
  TENDER_PHRASES,
  writeTenderDocx,
  writeTenderWorkbook,
} from "../../../../../tests/fixtures/documents/build-documents";
import { extractDocument, findLibreOffice } from "./extract-document";
import { EXTRACTION_REASONS, type ExtractionResult } from "./extraction-types";
import { splitIntoPassages } from "./split-passages";

const TIMEOUT_MS = 30_000;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "licita-extract-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, data: Buffer | string): Promise<string> {
  const filePath = path.join(dir, name);
  await writeFile(filePath, data);
  return filePath;
}

function listo(result: ExtractionResult) {
  if (result.status !== "listo") throw new Error(`expected listo, got ${JSON.stringify(result)}`);
  return result;
}

function pageOf(result: ExtractionResult, phrase: string): number | null | undefined {
  return listo(result).units.find((unit) => unit.text.includes(phrase))?.page;
}

describe("extractDocument: PDF", () => {
  it("reads each page of a text PDF with its number, accents intact", async () => {
    const filePath = await write(
      "texto.pdf",
      buildPdf([
        ["Bases de la licitación pública", "Primera página"],
        ["Garantía de cumplimiento del 10%"],
        ["Fallo"],
      ]),
    );
    const result = listo(await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS }));
    expect(result.pageCount).toBe(3);
    expect(result.units.map((unit) => unit.page)).toEqual([1, 2, 3]);
    expect(pageOf(result, "Bases de la licitación pública")).toBe(1);
    expect(pageOf(result, "Garantía de cumplimiento del 10%")).toBe(2);
  });

  it("reads a PDF whose pages hold only pictures by OCR, and calls it 'sin_texto' when they hold no text", async () => {
    const filePath = await write("escaneado.pdf", buildPdf([null, null]));
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS });
    expect(result).toMatchObject({
      status: "sin_texto",
      pageCount: 2,
      reason: EXTRACTION_REASONS.scanWithoutText,
    });
    expect(result.status === "sin_texto" && result.ocrPages?.map((page) => page.page)).toEqual([1, 2]);
  });

  it("without OCR, still calls a PDF of pictures 'sin_texto' and says to run OCR", async () => {
    const filePath = await write("escaneado-sin-ocr.pdf", buildPdf(Array.from({ length: 10 }, () => null)));
    const result = await extractDocument({
      filePath,
      fileType: "pdf",
      timeoutMs: TIMEOUT_MS,
      ocrParallel: 0,
    });
    expect(result).toEqual({ status: "sin_texto", pageCount: 10, reason: EXTRACTION_REASONS.scannedPdf });
    expect(EXTRACTION_REASONS.scannedPdf).toContain("El PDF no contiene texto (¿escaneado?)");
  });

  it("still reads a PDF with a few image-only pages among text pages", async () => {
    const filePath = await write(
      "mixto.pdf",
      buildPdf([["Oficio de presentación"], null, null, ["Anexo técnico"]]),
    );
    const result = listo(await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS }));
    expect(result.pageCount).toBe(4);
    expect(pageOf(result, "Anexo técnico")).toBe(4);
  });

  it("refuses a PDF that needs a password, saying so", async () => {
    const filePath = await write("cifrado-a-mano.pdf", buildPdf([["Confidencial"]], { isEncrypted: true }));
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.encryptedPdf });
    expect(EXTRACTION_REASONS.encryptedPdf).toContain("El PDF está protegido con contraseña");
  });

  it("reports a damaged PDF and a file that is no PDF at all", async () => {
    const whole = buildPdf([["Primera página de las bases"], ["Segunda página"]]);
    const truncated = await write("truncado.pdf", whole.subarray(0, Math.floor(whole.length * 0.3)));
    const garbage = await write(
      "basura.pdf",
      Buffer.from("esto no es un PDF, solo texto con extensión .pdf"),
    );
    for (const filePath of [truncated, garbage]) {
      const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS });
      expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.damagedPdf });
    }
  });

  it("keeps a sentence the body repeats on every page; only running headers and footers go", async () => {
    const pages = Array.from({ length: 5 }, (_, page) => [
      "GOBIERNO MUNICIPAL - DIRECCION DE COMPRAS",
      ...Array.from({ length: 6 }, (_, line) => `Renglon ${line + 1} propio de la pagina ${page + 1}.`),
      "El licitante entregara la garantia de cumplimiento.",
      ...Array.from({ length: 6 }, (_, line) => `Parrafo ${line + 7} de la pagina ${page + 1}.`),
      `Pagina ${page + 1} de 5`,
    ]);
    const result = listo(
      await extractDocument({
        filePath: await write("repite.pdf", buildPdf(pages)),
        fileType: "pdf",
        timeoutMs: TIMEOUT_MS,
      }),
    );
    for (const unit of result.units) {
      expect(unit.text).toContain("El licitante entregara la garantia de cumplimiento.");
      expect(unit.text).not.toContain("DIRECCION DE COMPRAS");
      expect(unit.text).not.toMatch(/Pagina \d de 5/);
    }
  });

  it("gives up at the time limit without harming the caller", async () => {
    // The worker stays warm between files, so the slow file must really be slow: 3,000 pages.
    const filePath = await write(
      "lento.pdf",
      buildPdf(Array.from({ length: 3_000 }, (_, page) => [`Página ${page + 1} del anexo técnico`])),
    );
    const started = Date.now();
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: 100 });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.timeout(1) });
    expect(Date.now() - started).toBeLessThan(2_000);
    // The next document is read as usual.
    const small = await write("rapido.pdf", buildPdf([["Texto"]]));
    listo(await extractDocument({ filePath: small, fileType: "pdf", timeoutMs: TIMEOUT_MS }));
  });

  it("turns a worker that runs out of heap into an error, and the caller goes on", async () => {
    const filePath = await write("memoria.pdf", buildPdf([["Renglón de la relación de partidas"]]));
    // 4 MB of heap cannot even hold pdf.js: the worker dies of ERR_WORKER_OUT_OF_MEMORY.
    const result = await extractDocument({
      filePath,
      fileType: "pdf",
      timeoutMs: TIMEOUT_MS,
      maxMemoryMb: 4,
    });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.outOfMemory });
    listo(await extractDocument({ filePath, fileType: "pdf", timeoutMs: TIMEOUT_MS }));
  });

  it("says when the stored file is missing", async () => {
    const result = await extractDocument({
      filePath: path.join(dir, "no-existe.pdf"),
      fileType: "pdf",
      timeoutMs: TIMEOUT_MS,
    });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.missingFile });
  });
});

describe("extractDocument: Word, Excel and text", () => {
  it("keeps a docx's headings as '#' lines, its table as ' | ' rows, and its pages from its page breaks", async () => {
    const filePath = path.join(dir, "bases.docx");
    await writeTenderDocx(filePath);
    const result = listo(await extractDocument({ filePath, fileType: "docx", timeoutMs: TIMEOUT_MS }));
    // No LibreOffice given: the manual page breaks are all there is to count pages by.
    expect(result).toMatchObject({ pageCount: 3, pagination: "explicit" });
    expect(result.units.map((unit) => unit.page)).toEqual([1, 2, 3]);
    expect(pageOf(result, TENDER_PHRASES.page3)).toBe(3);
    const text = result.units.map((unit) => unit.text).join("\n\n");
    expect(text).toContain("# 1. OBJETO DE LA LICITACIÓN");
    expect(text).toContain("## 1.1 Alcance");
    expect(text).toContain(
      "Partida | Descripción | Cantidad\n1 | Servidor de rack | 4\n2 | Licencia de respaldo | 10",
    );
    const passages = splitIntoPassages(result.units);
    const scope = passages.find((passage) => passage.text.includes("capacitación del personal"));
    expect(scope).toMatchObject({ heading: "1.1 Alcance", page: 1 });
    expect(passages.find((passage) => passage.text.includes("Servidor de rack"))).toMatchObject({
      heading: "2. REQUISITOS TÉCNICOS",
      page: 2,
    });
    expect(passages.every((passage) => !passage.text.includes("# "))).toBe(true);
  });

  it("reads every sheet of an xlsx, formulas as their results, without empty rows", async () => {
    const filePath = path.join(dir, "partidas.xlsx");
    await writeTenderWorkbook(filePath);
    const result = listo(await extractDocument({ filePath, fileType: "xlsx", timeoutMs: TIMEOUT_MS }));
    expect(result.units).toEqual([
      {
        page: null,
        location: "Partidas",
        text: "Partida | Precio unitario | Cantidad | Importe\nServidor de rack | 1000 | 4 | 4000\nLicencia de respaldo | 25.5 | 10 | 255",
      },
      { page: null, location: "Calendario", text: "Evento | Fecha\nJunta de aclaraciones | 15/03/2025" },
    ]);
  });

  it("reads UTF-8 and Latin-1 text files with their accents", async () => {
    const content = "Convocatoria a la licitación pública nacional\r\nAño fiscal: 2025 — Señalización";
    const utf8 = await write("utf8.txt", Buffer.from(content, "utf8"));
    const latin1 = await write("latin1.txt", Buffer.from(content.replace("—", "-"), "latin1"));
    const fromUtf8 = listo(await extractDocument({ filePath: utf8, fileType: "txt", timeoutMs: TIMEOUT_MS }));
    const fromLatin1 = listo(
      await extractDocument({ filePath: latin1, fileType: "txt", timeoutMs: TIMEOUT_MS }),
    );
    expect(fromUtf8.units).toEqual([{ page: null, location: null, text: content.replace("\r\n", "\n") }]);
    expect(fromLatin1.units[0]?.text).toBe(
      "Convocatoria a la licitación pública nacional\nAño fiscal: 2025 - Señalización",
    );
  });

  it("calls an empty text file 'sin_texto' and a broken docx an error", async () => {
    const empty = await write("vacio.txt", "  \n\n ");
    expect(await extractDocument({ filePath: empty, fileType: "txt", timeoutMs: TIMEOUT_MS })).toEqual({
      status: "sin_texto",
      pageCount: null,
      reason: EXTRACTION_REASONS.noText,
    });
    const broken = await write("roto.docx", Buffer.from("PK\u0003\u0004 no es un zip completo"));
    expect(await extractDocument({ filePath: broken, fileType: "docx", timeoutMs: TIMEOUT_MS })).toEqual({
      status: "error",
      reason: EXTRACTION_REASONS.damagedFile("Word"),
    });
  });

  it("says .xls and .ppt need LibreOffice when the server has none", async () => {
    const filePath = await write("viejo.ppt", Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(
      await extractDocument({ filePath, fileType: "ppt", libreOfficePath: null, timeoutMs: TIMEOUT_MS }),
    ).toEqual({
      status: "no_soportado",
      reason: "Formato no soportado en este servidor: se necesita LibreOffice para leer archivos .ppt",
    });
  });
});

const TENDER = path.resolve("../shared/fixtures/tenders/jaen-01-pliego-prescripciones-tecnicas.pdf");

describe.skipIf(!existsSync(TENDER))("extractDocument: a real tender (Jaén, 9 pages)", () => {
  it("counts its pages and finds phrases on the pages pdftotext shows them", async () => {
    const result = listo(await extractDocument({ filePath: TENDER, fileType: "pdf", timeoutMs: TIMEOUT_MS }));
    expect(result.pageCount).toBe(9);
    expect(pageOf(result, "Se consideran dos cauces distintos de provisión")).toBe(2);
    expect(pageOf(result, "vandalismo o sustracción de material")).toBe(5);
    // The signature stamp repeated on every page is not text of the tender.
    expect(result.units.some((unit) => unit.text.includes("Código Seguro de Verificación"))).toBe(false);
  });

  it("keeps the file bytes as they were", async () => {
    const before = await readFile(TENDER);
    await extractDocument({ filePath: TENDER, fileType: "pdf", timeoutMs: TIMEOUT_MS });
    expect((await readFile(TENDER)).equals(before)).toBe(true);
  });
});

describe("findLibreOffice", () => {
  it("answers null for a configured path that is not LibreOffice", async () => {
    expect(await findLibreOffice(path.join(dir, "no-soffice"))).toBeNull();
    expect(await findLibreOffice("/bin/true")).toBeNull();
  });
});
