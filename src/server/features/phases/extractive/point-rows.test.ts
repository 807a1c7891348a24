import { describe, expect, it } from "vitest";
import { summarize } from "./point-rows";

describe("'Requisito' in the document's words", () => {
  it("drops a long legal basis that opens the sentence, up to its comma", () => {
    expect(
      summarize(
        "En observancia al artículo 134 de la Constitución Política de los Estados Unidos Mexicanos y de conformidad con la Ley de Obras Públicas y Servicios Relacionados con las Mismas y su Reglamento, el Municipio convoca a las personas físicas y morales a participar en la licitación pública nacional.",
      ),
    ).toBe(
      "El Municipio convoca a las personas físicas y morales a participar en la licitación pública nacional.",
    );
  });

  it("keeps the opening when the comma only separates a law's number from its date", () => {
    const sentence =
      "De conformidad con la Ley 39/2015, de 1 de octubre, los licitadores deberán relacionarse por medios electrónicos.";
    expect(summarize(sentence)).toBe(sentence);
  });
});
