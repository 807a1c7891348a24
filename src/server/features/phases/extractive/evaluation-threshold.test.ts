/**
 * Phase 8 sets its technical estimate against the least score the bases ask of the technical proposal
 * (LAASSP's 'puntuación mínima … para ser considerada solvente'): below it, the summary says the
 * proposal would be rejected; the minimum is read only where the bases state it, cited, and a rubro's
 * own minimum or a criterion's points are no such minimum.
 */
import { describe, expect, it } from "vitest";
import { memoryPhaseInput, passage } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { minimumVerdict } from "./evaluation-summary";
import { technicalMinimum, technicalMinimumOf } from "./evaluation-threshold";
import { buildEvaluation } from "./phase8-evaluation";

const CRITERIA = [
  "6. EVALUACIÓN DE LAS PROPOSICIONES",
  "La evaluación se realizará mediante el criterio de puntos y porcentajes.",
  "La propuesta técnica tendrá un valor de 60 puntos y la propuesta económica un valor de 40 puntos.",
  "Rubro\tPuntos",
  "Capacidad del licitante\t30",
  "Experiencia y especialidad del licitante\t30",
];
const MINIMUM =
  "Para ser considerada solvente, la propuesta técnica deberá obtener una puntuación mínima de 45 (cuarenta y cinco) puntos.";

function summary(content: TPhaseContent) {
  return content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
}

async function evaluate(basesLines: string[]) {
  const bases = passage("bases", "bases-servicio.pdf", 9, basesLines.join("\n"));
  const own = passage(
    "curricula",
    "curriculum-empresa.pdf",
    1,
    "Empresa constituida en 2022, dedicada al mantenimiento de equipo de aire acondicionado.",
  );
  return buildEvaluation(memoryPhaseInput({ phase: 7, passages: [bases, own] }));
}

describe("the technical minimum of the bases", () => {
  it.each([
    [MINIMUM, 45],
    [
      "La puntuacion minima que debera obtener la propuesta tecnica sera de 37.5 puntos de los 50 maximos.",
      37.5,
    ],
    ["Solo se evaluará el precio de las propuestas técnicas que obtengan al menos 40 puntos.", 40],
  ])("reads «%s» as %s points", (sentence, value) => {
    expect(technicalMinimumOf(sentence)).toBe(value);
  });

  it.each([
    "La puntuación mínima en el rubro de capacidad técnica será de 5 puntos.",
    "A la propuesta técnica se le otorgarán hasta 60 puntos.",
    "La puntuación mínima para el precio será de 20 puntos.",
  ])("reads no minimum of the technical proposal in «%s»", (sentence) => {
    expect(technicalMinimumOf(sentence)).toBeNull();
  });

  it("says the estimate falls below the minimum, cited to the sentence that states it", async () => {
    const content = await evaluate([...CRITERIA, MINIMUM]);
    const rows = summary(content);
    const stated = rows.find((row) => row.cells[0] === "Puntuación técnica mínima según las bases");
    expect(stated?.cells[1]).toBe("45");
    expect(stated?.sources[0]?.quote).toBe(MINIMUM);
    const estimated = rows.find((row) => row.cells[0] === "Puntos estimados de los criterios no económicos");
    const verdict = rows.find((row) => row.cells[0] === "Estimación frente al mínimo");
    expect(verdict?.cells[1]).toBe(
      `Por debajo del mínimo: se estiman ${estimated?.cells[1]} de 60 puntos técnicos y las bases piden 45. Con esta estimación la propuesta técnica no sería solvente y se desecharía sin abrir su precio: complete lo que indica «Qué falta» en cada criterio.`,
    );
  });

  it("adds nothing when the bases state no minimum", async () => {
    const content = await evaluate(CRITERIA);
    expect(technicalMinimum([passage("bases", "bases-servicio.pdf", 9, CRITERIA.join("\n"))])).toBeNull();
    expect(summary(content).some((row) => /mínim/u.test(row.cells[0] ?? ""))).toBe(false);
  });

  it("says when the estimate reaches the minimum, and when some criterion could not be estimated", () => {
    expect(minimumVerdict(48, 60, 45, 0)).toBe(
      "Alcanza el mínimo: se estiman 48 de 60 puntos técnicos y las bases piden 45.",
    );
    expect(minimumVerdict(30, 50, 37.5, 1)).toMatch(
      /^Por debajo del mínimo: se estiman 30 de 50 puntos técnicos \(sin contar 1 criterio que no se pudo estimar\) y las bases piden 37\.5\./u,
    );
  });
});
