import { describe, expect, it } from "vitest";
import { basesVocabulary, bearsOnTender, subjectStems } from "./tender-subject";

const SURGICAL = basesVocabulary([
  "El objeto de la presente licitación es la adquisición de material de curación: gasas estériles, vendas elásticas y jeringas desechables para las unidades hospitalarias.",
  "El proveedor entregará los bienes en el almacén central; el contrato será abierto.",
]);
const SEWER = basesVocabulary([
  "Construcción de red de drenaje sanitario con tubería de polietileno de alta densidad y pozos de visita.",
]);

describe("subjectStems", () => {
  it("keeps what was supplied or done, not who, where, when or how much", () => {
    expect([
      ...subjectStems(
        "La empresa prestó el servicio de mantenimiento de alumbrado a los municipios de Toluca y Metepec (contrato MT-22, monto $4,000,000.00).",
      ),
    ]).toEqual(["manteni", "alumbra"]);
  });

  it("reads a record written in capitals by its words, names included", () => {
    expect([...subjectStems("SUMINISTRO DE VENDAS ELÁSTICAS A CLÍNICAS DEL ISSSTE")]).toEqual([
      "venda",
      "elastic",
      "clinica",
      "issste",
    ]);
  });
});

describe("bearsOnTender", () => {
  it("does not take another trade's contracts for similar ones", () => {
    const waste =
      "La sociedad ha prestado el servicio de recolección de residuos sólidos urbanos a los municipios de Celaya y León (2019 a 2022, contrato CEL-12/2019).";
    expect(bearsOnTender(waste, SURGICAL)).toBe(false);
    expect(bearsOnTender(waste, SEWER)).toBe(false);
  });

  it("takes a record of the same goods or works, in other words than the bases'", () => {
    expect(
      bearsOnTender(
        "Contrato IMSS-LA-2023-044: suministro de gasas y vendas a hospitales del IMSS, $3,200,000.00.",
        SURGICAL,
      ),
    ).toBe(true);
    expect(
      bearsOnTender(
        "Obra CEA-2022-07: construcción de 2.3 km de red de drenaje en Pachuca, concluida en 2023.",
        SEWER,
      ),
    ).toBe(true);
  });

  it("judges nothing where the record names nothing of its own", () => {
    expect(bearsOnTender("Contrato 45/2021 por $1,200,000.00 con el municipio de Celaya.", SURGICAL)).toBe(
      true,
    );
  });
});
