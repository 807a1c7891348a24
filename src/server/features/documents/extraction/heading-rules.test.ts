import { describe, expect, it } from "vitest";
import { readHeading, unwrapHeading } from "./heading-rules";

const paragraphStart = { isParagraphStart: true, doesPreviousEndSentence: true, isPreviousHeading: false };

describe("readHeading", () => {
  it("a bare number and a title is a heading", () => {
    expect(readHeading("2 Plazo de ejecución", paragraphStart)).toBe("2 Plazo de ejecución");
  });

  // `\b` after 'á' never held, so 'será' did not show the line was a clause (stop 25, w-25d).
  it("a numbered clause whose verb ends on an accented letter is no heading", () => {
    expect(readHeading("2 El plazo de ejecución será de cuatro meses", paragraphStart)).toBeNull();
  });

  // In text in capitals every line is in capitals: a title is told by its shape, on the reading copy.
  it("in text in capitals, a short title is a heading and a sentence is not", () => {
    const uncased = { ...paragraphStart, isCased: false };
    expect(readHeading("Garantías", uncased)).toBe("Garantías");
    expect(readHeading("Ítems licitados:", uncased)).toBe("Ítems licitados:");
    expect(readHeading("El licitante deberá presentar su proposición", uncased)).toBeNull();
    expect(readHeading("Fecha de apertura: 25 de febrero de 2026", uncased)).toBeNull();
    expect(readHeading("Se desecharán las proposiciones que:", uncased)).toBeNull();
    // Where case is evidence, the same sentence in capitals is taken for a title.
    expect(readHeading("EL LICITANTE DEBERÁ PRESENTAR SU PROPOSICIÓN", paragraphStart)).not.toBeNull();
  });
});

describe("headings of a glossary and a title over two lines (stop 27)", () => {
  it("initials opening a glossary's line ('I.V.A. o IVA …') are no roman number", () => {
    expect(readHeading("I.V.A. o IVA Impuesto al Valor Agregado.", paragraphStart)).toBeNull();
    expect(readHeading("S.H.C.P.: Secretaría de Hacienda y Crédito Público.", paragraphStart)).toBeNull();
    expect(readHeading("IV. Garantías", paragraphStart)).toBe("IV. Garantías");
  });

  it("a title in capitals cut at 'DE LA' goes on in the next line in capitals", () => {
    expect(
      unwrapHeading(
        "CALENDARIO DE EVENTOS DE LA",
        "CALENDARIO DE EVENTOS DE LA",
        "INVITACIÓN RESTRINGIDA NÚMERO IR-07/2025",
      ),
    ).toEqual({
      title: "CALENDARIO DE EVENTOS DE LA INVITACIÓN RESTRINGIDA NÚMERO IR-07/2025",
      text: "CALENDARIO DE EVENTOS DE LA\nINVITACIÓN RESTRINGIDA NÚMERO IR-07/2025",
    });
    // A cased sentence's first line is no title to join.
    expect(unwrapHeading("CALENDARIO DE LA", "CALENDARIO DE LA", "invitación que se celebra hoy")).toBeNull();
  });
});
