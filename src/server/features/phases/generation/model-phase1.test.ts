/** The model's phase 1 in the workbook's shape: its calendar in the same five columns as the built-in one. */
import { describe, expect, it } from "vitest";
import { CALENDAR_HEADERS } from "../extractive/phase1-calendar";
import { PARTIDAS_HEADERS, RELEVANT_POINTS_HEADERS } from "../extractive/phase1-content";
import { memoryPhaseInput, passage } from "./memory-phase-input.test-support";
import { buildModelPrompt } from "./model-builder";
import { shapeRelevantPoints } from "./model-phase1";

const source = [{ passageId: "p1", quote: "La junta de aclaraciones se celebrará el 18 de febrero de 2026" }];

describe("phase 1 by a model", () => {
  it("asks for the workbook's sheets and columns: points, partidas and a five-column calendar", async () => {
    const bases = passage(
      "bases",
      "bases.txt",
      6,
      "La junta de aclaraciones se celebrará el 18 de febrero de 2026.",
    );
    const { userPrompt } = await buildModelPrompt(memoryPhaseInput({ phase: 0, passages: [bases] }));
    for (const headers of [RELEVANT_POINTS_HEADERS, PARTIDAS_HEADERS, CALENDAR_HEADERS]) {
      expect(userPrompt).toContain(`[${headers.map((header) => `"${header}"`).join(", ")}]`);
    }
    expect(userPrompt).toContain("son duraciones, no eventos");
  });

  it("reads a calendar given as 'Evento' and 'Fecha o plazo' into Evento, Fecha, Hora, Lugar, Procedimiento o lote", () => {
    const shaped = shapeRelevantPoints({
      title: "Puntos relevantes",
      sections: [
        {
          heading: "Calendario",
          level: 1,
          statements: [],
          table: {
            headers: ["Evento", "Fecha o plazo"],
            rows: [
              {
                cells: ["Junta de aclaraciones", "18 de febrero de 2026 a las 11:00 horas"],
                sources: source,
              },
            ],
          },
        },
      ],
      pending: [],
    });
    expect(shaped.sections[0]?.table).toEqual({
      headers: CALENDAR_HEADERS,
      rows: [
        { cells: ["Junta de aclaraciones", "18 de febrero de 2026", "11:00 horas", "", ""], sources: source },
      ],
    });
  });

  it("puts columns given in another order under their names and leaves the right shape alone", () => {
    const table = {
      headers: ["Lugar", "Evento", "Hora", "Fecha"],
      rows: [{ cells: ["CompraNet", "Fallo", "13:00 horas", "4 de marzo de 2026"], sources: source }],
    };
    const shaped = shapeRelevantPoints({
      title: "t",
      sections: [{ heading: "Calendario", level: 1, statements: [], table }],
      pending: [],
    });
    expect(shaped.sections[0]?.table?.rows[0]?.cells).toEqual([
      "Fallo",
      "4 de marzo de 2026",
      "13:00 horas",
      "CompraNet",
      "",
    ]);
    const right = {
      headers: [...CALENDAR_HEADERS],
      rows: [{ cells: ["Fallo", "4 de marzo de 2026", "", "", "LA-1"], sources: source }],
    };
    const again = shapeRelevantPoints({
      title: "t",
      sections: [{ heading: "Calendario", level: 1, statements: [], table: right }],
      pending: [],
    });
    expect(again.sections[0]?.table).toBe(right);
  });
});
