/**
 * The signing blocks of Mexican bases and their model contract (issue 9, stop 26): noise, unless the
 * reader ran a block into a point it did not split off.
 */
import { describe, expect, it } from "vitest";
import { noiseClassOf } from "./noise-rows";

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
});
