/**
 * The signing blocks of Mexican bases and their model contract (issue 9, stop 26): noise, unless the
 * reader ran a block into a point it did not split off.
 */
import { describe, expect, it } from "vitest";
import { noiseClassOf } from "./noise-rows";
import { extractRelevantPoints } from "./phase1-relevant-points";

describe("Mexican bases: signing blocks (stop 26)", () => {
  it("a signing block and a party's declarations heading make no rows; a point the block ran into stays", () => {
    const none = { heading: null, isListItem: false };
    expect(
      noiseClassOf("A T E N T A M E N T E\nLIC. ANA RUIZ GÓMEZ\nDIRECTORA DE ADMINISTRACIÓN", none),
    ).toBe("pie de página");
    expect(noiseClassOf('I. "EL MUNICIPIO" DECLARA:', none)).toBe("declaración de las partes");
    const ranOn =
      "A T E N T A M E N T E\nLIC. ANA RUIZ GÓMEZ\nDIRECTORA DE ADMINISTRACIÓN\nANEXO 1\nPROPUESTA TÉCNICA\nMUNICIPIO DE SAN PEDRO\nPROCEDIMIENTO DE LICITACIÓN PÚBLICA NACIONAL PRESENCIAL\nPARTIDAS, DESCRIPCIÓN Y CANTIDAD DE BIENES A OFERTAR NO DEBERÁ MODIFICARSE CON PROPUESTAS DIFERENTES, DE LO CONTRARIO SE DESECHARÁ LA PROPUESTA.";
    expect(noiseClassOf(ranOn, none)).not.toBe("pie de página");
  });

  it("the block under a signing formula is split off the point after it: the row quotes the point alone", () => {
    const page = [
      "24. Inconformidades",
      "a) Los licitantes podrán presentar sus inconformidades por escrito ante el Órgano Interno de Control Municipal, ubicado en el Palacio Municipal, dentro de los diez días hábiles siguientes al acto que se impugna.",
      "b) Las controversias que se susciten con motivo de la interpretación o aplicación de la Ley o de los contratos celebrados con base en ella serán resueltas por los tribunales competentes del Estado de México.",
      "A T E N T A M E N T E",
      "M. en H.P. Ana Ruiz Gómez",
      "Directora de Administración y Desarrollo de Personal",
      "Anexo 1",
      "Propuesta técnica",
      "Municipio de San Pedro, México",
      "Procedimiento de Licitación Pública Nacional Presencial",
      "Partidas, descripción y cantidad de bienes a ofertar no deberá modificarse con propuestas diferentes, de lo contrario se desechará la propuesta.",
    ].join("\n");
    for (const text of [page, page.toUpperCase()]) {
      const points = extractRelevantPoints([
        { id: "p", documentId: "d", documentName: "bases.pdf", page: 11, heading: null, text },
      ]);
      const rejection = points.find((point) => /desechar/iu.test(point.quote));
      expect(rejection?.quote.toLowerCase().startsWith("partidas, descripción")).toBe(true);
      expect(points.some((point) => /ruiz gómez|anexo 1/iu.test(point.quote))).toBe(false);
    }
  });

  it("the cases in which the buyer may declare the procedure void are its right, no rows", () => {
    const text = [
      "9.- Causas para declarar desierto el procedimiento.",
      "La convocante se reserva el derecho de declarar desierto el presente procedimiento en los siguientes casos:",
      "Cuando no se presente ningún licitante en el acto de presentación y apertura.",
      "Cuando ningún proveedor reúna los requisitos establecidos en estas bases.",
      "Cuando los precios ofrecidos no sean aceptables o rebasen el techo presupuestal.",
      "10.- Garantía de seriedad",
      "El licitante deberá garantizar la seriedad de su oferta mediante fianza del 10 % del monto ofertado.",
    ].join("\n");
    const quotes = extractRelevantPoints([
      { id: "p1", documentId: "d", documentName: "bases.txt", page: 3, heading: null, text },
    ]).map((point) => point.quote);
    expect(quotes.some((quote) => quote.startsWith("Cuando"))).toBe(false);
    expect(quotes.some((quote) => quote.includes("seriedad de su oferta"))).toBe(true);
  });

  it("a form's field names and its signing line make no rows, the form's request above them stays", () => {
    const text = [
      "El licitante deberá presentar el Anexo Tres, acreditación de personalidad, firmado por su representante legal.",
      "Nombre del apoderado: Escritura pública número: Nombre y número del Notario Público ante el cual se otorgó:",
      "(Lugar y fecha) Protesto lo necesario (Firma)",
    ].join("\n");
    const quotes = extractRelevantPoints([
      { id: "p", documentId: "d", documentName: "bases.pdf", page: 7, heading: null, text },
    ]).map((point) => point.quote);
    expect(quotes.some((quote) => quote.includes("Anexo Tres"))).toBe(true);
    expect(quotes.some((quote) => /apoderado|protesto/iu.test(quote))).toBe(false);
  });
});
