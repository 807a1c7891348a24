import { describe, expect, it } from "vitest";
import { isSignatureSheet, noiseClassOf } from "./noise-rows";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

const passage = (text: string, page: number, heading: string | null = null): SourcePassage => ({
  id: `p${page}`,
  documentId: "d",
  documentName: "bases.pdf",
  page,
  heading,
  text,
});

describe("tails the line or page cut, and a signing system's sheet (issue 9, w-25a)", () => {
  it("the tail of a law's name is a fragment; a sentence that names the law is not", () => {
    expect(noiseClassOf("9/2017, de 8 de noviembre, de Contratos del Sector Público. El contrato se")).toBe(
      "fragmento",
    );
    expect(
      noiseClassOf("2014/25/UE, de 26 de febrero de 2014, relativa a la contratación por entidades"),
    ).toBe("fragmento");
    expect(
      noiseClassOf("La Ley 9/2017, de 8 de noviembre, obliga a los licitadores a presentar la declaración."),
    ).toBeNull();
  });

  it("in a glossary, a term's meaning left apart from its term is a definition; a duty there is not", () => {
    const heading = "4. DEFINICIONES";
    expect(
      noiseClassOf("Persona física o moral que celebre contratos con la dependencia.", { heading }),
    ).toBe("definición");
    expect(
      noiseClassOf("Los licitantes que deseen participar deberán registrarse en el sistema.", { heading }),
    ).toBeNull();
    // Outside a glossary the same words are no definition.
    expect(noiseClassOf("Persona física o moral que celebre contratos con la dependencia.")).toBeNull();
  });

  it("a signing system's sheet is furniture throughout; a page that only mentions it is not", () => {
    // Its running header names the executive power: read alone, it looked like a power of attorney.
    const sheet =
      "Gobierno del Estado de Jalisco - Poder Ejecutivo\n\nHoja Adicional de Firmas\nAnexo\nNúmero:";
    expect(isSignatureSheet(sheet)).toBe(true);
    expect(
      isSignatureSheet(
        "Los oferentes firmarán cada hoja de la oferta.\nLa oferta se entregará en sobre cerrado.\nEl acta llevará una hoja adicional de firmas.",
      ),
    ).toBe(false);
    const points = extractRelevantPoints([
      passage("El oferente deberá presentar la constancia de inscripción en el registro de proveedores.", 1),
      passage(sheet, 2),
    ]);
    expect(points.map((point) => point.page)).toEqual([1]);
  });
});
