import { Document, HeadingLevel, Packer, PageBreak, Paragraph, TextRun } from "docx";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readDocxPages, readDocxText } from "./docx-text";
import { splitIntoPassages } from "./split-passages";
import { assignPrintedPages } from "./word-pages";

/** Adds `<w:lastRenderedPageBreak/>` before the run holding `text`, where Word writes it when it saves. */
async function withRenderedBreaks(docx: Buffer, texts: string[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  let xml = await zip.file("word/document.xml")!.async("string");
  for (const text of texts) {
    const at = xml.indexOf(`>${text}`);
    const run = xml.lastIndexOf("<w:r>", at);
    expect(run).toBeGreaterThan(-1);
    xml = `${xml.slice(0, run)}<w:r><w:lastRenderedPageBreak/>${xml.slice(run + "<w:r>".length)}`;
  }
  zip.file("word/document.xml", xml);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

describe("Word pages", () => {
  it("takes Word's own saved layout when the file has it, a paragraph cut where its page ends", async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: "1. Objeto", heading: HeadingLevel.HEADING_1 }),
              new Paragraph({
                children: [
                  new TextRun("El suministro comprende cuatro servidores de rack"),
                  new TextRun(" instalados en el centro de datos de la dependencia."),
                ],
              }),
              new Paragraph({ text: "2. Garantías", heading: HeadingLevel.HEADING_1 }),
              new Paragraph("Fianza de cumplimiento del diez por ciento del monto."),
              // A manual break that Word's layout already counts: never a page twice.
              new Paragraph({ children: [new PageBreak()] }),
              new Paragraph("Junta de aclaraciones el 15 de marzo."),
            ],
          },
        ],
      }),
    );
    const saved = await withRenderedBreaks(docx, [
      " instalados en el centro",
      "2. Garantías",
      "Junta de aclaraciones",
    ]);
    const word = await readDocxPages(saved);
    expect(word).toMatchObject({ pagination: "rendered", pageCount: 4 });
    expect(word.units).toEqual([
      { page: 1, location: null, text: "# 1. Objeto\n\nEl suministro comprende cuatro servidores de rack" },
      { page: 2, location: null, text: "instalados en el centro de datos de la dependencia." },
      {
        page: 3,
        location: null,
        text: "# 2. Garantías\n\nFianza de cumplimiento del diez por ciento del monto.",
      },
      { page: 4, location: null, text: "Junta de aclaraciones el 15 de marzo." },
    ]);
    const passages = splitIntoPassages(word.units);
    expect(passages.find((passage) => passage.text.startsWith("instalados"))).toMatchObject({
      page: 2,
      heading: "1. Objeto",
    });
    // Read back whole (as the phases read adjusted files), the markers leave no trace.
    const [whole] = await readDocxText(saved);
    expect(whole?.text).toContain("servidores de rack instalados en el centro");
    expect(whole?.text).not.toContain("licita-pagina");
  });

  it("counts 'page break before' paragraphs and new-page sections when Word's layout is absent", async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: "Anexo 1. Carta de presentación", heading: HeadingLevel.HEADING_1 }),
              new Paragraph("Declaro bajo protesta de decir verdad."),
              new Paragraph({
                text: "Anexo 2. Declaración de integridad",
                heading: HeadingLevel.HEADING_1,
                pageBreakBefore: true,
              }),
              new Paragraph("Me abstendré de adoptar conductas indebidas."),
            ],
          },
          {
            children: [
              new Paragraph({ text: "Anexo 3. Propuesta económica", heading: HeadingLevel.HEADING_1 }),
              new Paragraph("Importe total con letra y número."),
            ],
          },
        ],
      }),
    );
    const word = await readDocxPages(docx);
    expect(word).toMatchObject({ pagination: "explicit", pageCount: 3 });
    expect(word.units.map((unit) => [unit.page, unit.text.split("\n")[0]])).toEqual([
      [1, "# Anexo 1. Carta de presentación"],
      [2, "# Anexo 2. Declaración de integridad"],
      [3, "# Anexo 3. Propuesta económica"],
    ]);
  });

  it("gives each line the printed page where its first words are, never going back", () => {
    const text = [
      "# 1. Objeto",
      "El suministro comprende cuatro servidores de rack.",
      "Partida | Descripción | Cantidad\n1 | Servidor de rack con garantía | 4\n2 | Licencia de respaldo anual | 10",
      "# 2. Garantías",
      "Sí",
      "Fianza de cumplimiento del diez por ciento.",
    ].join("\n\n");
    const printed = [
      "1. Objeto\nEl suministro comprende cuatro servidores de rack.\nPartida Descripción Cantidad\n1 Servidor de rack con garantía 4",
      "2 Licencia de respaldo anual 10\n2. Garantías\nSí",
      "Fianza de cumplimiento del diez por ciento.\nPágina 3",
    ];
    expect(assignPrintedPages(text, printed)).toEqual([
      {
        page: 1,
        location: null,
        text: "# 1. Objeto\n\nEl suministro comprende cuatro servidores de rack.\n\nPartida | Descripción | Cantidad\n1 | Servidor de rack con garantía | 4",
      },
      // 'Sí' is too short to look for: it stays with the line before it.
      { page: 2, location: null, text: "2 | Licencia de respaldo anual | 10\n\n# 2. Garantías\n\nSí" },
      { page: 3, location: null, text: "Fianza de cumplimiento del diez por ciento." },
    ]);
  });
});
