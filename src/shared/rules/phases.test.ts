import { describe, expect, it } from "vitest";
import { MAX_PHASE_VERSIONS, PHASES, phaseDescription, phaseFileName } from "./phases";

describe("phases", () => {
  it("are eight, Excel first and last, Word in between, six versions at most", () => {
    expect(PHASES.map((phase) => phase.output)).toEqual([
      "xlsx",
      "docx",
      "docx",
      "docx",
      "docx",
      "docx",
      "docx",
      "xlsx",
    ]);
    expect(MAX_PHASE_VERSIONS).toBe(6);
    expect(phaseDescription(0)).toBe("Fase 1 de 8: Puntos relevantes de las bases");
    expect(phaseDescription(7)).toBe("Fase 8 de 8: Evaluación de la propuesta");
  });

  it("name files after the phase with underscores, the version and _ajustado", () => {
    expect(phaseFileName(0, 1, false)).toBe("Puntos_relevantes_de_las_bases_v1.xlsx");
    expect(phaseFileName(1, 2, true)).toBe("Indice_de_la_propuesta_tecnica_v2_ajustado.docx");
    expect(() => phaseFileName(8, 1, false)).toThrow(RangeError);
  });
});
