/**
 * The procedure's number printed again as a title (issue 9, stop 28): one row per document and number,
 * citing each page; a sentence that says something with the number stays a row of its own.
 */
import { describe, expect, it } from "vitest";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { procedureCodeOfTitle } from "./procedure-titles";

const passage = (id: string, page: number, text: string) => ({
  id,
  documentId: "d1",
  documentName: "bases.pdf",
  page,
  heading: null,
  text,
});

describe("The procedure's number as a title (stop 28)", () => {
  it("reads the code of a title, not of a sentence", () => {
    expect(
      procedureCodeOfTitle("CALENDARIO DE EVENTOS DE LA INVITACIÓN RESTRINGIDA NÚMERO IR-MSJ-ADQ-07-2026"),
    ).toBe("IR-MSJ-ADQ-07-2026");
    expect(
      procedureCodeOfTitle("Los licitantes citarán el número IR-MSJ-ADQ-07-2026 en cada sobre."),
    ).toBeNull();
    expect(procedureCodeOfTitle("Anexo 4. Propuesta económica")).toBeNull();
    expect(procedureCodeOfTitle("BASES INVITACIÓN RESTRINGIDA NÚMERO IR.MSJR.SER.202502.DS")).toBe(
      "IR.MSJR.SER.202502.DS",
    );
  });

  it("is one row citing each page it is printed on", () => {
    const rows = extractRelevantPoints([
      passage("p1", 1, "BASES\nINVITACIÓN RESTRINGIDA NÚMERO IR-MSJ-ADQ-07-2026"),
      passage(
        "p2",
        4,
        "CALENDARIO DE EVENTOS DE LA\nINVITACIÓN RESTRINGIDA NÚMERO IR-MSJ-ADQ-07-2026\n\nLa junta de aclaraciones se celebrará el 12 de marzo de 2026 a las 10:00 horas en la sala de juntas.",
      ),
      passage("p3", 9, 'IR-MSJ-ADQ-07-2026\n"SUMINISTRO DE MATERIAL IMPRESO."'),
    ]);
    const numbered = rows.filter((row) => row.quote.includes("IR-MSJ-ADQ-07-2026"));
    expect(numbered).toHaveLength(1);
    expect(numbered[0]?.page).toBe(1);
    expect(numbered[0]?.alsoIn.map((place) => place.page)).toEqual([4, 9]);
    expect(rows.some((row) => row.quote.includes("12 de marzo de 2026"))).toBe(true);
  });
});
