/** The 'not a tender' check on real bases and on a document that is not one. */
import { describe, expect, it } from "vitest";
import { notATenderWarning, readsAsTender } from "./tender-check";

describe("readsAsTender", () => {
  it("reads Mexican and Argentine bases as tenders", () => {
    expect(
      readsAsTender([
        "CONVOCATORIA A LA LICITACIÓN PÚBLICA NACIONAL LO-009J2M002-E15-2026",
        "El objeto de la licitación es la supervisión de la obra. El acto de presentación y apertura de proposiciones será el 20 de marzo. El fallo se dará a conocer el 27 de marzo.",
      ]).isTender,
    ).toBe(true);
    expect(
      readsAsTender([
        "La Municipalidad de Rosario llama a Licitación Privada para la adquisición de servidores. Los oferentes presentarán sus ofertas en sobre cerrado. La adjudicación se efectuará por ítem.",
      ]).isTender,
    ).toBe(true);
  });

  it("warns about a youth-award call uploaded as bases, naming what is missing", () => {
    const call = [
      "Premio Estatal de la Juventud 2025. Podrán participar jóvenes de 12 a 29 años que se hayan distinguido en su comunidad.",
      "Las candidaturas se registrarán en línea; el jurado dará a conocer a los ganadores en ceremonia pública.",
    ];
    expect(readsAsTender(call).isTender).toBe(false);
    expect(notATenderWarning(call)).toContain("no encontramos número de procedimiento, objeto");
    expect(notATenderWarning(call)).toContain("puede generar la fase 1 de todos modos");
    expect(notATenderWarning([])).toBeNull();
  });
});
