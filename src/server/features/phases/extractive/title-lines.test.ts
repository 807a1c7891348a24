import { describe, expect, it } from "vitest";
import { isGlossaryHeading, isTitleOnly } from "./title-lines";

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

describe("isGlossaryHeading (stop 28)", () => {
  it("reads 'GLOSARIO DE TÉRMINOS' as a glossary, not a section that merely names terms", () => {
    expect(isGlossaryHeading("GLOSARIO DE TÉRMINOS")).toBe(true);
    expect(isGlossaryHeading("2. Glosario de términos")).toBe(true);
    expect(isGlossaryHeading("TÉRMINOS DE REFERENCIA")).toBe(false);
    expect(isGlossaryHeading("Términos y condiciones de pago")).toBe(false);
  });
});
