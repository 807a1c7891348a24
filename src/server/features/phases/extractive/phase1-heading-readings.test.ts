/**
 * Phase 1 rows read through their setting (stop 35): a section's heading over a clause, and the buyer named
 * as a complement rather than as the sentence's subject.
 */
import { describe, expect, it } from "vitest";
import { pointFor } from "./phase1-points.test-support";

describe("phase 1: a section's heading reads the clauses under it (stop 35)", () => {
  it("reads a 'Que …' clause under the causes of rejection as one more cause", () => {
    const point = pointFor(
      "CAUSAS DE DESECHAMIENTO\n6.2.4 Que el licitante altere la redacción de los formatos de la propuesta económica.\n",
      "Que el licitante altere",
      "CAUSAS DE DESECHAMIENTO",
    );
    expect(point.kind).toBe("causal_rechazo");
    expect(point.mandatory).toBe(true);
  });

  it("reads a paper of the economic proposal as economic", () => {
    const point = pointFor(
      "DOCUMENTOS DE LA PROPUESTA ECONÓMICA\nPE-2. Carta compromiso firmada por el representante legal, con el total de la oferta en número y letra.\n",
      "Carta compromiso",
      "DOCUMENTOS DE LA PROPUESTA ECONÓMICA",
    );
    expect(point.kind).toBe("requisito_economico");
  });
});

describe("phase 1: the buyer named as a complement is not the sentence's subject (stop 35)", () => {
  it("keeps the object that names the buyer's offices and the forum clause as rows", () => {
    const text =
      "Artículo 1°: OBJETO. La presente Licitación Pública N° 14/2025 tiene por objeto la adquisición de equipamiento informático con destino a las dependencias de la Municipalidad.\n" +
      "h) Declaración expresa de sometimiento a la jurisdicción de los Tribunales en lo Contencioso Administrativo de la ciudad de La Plata.\n";
    expect(pointFor(text, "tiene por objeto").kind).toBe("requisito_tecnico");
    expect(pointFor(text, "sometimiento a la jurisdicción").kind).toBe("requisito_legal");
  });
});
