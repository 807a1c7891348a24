/**
 * A footnote of an adjusted Word file found again: a table row the draft quoted in column order is
 * found in the row its passage writes as printed over several lines (issue 9's printed rows).
 */
import { describe, expect, it } from "vitest";
import { requestText, TENDER_REQUEST_PREFIX } from "../extractive/draft-sections";
import { sourceAmong } from "./resolve-source";

const ROW =
  "FISM-LP-002/2026\tConstrucción de red de drenaje sanitario en la colonia\t09/03/2026\t120 días naturales\u2028\tLomas de San Bartolo, 42 pozos de visita\t\t";
const PASSAGE = {
  id: "p-1",
  documentName: "convocatoria-obra.pdf",
  page: 1,
  text: `No. de licitación\tDescripción general de la obra\tFecha de inicio\tPlazo de ejecución\n${ROW}`,
};

describe("sourceAmong", () => {
  it("finds a quote the passage holds, as it is", () => {
    expect(sourceAmong([PASSAGE], "Descripción general de la obra")).toEqual({
      passageId: "p-1",
      quote: "Descripción general de la obra",
    });
  });

  it("finds a row the draft quoted in column order, citing the row as the passage writes it", () => {
    // What the draft writes, then what the Word read-back gives after the label, cells apart by tabs.
    const written = requestText(ROW);
    expect(written).toBe(
      `${TENDER_REQUEST_PREFIX}FISM-LP-002/2026 | Construcción de red de drenaje sanitario en la colonia Lomas de San Bartolo, 42 pozos de visita | 09/03/2026 | 120 días naturales`,
    );
    const readBack = written.slice(TENDER_REQUEST_PREFIX.length).replaceAll(" | ", "\t");
    expect(sourceAmong([PASSAGE], readBack)).toEqual({ passageId: "p-1", quote: ROW });
  });

  it("finds nothing for a row the passage does not hold", () => {
    expect(sourceAmong([PASSAGE], "FISM-LP-001/2026\tAmpliación de red de agua potable")).toBeNull();
  });
});
