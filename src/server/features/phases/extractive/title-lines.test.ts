import { describe, expect, it } from "vitest";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { isCapitalsTitle, isGlossaryHeading, isNumberedTitle, isTitleOnly } from "./title-lines";

describe("section titles of many words (title-lines, stop 27)", () => {
  it("a long title with no finite verb in the law's style ('De la …') is a title", () => {
    expect(isTitleOnly("15.- De la garantía de cumplimiento de pedido ó contrato")).toBe(true);
    expect(
      isTitleOnly(
        "1.- De la supletoriedad de las bases del procedimiento de Invitación a Cuando Menos Tres Personas",
      ),
    ).toBe(true);
    // A phrase of its own with no 'De': a data sheet's field may print its value with no colon.
    expect(isTitleOnly("Lugar de los trabajos Calle Hidalgo esquina Morelos, colonia Centro")).toBe(false);
  });

  it("a list's item, a field ending in a period, or a line with a finite verb stays", () => {
    expect(
      isTitleOnly("B) Menor porcentaje de contratos temporales en la plantilla de cada una de las empresas."),
    ).toBe(false);
    expect(isTitleOnly("Lugar de apertura Salón de Plenos del Ayuntamiento, Sierra Alta de Guadiel.")).toBe(
      false,
    );
    expect(isTitleOnly("De la garantía se hará cargo la afianzadora que el proveedor elija libremente")).toBe(
      false,
    );
  });

  it("six words or fewer with a finite verb state a point; a list's opening or a name stays a title", () => {
    expect(isTitleOnly("6. No se aceptará la participación conjunta.")).toBe(false);
    expect(isTitleOnly("No habrá anticipo ni pago anticipado.")).toBe(false);
    expect(isTitleOnly("La oferta especificará:")).toBe(true);
    expect(isTitleOnly("Garantías y penas convencionales")).toBe(true);
  });
});

describe("a line in capitals (stop 31)", () => {
  it("is a heading when it names what to do with no finite verb ('… A EFECTO DE ACREDITAR SU PERSONALIDAD')", () => {
    expect(
      isCapitalsTitle(
        "DOCUMENTACIÓN DE LA PERSONA FÍSICA O JURÍDICA COLECTIVA, A EFECTO DE ACREDITAR SU PERSONALIDAD JURÍDICA.",
      ),
    ).toBe(true);
    expect(isCapitalsTitle("EL LICITANTE PRESENTARÁ SU PROPUESTA EN SOBRE CERRADO")).toBe(false);
    expect(isCapitalsTitle("LOS OFERENTES ACREDITAN SU PERSONALIDAD CON EL ANEXO")).toBe(false);
  });

  it("numbered, is a heading unless it obliges or carries a value", () => {
    expect(
      isCapitalsTitle(
        "26.- PARTICULARIDADES A INCLUIR EN EL ANEXO EN QUE SE INCLUYA EN EL PCAP SOBRE EL MODELO DE OFERTA A PRESENTAR POR EL LICITADOR.",
      ),
    ).toBe(true);
    expect(isCapitalsTitle("3.- LOS LICITANTES DEBERÁN FIRMAR CADA HOJA DE SU PROPUESTA.")).toBe(false);
    expect(isCapitalsTitle("9.- PLAZO DE ENTREGA: 30 DÍAS NATURALES.")).toBe(false);
  });
});

describe("isGlossaryHeading (stop 28)", () => {
  it("reads 'GLOSARIO DE TÉRMINOS' as a glossary, not a section that merely names terms", () => {
    expect(isGlossaryHeading("GLOSARIO DE TÉRMINOS")).toBe(true);
    expect(isGlossaryHeading("2. Glosario de términos")).toBe(true);
    expect(isGlossaryHeading("TÉRMINOS DE REFERENCIA")).toBe(false);
    expect(isGlossaryHeading("Términos y condiciones de pago")).toBe(false);
  });
});

describe("a numbered section's title by what follows it", () => {
  const title =
    "7.- Criterios para la evaluación técnica, económica, dictamen y adjudicación de los pedidos.";
  it("is a title over its body or its first sub-section, an item before the list's next item", () => {
    expect(isNumberedTitle(title, "7.1. Evaluación de la mejor oferta total.")).toBe(true);
    expect(isNumberedTitle(title, "La convocante evaluará las propuestas por partida.")).toBe(true);
    expect(isNumberedTitle(title, "8.- Garantías.")).toBe(false);
    expect(isNumberedTitle(title, "La convocante evaluará…", "6.- Relación de contratos similares.")).toBe(
      false,
    );
    // A document the list asks for is an item whatever follows it; so is a line with a verb or a figure.
    expect(
      isNumberedTitle("3.- Poder notarial de la persona que firme las ofertas", "En caso de persona física…"),
    ).toBe(false);
    expect(isNumberedTitle("4.- No se aceptarán propuestas conjuntas", "La convocante…")).toBe(false);
    expect(isNumberedTitle("5.- Anticipo del 30 por ciento", "El anticipo se pagará…")).toBe(false);
  });

  it("makes no row of the title, and keeps its body's", () => {
    const rows = extractRelevantPoints([
      {
        id: "p1",
        documentId: "d",
        documentName: "bases.pdf",
        page: 3,
        heading: null,
        text: "La propuesta se presentará en un solo sobre cerrado.\n10.- Cancelación del procedimiento de invitación a cuando menos tres personas.\nLa convocante cancelará el procedimiento por caso fortuito; el licitante deberá retirar su garantía en cinco días.",
      },
    ]);
    expect(rows.some((row) => row.quote.includes("Cancelación del procedimiento"))).toBe(false);
    expect(rows.some((row) => row.quote.includes("retirar su garantía"))).toBe(true);
  });
});
