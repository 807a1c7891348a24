/**
 * Tables read from the text's positions: a convocatoria's calendar whose cells are centred over several
 * lines and drawn column by column, and a list of items to price in tightly spaced rows. Both are real
 * PDFs read by pdf.js, as uploads are.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPlacedPdf, type PlacedText } from "../../../../../tests/fixtures/documents/build-documents";
import { inCellOrder, PRINTED_LINE_BREAK } from "../../../../shared/rules/table-rows";
import { extractDocument } from "./extract-document";
import { findTables } from "./pdf-table";

// Columns of the calendar: code, work, visit, clarifications meeting, opening, award.
const X = { code: 50, work: 130, visit: 300, meeting: 370, opening: 440, award: 540 };

function calendarPage(): PlacedText[] {
  const pieces: PlacedText[] = [
    {
      x: 50,
      y: 560,
      size: 11,
      text: "Se convoca a las personas fisicas o morales a participar en la licitacion publica.",
    },
    { x: X.code, y: 520, text: "NO. DE" },
    { x: X.code, y: 511, text: "LICITACION" },
    { x: X.work, y: 515, text: "DESCRIPCION DE LA OBRA" },
    { x: X.visit, y: 520, text: "VISITA DE" },
    { x: X.visit, y: 511, text: "OBRA" },
    { x: X.meeting, y: 520, text: "JUNTA DE" },
    { x: X.meeting, y: 511, text: "ACLARACIO" },
    { x: X.meeting, y: 502, text: "NES" },
    { x: X.opening, y: 520, text: "APERTURA DE" },
    { x: X.opening, y: 511, text: "PROPOSICIONES" },
    { x: X.award, y: 515, text: "FALLO" },
  ];
  // Rows drawn column by column, the short cells centred on the description's five lines.
  const rows = [
    {
      top: 488,
      code: ["LO-CAPA-01-", "2026"],
      work: "Sustitucion de colector|sanitario de 24 pulgadas|en calle Revolucion|desde la estacion 6|en Manzanillo, Col.",
      dates: [
        "09/09/2026|10:00 HRS.",
        "10/09/2026|11:00 HRS.",
        "17/09/2026|13:00 HRS.",
        "25/09/2026|09:00 HRS.",
      ],
    },
    {
      top: 441,
      code: ["LO-CAPA-02-", "2026"],
      work: "Rehabilitacion de la red|de agua potable y tomas|domiciliarias en la|colonia Centro de|Manzanillo, Col.",
      dates: [
        "09/09/2026|12:00 HRS.",
        "10/09/2026|13:00 HRS.",
        "18/09/2026|10:00 HRS.",
        "26/09/2026|11:00 HRS.",
      ],
    },
  ];
  for (const row of rows) {
    const middle = row.top - 2 * 9;
    pieces.push(
      { x: X.code, y: middle + 4.5, text: row.code[0] as string },
      { x: X.code, y: middle - 4.5, text: row.code[1] as string },
    );
    row.work.split("|").forEach((text, line) => {
      pieces.push({ x: X.work, y: row.top - line * 9, text });
    });
    [X.visit, X.meeting, X.opening, X.award].forEach((x, column) => {
      const [date, time] = (row.dates[column] as string).split("|") as [string, string];
      pieces.push({ x, y: middle + 4.5, text: date }, { x, y: middle - 4.5, text: time });
    });
  }
  pieces.push({
    x: 50,
    y: 360,
    size: 11,
    text: "Todos los eventos se llevaran a cabo en la sala de juntas de la convocante.",
  });
  return pieces;
}

function itemsPage(): PlacedText[] {
  const pieces: PlacedText[] = [
    { x: 50, y: 560, size: 11, text: "ANEXO 1. RELACION DE PARTIDAS" },
    { x: 50, y: 530, text: "PARTIDA" },
    { x: 110, y: 530, text: "DESCRIPCION" },
    { x: 380, y: 530, text: "UNIDAD" },
    { x: 450, y: 530, text: "CANTIDAD" },
  ];
  const items = [
    ["1", "Tubo de PVC hidraulico de 6 pulgadas", "Tramo", "120"],
    ["2", "Codo de PVC de 90 grados y 6 pulgadas", "Pieza", "35"],
    ["3", "Valvula de compuerta de fierro fundido de 4 pulgadas con brida", "Pieza", "8"],
    ["4", "Cemento gris en saco de 50 kg", "Saco", "200"],
  ];
  let y = 518;
  for (const [item, description, unit, quantity] of items) {
    const words = (description as string).split(" ");
    const lines =
      words.length > 8 ? [words.slice(0, 6).join(" "), words.slice(6).join(" ")] : [description as string];
    pieces.push(
      { x: 60, y, text: item as string },
      { x: 380, y, text: unit as string },
      { x: 460, y, text: quantity as string },
    );
    lines.forEach((text, line) => {
      pieces.push({ x: 110, y: y - line * 10, text });
    });
    y -= 10 * lines.length;
  }
  return pieces;
}

// Helvetica's advance widths (per 1000) of the characters the filled row uses.
const HELVETICA: Record<string, number> = {
  " ": 278,
  ",": 278,
  "1": 556,
  S: 667,
  a: 556,
  c: 500,
  e: 556,
  i: 222,
  l: 222,
  n: 556,
  o: 556,
  p: 556,
  r: 333,
  s: 500,
  t: 278,
  y: 500,
};

/** Items whose longest description fills its cell: one font size (less than a column gap) before the unit. */
function filledCellPage(): PlacedText[] {
  const size = 8;
  const filled = "Silla preescolar en polipropileno, talla 1";
  const width = [...filled].reduce((sum, char) => sum + (HELVETICA[char] ?? 600), 0) * (size / 1000);
  const unitX = 80 + width + size;
  const items = [
    ["1", "Pupitre unipersonal", "Unidad", "420"],
    ["2", "Silla apilable", "Unidad", "610"],
    ["3", filled, "Unidad", "510"],
    ["4", "Mesa para docente", "Unidad", "96"],
  ];
  const pieces: PlacedText[] = [
    { x: 50, y: 530, text: "Item" },
    { x: 80, y: 530, text: "Descripcion" },
    { x: unitX, y: 530, text: "Unidad" },
    { x: unitX + 50, y: 530, text: "Cantidad" },
  ];
  items.forEach(([item, description, unit, quantity], row) => {
    const y = 518 - row * 12;
    pieces.push(
      { x: 50, y, text: item as string },
      { x: 80, y, text: description as string },
      { x: unitX, y, text: unit as string },
      { x: unitX + 50, y, text: quantity as string },
    );
  });
  return pieces;
}

describe("tables read from positions", () => {
  let dir: string;
  let lines: Map<number, string[]>;
  let printed: Map<number, string[]>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "pdf-table-"));
    const filePath = path.join(dir, "convocatoria.pdf");
    await writeFile(filePath, buildPlacedPdf([calendarPage(), itemsPage(), filledCellPage()]));
    const result = await extractDocument({ filePath, fileType: "pdf", timeoutMs: 60_000 });
    if (result.status !== "listo") throw new Error(JSON.stringify(result));
    // Rows are written as printed (table-rows.ts); the cells are what these tests read.
    lines = new Map(
      result.units.map((unit) => [unit.page ?? 0, unit.text.split("\n").map((line) => inCellOrder(line))]),
    );
    printed = new Map(result.units.map((unit) => [unit.page ?? 0, unit.text.split("\n")]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps each row of a calendar whose cells are centred and drawn column by column", () => {
    const page = lines.get(1) ?? [];
    expect(page).toContain(
      "NO. DE LICITACION\tDESCRIPCION DE LA OBRA\tVISITA DE OBRA\tJUNTA DE ACLARACIO NES\tAPERTURA DE PROPOSICIONES\tFALLO",
    );
    expect(page).toContain(
      "LO-CAPA-01-2026\tSustitucion de colector sanitario de 24 pulgadas en calle Revolucion desde la estacion 6 en Manzanillo, Col.\t09/09/2026 10:00 HRS.\t10/09/2026 11:00 HRS.\t17/09/2026 13:00 HRS.\t25/09/2026 09:00 HRS.",
    );
    expect(page).toContain(
      "LO-CAPA-02-2026\tRehabilitacion de la red de agua potable y tomas domiciliarias en la colonia Centro de Manzanillo, Col.\t09/09/2026 12:00 HRS.\t10/09/2026 13:00 HRS.\t18/09/2026 10:00 HRS.\t26/09/2026 11:00 HRS.",
    );
    // The running text around the table stays text, before and after it.
    expect(page[0]).toMatch(/^Se convoca/);
    expect(page[page.length - 1]).toMatch(/^Todos los eventos/);
  });

  it("reads a list of items in tight rows as one row per item, quantity and unit apart", () => {
    const rows = (lines.get(2) ?? []).filter((line) => line.includes("\t"));
    expect(rows).toEqual([
      "PARTIDA\tDESCRIPCION\tUNIDAD\tCANTIDAD",
      "1\tTubo de PVC hidraulico de 6 pulgadas\tTramo\t120",
      "2\tCodo de PVC de 90 grados y 6 pulgadas\tPieza\t35",
      "3\tValvula de compuerta de fierro fundido de 4 pulgadas con brida\tPieza\t8",
      "4\tCemento gris en saco de 50 kg\tSaco\t200",
    ]);
  });

  it("writes a wrapped row as the page prints it: its first line across the columns, then the rest", () => {
    const rows = (printed.get(2) ?? []).filter((line) => line.includes("\t"));
    expect(rows).toContain(`2\tCodo de PVC de 90 grados\tPieza\t35${PRINTED_LINE_BREAK}\ty 6 pulgadas`);
    expect(rows).toContain(
      `3\tValvula de compuerta de fierro fundido\tPieza\t8${PRINTED_LINE_BREAK}\tde 4 pulgadas con brida`,
    );
    // A one-line row is the same either way.
    expect(rows).toContain("1\tTubo de PVC hidraulico de 6 pulgadas\tTramo\t120");
  });

  it("keeps the unit apart from a description that fills its cell to the next column", () => {
    const rows = (lines.get(3) ?? []).filter((line) => line.includes("\t"));
    expect(rows).toEqual([
      "Item\tDescripcion\tUnidad\tCantidad",
      "1\tPupitre unipersonal\tUnidad\t420",
      "2\tSilla apilable\tUnidad\t610",
      "3\tSilla preescolar en polipropileno, talla 1\tUnidad\t510",
      "4\tMesa para docente\tUnidad\t96",
    ]);
  });
});

describe("a small table of two columns", () => {
  const item = (x: number, y: number, str: string) => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width: str.length * 5,
    height: 10,
  });

  it("is read when its first line names the columns and the others carry figures", () => {
    const items = [
      item(50, 506, "Indicador"),
      item(300, 506, "Índice requerido"),
      item(50, 488, "Rentabilidad del patrimonio (utilidad"),
      item(300, 488, "Mayor o igual a 0,05"),
      item(50, 476, "operacional / patrimonio)"),
      item(50, 458, "Rentabilidad del activo (utilidad operacional /"),
      item(300, 458, "Mayor o igual a 0,03"),
      item(50, 446, "activo total)"),
    ];
    expect(findTables(items)[0]?.rows).toEqual([
      ["Indicador", "Índice requerido"],
      ["Rentabilidad del patrimonio (utilidad operacional / patrimonio)", "Mayor o igual a 0,05"],
      ["Rentabilidad del activo (utilidad operacional / activo total)", "Mayor o igual a 0,03"],
    ]);
  });

  it("is not read from two lines of label and value under a title", () => {
    const items = [
      item(50, 500, "Plazo de ejecución"),
      item(300, 500, "Doce meses"),
      item(50, 488, "Lugar de entrega"),
      item(300, 488, "Almacén central"),
      item(50, 476, "Forma de pago"),
      item(300, 476, "Mensual"),
    ];
    expect(findTables(items)).toEqual([]);
  });
});

describe("a long table's cost", () => {
  /** A price list of `rows` rows (number, description, unit, price), one line each, on a tall page. */
  function priceList(rows: number) {
    return Array.from({ length: rows }, (_, row) => {
      const y = 10_000 - row * 12;
      const cell = (x: number, str: string, width: number) => ({
        str,
        transform: [10, 0, 0, 10, x, y],
        width,
        height: 10,
      });
      return [
        cell(50, String(row + 1), 12),
        cell(100, `Concepto de obra número ${row}`, 150),
        cell(300, "pieza", 30),
        cell(400, `${(row * 3.4).toFixed(2)}`, 30),
      ];
    }).flat();
  }

  function once(items: ReturnType<typeof priceList>, rows: number): number {
    const started = performance.now();
    expect(findTables(items)[0]?.rows).toHaveLength(rows);
    return performance.now() - started;
  }

  it("grows with its rows, not with their square (8x the rows: well under 64x the time)", () => {
    const few = priceList(40);
    const many = priceList(320);
    // The two sizes alternate, so a busy moment of the machine slows both; each keeps its fastest run.
    let small = Number.POSITIVE_INFINITY;
    let large = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 20; run++) {
      small = Math.min(small, once(few, 40));
      large = Math.min(large, once(many, 320));
    }
    // Linear reading takes ~8x (measured 7x); the former quadratic one took over 100x.
    expect(large / Math.max(small, 0.2)).toBeLessThan(40);
  });
});
