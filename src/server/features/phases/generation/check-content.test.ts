import { describe, expect, it } from "vitest";
import type { RetrievedPassage } from "../render/citations";
import { checkContent, unverifiedRow, unverifiedStatement } from "./check-content";

const PASSAGE: RetrievedPassage = {
  id: "p-1",
  documentName: "bases.pdf",
  page: 4,
  text: "El licitante deberá presentar una garantía de cumplimiento del 10% del monto del contrato.",
};
const retrieved = new Map([[PASSAGE.id, PASSAGE]]);

describe("checkContent", () => {
  it("keeps a verified citation with its document and page, and refuses invented ones", () => {
    const { content, stats } = checkContent(
      {
        title: "Borrador",
        sections: [
          {
            heading: "Garantías",
            level: 1,
            statements: [
              {
                text: "Se entregará la garantía.",
                sources: [{ passageId: "p-1", quote: "garantía de cumplimiento del 10%" }],
              },
              { text: "Monto inventado.", sources: [{ passageId: "p-1", quote: "garantía del 50%" }] },
              { text: "Pasaje que nadie recuperó.", sources: [{ passageId: "p-9", quote: "lo que sea" }] },
              { text: "Texto de enlace sin fuente.", sources: [] },
            ],
          },
        ],
        pending: [],
      },
      retrieved,
    );
    const [kept, invented, unknown, plain] = content.sections[0]!.statements;
    expect(kept).toEqual({
      text: "Se entregará la garantía.",
      sources: [
        { passageId: "p-1", quote: "garantía de cumplimiento del 10%", documentName: "bases.pdf", page: 4 },
      ],
    });
    // A statement whose every citation failed is not presented as a fact.
    expect(invented).toEqual({ text: unverifiedStatement("Monto inventado."), sources: [] });
    expect(unknown!.text).toContain("[PENDIENTE: verificar");
    expect(plain).toEqual({ text: "Texto de enlace sin fuente.", sources: [] });
    expect(stats).toMatchObject({
      statements: 4,
      cited: 1,
      droppedCitations: 2,
      passagesCited: 1,
      pending: 2,
      unverified: 2,
    });
  });

  it("never shows a table row as fact when every source it claimed was refused", () => {
    const { content, stats } = checkContent(
      {
        title: "Matriz",
        sections: [
          {
            heading: "Puntos",
            level: 1,
            statements: [],
            table: {
              headers: ["Requisito", "Ponderación"],
              rows: [
                { cells: ["Garantía", "10 puntos"], sources: [{ passageId: "p-1", quote: "garantía" }] },
                { cells: ["Fianza del 50%", "30 puntos"], sources: [{ passageId: "p-9", quote: "fianza" }] },
                { cells: ["Seguro", ""], sources: [{ passageId: "p-1", quote: "seguro de vida" }] },
                { cells: ["Sin fuente", "—"], sources: [] },
              ],
            },
          },
        ],
        pending: [],
      },
      retrieved,
    );
    const rows = content.sections[0]!.table!.rows;
    expect(rows[0]!.cells).toEqual(["Garantía", "10 puntos"]);
    expect(rows[1]).toEqual({
      cells: [unverifiedStatement("Fianza del 50% | 30 puntos"), ""],
      sources: [],
    });
    expect(rows[2]!.cells).toEqual(unverifiedRow(["Seguro", ""]));
    expect(rows[2]!.cells[0]).toBe(
      "[PENDIENTE: verificar en los documentos, la cita no se encontró: «Seguro»]",
    );
    expect(rows[3]!.cells).toEqual(["Sin fuente", "—"]);
    expect(stats).toMatchObject({ statements: 4, cited: 1, droppedCitations: 2, pending: 2, unverified: 2 });
  });

  it("checks table rows too, drops repeated sources and lists only pending points not already marked", () => {
    const { content, stats } = checkContent(
      {
        title: "Matriz",
        sections: [
          {
            heading: "Puntos",
            level: 1,
            statements: [{ text: "RFC: [PENDIENTE: RFC del licitante]", sources: [] }],
            table: {
              headers: ["Requisito"],
              rows: [
                {
                  cells: ["Garantía"],
                  sources: [
                    { passageId: "p-1", quote: "Garantía de cumplimiento" },
                    { passageId: "p-1", quote: "del monto del contrato" },
                    { passageId: "p-2", quote: "x" },
                  ],
                },
              ],
            },
          },
        ],
        pending: ["RFC del licitante", "domicilio fiscal", "domicilio fiscal"],
      },
      retrieved,
    );
    expect(content.sections[0]!.table!.rows[0]!.sources).toHaveLength(1);
    expect(content.pending).toEqual(["domicilio fiscal"]);
    expect(stats).toMatchObject({ statements: 2, cited: 1, droppedCitations: 1, pending: 2 });
  });
});
