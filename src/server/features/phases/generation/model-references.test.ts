import { describe, expect, it } from "vitest";
import type { RetrievedPassage } from "../render/citations";
import { stripModelReferences, stripReferences } from "./model-references";

const NONE = { pages: new Set<number>(), documents: new Set<string>() };

const PASSAGE: RetrievedPassage = {
  id: "p-1",
  documentName: "convocatoria-bases.pdf",
  page: 4,
  text: "El licitante deberá presentar una garantía de cumplimiento del 10% del monto del contrato.",
};
const retrieved = new Map([[PASSAGE.id, PASSAGE]]);
const verified = [{ passageId: "p-1", quote: "garantía de cumplimiento" }];

describe("references a model writes into its text", () => {
  it("removes bracketed references, passage ids and unbacked pages or documents", () => {
    expect(stripReferences("Se exige fianza (bases.pdf, p. 9).", NONE).text).toBe("Se exige fianza.");
    expect(stripReferences("Se exige fianza [P3].", NONE).text).toBe("Se exige fianza.");
    expect(stripReferences("Según P3, se exige fianza.", NONE).text).toBe("se exige fianza.");
    expect(stripReferences("Se exige fianza, p. 12.", NONE).text).toBe("Se exige fianza.");
    expect(stripReferences("Lo indica la página 12 de las bases.", NONE).text).toBe(
      "Lo indica de las bases.",
    );
    expect(stripReferences("Está en anexo-7.docx y en pp. 3-4.", NONE)).toEqual({
      text: "Está y.",
      removed: 2,
    });
  });

  it("keeps text without references, [PENDIENTE] marks and what the verified sources back", () => {
    const plain = "Garantía del 10% (diez por ciento) conforme a la norma [ISO 9001].";
    expect(stripReferences(plain, NONE)).toEqual({ text: plain, removed: 0 });
    expect(stripReferences("RFC: [PENDIENTE: RFC, ver p. 3 del acta]", NONE).removed).toBe(0);
    const allowed = { pages: new Set([4]), documents: new Set(["convocatoria-bases.pdf"]) };
    expect(stripReferences("Lo pide convocatoria-bases.pdf en la página 4.", allowed).removed).toBe(0);
  });

  it("checks a model's whole content against each statement's and row's verified sources", () => {
    const { content, removed } = stripModelReferences(
      {
        title: "Evaluación (P1)",
        sections: [
          {
            heading: "Criterios [bases.pdf, p. 2]",
            level: 1,
            statements: [
              { text: "La fianza está en la página 4.", sources: verified },
              { text: "La fianza está en la página 4.", sources: [{ passageId: "P999", quote: "x" }] },
              { text: "(convocatoria-bases.pdf, p. 4)", sources: verified },
            ],
            table: {
              headers: ["Criterio", "Evidencia encontrada"],
              rows: [
                { cells: ["Fianza", "Carta de fianza, convocatoria-bases.pdf p. 4"], sources: verified },
                { cells: ["Fianza", "Carta de fianza, bases.pdf p. 9"], sources: verified },
              ],
            },
          },
        ],
        pending: ["RFC (acta.pdf, p. 1)"],
      },
      retrieved,
    );
    expect(content.title).toBe("Evaluación");
    const [section] = content.sections;
    expect(section!.heading).toBe("Criterios");
    // Backed by its own verified source: kept. The same words under an invented source: removed.
    // A statement that was only a reference is gone.
    expect(section!.statements.map((statement) => statement.text)).toEqual([
      "La fianza está en la página 4.",
      "La fianza está.",
    ]);
    expect(section!.table!.rows.map((row) => row.cells[1])).toEqual([
      "Carta de fianza, convocatoria-bases.pdf p. 4",
      "Carta de fianza,",
    ]);
    expect(content.pending).toEqual(["RFC"]);
    expect(removed).toBe(7);
  });
});
