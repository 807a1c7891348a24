/**
 * The mandatory flag of a point (mandatory-rules.ts) as a careful reader sets it, each on a sentence
 * written for this test (not a fixture's): moved from point-kinds.test.ts, which keeps the kinds.
 */
import { describe, expect, it } from "vitest";
import { isMandatory } from "./mandatory-rules";
import { classify } from "./point-rules";

function flagOf(sentence: string, heading: string | null = null): boolean {
  const kind = classify(sentence);
  if (kind === null) throw new Error(`Sin tipo: ${sentence}`);
  return isMandatory(kind, sentence, heading);
}

describe("mandatory from the document", () => {
  it("takes a ban on several, a limit and the offer's validity as conditions of the bid", () => {
    expect(
      flagOf("Ni el oferente ni sus socios podrán estar inhabilitados para contratar con el Estado."),
    ).toBe(true);
    expect(flagOf("Cada oferente sólo podrá presentar una oferta por lote.")).toBe(true);
    expect(flagOf("La vida útil de los productos no podrá ser menor a doce meses.")).toBe(true);
    expect(flagOf("La validez de las ofertas será de sesenta (60) días naturales.")).toBe(true);
    expect(flagOf("La sociedad adjudicataria acreditará su inscripción en el registro mercantil.")).toBe(
      true,
    );
  });

  it("takes a guarantee the bidder or awardee must constitute as mandatory, not one it is spared", () => {
    expect(
      flagOf(
        "El contratista debe constituir una póliza de responsabilidad civil por el plazo de ejecución del contrato.",
      ),
    ).toBe(true);
    expect(flagOf("No será necesario constituir garantía de seriedad de la oferta.")).toBe(false);
    expect(flagOf("El contratista deberá indemnizar los daños que excedan la garantía incautada.")).toBe(
      false,
    );
  });

  it("does not make a condition of the bid what only earns points, breaks a tie or follows from bidding", () => {
    expect(flagOf("Para obtener el puntaje, el oferente deberá presentar la certificación de calidad.")).toBe(
      false,
    );
    expect(flagOf("Se otorgará un (1) punto a la empresa que acredite trabajadores con discapacidad.")).toBe(
      false,
    );
    expect(
      classify("Se otorgará un (1) punto a la empresa que acredite trabajadores con discapacidad."),
    ).toBe("criterio_evaluacion");
    expect(
      flagOf("La presentación de la oferta implica la aceptación de todas las cláusulas de las bases."),
    ).toBe(false);
  });

  it("keeps 'podrá' optional and a technical annex's lines mandatory", () => {
    expect(flagOf("Los oferentes podrán presentar muestras de los bienes si lo estiman conveniente.")).toBe(
      false,
    );
    expect(flagOf("Mesas: tablero de 120 x 60 cm con estructura metálica.", "ANEXO 2. ANEXO TÉCNICO")).toBe(
      true,
    );
  });
});

// The conventions of the shared labels' annotator (../shared/fixtures/tenders/labels/README.md), each on a
// sentence written for this test.
describe("mandatory as the shared labels read it", () => {
  it("takes a section of the bid's documents as binding only for what it says of the bid or the bidder", () => {
    const section = "Artículo 5: DOCUMENTACIÓN A PRESENTAR";
    expect(flagOf("Las proposiciones constarán de un único sobre cerrado.", section)).toBe(true);
    expect(flagOf("Certificado de inscripción en el registro de proveedores.", section)).toBe(true);
    expect(flagOf("IV. Presentar constancia de domicilio fiscal.", section)).toBe(true);
    expect(flagOf("Los precios cotizados no admitirán ajustes de ninguna naturaleza.", section)).toBe(false);
    expect(
      flagOf("Será obligación del proveedor mantener actualizado su domicilio electrónico.", section),
    ).toBe(false);
  });

  it("takes the buyer's rejection for the bidder's default, and what it will require of the awardee, as binding", () => {
    expect(
      flagOf(
        "Si no se presentara la documentación en el plazo de la intimación, la Comisión podrá desestimar la oferta.",
      ),
    ).toBe(true);
    expect(flagOf("La Comisión podrá rechazar todas las ofertas sin derecho a reclamo alguno.")).toBe(false);
    expect(
      flagOf(
        "El órgano de contratación requerirá al adjudicatario para que formalice el contrato en un plazo de cinco días.",
      ),
    ).toBe(true);
  });

  it("takes what the goods must be as a minimum specification, and their delivery as execution", () => {
    expect(
      flagOf("Las características de los equipos serán las fijadas en el pliego de prescripciones técnicas."),
    ).toBe(true);
    expect(
      flagOf(
        "El contratista entregará los bienes con las características indicadas en el lugar que se le señale.",
      ),
    ).toBe(false);
  });

  it("takes the contractor's work on the goods as execution, and the documents it hands over as a condition", () => {
    expect(flagOf("El adjudicatario deberá retirar los embalajes y reponer los equipos defectuosos.")).toBe(
      false,
    );
    expect(
      flagOf(
        "El adjudicatario deberá entregar la orden de compra firmada en el plazo de cinco días hábiles.",
      ),
    ).toBe(true);
  });

  it("takes a declaration on the tender's model as a document of the bid, and 'por sobre' for no envelope", () => {
    expect(
      flagOf("Declaración responsable conforme al modelo del Anexo III sobre la plantilla de la empresa."),
    ).toBe(true);
    expect(
      flagOf(
        "Los precios incluyen todos los gastos, y no se reconocerá adicional alguno por sobre la cotización.",
        "ARTÍCULO 4: DOCUMENTOS DE LA OFERTA",
      ),
    ).toBe(false);
  });
});
