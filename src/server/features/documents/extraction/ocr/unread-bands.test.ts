import { describe, expect, it } from "vitest";
import type { GrayImage } from "./gray-image";
import { pageTextFromTsv } from "./page-words";
import { cutBand, unreadBands, withBandReading, withStackReading } from "./unread-bands";

const WIDTH = 1000;
const HEIGHT = 800;
/** Letter height of the constructed page, in pixels (lines are drawn 45 pixels apart). */
const LETTER = 30;

function blankPage(): GrayImage {
  return { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT).fill(255), dpi: 300 };
}

/** Ink shaped like a line of print: letters 12 px wide with 6 px between them, from left to right. */
function inkLine(image: GrayImage, top: number, left: number, right: number): void {
  for (let y = top; y < top + LETTER; y++)
    for (let x = left; x < right; x++) if ((x - left) % 18 < 12) image.data[y * image.width + x] = 0;
}

function inkBox(image: GrayImage, top: number, left: number, size: number): void {
  for (let y = top; y < top + size; y++)
    image.data.fill(0, y * image.width + left, y * image.width + left + size);
}

/** A TSV word row (level 5) of block `block`, line `line`. */
function word(
  block: number,
  line: number,
  index: number,
  box: [number, number, number, number],
  text: string,
) {
  return ["5", "1", String(block), "1", String(line), String(index), ...box.map(String), "95", text].join(
    "\t",
  );
}

/** A TSV block row (level 2) and its words: one word per line, spanning the line. */
function block(number: number, lines: { top: number; text: string }[], left = 100, width = 800): string[] {
  const top = lines[0]?.top ?? 0;
  const bottom = (lines.at(-1)?.top ?? 0) + LETTER;
  return [
    [
      "2",
      "1",
      String(number),
      "0",
      "0",
      "0",
      String(left),
      String(top),
      String(width),
      String(bottom - top),
      "-1",
      "",
    ].join("\t"),
    ...lines.map((line, index) => word(number, index + 1, 1, [left, line.top, width, LETTER], line.text)),
  ];
}

describe("text the page's layout analysis left unread", () => {
  it("finds a paragraph between two blocks read, as one band, and not the blocks themselves", () => {
    const image = blankPage();
    for (const top of [100, 145, 190, 300, 345, 500, 545]) inkLine(image, top, 100, 900);
    const tsv = [
      ...block(1, [
        { top: 100, text: "uno" },
        { top: 145, text: "dos" },
        { top: 190, text: "tres" },
      ]),
      ...block(2, [
        { top: 500, text: "seis" },
        { top: 545, text: "siete" },
      ]),
    ].join("\n");
    const { bands, unread } = unreadBands(image, tsv);
    expect(bands).toHaveLength(1);
    const [band] = bands;
    expect(band?.top).toBe(300);
    expect(band?.height).toBe(345 + LETTER - 300);
    expect(band?.left).toBe(100);
    // The words already read are white in the picture the band is cut from: they are not read twice.
    expect(unread.data[110 * WIDTH + 100]).toBe(255);
    expect(unread.data[310 * WIDTH + 100]).toBe(0);
  });

  it("takes no logo, seal or rule for unread text", () => {
    const image = blankPage();
    inkLine(image, 100, 100, 900);
    inkBox(image, 300, 400, 150); // a square emblem
    for (let x = 100; x < 900; x++) image.data[600 * WIDTH + x] = 0; // a rule
    const tsv = block(1, [{ top: 100, text: "uno" }]).join("\n");
    expect(unreadBands(image, tsv).bands).toEqual([]);
  });

  it("cuts a band with a margin, inside the page", () => {
    const image = blankPage();
    inkLine(image, 20, 100, 900);
    const cut = cutBand(image, { left: 100, top: 20, width: 800, height: LETTER }, 30);
    expect(cut).toMatchObject({ left: 70, top: 0 });
    expect(cut.image).toMatchObject({ width: 860, height: 80, dpi: 300 });
    expect(cut.image.data[20 * 860 + 30]).toBe(0);
  });

  it("puts the band's lines where they stand on the page, joined to the paragraph they run into", () => {
    const page = [
      ...block(1, [{ top: 100, text: "Primer párrafo leído." }]),
      ...block(2, [
        { top: 400, text: "cumplimiento alternativo de la cuota" },
        { top: 445, text: "de reserva." },
      ]),
    ].join("\n");
    // The band was cut at (80, 250): its own coordinates start there.
    const band = [
      ...block(1, [
        { top: 50, text: "De conformidad con lo dispuesto, los licitadores" },
        { top: 95, text: "estarán obligados a adoptar las medidas del" },
      ]),
    ].join("\n");
    const merged = withBandReading(page, band, {
      left: 80,
      top: 250,
      band: { left: 100, top: 300, width: 800, height: 75 },
    });
    expect(pageTextFromTsv(merged).text).toBe(
      [
        "Primer párrafo leído.",
        "",
        "De conformidad con lo dispuesto, los licitadores",
        "estarán obligados a adoptar las medidas del",
        "cumplimiento alternativo de la cuota",
        "de reserva.",
      ].join("\n"),
    );
  });

  it("makes a band far from any block a paragraph of its own, last when nothing follows it", () => {
    const page = block(1, [{ top: 100, text: "Primer párrafo leído." }]).join("\n");
    const band = block(1, [{ top: 20, text: "Un párrafo que nadie había leído." }]).join("\n");
    const merged = withBandReading(page, band, {
      left: 80,
      top: 580,
      band: { left: 100, top: 600, width: 800, height: LETTER },
    });
    expect(pageTextFromTsv(merged).text).toBe("Primer párrafo leído.\n\nUn párrafo que nadie había leído.");
  });

  it("takes a column of list markers read as one doubtful word many lines high for a stack to read again", () => {
    const image = blankPage();
    for (const top of [100, 145, 190]) {
      inkLine(image, top, 100, 130); // 'e.', 'f.', 'g.'
      inkLine(image, top, 200, 900);
    }
    const tsv = [
      ...block(
        1,
        [
          { top: 100, text: "Contuviesen cláusulas contrarias." },
          { top: 145, text: "Contuviesen información falsa." },
          { top: 190, text: "Cuando exista participación." },
        ],
        200,
        700,
      ),
      word(2, 1, 1, [100, 100, 30, 120], "FO").replace("\t95\t", "\t14\t"),
    ].join("\n");
    const { stacks, bands, unread } = unreadBands(image, tsv);
    expect(stacks).toEqual([
      { level: 5, block: 2, confidence: 14, left: 100, top: 100, width: 30, height: 120 },
    ]);
    expect(bands).toEqual([]);
    // The stack's ink is not whitened: it is what is read again.
    expect(unread.data[110 * WIDTH + 100]).toBe(0);
    expect(unread.data[110 * WIDTH + 200]).toBe(255);
  });

  it("puts each marker read again at the head of the line beside it, and leaves out marks with no line", () => {
    const page = [
      ...block(
        1,
        [
          { top: 100, text: "Contuviesen cláusulas contrarias." },
          { top: 145, text: "Contuviesen información falsa." },
        ],
        200,
        700,
      ),
      word(2, 1, 1, [100, 100, 30, 120], "FO"),
    ].join("\n");
    // Read again from a cut at (90, 85): 'e.' and 'f.' beside the lines, a speck below them.
    const stack = [
      word(1, 1, 1, [10, 15, 30, LETTER], "e."),
      word(1, 2, 1, [10, 60, 30, LETTER], "f."),
      word(1, 3, 1, [10, 400, 30, LETTER], "j."),
    ].join("\n");
    const merged = withStackReading(page, { left: 100, top: 100, width: 30, height: 120 }, stack, {
      left: 90,
      top: 85,
    });
    expect(pageTextFromTsv(merged).text).toBe(
      "e. Contuviesen cláusulas contrarias.\nf. Contuviesen información falsa.",
    );
  });
});
