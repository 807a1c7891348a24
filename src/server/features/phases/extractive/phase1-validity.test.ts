/**
 * Phase 1 names the client's fiscal document that will have expired by the submission date, with its
 * dates and a citation to the words that date it (the sample opinión 32-D of 2 Sep 2026, 30 days, for
 * a tender opened on 15 Dec 2026), using the same validity rules as the documents view.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  COMPANY_TEST_DATE,
  WASTE_TENDER,
} from "../../../../../tests/support/company-documents";
import { readAsPassages } from "../../../../../tests/support/company-passages";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage } from "../generation/phase-input";
import { relevantPointsContent } from "./phase1-content";
import { extractRelevantPoints } from "./phase1-relevant-points";
import { calendarSubmission, VALIDITY_HEADING, validitySection, withValidity } from "./phase1-validity";

describe("phase 1's validity warning", () => {
  let passages: CategorizedPassage[];
  beforeAll(async () => {
    passages = await readAsPassages([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);
  }, 120_000);

  it("names the expired opinión de cumplimiento, its dates and the submission date, cited to its page", async () => {
    const section = await validitySection(memoryPhaseInput({ phase: 0, passages }), COMPANY_TEST_DATE);
    expect(section?.heading).toBe(VALIDITY_HEADING);
    const warning = section!.statements.find((item) => item.text.includes(COMPANY_FILE_NAMES.opinion));
    expect(warning?.text).toBe(
      `Advertencia: Opinión de cumplimiento de obligaciones fiscales (SAT, artículo 32-D) «${COMPANY_FILE_NAMES.opinion}», emitida el 02/09/2026 y vigente hasta el 02/10/2026 (30 días según el propio documento), habrá vencido a la presentación y apertura de proposiciones (15/12/2027). Obtenga una versión actualizada antes de presentar la propuesta.`,
    );
    const cited = passages.find((item) => item.id === warning!.sources[0]!.passageId)!;
    expect([cited.documentName, cited.page]).toEqual([COMPANY_FILE_NAMES.opinion, 1]);
    expect(warning!.sources[0]!.quote).toBe("Fecha de emisión: 2 de septiembre de 2026");
    const row = section!.table!.rows.find((item) => item.cells[0] === COMPANY_FILE_NAMES.opinion);
    expect(row?.cells.slice(2)).toEqual([
      "02/09/2026",
      "02/10/2026",
      "30 días según el propio documento",
      "Vencido a la presentación y apertura de proposiciones (15/12/2027)",
    ]);
  });

  it("goes first in phase 1 and measures against today when the bases give no submission date", async () => {
    const matrix = relevantPointsContent(
      extractRelevantPoints(passages.filter((item) => item.documentType === "bases")),
    );
    const input = memoryPhaseInput({ phase: 0, passages });
    const content = await withValidity(input, matrix);
    expect(content.sections.map((item) => item.heading)).toEqual([
      VALIDITY_HEADING,
      ...matrix.sections.map((item) => item.heading),
    ]);
    // Running it again replaces the section rather than adding a second one.
    expect((await withValidity(input, content)).sections).toHaveLength(content.sections.length);

    const ownOnly = passages.filter((item) => item.documentType !== "bases");
    const today = new Date("2026-09-10T18:00:00Z");
    const early = await validitySection(memoryPhaseInput({ phase: 0, passages: ownOnly }), today);
    expect(early!.statements[0]!.text).toBe(
      "Los documentos fiscales y legales revisados siguen vigentes a hoy (10/09/2026), porque las bases leídas no indican la fecha de presentación.",
    );
    // Without fiscal or legal documents there is nothing to warn about.
    expect(
      await validitySection(
        memoryPhaseInput({ phase: 0, passages: passages.filter((item) => item.documentType === "bases") }),
      ),
    ).toBeNull();
  });

  it("takes the submission date from phase 1's calendar when the bases date the act only in a table", async () => {
    // Three procedures of one convocatoria, their acts dated in a table's cells ('25/02/2026'): no
    // sentence names the date, the calendar does; the latest act is the one a document must still reach.
    const calendar = (dates: string[]) => ({
      title: "Puntos relevantes de las bases",
      sections: [
        {
          heading: "Calendario",
          level: 1 as const,
          statements: [],
          table: {
            headers: ["Evento", "Fecha", "Hora", "Lugar", "Procedimiento o lote"],
            rows: [
              { cells: ["Junta de aclaraciones", "18/02/2026", "10:00 horas", "", "LP-001"], sources: [] },
              ...dates.map((date, index) => ({
                cells: [
                  "Presentación y apertura de proposiciones",
                  date,
                  "10:00 horas",
                  "",
                  `LP-00${index + 1}`,
                ],
                sources: [],
              })),
            ],
          },
        },
      ],
      pending: [],
    });
    expect(
      calendarSubmission(
        calendar(["12/10/2026", "1 de diciembre de 2026", "a más tardar el día hábil siguiente"]),
      ),
    ).toEqual(new Date(Date.UTC(2026, 11, 1, 18)));
    expect(calendarSubmission(calendar([]))).toBeNull();

    const ownOnly = passages.filter((item) => item.documentType !== "bases");
    const today = new Date("2026-09-10T18:00:00Z");
    const content = await withValidity(
      memoryPhaseInput({ phase: 0, passages: ownOnly }),
      calendar(["25/09/2026", "12/10/2026"]),
      today,
    );
    const row = content.sections[0]!.table!.rows.find((item) => item.cells[0] === COMPANY_FILE_NAMES.opinion);
    expect(row?.cells[5]).toBe("Vencido a la presentación y apertura de proposiciones (12/10/2026)");
  });

  it("measures against today, and says so, when the bases' submission day has already passed", async () => {
    // The tender's act (15/12/2027) is over by 20/12/2027: the opinión is measured against that day.
    const after = new Date("2027-12-20T18:00:00Z");
    const section = await validitySection(memoryPhaseInput({ phase: 0, passages }), after);
    const row = section!.table!.rows.find((item) => item.cells[0] === COMPANY_FILE_NAMES.opinion);
    expect(row?.cells[5]).toBe(
      "Vencido a hoy (20/12/2027): la presentación y apertura de proposiciones que indican las bases (15/12/2027) ya pasó",
    );
    // On the day of the act itself it is still the reference.
    const onTheDay = await validitySection(
      memoryPhaseInput({ phase: 0, passages }),
      new Date("2027-12-15T23:00:00Z"),
    );
    expect(onTheDay!.table!.rows[0]!.cells[5]).toBe(
      "Vencido a la presentación y apertura de proposiciones (15/12/2027)",
    );
  });
});
