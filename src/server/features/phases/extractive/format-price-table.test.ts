/**
 * A form that is a table (a price form) is written by phase 4 as a Word table: the bases' cells of each
 * row cited to the row, every cell the bidder fills a pending mark named after its column and item,
 * the totals under it as rows of their own; the form's text before and after stays text.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent, TPhaseSection } from "../generation/phase-input";
import { totalLineOf } from "./format-price-table";
import { buildFormats } from "./phase4-formats";

// An economic proposal form uploaded apart, its table read as tab-separated cells (PDF, Word).
const priceForm = passage(
  "formatos",
  "formato-propuesta-economica.pdf",
  1,
  [
    "FORMATO DE PROPUESTA ECONÓMICA",
    "Nombre del licitante: ______________________",
    "Renglón\tDescripción\tUnidad de medida\tCantidad\tMarca\tPrecio unitario\tImporte",
    "1\tGuante de nitrilo sin polvo, talla mediana\tcaja\t300",
    "2\tBata quirúrgica desechable de manga larga\tpieza\t1,200",
    "Subtotal: ______________",
    "IVA (16 %): ______________",
    "Importe total con letra: ______________",
    "Los precios serán fijos durante la vigencia del contrato y se expresarán en moneda nacional.",
  ].join("\n"),
  "FORMATO DE PROPUESTA ECONÓMICA",
);
const acta = passage(
  "legal",
  "acta.pdf",
  1,
  "Comparecen para constituir una sociedad denominada Distribuidora Clínica del Norte, S.A. de C.V., que se regirá por sus estatutos.",
);

async function formats(): Promise<TPhaseContent> {
  return buildFormats(memoryPhaseInput({ phase: 3, passages: [priceForm, acta] }));
}

function formSections(content: TPhaseContent): TPhaseSection[] {
  return content.sections.filter((section) => section.heading.startsWith("FORMATO DE PROPUESTA"));
}

describe("phase 4: a form that is a table", () => {
  it("writes the items as a table: the bases' cells cited to their row, the bidder's cells named", async () => {
    const [form] = formSections(await formats());
    expect(form?.table?.headers).toEqual([
      "Renglón",
      "Descripción",
      "Unidad de medida",
      "Cantidad",
      "Marca",
      "Precio unitario",
      "Importe",
    ]);
    const rows = form?.table?.rows ?? [];
    expect(rows[0]?.cells).toEqual([
      "1",
      "Guante de nitrilo sin polvo, talla mediana",
      "caja",
      "300",
      "[PENDIENTE: marca del renglón 1]",
      "[PENDIENTE: precio unitario del renglón 1]",
      "[PENDIENTE: importe del renglón 1]",
    ]);
    expect(rows[1]?.sources).toEqual([
      { passageId: priceForm.id, quote: "2\tBata quirúrgica desechable de manga larga\tpieza\t1,200" },
    ]);
  });

  it("puts each total under the amount's column, named, and asks for no other cell's text", async () => {
    const content = await formats();
    const [form] = formSections(content);
    const totals = (form?.table?.rows ?? []).slice(2).map((row) => row.cells.slice(5));
    expect(totals).toEqual([
      ["Subtotal", "[PENDIENTE: subtotal]"],
      ["IVA (16 %)", "[PENDIENTE: IVA]"],
      ["Importe total con letra", "[PENDIENTE: importe total con letra]"],
    ]);
    const text = formSections(content)
      .flatMap((section) => section.statements.map((statement) => statement.text))
      .join("\n");
    // The table's lines are not written again as running text.
    expect(text).not.toMatch(/Subtotal|Guante de nitrilo|1,200/u);
    expect(content.pending).toContain(
      "Precios del formato: marca, precio unitario e importe de las 2 partidas; subtotal, IVA e importe total con letra (FORMATO DE PROPUESTA ECONÓMICA)",
    );
  });

  it("keeps the form's text in its order: the blank before the table, the condition after it", async () => {
    const sections = formSections(await formats());
    expect(sections.map((section) => [section.heading, section.level])).toEqual([
      ["FORMATO DE PROPUESTA ECONÓMICA", 1],
      ["FORMATO DE PROPUESTA ECONÓMICA (continuación)", 2],
    ]);
    expect(sections[0]?.statements.at(-1)?.text).toBe(
      "Nombre del licitante: Distribuidora Clínica del Norte, S.A. de C.V.",
    );
    expect(sections[1]?.statements.map((statement) => statement.text)).toEqual([
      "Los precios serán fijos durante la vigencia del contrato y se expresarán en moneda nacional.",
    ]);
  });

  it("reads a Word form's table, whose rows end in empty cells ('300 |  |  | ')", async () => {
    const word = passage(
      "formatos",
      "anexo-economico.docx",
      null,
      [
        "ANEXO 4 PROPUESTA ECONÓMICA",
        "Lote | Descripción | Cantidad | Marca | Precio unitario | Importe",
        "1 | Monitor de signos vitales | 4 |  |  | ",
        "TOTAL |  |  |  |  | ",
      ]
        .map((line) => line.trim())
        .join("\n"),
      "ANEXO 4 PROPUESTA ECONÓMICA",
    );
    const content = await buildFormats(memoryPhaseInput({ phase: 3, passages: [word] }));
    const rows = content.sections.find((section) => section.table)?.table?.rows ?? [];
    expect(rows.map((row) => row.cells)).toEqual([
      [
        "1",
        "Monitor de signos vitales",
        "4",
        "[PENDIENTE: marca del lote 1]",
        "[PENDIENTE: precio unitario del lote 1]",
        "[PENDIENTE: importe del lote 1]",
      ],
      ["", "", "", "", "TOTAL", "[PENDIENTE: total]"],
    ]);
  });

  it("reads a total's line only when nothing but blanks follows its name", () => {
    expect(totalLineOf("TOTAL ________________")).toEqual({ name: "total", label: "TOTAL" });
    expect(totalLineOf("I.V.A.\t")).toEqual({ name: "IVA", label: "I.V.A." });
    // A sentence that opens with the word, or a total the buyer stated, is no blank to fill.
    expect(totalLineOf("total entrega de los bienes.")).toBeNull();
    expect(totalLineOf("TOTAL: $ 1,250,000.00")).toBeNull();
  });
});

describe("phase 4: a price form uploaded apart beside the bases' own table of items", () => {
  const table = (rows: string[]) =>
    passage(
      "bases",
      "bases.pdf",
      7,
      ["ANEXO TÉCNICO", "Renglón\tDescripción\tUnidad\tCantidad", ...rows].join("\n"),
      "ANEXO TÉCNICO",
    );
  const rowsOf = async (bases: ReturnType<typeof passage>) => {
    const content = await buildFormats(memoryPhaseInput({ phase: 3, passages: [priceForm, acta, bases] }));
    return formSections(content)[0]?.table?.rows.map((row) => row.cells.slice(0, 4)) ?? [];
  };

  it("adds the items of the bases the form does not print, when the printed ones are the bases' own", async () => {
    const rows = await rowsOf(
      table([
        "1\tGuante de nitrilo sin polvo, talla mediana, caja con 100\tcaja\t300",
        "2\tBata quirúrgica desechable de manga larga, estéril\tpieza\t1,200",
        "3\tCampo quirúrgico desechable de 90 x 90 cm\tpieza\t2,000",
      ]),
    );
    expect(rows.slice(0, 3)).toEqual([
      ["1", "Guante de nitrilo sin polvo, talla mediana", "caja", "300"],
      ["2", "Bata quirúrgica desechable de manga larga", "pieza", "1,200"],
      ["3", "Campo quirúrgico desechable de 90 x 90 cm", "pieza", "2,000"],
    ]);
  });

  it("adds nothing when the bases' items under the same numbers are other goods", async () => {
    const rows = await rowsOf(
      table([
        "1\tSilla de ruedas plegable para adulto\tpieza\t30",
        "2\tCama hospitalaria eléctrica de tres posiciones\tpieza\t12",
        "3\tTripié para soluciones de acero inoxidable\tpieza\t40",
      ]),
    );
    expect(rows.map((cells) => cells[0]).filter(Boolean)).toEqual(["1", "2"]);
  });
});
