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

const BODY_LINES = [
  "El objeto es el suministro de plantas.",
  "Se entregarán en el vivero municipal.",
  "El plazo de entrega es de diez días.",
  "La junta se celebrará en la sala de juntas.",
  "Las preguntas se envían por correo.",
  "Las respuestas se publican en el portal.",
  "La garantía definitiva es del cinco por ciento.",
  "Se constituye ante la tesorería.",
  "Se devuelve al terminar el contrato.",
  "El fallo se notifica a todos los licitadores.",
  "Se publica en el perfil del contratante.",
  "Contra él cabe recurso especial.",
  "El contrato se firma en quince días hábiles.",
  "Lo firma el adjudicatario ante el secretario.",
  "Se formaliza en documento administrativo.",
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

  it("drops a tilted page's footer read as one line, and the scraps past it toward the edge", () => {
    const bodies = [
      "Objeto de la licitación.",
      "Junta de aclaraciones.",
      "Garantía de cumplimiento.",
      "Fallo de la licitación.",
      "Firma del contrato.",
    ].map((title, index) => [title, ...BODY_LINES.slice(index * 3, index * 3 + 3)].join("\n"));
    const footer = (page: number) => [
      "Código Seguro de Verificación - CSV. Permite la verificación de la integridad de este documento.",
      "URL DE VERIFICACIÓN CSV PÁGINA",
      `https://sede.aytojaen.es/verificacion 15247072476452714376 ${page}/22`,
    ];
    const pages = bodies.map((body, index) => ({
      page: index + 1,
      text: [body, ...footer(index + 1)].join("\n"),
    }));
    // Page 4 tilted: the footer's lines read run together, with OCR's slips; page 5's code and number
    // read on lines of their own.
    pages[3] = {
      page: 4,
      text: [
        bodies[3],
        "[ Cádiao Seguro de Verificación - CSV. Permite la verificación de la integridad de este documerito URL DE VERIFICACIÓN csv https://sede.aytojaen.es/verificacion",
        "PAGINA",
        "4/22",
      ].join("\n"),
    };
    pages[4] = {
      page: 5,
      text: [
        bodies[4],
        ...footer(5).slice(0, 2),
        "https://sede.aytojaen.es/verificacion",
        "15247072476452714376",
        "5/22",
      ].join("\n"),
    };
    expect(dropRunningLines(pages).map((page) => page.text)).toEqual(bodies);
  });

  it("keeps a body line that only quotes part of a running line", () => {
    const pages = [1, 2, 3, 4].map((page) => ({
      page,
      text: [
        "AYUNTAMIENTO DE JAÉN - ÁREA DE CONTRATACIÓN",
        page === 2
          ? "El área de contratación del Ayuntamiento de Jaén resolverá las dudas que se planteen."
          : `Texto ${page}.`,
      ].join("\n"),
    }));
    expect(dropRunningLines(pages).map((page) => page.text)).toEqual([
      "Texto 1.",
      "El área de contratación del Ayuntamiento de Jaén resolverá las dudas que se planteen.",
      "Texto 3.",
      "Texto 4.",
    ]);
  });
});
