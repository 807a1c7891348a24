/** Phase 1's calendar and evaluation method: each event under its own name, durations kept out. */
import { describe, expect, it } from "vitest";
import { relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";

const BASES = [
  "Las preguntas de los licitantes se recibirán hasta el 10 de marzo de 2025 a las 14:00 horas.",
  "La junta de aclaraciones se celebrará el 12 de marzo de 2025 a las 11:00 horas en la sala de juntas.",
  "El acto de presentación y apertura de proposiciones será el 20 de marzo de 2025 a las 10:00 horas.",
  "La vigencia de la propuesta será de sesenta (60) días naturales a partir del 20 de marzo de 2025.",
  "La adjudicación se realizará mediante subasta inversa electrónica.",
].join("\n");

function content(text: string) {
  return relevantPointsContent(
    extractRelevantPoints([
      { id: "p1", documentId: "d1", documentName: "bases.pdf", page: 1, heading: null, text },
    ]),
  );
}

describe("phase 1 calendar and evaluation method", () => {
  it("files each dated event under its own name and leaves the offer's validity out", () => {
    const calendar = content(BASES).sections[1]?.table?.rows.map((row) => row.cells) ?? [];
    expect(calendar).toEqual([
      ["Límite para enviar preguntas", "10 de marzo de 2025", "14:00 horas", "", ""],
      ["Junta de aclaraciones", "12 de marzo de 2025", "11:00 horas", "la sala de juntas", ""],
      ["Presentación y apertura de proposiciones", "20 de marzo de 2025", "10:00 horas", "", ""],
      ["Fallo", "[PENDIENTE: fecha]", "", "", ""],
      ["Firma del contrato", "[PENDIENTE: fecha]", "", "", ""],
    ]);
  });

  it("reads a calendar printed as lines without punctuation (OCR text of a table) event by event", () => {
    const calendar = content(
      [
        "CALENDARIO DE EVENTOS",
        "Visita al sitio de los trabajos 9 de marzo de 2026 10:00 horas",
        "Junta de aclaraciones 11 de marzo de 2026 11:00 horas",
        "Presentación y apertura de proposiciones 18 de marzo de 2026 10:00 horas",
        "Fallo 25 de marzo de 2026 13:00 horas",
      ].join("\n"),
    ).sections[1]?.table?.rows;
    expect(calendar?.map((row) => row.cells.slice(0, 3))).toEqual([
      ["Visita al sitio", "9 de marzo de 2026", "10:00 horas"],
      ["Junta de aclaraciones", "11 de marzo de 2026", "11:00 horas"],
      ["Presentación y apertura de proposiciones", "18 de marzo de 2026", "10:00 horas"],
      ["Fallo", "25 de marzo de 2026", "13:00 horas"],
      ["Firma del contrato", "[PENDIENTE: fecha]", ""],
    ]);
    expect(calendar?.[1]?.sources[0]?.quote).toBe("Junta de aclaraciones 11 de marzo de 2026 11:00 horas");
  });

  it("names the evaluation method with its citation, and says when the bases do not", () => {
    const named = content(BASES).sections[0]?.statements[0];
    expect(named?.text).toBe("Método de evaluación: subasta.");
    expect(named?.sources[0]?.quote).toContain("subasta inversa");
    const unnamed = content(BASES.split("\n").slice(0, 2).join("\n")).sections[0]?.statements[0];
    expect(unnamed?.text).toContain("[PENDIENTE");
  });
});
