import JSZip from "jszip";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { columnShares, renderDocument } from "./document";

const spec = {
  title: "Análisis de las bases",
  subtitle: "Licitación LA-012M7B997-E15-2026",
  generatedBy: "Generador extractivo integrado",
  // 18:30 UTC is 12:30 in Mexico City.
  generatedAt: new Date("2026-03-05T18:30:00Z"),
  sections: [
    {
      heading: "Requisitos de participación",
      level: 1 as const,
      blocks: [
        {
          kind: "paragraph" as const,
          text: "La propuesta se entrega en sobre cerrado.",
          citations: [
            { documentName: "bases.pdf", page: 4 },
            { documentName: "anexo-técnico.docx", page: null },
          ],
        },
        { kind: "pending" as const, text: "confirmar el monto de la garantía" },
      ],
    },
    {
      heading: "Fechas del procedimiento",
      level: 2 as const,
      blocks: [
        {
          kind: "table" as const,
          headers: ["Acto", "Fecha"],
          rows: [["Junta de aclaraciones", "10/03/2026"], ["Apertura"]],
        },
      ],
    },
    { heading: "Detalle", level: 3 as const, blocks: [] },
  ],
};

describe("renderDocument", () => {
  it("writes a Word file whose headings, text, table, pending note and footnotes read back", async () => {
    const buffer = await renderDocument(spec);
    const { value: html } = await mammoth.convertToHtml({ buffer });

    expect(html).toContain("<h1>Requisitos de participación</h1>");
    expect(html).toContain("<h2>Fechas del procedimiento</h2>");
    expect(html).toContain("<h3>Detalle</h3>");
    expect(html).toContain("La propuesta se entrega en sobre cerrado.");
    expect(html).toMatch(/<table>.*Junta de aclaraciones.*10\/03\/2026.*Apertura.*<\/table>/s);
    expect(html).toContain("<strong>[PENDIENTE: confirmar el monto de la garantía]</strong>");
    // mammoth lists footnotes at the end, each linked from its reference mark in the paragraph.
    expect(html).toMatch(
      /<ol><li id="footnote-1">.*bases\.pdf, p\. 4.*<\/li><li id="footnote-2">.*anexo-técnico\.docx/s,
    );
    expect(html).toMatch(/sobre cerrado\.<sup><a href="#footnote-1"/);
    // Two marks side by side are parted by a raised comma, so '¹²' never reads as twelve.
    expect(html).toMatch(/id="footnote-ref-1">\[1\]<\/a>,<\/sup><sup><a href="#footnote-2"/);
    expect(html).toContain("Generado por: Generador extractivo integrado");
    expect(html).toContain("Fecha: 05/03/2026 12:30");
  });

  it("parts a footnote mark from a figure the paragraph ends with, and only then", async () => {
    const figures = {
      ...spec,
      sections: [
        {
          heading: "Datos",
          level: 1 as const,
          blocks: [
            {
              kind: "paragraph" as const,
              text: "Modelo ofertado: QT5",
              citations: [{ documentName: "ficha.pdf", page: 2 }],
            },
            {
              kind: "paragraph" as const,
              text: "Sin figura al final.",
              citations: [{ documentName: "ficha.pdf", page: 3 }],
            },
          ],
        },
      ],
    };
    const { value: html } = await mammoth.convertToHtml({ buffer: await renderDocument(figures) });
    expect(html).toMatch(/QT5\u202f<sup><a href="#footnote-1"/);
    expect(html).toMatch(/al final\.<sup><a href="#footnote-2"/);
  });

  it("sets es-MX, highlights the pending note and numbers pages in the footer", async () => {
    const zip = await JSZip.loadAsync(await renderDocument(spec));
    const read = (path: string) => zip.file(path)!.async("string");
    expect(await read("word/styles.xml")).toMatch(/<w:lang w:val="es-MX"/);
    const body = await read("word/document.xml");
    expect(body).toMatch(/<w:highlight w:val="yellow"\/>.*PENDIENTE/s);
    // Each heading keeps with the next line: none stands alone at a page's foot.
    const headings = [...body.matchAll(/<w:p><w:pPr><w:pStyle w:val="Heading\d"\/>(.*?)<\/w:pPr>/g)];
    expect(headings).toHaveLength(3);
    for (const heading of headings) expect(heading[1]).toContain("<w:keepNext/>");
    const footerPath = Object.keys(zip.files).find((path) => /^word\/footer\d*\.xml$/.test(path))!;
    const footer = await read(footerPath);
    expect(footer).toContain("Página ");
    expect(footer).toMatch(/PAGE.*NUMPAGES/s);
  });

  it("keeps a table within the page's margins", async () => {
    const body = await JSZip.loadAsync(await renderDocument(spec)).then((zip) =>
      zip.file("word/document.xml")!.async("string"),
    );
    const attribute = (tag: string, name: string) =>
      Number(new RegExp(`<w:${tag}\\b[^>]*w:${name}="(\\d+)"`).exec(body)?.[1]);
    const textWidth = attribute("pgSz", "w") - attribute("pgMar", "left") - attribute("pgMar", "right");
    const columns = [...body.matchAll(/<w:gridCol w:w="(\d+)"/g)].map((match) => Number(match[1]));
    expect(columns).toHaveLength(2);
    expect(attribute("tblW", "w")).toBeLessThanOrEqual(textWidth);
    expect(columns.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(textWidth + 2);
  });

  it("prints a price form of seven columns on a landscape page, rows never cut, then goes back to portrait", async () => {
    const priceForm = {
      ...spec,
      sections: [
        spec.sections[0]!,
        {
          heading: "ANEXO 2 PROPUESTA ECONÓMICA",
          level: 1 as const,
          blocks: [
            {
              kind: "table" as const,
              headers: [
                "Partida",
                "Descripción",
                "Unidad",
                "Cantidad",
                "Precio unitario",
                "Importe",
                "Fuente",
              ],
              rows: [
                ["1", "Gasa seca estéril de 10 x 10 cm", "paquete", "12,000", "", "", "bases.pdf, p. 20"],
              ],
            },
          ],
        },
        spec.sections[1]!,
      ],
    };
    const body = await JSZip.loadAsync(await renderDocument(priceForm)).then((zip) =>
      zip.file("word/document.xml")!.async("string"),
    );
    // Three page runs: the first section (portrait), the price form (landscape), the dates (portrait).
    const pageSizes = [...body.matchAll(/<w:pgSz\b[^>]*\/>/g)].map((match) => match[0]);
    expect(pageSizes).toHaveLength(3);
    expect(pageSizes.map((size) => /w:orient="landscape"/.test(size))).toEqual([false, true, false]);
    const landscapeWidth = Number(/w:w="(\d+)"/.exec(pageSizes[1]!)?.[1]);
    expect(landscapeWidth).toBe(16_838);
    const priceTable = body.slice(body.indexOf("ANEXO 2 PROPUESTA"));
    expect(Number(/<w:tblW\b[^>]*w:w="(\d+)"/.exec(priceTable)?.[1])).toBe(16_838 - 2 * 1_440);
    // The dates' two-column table stays on portrait's width.
    const datesTable = body.slice(body.indexOf("Fechas del procedimiento"));
    expect(Number(/<w:tblW\b[^>]*w:w="(\d+)"/.exec(datesTable)?.[1])).toBe(11_906 - 2 * 1_440);
    // Every row of both tables (two headers, three rows) is kept whole on one page.
    expect([...body.matchAll(/<w:trPr><w:cantSplit\/>/g)]).toHaveLength(5);
  });
});

describe("columnShares", () => {
  it("gives a description column room and keeps a number column narrow", () => {
    const shares = columnShares(
      ["Partida", "Descripción", "Cantidad"],
      [
        ["1", "Gasa seca estéril de 10 x 10 cm de 12 capas, paquete con 10", "12,000"],
        ["2", "Venda elástica de 10 cm x 5 m, de algodón y poliéster", "8,500"],
      ],
    );
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1);
    expect(shares[1]).toBeGreaterThan(0.6);
    expect(shares[0]).toBeLessThan(0.2);
  });

  it("gives every header word of a price form its room, the file name of 'Fuente' giving up its own first", () => {
    const headers = ["Partida", "Descripción", "Unidad", "Cantidad", "Precio unitario", "Importe", "Fuente"];
    const rows = [1, 2, 3].map((item) => [
      String(item),
      "Jeringa desechable de 5 ml",
      "paquete",
      "60,000",
      `[PENDIENTE: precio unitario de la partida ${item}]`,
      `[PENDIENTE: importe de la partida ${item}]`,
      "convocatoria-laassp-ocr.txt, p. 20",
    ]);
    const shares = columnShares(headers, rows);
    // A4's text width (9,026 twips), about 115 twips a character and 200 of cell margins.
    const longest = ["Partida", "Descripción", "paquete", "Cantidad", "[PENDIENTE:", "[PENDIENTE:"];
    longest.forEach((word, index) => {
      expect((shares[index] ?? 0) * 9_026).toBeGreaterThanOrEqual(word.length * 115 + 200);
    });
    // A pending price is a blank to fill in: the description beside it gets more room than it does.
    expect(shares[1] ?? 0).toBeGreaterThan(shares[4] ?? 1);
  });
});
