import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { readDocxText } from "../../documents/extraction/docx-text";
import { readXlsxText } from "../../documents/extraction/xlsx-text";
import type { CheckedContent } from "./check-content";
import { sheetsToContent, wordTextToContent } from "./parse-back";
import { PENDING_HEADING, renderContentDocument, renderContentWorkbook } from "./render-content";

const SOURCE = {
  passageId: "p-1",
  quote: "garantía de cumplimiento del 10%",
  documentName: "bases.pdf",
  page: 4,
};
const META = {
  projectName: "Supervisión de obra",
  generatedBy: "Generador extractivo integrado",
  generatedAt: new Date(),
};

const CONTENT: CheckedContent = {
  title: "Borrador de la propuesta técnica",
  sections: [
    {
      heading: "Garantías",
      level: 1,
      statements: [
        { text: "El licitante entregará la garantía de cumplimiento.", sources: [SOURCE] },
        { text: "Monto asegurado: [PENDIENTE: monto del contrato].", sources: [] },
      ],
    },
    {
      heading: "Contratos similares",
      level: 2,
      statements: [],
      table: { headers: ["Cliente", "Año"], rows: [{ cells: ["=IMSS", "2021"], sources: [SOURCE] }] },
    },
  ],
  pending: ["RFC del licitante"],
};

describe("renderContentDocument", () => {
  it("writes headings, footnoted citations, a source column and the pending list, and reads back", async () => {
    const buffer = await renderContentDocument(CONTENT, META);
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain("<h1>Garantías</h1>");
    expect(html).toContain("<h2>Contratos similares</h2>");
    expect(html).toContain("bases.pdf, p. 4");
    expect(html).toContain("<th><p><strong>Fuente</strong></p></th>");
    expect(html).toContain(`<h1>${PENDING_HEADING}</h1>`);
    expect(html).toContain("[PENDIENTE: RFC del licitante]");

    const [unit] = await readDocxText(buffer);
    const back = await wordTextToContent(unit!.text, "Borrador");
    expect(back.title).toBe("Borrador de la propuesta técnica");
    const headings = back.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(["Garantías", "Contratos similares", PENDING_HEADING]));
    const garantias = back.sections.find((section) => section.heading === "Garantías")!;
    expect(garantias.statements.map((statement) => statement.text)).toContain(
      "Monto asegurado: [PENDIENTE: monto del contrato].",
    );
    const table = back.sections.find((section) => section.heading === "Contratos similares")!.table!;
    expect(table.headers).toEqual(["Cliente", "Año", "Fuente"]);
    // The footnotes listed at the end are citations, not statements of the last section.
    const texts = back.sections.flatMap((section) => section.statements.map((statement) => statement.text));
    expect(texts.some((text) => text.includes("↑"))).toBe(false);
  });
});

describe("wordTextToContent", () => {
  it("reads a generated Word file back without its title page or footnote marks, with its sources again", async () => {
    const request = "Lo que piden las bases: El licitante presentará la garantía de cumplimiento del 10%.";
    const answer = "Contamos con afianzadora autorizada para la garantía de cumplimiento del 10%.";
    // A request quoting a row of the bases' table: the draft writes ' | ' between the cells (requestText).
    const prefix = "Lo que piden las bases: ";
    const cells = "1\tGasa seca estéril\tpaquete\t12,000";
    const row = `${prefix}${cells.replaceAll("\t", " | ")}`;
    const content: CheckedContent = {
      title: "Borrador de la propuesta técnica",
      sections: [
        {
          heading: "Garantías",
          level: 1,
          statements: [
            { text: request, sources: [{ ...SOURCE, passageId: "bases-4" }] },
            {
              text: answer,
              sources: [{ ...SOURCE, passageId: "cv-2", documentName: "cv, empresa.pdf", page: 2 }],
            },
            { text: "Párrafo del cliente sin cita.", sources: [] },
            { text: row, sources: [{ ...SOURCE, passageId: "bases-4", quote: cells }] },
          ],
        },
      ],
      pending: [],
    };
    const [unit] = await readDocxText(await renderContentDocument(content, META));
    // The documents as the project holds them: page 4 of the bases, page 2 of the CV.
    const passages: Record<string, { id: string; page: number; text: string }> = {
      "bases.pdf": {
        id: "bases-4",
        page: 4,
        text: "El licitante presentará la garantía de cumplimiento del 10%.\n1\tGasa seca estéril\tpaquete\t12,000",
      },
      "cv, empresa.pdf": { id: "cv-2", page: 2, text: `Fianzas. ${answer}` },
    };
    const back = await wordTextToContent(unit!.text, "Borrador", async (reference) => {
      const passage = passages[reference.documentName];
      if (!passage || passage.page !== reference.page || !passage.text.includes(reference.quote)) return null;
      return { passageId: passage.id, quote: reference.quote };
    });
    expect(back.title).toBe("Borrador de la propuesta técnica");
    // The title page's project name, author and date are not a section of the client's text.
    expect(back.sections.map((section) => section.heading)).toEqual(["Garantías"]);
    expect(back.sections[0]!.statements).toEqual([
      {
        text: request,
        sources: [{ passageId: "bases-4", quote: request.replace("Lo que piden las bases: ", "") }],
      },
      { text: answer, sources: [{ passageId: "cv-2", quote: answer }] },
      { text: "Párrafo del cliente sin cita.", sources: [] },
      { text: row, sources: [{ passageId: "bases-4", quote: cells }] },
    ]);
    expect(back.sections[0]!.table).toBeUndefined();
  });
});

describe("a generated Word file read back under its phase's own name", () => {
  it("keeps the first section's heading and its first paragraph, the client's own included", async () => {
    const title = "Borrador de la propuesta técnica";
    const content: CheckedContent = {
      title,
      sections: [
        {
          heading: "Carta de presentación",
          level: 1,
          statements: [
            { text: "Texto del cliente al inicio de la carta.", sources: [] },
            { text: "En este apartado se presenta la carta.", sources: [] },
          ],
        },
        { heading: "Metodología", level: 1, statements: [{ text: "Por etapas.", sources: [] }] },
      ],
      pending: [],
    };
    const file = await renderContentDocument(content, META);
    const [unit] = await readDocxText(file);
    // The product reads an adjusted file back with the phase's name as the fallback title.
    const back = await wordTextToContent(unit!.text, title);
    expect(back.title).toBe(title);
    expect(back.sections.map((section) => section.heading)).toEqual(["Carta de presentación", "Metodología"]);
    expect(back.sections[0]?.statements.map((statement) => statement.text)).toEqual([
      "Texto del cliente al inicio de la carta.",
      "En este apartado se presenta la carta.",
    ]);
  });
});

describe("renderContentWorkbook", () => {
  it("makes one sheet per table with source columns, neutralises formulas and finds sources again", async () => {
    const buffer = await renderContentWorkbook(CONTENT, META);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Contratos similares")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Cliente",
      "Año",
      "Documento fuente",
      "Página",
      "Cita textual",
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, "'=IMSS", "2021", "bases.pdf", 4, SOURCE.quote]);
    const notes = workbook.getWorksheet("Notas")!;
    expect(notes.getColumn(2).values).toContain("[PENDIENTE: RFC del licitante]");

    const units = await readXlsxText(buffer);
    const resolved: string[] = [];
    const back = await sheetsToContent(units, "Matriz", async (reference) => {
      resolved.push(`${reference.documentName}|${reference.page}|${reference.quote}`);
      return { passageId: "p-1", quote: reference.quote };
    });
    expect(resolved).toContain(`bases.pdf|4|${SOURCE.quote}`);
    const table = back.sections.find((section) => section.heading === "Contratos similares")!.table!;
    expect(table.headers).toEqual(["Cliente", "Año"]);
    expect(table.rows[0]!.sources).toEqual([{ passageId: "p-1", quote: SOURCE.quote }]);
  });
});

describe("citations of pages read by OCR", () => {
  const SCANNED = { ...SOURCE, documentName: "acta de fallo.pdf", page: 7, isOcr: true };
  const OCR_CONTENT: CheckedContent = {
    title: "Matriz de puntos relevantes",
    sections: [
      {
        heading: "Puntos",
        level: 1,
        statements: [{ text: "El fallo se dio en junta pública.", sources: [SCANNED] }],
        table: { headers: ["Punto"], rows: [{ cells: ["Garantía"], sources: [SCANNED, SOURCE] }] },
      },
    ],
    pending: [],
  };

  it("says 'texto reconocido por OCR' beside the quote in the workbook, and only for the scanned page", async () => {
    const buffer = await renderContentWorkbook(OCR_CONTENT, META);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Puntos")!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const quote = String(sheet.getRow(2).getCell(headers.indexOf("Cita textual")).value);
    expect(quote).toBe(
      "garantía de cumplimiento del 10% (texto reconocido por OCR) … garantía de cumplimiento del 10%",
    );
  });

  it("says so in the Word footnote too", async () => {
    const buffer = await renderContentDocument(OCR_CONTENT, META);
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain("acta de fallo.pdf, p. 7 (texto reconocido por OCR)");
    expect(html).not.toContain("bases.pdf, p. 4 (texto reconocido por OCR)");
  });
});
