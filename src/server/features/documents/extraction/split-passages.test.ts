import { describe, expect, it } from "vitest";
import type { ExtractedUnit } from "./extraction-types";
import { cutParagraph, splitIntoPassages } from "./split-passages";

const page = (number: number, text: string): ExtractedUnit => ({ page: number, location: null, text });
const sentence = (index: number) =>
  `El licitante ${index} deberá presentar la documentación completa en tiempo y forma.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => sentence(from + index)).join(" ");

describe("splitIntoPassages", () => {
  it("numbers passages 0..n-1 over the document and never crosses a page", () => {
    const passages = splitIntoPassages([
      page(1, "Primera página."),
      page(2, "Segunda página."),
      page(3, "Tercera."),
    ]);
    expect(passages.map((passage) => [passage.ordinal, passage.page, passage.text])).toEqual([
      [0, 1, "Primera página."],
      [1, 2, "Segunda página."],
      [2, 3, "Tercera."],
    ]);
  });

  it("breaks at paragraph ends near the target and keeps every passage under the maximum", () => {
    const text = Array.from({ length: 12 }, (_, index) => paragraph(index * 10, 4)).join("\n\n");
    const passages = splitIntoPassages([page(1, text)], { targetChars: 900, maxChars: 1500 });
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(1500);
      // Each passage is whole paragraphs: it starts and ends where a paragraph does.
      expect(passage.text.startsWith("El licitante")).toBe(true);
      expect(passage.text.endsWith("forma.")).toBe(true);
    }
    expect(passages.slice(0, -1).every((passage) => passage.text.length >= 600)).toBe(true);
    expect(passages.map((passage) => passage.text).join("\n\n")).toBe(text);
  });

  it("cuts a single huge paragraph at sentence ends", () => {
    const text = paragraph(0, 60);
    const passages = splitIntoPassages([page(4, text)]);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.text.length).toBeLessThanOrEqual(1500);
      expect(passage.text).toMatch(/^El licitante \d+ .*forma\.$/s);
      expect(passage.page).toBe(4);
    }
    expect(passages.map((passage) => passage.text).join(" ")).toBe(text);
  });

  it("keeps the line break where a long paragraph is cut at a line's end", () => {
    // Layout text: each line a field of a notice, one long paragraph with no blank line.
    const lines = Array.from(
      { length: 40 },
      (_, index) => `Valor estimado del lote ${index}: ${index + 1}.000,00 EUR.`,
    );
    const passages = splitIntoPassages([page(1, lines.join("\n"))], { targetChars: 300, maxChars: 600 });
    const text = passages.map((passage) => passage.text).join("\n");
    expect(text.split("\n")).toEqual(lines);
  });

  it("cuts a run of text with no sentence end at spaces, and a table at row ends", () => {
    const words = Array.from({ length: 800 }, (_, index) => `palabra${index}`).join(" ");
    const pieces = cutParagraph(words, 900, 1300);
    expect(pieces.every((piece) => piece.length <= 1300 && !piece.startsWith(" "))).toBe(true);
    expect(pieces.join(" ")).toBe(words);
    const rows = Array.from(
      { length: 100 },
      (_, index) => `Partida ${index}. Nota | Servidor | ${index * 3}`,
    ).join("\n");
    const tablePieces = cutParagraph(rows, 900, 1300);
    expect(
      tablePieces.every((piece) =>
        piece.split("\n").every((line) => /^Partida \d+\. Nota \| Servidor \| \d+$/.test(line)),
      ),
    ).toBe(true);
  });

  it("never cuts a long paragraph at an abbreviation's period (an address, a reference)", () => {
    const address =
      "La entrega se hará en el almacén ubicado en Av. de la Paz Esq. Hidalgo, Col. Centro, C.P. 50400, conforme al Anexo Técnico y al Art. 5 de la Ley.";
    const text = `${paragraph(0, 9)} ${address} ${paragraph(20, 9)}`;
    for (const target of [700, 800, 900, 1000]) {
      const pieces = cutParagraph(text, target, target + 300);
      expect(pieces.join(" ")).toBe(text);
      expect(
        pieces.some((piece) => piece.includes(address)),
        `target ${target}`,
      ).toBe(true);
    }
  });

  it("never cuts a long paragraph at a label's colon inside a line, only at one ending a line (stop 31)", () => {
    const item =
      "N. Saldos pendientes: Declaración, “bajo protesta de decir verdad” hecha por su representante legal: el oferente deberá manifestar los saldos que tenga pendientes de entregar.";
    const opening = "Los oferentes deberán presentar la siguiente documentación:";
    const text = `${paragraph(0, 9)}\n${item}\n${paragraph(20, 9)}\n${opening}\n${paragraph(40, 9)}`;
    for (const target of [700, 800, 900, 1000, 1100]) {
      const pieces = cutParagraph(text, target, target + 300);
      expect(
        pieces.some((piece) => piece.includes(item)),
        `target ${target}`,
      ).toBe(true);
    }
  });

  it("gives each passage the nearest heading above it, across pages", () => {
    const passages = splitIntoPassages([
      page(1, `CAPÍTULO I\n\n1. Objeto\n\n${paragraph(0, 8)}\n\n1.1 Alcance\n\n${paragraph(10, 8)}`),
      page(2, `${paragraph(20, 5)}\n\nANEXO 3\nFormato de propuesta económica.`),
    ]);
    expect(passages.map((passage) => [passage.page, passage.heading])).toEqual([
      [1, "1. Objeto"],
      [1, "1.1 Alcance"],
      [2, "1.1 Alcance"],
      [2, "ANEXO 3"],
    ]);
    expect(passages[0]?.text.startsWith("CAPÍTULO I\n\n1. Objeto\n\nEl licitante 0")).toBe(true);
  });

  it("recognises the usual shapes of tender headings and ignores look-alikes", () => {
    const headingOf = (text: string) =>
      splitIntoPassages([page(1, `${text}\n${paragraph(0, 1)}`)])[0]?.heading ?? null;
    expect(headingOf("CLÁUSULA DÉCIMA. Garantías")).toBe("CLÁUSULA DÉCIMA. Garantías");
    expect(headingOf("Capítulo II")).toBe("Capítulo II");
    expect(headingOf("2.3 Garantía de cumplimiento")).toBe("2.3 Garantía de cumplimiento");
    expect(headingOf("1.- INTRODUCCION")).toBe("1.- INTRODUCCION");
    expect(headingOf("IV. PROPOSICIONES")).toBe("IV. PROPOSICIONES");
    expect(headingOf("JUNTA DE ACLARACIONES")).toBe("JUNTA DE ACLARACIONES");
    expect(headingOf("# Requisitos del licitante")).toBe("Requisitos del licitante");
    // Not headings: a sentence, a table row, a bullet, an amount, a number opening ordinary text.
    expect(headingOf("El licitante deberá presentar su propuesta.")).toBeNull();
    expect(headingOf("PARTIDA | DESCRIPCIÓN | CANTIDAD")).toBeNull();
    expect(headingOf("• LOTE 1 PLANTAS")).toBeNull();
    expect(headingOf("TOTAL 11.880,00 € 17100/22199")).toBeNull();
    expect(headingOf("31 de diciembre de 2024")).toBeNull();
  });

  it("does not take the wrapped first line of a numbered paragraph for a heading", () => {
    const text = [
      "Cláusula 4. Criterios de desempate.",
      "A) Mayor porcentaje de trabajadores con discapacidad o en situación de exclusión social en la",
      "plantilla de cada una de las empresas, primando en caso de igualdad, el mayor número de",
      "trabajadores fijos con discapacidad en plantilla.",
    ].join("\n");
    expect(splitIntoPassages([page(1, text)])[0]?.heading).toBe("Cláusula 4. Criterios de desempate.");
    const wrappedTitle =
      "Cláusula 20. Calificación de la documentación presentada, valoración y apertura de\nproposiciones.\nEl órgano de contratación calificará la documentación.";
    expect(splitIntoPassages([page(1, wrappedTitle)])[0]?.heading).toBe(
      "Cláusula 20. Calificación de la documentación presentada, valoración y apertura de proposiciones.",
    );
    // A clause numbered '3.2.10' with no period: its first line opens a sentence, not a section.
    const clauses = [
      "3.2 Capacidad jurídica",
      "",
      "3.2.10 Ni el proponente ni su representante legal podrán estar reportados en el",
      "Boletín de Responsables Fiscales de la Contraloría General de la República.",
      "",
      "3.3.6 En los consorcios y uniones temporales, el integrante con mayor",
      "participación debe acreditar por lo menos el cincuenta por ciento de la experiencia.",
    ].join("\n");
    const passages = splitIntoPassages([page(1, clauses)]);
    expect(passages.map((passage) => passage.heading)).toEqual(passages.map(() => "3.2 Capacidad jurídica"));
    expect(passages.map((passage) => passage.text).join("\n")).toContain("reportados en el\nBoletín");
  });

  it("does not cut a numbered item whose line ends on a word that needs the next ('… de la' / 'Federación)')", () => {
    const items = [
      "Documentos que deberán presentar los licitantes:",
      "2. Acta constitutiva y sus modificaciones, inscrita en el Registro Público de la Propiedad y de",
      "Comercio, para personas morales; acta de nacimiento para personas físicas.",
      "10. Opinión de cumplimiento de obligaciones fiscales (artículo 32-D del Código Fiscal de la",
      "Federación) en sentido positivo.",
    ].join("\n");
    const text = splitIntoPassages([page(1, items)])
      .map((passage) => passage.text)
      .join("\n\n");
    expect(text).toContain("Propiedad y de\nComercio, para personas morales");
    expect(text).toContain("Fiscal de la\nFederación) en sentido positivo.");
  });

  it("opens a passage at every marked (docx) heading, and drops the markers from the text", () => {
    const passages = splitIntoPassages([
      {
        page: null,
        location: null,
        text: "# Objeto\n\nAdquisición de equipo.\n\n## Alcance\n\nIncluye instalación.",
      },
    ]);
    expect(passages).toEqual([
      { ordinal: 0, page: null, location: null, heading: "Objeto", text: "Objeto\n\nAdquisición de equipo." },
      { ordinal: 1, page: null, location: null, heading: "Alcance", text: "Alcance\n\nIncluye instalación." },
    ]);
  });

  it("keeps sheets apart: location carried, headings not flowing into the next sheet", () => {
    const passages = splitIntoPassages([
      { page: null, location: "Partidas", text: "RESUMEN DE PARTIDAS\nServidor | 4" },
      { page: null, location: "Calendario", text: "Junta | 15/03/2025" },
    ]);
    expect(passages.map((passage) => [passage.location, passage.heading])).toEqual([
      ["Partidas", "RESUMEN DE PARTIDAS"],
      ["Calendario", null],
    ]);
  });

  it("leaves a heading alone at a page foot to the next page, and drops empty units", () => {
    const passages = splitIntoPassages([
      page(1, `${paragraph(0, 6)}\n\nARTÍCULO 12: PLAZO DE ENTREGA`),
      page(2, "   \n\n  "),
      page(3, "El plazo de entrega será de 30 días naturales."),
    ]);
    expect(passages.map((passage) => [passage.page, passage.heading])).toEqual([
      [1, null],
      [3, "ARTÍCULO 12: PLAZO DE ENTREGA"],
    ]);
  });

  it("is deterministic", () => {
    const units = [page(1, `1. Objeto\n${paragraph(0, 30)}`), page(2, paragraph(40, 5))];
    expect(splitIntoPassages(units)).toEqual(splitIntoPassages(units));
  });
});

describe("splitIntoPassages on bases in capitals", () => {
  const bases = [
    "4. DOCUMENTACIÓN REQUERIDA",
    "",
    "El licitante deberá presentar los siguientes documentos en sobre cerrado, firmados por su",
    "representante legal:",
    "a) Acta constitutiva y sus modificaciones, inscrita en el Registro Público de Comercio.",
    "b) Poder notarial del representante legal e identificación oficial vigente con fotografía.",
    "",
    "GARANTÍAS",
    "",
    "El licitante ganador deberá entregar una fianza de cumplimiento por el 10 % del monto del",
    "contrato, dentro de los diez días naturales siguientes a la notificación del fallo.",
    "",
    "5. CALENDARIO",
    "",
    "La junta de aclaraciones se celebrará en la sala de juntas de la Dirección de Obras Públicas",
    "Municipales el 18 de febrero de 2026 a las 10:00 horas.",
  ].join("\n");
  const upper = (text: string) => text.toLocaleUpperCase("es-MX");

  it("cuts them where it cuts the same bases in ordinary case, under the same headings", () => {
    const cased = splitIntoPassages([page(1, bases)], { targetChars: 100 });
    const capitals = splitIntoPassages([page(1, upper(bases))], { targetChars: 100 });
    expect(capitals.map((passage) => passage.heading)).toEqual([
      "4. DOCUMENTACIÓN REQUERIDA",
      "GARANTÍAS",
      "5. CALENDARIO",
    ]);
    expect(capitals.map((passage) => [passage.heading, passage.text])).toEqual(
      cased.map((passage) => [passage.heading && upper(passage.heading), upper(passage.text)]),
    );
    // The passages are the text as printed: in capitals.
    for (const passage of capitals) expect(upper(bases)).toContain(passage.text.split("\n\n")[0]);
  });

  it("takes a sentence in capitals that opens a paragraph for no title", () => {
    const text = upper(
      [
        "4. DOCUMENTACIÓN REQUERIDA",
        "",
        "El licitante deberá presentar su proposición en sobre cerrado",
        "con los documentos siguientes:",
        "a) Acta constitutiva y sus modificaciones, inscrita en el Registro Público de Comercio.",
        "b) Poder notarial del representante legal e identificación oficial vigente con fotografía.",
        "c) Constancia de situación fiscal con antigüedad no mayor a tres meses.",
        "d) Opinión de cumplimiento de obligaciones fiscales en sentido positivo.",
        "e) Relación de contratos de obras similares ejecutados en los últimos tres años.",
      ].join("\n"),
    );
    const passages = splitIntoPassages([page(1, text)]);
    expect(passages.map((passage) => passage.heading)).toEqual(["4. DOCUMENTACIÓN REQUERIDA"]);
  });
});
