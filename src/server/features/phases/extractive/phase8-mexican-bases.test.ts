import { describe, expect, it } from "vitest";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { TPhaseContent } from "../generation/phase-input";
import { awardMethodStatement } from "./calendar-events";
import { COVERED_BY_FORMAT } from "./evaluation-formats";
import { version } from "./evaluation-phases.test-support";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import { PROCEDURE_CONDITION } from "./evaluation-summary";
import { laasspPassages } from "./mexican-bases.test-support";
import { buildRelevantPoints } from "./phase1-content";
import { buildFormats } from "./phase4-formats";
import { AFTER_AWARD_HEADING, buildEvaluation } from "./phase8-evaluation";

const UNCOVERED = "Requisito obligatorio sin cubrir";
const project = { name: "Material de curación LA-012M7B997-E45-2026", description: "Licitación LAASSP." };

// The client's own proposal: what it says of itself, citing nothing of the bases.
const proposal: TPhaseContent = {
  title: "Propuesta técnica integrada",
  sections: [
    {
      heading: "Experiencia y especialidad del licitante",
      level: 1,
      statements: [
        {
          text: "Suministramos material de curación a hospitales públicos desde 2018 (8 años).",
          sources: [],
        },
      ],
    },
  ],
  pending: [],
};

function rowsOf(content: TPhaseContent, heading: string): string[][] {
  return (
    content.sections.find((section) => section.heading === heading)?.table?.rows.map((row) => row.cells) ?? []
  );
}

describe("phase 8 on a Mexican convocatoria in OCR text", async () => {
  const passages = laasspPassages();
  const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages, project }));
  const content = await buildEvaluation(
    memoryPhaseInput({ phase: 7, passages, project, earlier: [version(0, phase1), version(6, proposal)] }),
  );

  it("lists the items to price as one mandatory requirement citing the annex, not one per line", () => {
    const uncovered = rowsOf(content, "Resumen").filter(
      (cells) => cells[0] === "Requisito obligatorio sin cubrir",
    );
    const pricing = uncovered.filter((cells) => /^(?:Cotizar|Partida \S+:)/u.test(cells[1] ?? ""));
    expect(pricing.map((cells) => cells[1])).toEqual([
      "Cotizar las 12 partidas del Anexo 1 (precio unitario e importe de cada una)",
    ]);
    const row = content.sections
      .find((section) => section.heading === "Resumen")
      ?.table?.rows.find((entry) => entry.cells[1]?.startsWith("Cotizar"));
    expect(row?.sources[0]?.quote).toMatch(/^1\t25401001\tGasa seca/u);
    // Other mandatory requirements the proposal does not cover are listed, each cited.
    expect(uncovered.length).toBeGreaterThan(10);
    const cited = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    expect(
      cited
        .filter((entry) => entry.cells[0] === "Requisito obligatorio sin cubrir")
        .every((entry) => entry.sources.length > 0),
    ).toBe(true);
  });

  it("lists what the awardee owes after the fallo apart, never as missing from the proposal", () => {
    const uncovered = rowsOf(content, "Resumen")
      .filter((cells) => cells[0] === "Requisito obligatorio sin cubrir")
      .map((cells) => cells[1] ?? "");
    const after = content.sections.find((section) => section.heading === AFTER_AWARD_HEADING);
    const owed = after?.table?.rows.map((row) => row.cells[0] ?? "") ?? [];
    // The documents to collate before signing and the performance guarantee: the awardee's, after the fallo.
    expect(owed.some((text) => /^Previo a la firma del contrato, el licitante adjudicado/u.test(text))).toBe(
      true,
    );
    expect(owed.some((text) => /^La garantía de cumplimiento deberá entregarse/u.test(text))).toBe(true);
    // Due at the signing though the bases say 'los licitantes'; and the guarantee the awardee constitutes,
    // though the scan split 'adju dicado' in the quote.
    expect(owed).toContain(
      "Los licitantes deberán registrarse en el Registro Único de Proveedores y Contratistas (RUPC) antes de la firma del contrato.",
    );
    expect(
      owed.some((text) =>
        /^El licitante adjudicado deberá constituir una garantía de cumplimiento/u.test(text),
      ),
    ).toBe(true);
    expect(uncovered.some((text) => /RUPC|garantía de cumplimiento del contrato/u.test(text))).toBe(false);
    for (const text of owed) expect(uncovered).not.toContain(text);
    expect(after?.table?.rows.every((row) => row.sources.length > 0)).toBe(true);
    expect(rowsOf(content, "Resumen").find((cells) => cells[0] === "Obligaciones tras el fallo")?.[1]).toBe(
      `${owed.length} (hoja «Después del fallo»: no se evalúan en la propuesta)`,
    );
    // What the bidder hands in with its proposal stays to be covered: the guarantee of the offer's
    // seriousness, the fiscal opinion.
    expect(uncovered.length).toBeGreaterThan(10);
    expect(owed.length).toBeLessThan(uncovered.length / 3);
  });

  it("lists how the procedure runs for information, never as a requirement to cover", () => {
    const rows = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const electronic = (text: string | undefined) =>
      /^La presente licitación es electrónica/u.test(text ?? "");
    expect(
      rows.filter((row) => row.cells[0] === "Requisito obligatorio sin cubrir" && electronic(row.cells[1])),
    ).toEqual([]);
    const informative = rows.filter((row) => row.cells[0] === PROCEDURE_CONDITION);
    expect(informative.map((row) => electronic(row.cells[1]))).toEqual([true]);
    expect(informative[0]?.sources[0]?.quote).toMatch(/^b\) La presente licitación es electrónica/u);
    // Sending the proposal through CompraNet with the e.firma is the bidder's to do: still listed.
    expect(
      rows.some(
        (row) =>
          row.cells[0] === "Requisito obligatorio sin cubrir" &&
          /^Los licitantes enviarán su proposición a través de CompraNet/u.test(row.cells[1] ?? ""),
      ),
    ).toBe(true);
  });

  it("counts a form phase 4 filled as covered, citing phase 4 and the form's page", async () => {
    const phase4 = await buildFormats(memoryPhaseInput({ phase: 3, passages, project }));
    const withForms = await buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages,
        project,
        earlier: [version(0, phase1), version(6, proposal), version(3, phase4)],
      }),
    );
    const formTwo = (text: string | undefined) => /^Formato 2\. Escrito de acreditación/u.test(text ?? "");
    // Without phase 4 it is missing from the proposal; with it, covered by the filled form.
    expect(rowsOf(content, "Resumen").some((cells) => cells[0] === UNCOVERED && formTwo(cells[1]))).toBe(
      true,
    );
    const rows = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    expect(rows.some((row) => row.cells[0] === COVERED_BY_FORMAT)).toBe(false);
    const summary = withForms.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    expect(summary.some((row) => row.cells[0] === UNCOVERED && formTwo(row.cells[1]))).toBe(false);
    const covered = summary.find((row) => row.cells[0] === COVERED_BY_FORMAT && formTwo(row.cells[1]));
    expect(covered?.cells[1]).toContain(
      "— «FORMATO 2 ACREDITACIÓN DE EXISTENCIA LEGAL Y PERSONALIDAD JURÍDICA», en Formatos_llenados_v1.docx; datos por completar en el formato: Representante legal",
    );
    const cited = passages.find((item) => item.id === covered?.sources[0]?.passageId);
    expect(cited?.page).toBe(22);
    // A requirement whose cell is cut before the form's name is read in its quote: 'conforme al Formato 2'.
    expect(
      summary.some(
        (row) =>
          row.cells[0] === COVERED_BY_FORMAT &&
          /^Presentar escrito en el que manifieste, bajo protesta de decir verdad, que cuenta con facultades/u.test(
            row.cells[1] ?? "",
          ),
      ),
    ).toBe(true);
    // The technical annex phase 4 does not reproduce covers nothing.
    expect(
      summary.some(
        (row) =>
          row.cells[0] === UNCOVERED &&
          /^Presentar la propuesta técnica conforme al Anexo 1/u.test(row.cells[1] ?? ""),
      ),
    ).toBe(true);
  });

  it("scores only points the bases state, never a guarantee, tie or quantity percentage", () => {
    const available = CRITERIA_HEADERS.indexOf("Puntos disponibles");
    const figures = rowsOf(content, "Evaluación por criterio")
      .map((cells) => cells[available] ?? "")
      .filter((cell) => /^\d/u.test(cell));
    expect(figures.length).toBeGreaterThanOrEqual(4);
    for (const figure of figures) expect(["60", "40", "24", "18", "10", "8"]).toContain(figure);
    // The economic proposal's 40 depends on the price: not estimated, no words taken as its evidence.
    const price = rowsOf(content, "Evaluación por criterio").find((cells) => cells[available] === "40");
    expect(price?.slice(3)).toEqual(["—", "—", "No estimable: depende del precio ofertado", "—"]);
    // The technical proposal's 60 is the sum of its rubros, not 60 more: it is estimated through them.
    const part = rowsOf(content, "Evaluación por criterio").find((cells) => cells[available] === "60");
    expect(part?.[CRITERIA_HEADERS.indexOf("Puntos estimados")]).toBe(
      "Se estima en sus rubros (filas con sus puntos)",
    );
    const summary = rowsOf(content, "Resumen");
    const total = content.sections
      .find((section) => section.heading === "Resumen")
      ?.table?.rows.find((row) => row.cells[0] === "Total de puntos según las bases");
    expect(total?.cells[1]).toBe("100");
    // Cited where the bases state it: 'para un total de 100 puntos'.
    expect(total?.sources[0]?.quote).toContain("para un total de 100 puntos");
    expect(summary.find((cells) => cells[0] === "Aviso")).toBeUndefined();
    const statement = content.sections[0]?.statements[0];
    expect(statement?.text).toBe("Método de evaluación de las bases: puntos y porcentajes.");
    expect(statement?.sources[0]?.quote).toContain("puntos y porcentajes");
  });

  it("says plainly when price decides: binario, precio más bajo, subasta", () => {
    for (const text of [
      "La evaluación de las proposiciones se realizará mediante el criterio de evaluación binario.",
      "Se adjudicará al licitante cuya proposición resulte solvente y ofrezca el precio más bajo.",
      "La adjudicación se hará mediante subasta inversa electrónica.",
    ]) {
      const statement = awardMethodStatement([{ id: "p1", text }]);
      expect(statement?.text).toContain("Decide el precio");
      expect(statement?.source.quote).toBe(text);
    }
    expect(
      awardMethodStatement([{ id: "p1", text: "Evaluación por puntos y porcentajes." }])?.text,
    ).not.toContain("Decide el precio");
  });

  it("quotes the method's sentence to its end when it runs on to the next line", () => {
    const text =
      "Las proposiciones se evaluarán mediante el mecanismo binario: se verificará que cumplan los\nrequisitos solicitados en estas bases.\nOtra línea.";
    expect(awardMethodStatement([{ id: "p1", text }])?.source.quote).toBe(
      "Las proposiciones se evaluarán mediante el mecanismo binario: se verificará que cumplan los\nrequisitos solicitados en estas bases.",
    );
  });
});
