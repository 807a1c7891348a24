/**
 * A data sheet's row ('Concepto | Dato') whose value wraps and whose label the page centres on it: read in
 * its cells' order, it is a point like the rows printed on one line.
 */
import { describe, expect, it } from "vitest";
import { PRINTED_LINE_BREAK } from "../../../../shared/rules/table-rows";
import { extractRelevantPoints } from "./phase1-relevant-points";

const BREAK = PRINTED_LINE_BREAK;

describe("a data sheet's row printed over several lines", () => {
  it("is a point, read with its label", () => {
    const text = [
      "Concepto\tDato",
      `\tNacional. Solo podrán participar personas de nacionalidad mexicana y los bienes deberán ser${BREAK}Carácter del procedimiento${BREAK}\tproducidos en los Estados Unidos Mexicanos.`,
      "Tipo de contrato\tAbierto, a precio fijo, con cantidades mínimas y máximas por partida (numeral 2.3).",
    ].join("\n");
    const points = extractRelevantPoints([
      { id: "p1", documentId: "d1", documentName: "convocatoria.pdf", page: 1, heading: null, text },
    ]);
    const row = points.find((point) => point.requirement.startsWith("Carácter del procedimiento"));
    expect(row?.requirement).toContain("Solo podrán participar personas de nacionalidad mexicana");
    expect(row?.mandatory).toBe(true);
  });
});
