import { describe, expect, it } from "vitest";
import { pageTextFromTsv } from "./page-words";

/** Letter height and line pitch of the constructed pages, in pixels (about 11-point print at 250 dpi). */
const HEIGHT = 30;
const PITCH = 42;
/** A word is drawn this wide per character, with one space (a third of a letter height) between words. */
const CHAR_WIDTH = 15;
const SPACE = 12;

interface Placed {
  text: string;
  left: number;
  top: number;
}

/** Words laid out from `left` on one line, as Tesseract boxes them. */
function lineAt(row: number, left: number, text: string): Placed[] {
  const words: Placed[] = [];
  let x = left;
  for (const word of text.split(" ")) {
    words.push({ text: word, left: x, top: 100 + row * PITCH });
    x += word.length * CHAR_WIDTH + SPACE;
  }
  return words;
}

/**
 * Tesseract's TSV for the given lines (each a list of placed words; all read at confidence 96), as one
 * block: Tesseract read each line across the page, as it does a table without rules on a noisy scan.
 */
function tsvOf(lines: Placed[][]): string {
  return lines
    .flatMap((words, line) =>
      words.map((word, index) =>
        [
          "5",
          "1",
          "1",
          "1",
          String(line + 1),
          String(index + 1),
          String(word.left),
          String(word.top),
          String(word.text.length * CHAR_WIDTH),
          String(HEIGHT),
          "96",
          word.text,
        ].join("\t"),
      ),
    )
    .join("\n");
}

/** Two cells of running text side by side, row `row`: left from x=100, right from x=900. */
function cells(row: number, left: string, right: string): Placed[] {
  return [...(left ? lineAt(row, 100, left) : []), ...(right ? lineAt(row, 900, right) : [])];
}

describe("reading a page's columns", () => {
  it("reads two cells of running text each top to bottom, not row by row across the gutter", () => {
    const tsv = tsvOf([
      lineAt(0, 100, "Según el país de radicación de los oferentes:"),
      cells(1, "Cuando la comparación de las", "Cuando se realicen en dos o"),
      cells(2, "ofertas y de las calidades", "más fases la evaluación de"),
      cells(3, "se realice en una misma fase,", "las calidades de los oferentes"),
      cells(4, "sin preselección alguna.", "y sus antecedentes técnicos."),
      cells(5, "", "mediante preselecciones sucesivas."),
      lineAt(7, 100, "La evaluación de ofertas estará a cargo de una Comisión."),
    ]);
    expect(pageTextFromTsv(tsv).text).toBe(
      [
        "Según el país de radicación de los oferentes:",
        "Cuando la comparación de las",
        "ofertas y de las calidades",
        "se realice en una misma fase,",
        "sin preselección alguna.",
        "",
        "Cuando se realicen en dos o",
        "más fases la evaluación de",
        "las calidades de los oferentes",
        "y sus antecedentes técnicos.",
        "mediante preselecciones sucesivas.",
        "",
        "La evaluación de ofertas estará a cargo de una Comisión.",
      ].join("\n"),
    );
  });

  it("takes a table rule read as '|' for the gutter even where the gap is narrow, and drops it", () => {
    // The left cells end at x=685 at most, the rule is at 700 and the right cells begin at 730: a gap
    // of 1.5 letter heights, no wider than a justified line's space.
    const ruled = (row: number, left: string, right: string) => [
      ...lineAt(row, 100, left),
      { text: "|", left: 700, top: 100 + row * PITCH },
      ...lineAt(row, 730, right),
    ];
    const tsv = tsvOf([
      ruled(0, "Dirigido a personas humanas y jurídicas,", "Dirigido a aquellos cuya sede"),
      ruled(1, "cuyos domicilios o sede principal de", "principal de negocios se halle"),
      ruled(2, "negocios se encuentren en el país.", "en el extranjero sin sucursal."),
    ]);
    expect(pageTextFromTsv(tsv).text).toBe(
      [
        "Dirigido a personas humanas y jurídicas,",
        "cuyos domicilios o sede principal de",
        "negocios se encuentren en el país.",
        "",
        "Dirigido a aquellos cuya sede",
        "principal de negocios se halle",
        "en el extranjero sin sucursal.",
      ].join("\n"),
    );
  });

  it("reads a table's rows one after the other: a row's gap ends its cells", () => {
    const tsv = tsvOf([
      cells(0, "El llamado estará dirigido a un número", "El llamado estará dirigido a una"),
      cells(1, "indeterminado de posibles oferentes", "cantidad determinada de oferentes."),
      cells(2, "con capacidad para obligarse en ley.", "con invitación a cada una de ellas."),
      cells(4, "Procede cuando el monto supera el", "Procede cuando el monto no exceda"),
      cells(5, "mínimo fijado por la Ley de Presupuesto.", "el máximo fijado por la misma Ley."),
      cells(6, "Se publica en el Boletín Oficial.", "Se invita al menos a tres firmas."),
    ]);
    expect(pageTextFromTsv(tsv).text.split("\n")).toEqual([
      "El llamado estará dirigido a un número",
      "indeterminado de posibles oferentes",
      "con capacidad para obligarse en ley.",
      "",
      "El llamado estará dirigido a una",
      "cantidad determinada de oferentes.",
      "con invitación a cada una de ellas.",
      "",
      "Procede cuando el monto supera el",
      "mínimo fijado por la Ley de Presupuesto.",
      "Se publica en el Boletín Oficial.",
      "",
      "Procede cuando el monto no exceda",
      "el máximo fijado por la misma Ley.",
      "Se invita al menos a tres firmas.",
    ]);
  });

  it("keeps a list's markers and a table of figures row by row, as their text layer has them", () => {
    const tsv = tsvOf([
      [...lineAt(0, 100, "b."), ...lineAt(0, 250, "Los pliegos deberán ajustarse a los términos")],
      [...lineAt(1, 100, "c."), ...lineAt(1, 250, "De no estipularse lo contrario, se cotiza")],
      [...lineAt(2, 100, "d."), ...lineAt(2, 250, "Salvo convención en contrario, los plazos")],
      [...lineAt(3, 100, "L1 7.040,00 €"), ...lineAt(3, 900, "17100/22199 OTROS SUMINISTROS")],
      [...lineAt(4, 100, "L2 4.840,00 €"), ...lineAt(4, 900, "17100/22199 OTROS SUMINISTROS")],
      [...lineAt(5, 100, "TOTAL 11.880,00 €"), ...lineAt(5, 900, "17100/22199 OTROS SUMINISTROS")],
    ]);
    expect(pageTextFromTsv(tsv).text.split("\n")).toEqual([
      "b. Los pliegos deberán ajustarse a los términos",
      "c. De no estipularse lo contrario, se cotiza",
      "d. Salvo convención en contrario, los plazos",
      "L1 7.040,00 € 17100/22199 OTROS SUMINISTROS",
      "L2 4.840,00 € 17100/22199 OTROS SUMINISTROS",
      "TOTAL 11.880,00 € 17100/22199 OTROS SUMINISTROS",
    ]);
  });

  it("reads a list of items as a table, one line per row with its cells apart, its rules lost or misread", () => {
    // Unit and quantity stand a letter height apart, closer than a gutter: the column the rows share
    // sets them apart, as a PDF's table reader does. The header stands a little above the rows.
    const row = (line: number, cellsOfRow: string[]) =>
      cellsOfRow.flatMap((cell, column) => lineAt(line, [100, 300, 990, 1130][column] as number, cell));
    const tsv = tsvOf([
      lineAt(0, 100, "Los bienes a cotizar son los siguientes:"),
      row(2, ["Partida", "Descripción", "Unidad", "Cantidad"]),
      row(3.6, ["1", "Codo de PVC de 90 grados", "Pieza", "35"]),
      row(4.6, ["2", "Válvula de compuerta de 4 pulgadas", "Pieza", "8"]),
      row(5.6, ["3", "Tubo de PVC hidráulico de 6 metros", "Tramo", "120"]),
      // A rule read with a speck beside it ('|¡') is still a rule, not a word joining unit and quantity.
      [
        ...row(6.6, ["4", "Cople de PVC de 2 pulgadas", "Pieza"]),
        ...lineAt(6.6, 1085, "|¡"),
        ...lineAt(6.6, 1130, "40"),
      ],
      lineAt(8, 100, "Los precios serán fijos."),
    ]);
    expect(pageTextFromTsv(tsv).text.split("\n")).toEqual([
      "Los bienes a cotizar son los siguientes:",
      "",
      "Partida\tDescripción\tUnidad\tCantidad",
      "1\tCodo de PVC de 90 grados\tPieza\t35",
      "2\tVálvula de compuerta de 4 pulgadas\tPieza\t8",
      "3\tTubo de PVC hidráulico de 6 metros\tTramo\t120",
      "4\tCople de PVC de 2 pulgadas\tPieza\t40",
      "",
      "Los precios serán fijos.",
    ]);
  });

  it("keeps a list row by row though OCR misread its markers ('f', 'j-'): no table of two columns", () => {
    const item = (row: number, marker: string, text: string) => [
      ...(marker ? lineAt(row, 100, marker) : []),
      ...lineAt(row, 250, text),
    ];
    const tsv = tsvOf([
      item(0, "a.", "Careciesen de la garantía exigida o presentasen un error"),
      item(1, "", "en el monto de la garantía."),
      item(2, "b.", "Fuesen formuladas por personas inhabilitadas."),
      item(3, "f", "Contuviesen información o documentación falsa."),
      item(4, "j-", "No cumpliesen con los requisitos fijados."),
    ]);
    expect(pageTextFromTsv(tsv).text.split("\n")).toEqual([
      "a. Careciesen de la garantía exigida o presentasen un error",
      "en el monto de la garantía.",
      "b. Fuesen formuladas por personas inhabilitadas.",
      "f Contuviesen información o documentación falsa.",
      "j- No cumpliesen con los requisitos fijados.",
    ]);
  });

  it("leaves justified prose alone: its widest spaces (over a letter height) are no gutter", () => {
    const stretched = (row: number, text: string) => {
      let x = 100;
      return text.split(" ").map((word) => {
        const placed = { text: word, left: x, top: 100 + row * PITCH };
        x += word.length * CHAR_WIDTH + 1.5 * HEIGHT;
        return placed;
      });
    };
    const tsv = tsvOf([
      stretched(0, "Las ofertas se abrirán en acto"),
      stretched(1, "público el día y hora fijados"),
      stretched(2, "en la convocatoria del llamado"),
    ]);
    expect(pageTextFromTsv(tsv).text.split("\n")).toEqual([
      "Las ofertas se abrirán en acto",
      "público el día y hora fijados",
      "en la convocatoria del llamado",
    ]);
  });
});

/** One word as Tesseract boxes it, at a given confidence, alone on line `line`. */
function boxed(line: number, text: string, confidence: number, left: number, top: number, size: number[]) {
  const [width, height] = size as [number, number];
  return ["5", "1", "1", "1", String(line), "1", left, top, width, height, confidence, text].join("\t");
}

describe("reading a letterhead", () => {
  it("drops a motto centred under the arms, keeps a heading beside them and a name under a signature", () => {
    const tsv = [
      // The arms (80 × 70 px) read as letters, and 'Provincia de Santa Fe / Poder Ejecutivo' in script
      // centred under them.
      boxed(1, "“TY", 40, 440, 70, [80, 70]),
      boxed(2, "Provincia", 93, 356, 157, [138, 30]),
      boxed(2, "de", 96, 476, 157, [26, 30]),
      boxed(2, "Tanta", 80, 503, 157, [72, 30]),
      boxed(2, "Pe", 70, 584, 157, [40, 30]),
      boxed(3, "Pedor", 62, 405, 220, [67, 42]),
      boxed(3, "Ejecutivo", 13, 482, 220, [92, 42]),
      // Another page's arms (100 × 55) with the city's name beside them, not under them.
      boxed(4, "A", 10, 1300, 60, [100, 55]),
      boxed(5, "EXCMO", 90, 1420, 60, [130, 40]),
      boxed(5, "AYUNTAMIENTO", 92, 1560, 60, [300, 40]),
      boxed(6, "La", 96, 356, 320, [36, 30]),
      boxed(6, "garantía", 95, 410, 320, [130, 30]),
      boxed(6, "será", 96, 560, 320, [70, 30]),
      boxed(6, "del", 96, 650, 320, [50, 30]),
      boxed(6, "cinco", 95, 720, 320, [80, 30]),
      boxed(6, "por", 95, 820, 320, [50, 30]),
      boxed(6, "ciento.", 95, 890, 320, [100, 30]),
      // A signature's scrawl (wide and flat) over the typed name.
      boxed(7, "WN”", 20, 500, 900, [400, 60]),
      boxed(8, "Lic.", 96, 560, 975, [60, 30]),
      boxed(8, "Ana", 96, 630, 975, [60, 30]),
      boxed(8, "Ruiz", 96, 700, 975, [70, 30]),
    ].join("\n");
    // Far apart on the page, each line is a paragraph of its own.
    expect(pageTextFromTsv(tsv).text.split("\n\n")).toEqual([
      "EXCMO AYUNTAMIENTO",
      "La garantía será del cinco por ciento.",
      "Lic. Ana Ruiz",
    ]);
  });
});

/** A word of block `block`, line `line`, as Tesseract's TSV gives it (confidence 95, 30 px high). */
function inBlock(block: number, line: number, text: string, left: number, top: number) {
  return ["5", "1", String(block), "1", String(line), "1", left, top, text.length * 15, 30, 95, text].join(
    "\t",
  );
}

describe("paragraphs across Tesseract's blocks", () => {
  it("carries a sentence on into a new block at the usual pitch, and starts one where a sentence ended", () => {
    const tsv = [
      inBlock(1, 1, "b.", 100, 100),
      inBlock(1, 1, "Fuesen", 200, 100),
      inBlock(1, 1, "formuladas", 320, 100),
      inBlock(1, 1, "para", 500, 100),
      // Tesseract's next block starts mid-sentence, one line below.
      inBlock(2, 1, "contratar", 200, 142),
      inBlock(2, 1, "con", 350, 142),
      inBlock(2, 1, "el", 410, 142),
      inBlock(2, 1, "Estado.", 450, 142),
      inBlock(2, 2, "c.", 100, 184),
      inBlock(2, 2, "Contuviesen", 200, 184),
      inBlock(2, 2, "errores.", 380, 184),
      // A new block after a sentence's end: a new paragraph, at the same pitch.
      inBlock(3, 1, "Las", 100, 226),
      inBlock(3, 1, "ofertas", 160, 226),
      inBlock(3, 1, "serán", 280, 226),
      inBlock(3, 1, "desestimadas.", 370, 226),
    ].join("\n");
    expect(pageTextFromTsv(tsv).text).toBe(
      "b. Fuesen formuladas para\ncontratar con el Estado.\nc. Contuviesen errores.\n\nLas ofertas serán desestimadas.",
    );
  });
});
