/**
 * Tables of a PDF quoted as the page prints them: a list of items whose descriptions wrap (unit and
 * quantity beside the first line, or centred on the row), crossing a page break under a repeated
 * header, and a table of requirements whose cells wrap. Each item line is one row of phase 1 and one
 * line of 'Partidas' with its quantity and unit apart; its quote starts with the row's first printed
 * line as `pdftotext -layout` shows it (what a reader, and a label, quotes), and the citation guard
 * accepts it against its passage.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPlacedPdf, type PlacedText } from "../../../../../tests/fixtures/documents/build-documents";
import { fixturePassages } from "../../../../../tests/support/phase1-fixtures";
import { verifyCitations } from "../render/citations";
import { extractRelevantPoints, type RelevantPoint, type SourcePassage } from "./phase1-relevant-points";
import { readTenderTables, type TenderTables } from "./tender-tables";

const run = promisify(execFile);

interface Item {
  number: string;
  lines: string[];
  unit: string;
  quantity: string;
  /**
   * Where number, unit and quantity stand: beside the first line, centred on the row, or a little below
   * the first line's baseline (pdftotext prints them on that line).
   */
  align: "top" | "middle" | "low";
}

const ITEMS: Item[] = [
  {
    number: "1",
    lines: ["Pupitre unipersonal talla 3, superficie", "en aglomerado"],
    unit: "Unidad",
    quantity: "420",
    align: "top",
  },
  {
    number: "2",
    lines: ["Silla apilable talla 4, polipropileno"],
    unit: "Unidad",
    quantity: "610",
    align: "top",
  },
  {
    number: "3",
    lines: ["Tablero acrilico de 2,40 x 1,20 m con", "marco de aluminio y bandeja porta", "marcadores"],
    unit: "Pieza",
    quantity: "96",
    align: "middle",
  },
  {
    number: "4",
    lines: ["Computador portatil para docente de", "14 pulgadas"],
    unit: "Unidad",
    quantity: "96",
    align: "top",
  },
  {
    number: "5",
    lines: ["Cableado estructurado categoria 6A", "certificado, por punto de red", "instalado"],
    unit: "Punto",
    quantity: "460",
    align: "middle",
  },
  // Broken by the page: its first line here, the rest under the next page's repeated header.
  { number: "6", lines: ["Impresora multifuncional laser"], unit: "Unidad", quantity: "23", align: "top" },
  {
    number: "7",
    lines: ["Videoproyector de 4.000 lumenes con", "soporte de techo"],
    unit: "Unidad",
    quantity: "23",
    align: "top",
  },
  {
    number: "8",
    lines: ["Licencia de plataforma de gestion de", "aula por tres anos"],
    unit: "Licencia",
    quantity: "786",
    align: "top",
  },
  {
    number: "9",
    lines: ["Mesa de juntas para ocho personas", "en madera, con pasacables y", "faldon frontal"],
    unit: "Juego",
    quantity: "12",
    align: "middle",
  },
  {
    number: "10",
    lines: ["Cartelera de corcho de 1,20 x 0,90 m"],
    unit: "Unidad",
    quantity: "96",
    align: "top",
  },
  {
    number: "11",
    lines: ["Archivador metalico vertical de cuatro", "gavetas con chapa"],
    unit: "Unidad",
    quantity: "23",
    align: "low",
  },
];
const BROKEN_TAIL = "monocromatica de 40 ppm";

const REQUIREMENTS = [
  {
    cells: [
      ["Experiencia minima de tres contratos", "similares en los ultimos cinco anos"],
      ["Copia de los contratos y de", "sus actas de recibo"],
      ["Sobre tecnico"],
    ],
  },
  {
    cells: [
      ["Capacidad financiera: capital de trabajo", "igual o superior al 30 % del presupuesto"],
      ["Estados financieros de 2025"],
      ["Sobre tecnico"],
    ],
  },
  {
    cells: [
      ["Garantia de seriedad de la oferta por el", "10 % del presupuesto oficial"],
      ["Poliza de seguro"],
      ["Original"],
    ],
  },
];

const COLUMN = { number: 50, description: 100, unit: 360, quantity: 430, price: 500 };
const STEP = 10;

/** The first printed line of each row, as the pieces placed at the row's top: what pdftotext prints. */
const firstPrinted = new Map<string, string>();

function itemHeader(y: number): PlacedText[] {
  return [
    { x: COLUMN.number, y, text: "Partida" },
    { x: COLUMN.description, y, text: "Descripcion" },
    { x: COLUMN.unit, y, text: "Unidad" },
    { x: COLUMN.quantity, y, text: "Cantidad" },
    { x: COLUMN.price, y, text: "Precio unitario" },
  ];
}

/** A cell's lines, one under the other from `top`. */
function linesAt(x: number, top: number, lines: string[]): PlacedText[] {
  return lines.map((text, line) => ({ x, y: top - line * STEP, text }));
}

function placeItem(item: Item, top: number, pieces: PlacedText[]): number {
  const beside =
    item.align === "top"
      ? top
      : item.align === "low"
        ? top - 3
        : top - STEP * Math.floor(item.lines.length / 2);
  pieces.push(
    { x: COLUMN.number, y: beside, text: item.number },
    { x: COLUMN.unit, y: beside, text: item.unit },
    { x: COLUMN.quantity, y: beside, text: item.quantity },
  );
  pieces.push(...linesAt(COLUMN.description, top, item.lines));
  firstPrinted.set(
    item.number,
    item.align === "middle"
      ? (item.lines[0] as string)
      : [item.number, item.lines[0], item.unit, item.quantity].join(" "),
  );
  return top - STEP * item.lines.length - 6;
}

function pages(): PlacedText[][] {
  const first: PlacedText[] = [
    { x: 50, y: 570, size: 10, text: "ANEXO 1. RELACION DE PARTIDAS A COTIZAR" },
    {
      x: 50,
      y: 550,
      size: 9,
      text: "El proponente debera cotizar la totalidad de las partidas siguientes, con su precio",
    },
    {
      x: 50,
      y: 539,
      size: 9,
      text: "unitario y sin modificar la descripcion, la unidad ni la cantidad de cada una.",
    },
    ...itemHeader(250),
  ];
  let y = 234;
  for (const item of ITEMS.slice(0, 6)) y = placeItem(item, y, first);
  const second: PlacedText[] = [...itemHeader(570), { x: COLUMN.description, y: 556, text: BROKEN_TAIL }];
  y = 540;
  for (const item of ITEMS.slice(6)) y = placeItem(item, y, second);
  second.push(
    {
      x: 50,
      y: y - 20,
      size: 9,
      text: "El proponente debera acreditar los siguientes requisitos habilitantes, en la forma",
    },
    {
      x: 50,
      y: y - 31,
      size: 9,
      text: "que se indica para cada uno de ellos; la falta de cualquiera de ellos rechaza la oferta:",
    },
    { x: 50, y: y - 55, text: "Requisito" },
    { x: 260, y: y - 55, text: "Documento que lo acredita" },
    { x: 470, y: y - 55, text: "Forma de entrega" },
  );
  y -= 70;
  for (const requirement of REQUIREMENTS) {
    const [what = [], document = [], form = []] = requirement.cells;
    second.push(...linesAt(50, y, what), ...linesAt(260, y, document), ...linesAt(470, y, form));
    firstPrinted.set(what[0] as string, [what[0], document[0], form[0]].join(" "));
    y -= STEP * Math.max(what.length, document.length, form.length) + 6;
  }
  return [first, second];
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();

describe("table rows quoted as printed", () => {
  let dir: string;
  let pdf: string;
  let passages: SourcePassage[];
  let tables: TenderTables;
  let points: RelevantPoint[];
  let layout: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "printed-rows-"));
    pdf = path.join(dir, "anexo-partidas.pdf");
    await writeFile(pdf, buildPlacedPdf(pages()));
    passages = await fixturePassages(pdf);
    tables = readTenderTables(passages);
    points = extractRelevantPoints(passages);
    layout = await Promise.all(
      [1, 2].map(async (page) => {
        const { stdout } = await run("pdftotext", ["-layout", "-f", `${page}`, "-l", `${page}`, pdf, "-"]);
        return folded(stdout);
      }),
    );
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("gives one line of 'Partidas' per item, its quantity and unit in their own cells", () => {
    expect(tables.partidas.map((partida) => partida.number)).toEqual(ITEMS.map((item) => item.number));
    for (const item of ITEMS) {
      const partida = tables.partidas.find((candidate) => candidate.number === item.number);
      expect(partida?.unit).toBe(item.unit);
      expect(partida?.quantity).toBe(item.quantity);
      const description = [...item.lines, ...(item.number === "6" ? [BROKEN_TAIL] : [])].join(" ");
      expect(partida?.description).toBe(description);
    }
  });

  it("quotes each item from its first printed line, as pdftotext -layout shows it, and the guard accepts it", () => {
    for (const item of ITEMS) {
      const partida = tables.partidas.find((candidate) => candidate.number === item.number);
      const printed = folded(firstPrinted.get(item.number) as string);
      // The expected line is the page's own: poppler prints it so.
      expect(layout[(partida?.page ?? 1) - 1]).toContain(printed);
      expect(folded(partida?.quote ?? "")).toMatch(
        new RegExp(`^${printed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
      const passage = passages.find((candidate) => candidate.id === partida?.passageId) as SourcePassage;
      const { kept } = verifyCitations(
        [{ passageId: passage.id, quote: partida?.quote ?? "" }],
        new Map([
          [
            passage.id,
            { id: passage.id, text: passage.text, documentName: passage.documentName, page: passage.page },
          ],
        ]),
      );
      expect(kept).toHaveLength(1);
    }
  });

  it("makes each item exactly one row of phase 1, on its page", () => {
    const rows = points.filter((point) => point.requirement.startsWith("Partida "));
    expect(rows.map((row) => row.requirement.match(/^Partida (\d+)/u)?.[1])).toEqual(
      ITEMS.map((item) => item.number),
    );
    expect(rows.map((row) => row.page)).toEqual(ITEMS.map((_, index) => (index < 6 ? 1 : 2)));
    // The line the page break carried over is cited on its item's row, not a row of its own.
    expect(points.filter((point) => point.quote.includes(BROKEN_TAIL))).toEqual([]);
    expect(rows[5]?.alsoIn.map((place) => [place.page, place.quote])).toEqual([
      [2, `\t${BROKEN_TAIL}`.trim()],
    ]);
  });

  it("makes the price form one row to fill, cited on each page its header repeats", () => {
    const forms = points.filter(
      (point) => point.kind === "formato_anexo" && point.quote.startsWith("Partida\t"),
    );
    expect(
      forms.map((form) => [
        form.requirement,
        form.mandatory,
        form.page,
        form.alsoIn.map((place) => place.page),
      ]),
    ).toEqual([
      [
        "Formulario de precios a diligenciar: Partida, Descripcion, Unidad, Cantidad, Precio unitario",
        true,
        1,
        [2],
      ],
    ]);
  });

  it("makes each line of a table of requirements one row, quoted as printed, its cells in order in 'Requisito'", () => {
    for (const requirement of REQUIREMENTS) {
      const opening = requirement.cells[0]?.[0] as string;
      const printed = folded(firstPrinted.get(opening) as string);
      expect(layout[1]).toContain(printed);
      const rows = points.filter((point) => folded(point.quote).startsWith(printed));
      expect(rows).toHaveLength(1);
      // The sentence over the table makes every line a condition of the bid.
      expect(rows[0]?.mandatory).toBe(true);
      // 'Requisito' reads the cells one after the other, not the printed lines across them.
      expect(folded(rows[0]?.requirement ?? "")).toContain(
        folded((requirement.cells[0] as string[]).join(" ")),
      );
    }
  });
});
