/**
 * Word pages from LibreOffice's print of the document: a docx whose pages only text fills (no break
 * anywhere) and a Word 97 .doc. Skipped, and said so, on a machine without LibreOffice.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  convertWithSoffice,
  TENDER_PHRASES,
  writeTenderDocx,
} from "../../../../../tests/fixtures/documents/build-documents";
import { extractDocument, findLibreOffice } from "./extract-document";
import type { ExtractionResult } from "./extraction-types";
import { splitIntoPassages } from "./split-passages";

const run = promisify(execFile);
const libreOffice = await findLibreOffice();
const TIMEOUT_MS = 90_000;
const CLAUSES = 14;

function listo(result: ExtractionResult) {
  if (result.status !== "listo") throw new Error(`expected listo, got ${JSON.stringify(result)}`);
  return result;
}

/** Fourteen clauses of running text and no break of any kind: only the layout makes pages. */
async function writeLongDocx(filePath: string): Promise<void> {
  const children = Array.from({ length: CLAUSES }, (_, index) => [
    new Paragraph({
      text: `Cláusula ${index + 1}. Obligaciones del proveedor`,
      heading: HeadingLevel.HEADING_1,
    }),
    ...Array.from(
      { length: 5 },
      (_, paragraph) =>
        new Paragraph(
          `Párrafo ${paragraph + 1} de la cláusula ${index + 1}: el proveedor entregará los bienes en el almacén central, con su garantía por escrito y la capacitación del personal usuario, en los plazos del calendario de entregas. `.repeat(
            2,
          ),
        ),
    ),
  ]).flat();
  await writeFile(filePath, await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** Each page's text as pdftotext (poppler, not this product's reader) gives it. */
async function pdftotextPages(pdf: string, pages: number): Promise<string[]> {
  const texts: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const { stdout } = await run("pdftotext", ["-f", String(page), "-l", String(page), pdf, "-"]);
    texts.push(stdout.replace(/\s+/g, " "));
  }
  return texts;
}

describe.skipIf(libreOffice === null)("Word pages from LibreOffice's print (soffice installed)", () => {
  let dir: string;
  const files = { longDocx: "", longPdf: "", tenderDoc: "" };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-word-pages-"));
    files.longDocx = path.join(dir, "contrato.docx");
    const tenderDocx = path.join(dir, "bases.docx");
    await Promise.all([writeLongDocx(files.longDocx), writeTenderDocx(tenderDocx)]);
    [files.longPdf, files.tenderDoc] = await Promise.all([
      convertWithSoffice(files.longDocx, "pdf", dir),
      convertWithSoffice(tenderDocx, "doc", dir),
    ]);
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives a docx without any break the pages of its print, headings kept", async () => {
    const result = listo(
      await extractDocument({
        filePath: files.longDocx,
        fileType: "docx",
        libreOfficePath: libreOffice,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    const { stdout } = await run("pdfinfo", [files.longPdf]);
    const printedPages = Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
    expect(printedPages).toBeGreaterThanOrEqual(4);
    expect(result).toMatchObject({ pagination: "printed", pageCount: printedPages });

    // Every paragraph is cited at the page where pdftotext finds its opening words.
    const pages = await pdftotextPages(files.longPdf, printedPages);
    const passages = splitIntoPassages(result.units);
    for (let clause = 1; clause <= CLAUSES; clause++) {
      for (let paragraph = 1; paragraph <= 5; paragraph++) {
        const opening = `Párrafo ${paragraph} de la cláusula ${clause}:`;
        const passage = passages.find((candidate) => candidate.text.includes(opening));
        expect(passage?.heading).toBe(`Cláusula ${clause}. Obligaciones del proveedor`);
        expect({ opening, page: passage?.page }).toEqual({
          opening,
          page: pages.findIndex((text) => text.includes(opening)) + 1,
        });
      }
    }
  });

  it("gives a Word 97 .doc the pages of its print, and none without LibreOffice", async () => {
    const printed = listo(
      await extractDocument({
        filePath: files.tenderDoc,
        fileType: "doc",
        libreOfficePath: libreOffice,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    expect(printed).toMatchObject({ pagination: "printed", pageCount: 3 });
    const pageOf = (phrase: string) => printed.units.find((unit) => unit.text.includes(phrase))?.page;
    expect([TENDER_PHRASES.page1, TENDER_PHRASES.page2, TENDER_PHRASES.page3].map(pageOf)).toEqual([1, 2, 3]);
    expect(printed.units.find((unit) => unit.page === 2)?.text).toContain("1 | Servidor de rack | 4");

    const unpaged = listo(
      await extractDocument({ filePath: files.tenderDoc, fileType: "doc", timeoutMs: TIMEOUT_MS }),
    );
    expect(unpaged).toMatchObject({ pagination: "none", pageCount: null });
    expect(unpaged.units.map((unit) => unit.page)).toEqual([null]);
  });
});
