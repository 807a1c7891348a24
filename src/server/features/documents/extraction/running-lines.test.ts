/** Running headers and footers of an OCR transcript are furniture, even read a little differently. */
import { describe, expect, it } from "vitest";
import { dropRunningLines } from "./running-lines";
import { readTxtText } from "./txt-text";

const HEADERS = [
  [
    "COMISIÓN NACIONAL DE ABASTO HOSPITALARIO",
    "Licitación Pública Nacional Electrónica No. LA-012M7B997-E45-2026",
  ],
  [
    "COMISION NACIONAL DE ABASTO HOSP ITALARIO",
    "Licitaci6n Pública Nacional Electrónica No. LA-012M7B997-E45-2026",
  ],
  [
    "COMISIÓN NACIONAL DE ABASTO HOSPITALARIO",
    "Licitación Pública Nacional Electrònica No. LA-012M7B997-E45-2026",
  ],
  [
    "COMISIÓN NACIONAL DE ABASTO HOSPITALARIO",
    "Licitación Pública Nacional Electrónica No. LA-012M7B997-E45-2026",
  ],
];

describe("dropRunningLines", () => {
  it("drops the header every page repeats, OCR slips and all, and keeps the body", () => {
    const bodies = [
      "Objeto de la licitación.",
      "Junta de aclaraciones.",
      "Garantía de cumplimiento.",
      "Fallo.",
    ];
    const pages = HEADERS.map((header, index) => ({
      page: index + 1,
      text: [...header, bodies[index], "Av. Insurgentes Sur 1234, Ciudad de México"].join("\n"),
    }));
    expect(dropRunningLines(pages).map((page) => page.text)).toEqual(bodies);
  });

  it("keeps a line only some pages share, and leaves a two-page text alone", () => {
    const pages = [
      { page: 1, text: "a) JUNTA DE ACLARACIONES\nTexto uno." },
      { page: 2, text: "a) JUNTA DE ACLARACIONES\nTexto dos." },
      { page: 3, text: "b) FALLO\nTexto tres." },
      { page: 4, text: "c) FIRMA\nTexto cuatro." },
      { page: 5, text: "d) GARANTÍAS\nTexto cinco." },
    ];
    expect(dropRunningLines(pages)).toEqual(pages);
    expect(dropRunningLines(pages.slice(0, 2))).toEqual(pages.slice(0, 2));
  });

  it("drops the page's own number at its foot, though its digits change on every page", () => {
    const bodies = [
      "Objeto de la licitación.",
      "Junta de aclaraciones.",
      "Garantía de cumplimiento.",
      "Fallo.",
    ];
    const feet = ["1 de 4", "Página 2 de 4", "- 3 -", "4/4"];
    const pages = bodies.map((body, index) => ({ page: index + 1, text: `${body}\n${feet[index]}` }));
    expect(dropRunningLines(pages).map((page) => page.text)).toEqual(bodies);
    const oneNumber = pages.map((page, index) =>
      index === 0 ? page : { ...page, text: bodies[index] as string },
    );
    expect(dropRunningLines(oneNumber)).toEqual(oneNumber);
  });

  it("reads the OCR tool's '=== PÁGINA N ===' as the pages and the printed 'Página N de M' as furniture", () => {
    const bodies = ["Objeto de la licitación.", "Junta de aclaraciones.", "Garantía de cumplimiento."];
    const file = bodies
      .map(
        (body, index) =>
          `=== PÁGINA ${index + 1} ===\nCOMISIÓN NACIONAL DE ABASTO\n${body}\nPágina ${index + 1} de 3`,
      )
      .join("\n");
    const units = readTxtText(new TextEncoder().encode(file));
    expect(units.map((unit) => [unit.page, unit.text])).toEqual(
      bodies.map((body, index) => [index + 1, body]),
    );
  });
});
