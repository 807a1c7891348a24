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
});
