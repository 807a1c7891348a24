import { describe, expect, it } from "vitest";
import { noiseClassOf } from "./noise-rows";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";

const passage = (text: string, page = 1): SourcePassage => ({
  id: `p${page}`,
  documentId: "d",
  documentName: "bases.pdf",
  page,
  heading: null,
  text,
});

describe("the buyer's own house is no row (issue 9, w-25a)", () => {
  it("who in the buyer follows or awards the contract, and how its committees are made up, are no rows", () => {
    for (const sentence of [
      "El área responsable de la supervisión de los servicios será la Subdirección de Mantenimiento.",
      "La interventoría del contrato estará a cargo de la Secretaría de Infraestructura.",
      "La resolución de las incidencias corresponde al órgano de contratación que figura en el cuadro resumen.",
      "Si se nombra un comité técnico, este deberá estar conformado por cinco servidores públicos.",
    ])
      expect(noiseClassOf(sentence)).toBe("organización de la convocante");
  });

  it("how the buyer computed or funds its estimate, and why it chose its formula, are no rows", () => {
    for (const sentence of [
      "El método utilizado para calcular el presupuesto base consta en el informe del servicio promotor.",
      "La dependencia acredita la suficiencia presupuestal con el oficio de autorización de inversión.",
      "La justificación de los criterios de adjudicación se basa en la naturaleza del servicio.",
    ])
      expect(noiseClassOf(sentence)).toBe("presupuesto de la convocante");
  });

  it("the same words stay a row when a bidder is named, an amount or term is set, or the bid decided", () => {
    for (const sentence of [
      "El supervisor del contrato estará a cargo del contratista, que deberá designarlo antes del inicio.",
      "La Comisión estará integrada por tres miembros y resolverá en un plazo de cinco días hábiles.",
      "Existe crédito adecuado y suficiente por un importe de 12.000,00 euros, IVA incluido.",
      "La adjudicación del contrato corresponde al órgano de contratación, que la hará en el plazo de 10 días.",
    ])
      expect(noiseClassOf(sentence)).toBeNull();
  });

  it("the buyer notifying or giving back, in the plural too, is its own step unless it sets a term", () => {
    expect(
      noiseClassOf("Las comunicaciones se efectuarán por correo electrónico a la dirección indicada."),
    ).toBe("acto de la convocante");
    expect(noiseClassOf("Concluido el acto, se devolverán las muestras que no hayan sido ensayadas.")).toBe(
      "acto de la convocante",
    );
    expect(
      noiseClassOf("Las garantías se devolverán dentro de los quince días siguientes al fallo."),
    ).toBeNull();
  });

  it("phase 1 leaves out the buyer's house and keeps the bidder's duty beside it", () => {
    const points = extractRelevantPoints([
      passage(
        [
          "La unidad responsable del control del contrato será el Departamento de Compras.",
          "La Mesa de contratación estará compuesta por un presidente y cuatro vocales.",
          "Los licitadores deberán presentar su oferta en un sobre único cerrado y firmado.",
        ].join("\n"),
      ),
    ]);
    expect(points.map((point) => point.quote)).toEqual([
      "Los licitadores deberán presentar su oferta en un sobre único cerrado y firmado.",
    ]);
  });
});
