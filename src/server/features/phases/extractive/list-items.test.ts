import { describe, expect, it } from "vitest";
import { itemRoman } from "./list-items";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

/**
 * A list's items after its opening (list-items.ts), on sentences written for these tests: the commitments
 * a letter the bidder must hand in lists, numbered in roman numerals inside a lettered item.
 */
const passage = (text: string): SourcePassage => ({
  id: "p1",
  documentId: "d",
  documentName: "bases.pdf",
  page: 1,
  heading: "DOCUMENTACIÓN LEGAL",
  text,
});
const rowsOf = (text: string) => extractRelevantPoints([passage(text)]);

describe("a list's items (list-items.ts)", () => {
  it("reads roman numbers", () => {
    expect(["I. a", "II.- b", "IV) c", "IX. d", "XIV. e", "a) f", "Inicio g"].map(itemRoman)).toEqual([
      1,
      2,
      4,
      9,
      14,
      null,
      null,
    ]);
  });

  const letter = [
    "4.- Los licitantes deberán presentar carta bajo protesta de decir verdad, firmada por su representante, en la que se comprometan, de resultar adjudicados, a lo siguiente:",
    "A) A guardar reserva de los datos y documentos que la convocante les entregue con motivo del contrato.",
    "B) A que el manejo de la información confidencial incluye, de manera enunciativa, lo siguiente:",
    "I. La obligación de no revelar la información reservada a terceros sin permiso escrito de la convocante.",
    "II. La obligación de no aprovechar la información reservada en beneficio propio, debiendo emplearla solo para entregar los bienes contratados.",
    "III. La obligación de no realizar acto alguno que pueda exponer la información reservada a pérdida o alteración.",
    "IV. La obligación de devolver a la convocante los documentos reservados al concluir el contrato.",
  ].join("\n");

  it("the commitments a required letter lists are mandatory, through an item that adds a duty of its own", () => {
    for (const text of [letter, letter.toUpperCase()]) {
      const rows = rowsOf(text);
      for (const phrase of [
        "no revelar",
        "no aprovechar",
        "no realizar acto alguno",
        "devolver a la convocante",
      ]) {
        const row = rows.find((point) => point.quote.toLowerCase().includes(phrase));
        expect(row, phrase).toBeDefined();
        expect(row?.mandatory, phrase).toBe(true);
      }
    }
  });

  it("a roman number that does not follow the last item ends the list", () => {
    const text = [
      "Los licitantes deberán presentar los siguientes documentos:",
      "I. Acta constitutiva y sus reformas.",
      "II. Poder notarial del representante legal.",
      "La convocante podrá solicitar información adicional a los licitantes.",
      "V. La convocante publicará el fallo en su portal, sin que deba notificarlo de otro modo.",
    ].join("\n");
    const rows = rowsOf(text);
    const fallo = rows.find((point) => point.quote.includes("publicará el fallo"));
    expect(fallo?.mandatory ?? false).toBe(false);
  });

  it("a list numbered in roman goes on in the next passage; an item that offers a choice is optional", () => {
    const first = [
      "Los licitantes deberán integrar en su proposición técnica los siguientes documentos:",
      "X. Currículum de la empresa, con la relación de sus clientes principales.",
      "XI. En su caso, copia del documento que acredite su estratificación como MIPYME.",
    ].join("\n");
    const second = "XII. Carta de respaldo del fabricante o distribuidor autorizado, en papel membretado.";
    const rows = extractRelevantPoints([
      { ...passage(first), id: "p1" },
      { ...passage(second), id: "p2", page: 2 },
    ]);
    const backing = rows.find((point) => point.quote.includes("Carta de respaldo"));
    expect(backing?.mandatory).toBe(true);
    const mipyme = rows.find((point) => point.quote.includes("MIPYME"));
    expect(mipyme?.mandatory).toBe(false);
  });

  it("goes on under a case's sub-heading and into the next passage when the opening ended the previous one", () => {
    const opening =
      "7.- Los licitantes deberán presentar carta membretada firmada por el representante legal, en la que manifieste bajo protesta de decir verdad que:";
    const items =
      "PARA PERSONA MORAL:\nI. Cuento con facultades suficientes para suscribir a nombre de mi representada la propuesta.\nII. Que el poder con el que acredito mi representación no me ha sido revocado.";
    const rows = extractRelevantPoints([
      { ...passage(opening), id: "p1", heading: "CONDICIONES" },
      { ...passage(items), id: "p2", page: 2, heading: "CONDICIONES" },
    ]);
    const flags = ["Cuento con facultades", "Que el poder"].map(
      (phrase) => rows.find((row) => row.quote.includes(phrase))?.mandatory,
    );
    expect(flags).toEqual([true, true]);
    // In one passage too, across the sub-heading.
    const together = extractRelevantPoints([{ ...passage(`${opening}\n${items}`), heading: "CONDICIONES" }]);
    expect(together.find((row) => row.quote.includes("Cuento con facultades"))?.mandatory).toBe(true);
  });

  it("goes on past the tail of a citation a passage's cut left before the next item (stop 30)", () => {
    const opening = [
      "5.- Los licitantes deberán presentar carta bajo protesta de decir verdad, donde se comprometa a lo siguiente:",
      "A) A que la información que le sea proporcionada será considerada confidencial en términos de los artículos 116 de la Ley General de Transparencia;",
    ].join("\n");
    const rest = [
      "7 fracción XVII, 11 y 134 de la Ley de Transparencia del Estado.",
      "B) A que el manejo de la información confidencial incluye lo siguiente:",
      "I. La obligación de no divulgar la información confidencial a terceras personas.",
    ].join("\n");
    const rows = extractRelevantPoints([
      { ...passage(opening), id: "p1", heading: "CONDICIONES" },
      { ...passage(rest), id: "p2", heading: "CONDICIONES" },
    ]);
    expect(rows.some((row) => row.quote.startsWith("7 fracción"))).toBe(false);
    expect(rows.find((row) => row.quote.includes("no divulgar"))?.mandatory).toBe(true);
  });

  it("opens no list on a blank form's field, and makes no row of it (stop 30)", () => {
    const text = [
      "NOMBRE O RAZÓN SOCIAL DEL OFERENTE:",
      "PARTIDA\tDESCRIPCIÓN DE LOS BIENES Y/O SERVICIOS\tUNIDAD DE MEDIDA\tCANTIDAD\tMARCA Y MODELO OFERTADO",
      "CONSIDERACIONES",
      "- TIEMPO DE ENTREGA DE LOS BIENES: DEL 2 DE ABRIL AL 30 DE JUNIO DE 2026.",
      "- VALIDEZ DE OFERTA: TREINTA (30) DÍAS HÁBILES.",
      "MONTO CON LETRA",
    ].join("\n");
    const rows = extractRelevantPoints([{ ...passage(text), heading: "24. INCONFORMIDADES" }]);
    const quotes = rows.map((row) => row.quote);
    for (const blank of ["NOMBRE O RAZÓN SOCIAL DEL OFERENTE:", "CONSIDERACIONES", "MONTO CON LETRA"])
      expect(quotes, blank).not.toContain(blank);
    expect(quotes.some((quote) => quote.includes("VALIDEZ DE OFERTA"))).toBe(true);
  });

  it("keeps a date whose label names its event on the line before ('Fecha de la junta de aclaraciones:')", () => {
    const rows = rowsOf(
      "Los actos se celebrarán conforme a lo siguiente.\nFecha de la junta de aclaraciones:\n15 de marzo de 2026 a las 10:00 horas.",
    );
    expect(rows.some((row) => row.quote.includes("15 de marzo de 2026"))).toBe(true);
  });
});
