/**
 * The figures of phase 1 equal the document's, on every labelled fixture: each date, time, amount,
 * percentage and quantity in a row's 'Requisito' and in the calendar's cells occurs on a page the row
 * cites (spaces and thousand separators aside), and each calendar event read from a sentence is named
 * by its own cue. No labels are read: only the document and the rows.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePassages, PHASE1_FIXTURES } from "../../../../../tests/support/phase1-fixtures";
import { inCellOrder } from "../../../../shared/rules/table-rows";
import type { TPhaseContent } from "../generation/phase-input";
import { buildLexicon, readableText } from "./ocr-repair";
import { calendarNamesIn } from "./phase1-calendar";
import { CALENDAR_HEADING, RELEVANT_POINTS_HEADING, relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints, type SourcePassage } from "./phase1-relevant-points";
import { readTenderTables } from "./tender-tables";

/** Figures as digit strings: '3,500,000.00' and '3.500.000,00' → '350000000'; '10:00' kept with its colon. */
function figuresOf(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,:\s]\d+)*/gu)].flatMap((match) =>
    // Thousands are grouped by a space ('3 500 000'), never by a tab or a line break (a cell's edge).
    match[0].split(/\s+/u).length > 1 && !/^\d{1,3}(?: \d{3})+$/u.test(match[0])
      ? match[0].split(/\s+/u).map((part) => part.replace(/[.,]/gu, ""))
      : [match[0].replace(/[.,\s]/gu, "")],
  );
}

type Source = { passageId: string; quote: string };
type Passage = SourcePassage;

/** What does not hold: figures missing from the cited pages, and calendar events not named by their line. */
function mismatches(content: TPhaseContent, passages: Passage[]): string[] {
  const pageOf = new Map(passages.map((passage) => [passage.id, passage.page]));
  const pageFigures = new Map<number | null, Set<string>>();
  for (const passage of passages) {
    const figures = pageFigures.get(passage.page) ?? new Set<string>();
    for (const figure of figuresOf(passage.text)) figures.add(figure);
    pageFigures.set(passage.page, figures);
  }
  const lexicon = buildLexicon(passages.map((passage) => passage.text));
  const wrong: string[] = [];
  const check = (cell: string, sources: Source[]) => {
    const cited = new Set(sources.map((source) => pageOf.get(source.passageId) ?? null));
    for (const figure of figuresOf(cell.replace(/\[PENDIENTE[^\]]*\]/gu, ""))) {
      if (![...cited].some((page) => pageFigures.get(page)?.has(figure)))
        wrong.push(`${figure} en «${cell}» (p. ${[...cited].join(", ")})`);
    }
  };
  const points = content.sections.find((section) => section.heading === RELEVANT_POINTS_HEADING);
  for (const row of points?.table?.rows ?? []) check(row.cells[0] ?? "", row.sources);
  const calendar = content.sections.find((section) => section.heading === CALENDAR_HEADING);
  for (const row of calendar?.table?.rows ?? []) {
    if (row.sources.length === 0) continue;
    const [event = "", date = "", time = ""] = row.cells;
    check(`${date} ${time}`, row.sources);
    const line = row.sources[0]?.quote ?? "";
    // A row printed over several lines shows its cells in order (table-rows.ts).
    // OCR's slips read as the rules read them ('notificac-' / 'ion' is 'notificación'): figures are never mended.
    const quote = readableText(inCellOrder(line), lexicon).replace(/\s+/gu, " ");
    // The date shown is the one on the cited line, and a sentence's event is the one its cue names (a
    // table's is its column's, checked in tender-tables.test).
    if (!date.startsWith("[PENDIENTE") && !quote.includes(date.replace(/\s+/gu, " ")))
      wrong.push(`${event}: ${date} no está en «${quote.slice(0, 100)}»`);
    if (!line.includes("\t") && !calendarNamesIn(quote).some((piece) => piece.event === event))
      wrong.push(`${event} ← «${quote.slice(0, 100)}»`);
  }
  return wrong;
}

describe("phase 1's figures equal the document's", () => {
  for (const fixture of PHASE1_FIXTURES) {
    it.skipIf(!existsSync(fixture.document))(fixture.name, { timeout: 120_000 }, async () => {
      const passages = await fixturePassages(fixture.document);
      const content = relevantPointsContent(extractRelevantPoints(passages), readTenderTables(passages));
      expect(mismatches(content, passages)).toEqual([]);
    });
  }

  it("flags a figure the cited page does not have and an event under another's name", () => {
    const passages = [
      {
        id: "p1",
        documentId: "d",
        documentName: "b.txt",
        page: 1,
        heading: null,
        text: "La garantía será del 10% del monto.",
      },
      {
        id: "p2",
        documentId: "d",
        documentName: "b.txt",
        page: 2,
        heading: null,
        text: "El fallo será el 4 de marzo de 2026.",
      },
    ];
    const content = relevantPointsContent(extractRelevantPoints(passages), readTenderTables(passages));
    expect(mismatches(content, passages)).toEqual([]);
    const table = content.sections.find((section) => section.heading === RELEVANT_POINTS_HEADING)?.table;
    const calendar = content.sections.find((section) => section.heading === CALENDAR_HEADING)?.table;
    const fallo = calendar?.rows.find((row) => row.sources.length > 0);
    if (!table?.rows[0] || !fallo) throw new Error("sin filas");
    table.rows[0].cells[0] = "La garantía será del 15% del monto.";
    fallo.cells[0] = "Firma del contrato";
    fallo.cells[1] = "5 de marzo de 2026";
    expect(mismatches(content, passages)).toEqual([
      "15 en «La garantía será del 15% del monto.» (p. 1)",
      "5 en «5 de marzo de 2026 » (p. 2)",
      "Firma del contrato: 5 de marzo de 2026 no está en «El fallo será el 4 de marzo de 2026.»",
      "Firma del contrato ← «El fallo será el 4 de marzo de 2026.»",
    ]);
  });
});
