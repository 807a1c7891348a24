/**
 * Formats that need LibreOffice, either to make the test file (a docx printed to PDF, a doc, an
 * encrypted PDF) or to read it (.xls, .ppt). Skipped, and said so, on a machine without LibreOffice.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  convertWithSoffice,
  ENCRYPTED_PDF_FILTER,
  TENDER_PHRASES,
  writeTenderDocx,
  writeTenderSlides,
  writeTenderWorkbook,
} from "../../../../../tests/fixtures/documents/build-documents";
import { extractDocument, findLibreOffice } from "./extract-document";
import { EXTRACTION_REASONS, type ExtractionResult } from "./extraction-types";
import { splitIntoPassages } from "./split-passages";

const libreOffice = await findLibreOffice();
const TIMEOUT_MS = 60_000;

function listo(result: ExtractionResult) {
  if (result.status !== "listo") throw new Error(`expected listo, got ${JSON.stringify(result)}`);
  return result;
}

describe.skipIf(libreOffice === null)("extractDocument with LibreOffice (soffice installed)", () => {
  let dir: string;
  const files: Record<"pdf" | "encryptedPdf" | "doc" | "xlsx" | "xls" | "pptx" | "ppt", string> = {
    pdf: "",
    encryptedPdf: "",
    doc: "",
    xlsx: "",
    xls: "",
    pptx: "",
    ppt: "",
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-extract-office-"));
    const docx = path.join(dir, "bases.docx");
    const slides = path.join(dir, "presentacion.fodp");
    files.xlsx = path.join(dir, "partidas.xlsx");
    await Promise.all([writeTenderDocx(docx), writeTenderSlides(slides), writeTenderWorkbook(files.xlsx)]);
    // Two at a time: each conversion has its own profile, and the machine has two cores.
    [files.pdf, files.doc] = await Promise.all([
      convertWithSoffice(docx, "pdf", dir),
      convertWithSoffice(docx, "doc", dir),
    ]);
    [files.xls, files.pptx] = await Promise.all([
      convertWithSoffice(files.xlsx, "xls", dir),
      convertWithSoffice(slides, "pptx", dir),
    ]);
    const encryptedDir = path.join(dir, "cifrado");
    [files.ppt, files.encryptedPdf] = await Promise.all([
      convertWithSoffice(files.pptx, "ppt", dir),
      convertWithSoffice(docx, ENCRYPTED_PDF_FILTER, encryptedDir),
    ]);
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads a Word document printed to PDF page by page, headings and table included", async () => {
    const result = listo(
      await extractDocument({ filePath: files.pdf, fileType: "pdf", timeoutMs: TIMEOUT_MS }),
    );
    expect(result.pageCount).toBe(3);
    const pageOf = (phrase: string) => result.units.find((unit) => unit.text.includes(phrase))?.page;
    expect(pageOf(TENDER_PHRASES.page1)).toBe(1);
    expect(pageOf(TENDER_PHRASES.page2)).toBe(2);
    expect(pageOf(TENDER_PHRASES.page3)).toBe(3);
    const passages = splitIntoPassages(result.units);
    const requirement = passages.find((passage) => passage.text.includes(TENDER_PHRASES.page2));
    expect(requirement).toMatchObject({ page: 2, heading: "2. REQUISITOS TÉCNICOS" });
    expect(requirement?.text).toContain("Servidor de rack");
    expect(passages.find((passage) => passage.text.includes(TENDER_PHRASES.page3))?.heading).toBe(
      "3. JUNTA DE ACLARACIONES",
    );
  });

  it("refuses a PDF exported with an open password", async () => {
    const result = await extractDocument({
      filePath: files.encryptedPdf,
      fileType: "pdf",
      timeoutMs: TIMEOUT_MS,
    });
    expect(result).toEqual({ status: "error", reason: EXTRACTION_REASONS.encryptedPdf });
  });

  it("reads a Word 97-2003 .doc, its table rows joined by ' | '", async () => {
    const result = listo(
      await extractDocument({ filePath: files.doc, fileType: "doc", timeoutMs: TIMEOUT_MS }),
    );
    const text = result.units[0]?.text ?? "";
    expect(result.units).toHaveLength(1);
    expect(text).toContain(TENDER_PHRASES.page1);
    expect(text).toContain(TENDER_PHRASES.page3);
    expect(text).toContain("1 | Servidor de rack | 4");
    // Guessed headings only open a passage past a third of the target: a small one shows them apart.
    const passages = splitIntoPassages(result.units, { targetChars: 150 });
    expect(passages.find((passage) => passage.text.includes(TENDER_PHRASES.page2))?.heading).toBe(
      "2. REQUISITOS TÉCNICOS",
    );
  });

  it("reads an .xls through LibreOffice: both sheets, formula results", async () => {
    const result = listo(
      await extractDocument({
        filePath: files.xls,
        fileType: "xls",
        libreOfficePath: libreOffice,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    expect(result.units.map((unit) => unit.location)).toEqual(["Partidas", "Calendario"]);
    expect(result.units[0]?.text).toContain("Servidor de rack | 1000 | 4 | 4000");
    expect(result.units[1]?.text).toContain("Junta de aclaraciones | 15/03/2025");
  });

  it("reads a pptx slide by slide, in order", async () => {
    const result = listo(
      await extractDocument({ filePath: files.pptx, fileType: "pptx", timeoutMs: TIMEOUT_MS }),
    );
    expect(result.pageCount).toBe(3);
    expect(result.units.map((unit) => unit.page)).toEqual([1, 2, 3]);
    expect(result.units[0]?.text).toBe(
      "Junta de aclaraciones\n\nLa junta se celebrará el 15 de marzo.\nAsistencia opcional para los licitantes.",
    );
    expect(result.units[2]?.text).toContain("puntos y porcentajes");
  });

  it("reads a .ppt through LibreOffice, and refuses it without LibreOffice", async () => {
    const result = listo(
      await extractDocument({
        filePath: files.ppt,
        fileType: "ppt",
        libreOfficePath: libreOffice,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    expect(result.units.map((unit) => unit.page)).toEqual([1, 2, 3]);
    expect(result.units[1]?.text).toContain("Acto público en la sala de juntas.");
    expect(
      await extractDocument({
        filePath: files.ppt,
        fileType: "ppt",
        libreOfficePath: null,
        timeoutMs: TIMEOUT_MS,
      }),
    ).toEqual({ status: "no_soportado", reason: EXTRACTION_REASONS.needsLibreOffice("ppt") });
  });

  it("reports a broken .xls and a LibreOffice conversion past the time limit", async () => {
    const broken = await extractDocument({
      filePath: files.pptx, // a zip, not an Excel 97 file: LibreOffice converts nothing useful
      fileType: "xls",
      libreOfficePath: libreOffice,
      timeoutMs: TIMEOUT_MS,
    });
    expect(broken.status).toBe("error");
    const slow = await extractDocument({
      filePath: files.xls,
      fileType: "xls",
      libreOfficePath: libreOffice,
      timeoutMs: 100,
    });
    expect(slow).toEqual({ status: "error", reason: EXTRACTION_REASONS.conversionTimeout("xls", 1) });
  });

  it("finds the installed LibreOffice", () => {
    expect(libreOffice).toMatch(/soffice|libreoffice/);
  });
});
