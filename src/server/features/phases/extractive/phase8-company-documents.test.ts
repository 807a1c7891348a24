/**
 * Phase 8 on the sample company's real documents (PDF and Word, read as the product reads them) against
 * the waste tender: what the client's papers truly cover. The opinión 32-D of 2 Sep 2026 (30 days) and
 * the constancia of 3 Nov 2026 (30 days by the bases) are past their validity on the tender's submission
 * (15 Dec 2027): there, but covering nothing until renewed.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  WASTE_TENDER,
} from "../../../../../tests/support/company-documents";
import { readAsPassages } from "../../../../../tests/support/company-passages";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";
import { version } from "./evaluation-phases.test-support";
import { COVERED_BY_DOCUMENT } from "./evaluation-summary";
import { EXPIRED_DOCUMENT } from "./evaluation-validity";
import { buildRelevantPoints } from "./phase1-content";
import { buildEvaluation } from "./phase8-evaluation";

const UNCOVERED = "Requisito obligatorio sin cubrir";

describe("phase 8 on the company's own documents", () => {
  let passages: CategorizedPassage[];
  let content: TPhaseContent;
  const summary = () => content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
  const page = (passageId: string | undefined) => {
    const found = passages.find((item) => item.id === passageId);
    return [found?.documentName, found?.page];
  };

  beforeAll(async () => {
    passages = await readAsPassages([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);
    const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages }));
    content = await buildEvaluation(memoryPhaseInput({ phase: 7, passages, earlier: [version(0, phase1)] }));
  }, 120_000);

  it("does not count an expired opinión de cumplimiento as covering its requirement", () => {
    const asked = (row: { cells: string[] }) => /opini[óo]n de cumplimiento/iu.test(row.cells[1] ?? "");
    expect(summary().filter((row) => row.cells[0] === COVERED_BY_DOCUMENT && asked(row))).toEqual([]);
    expect(summary().filter((row) => row.cells[0] === UNCOVERED && asked(row))).toEqual([]);
    const rows = summary().filter((row) => row.cells[0] === EXPIRED_DOCUMENT && asked(row));
    expect(rows).toHaveLength(1);
    const text = rows[0]!.cells[1] ?? "";
    expect(text).toContain(
      `«${COMPANY_FILE_NAMES.opinion}» venció el 02/10/2026 (30 días según el propio documento)`,
    );
    expect(text).toContain("no es vigente a la presentación y apertura de proposiciones (15/12/2027)");
    expect(text).toContain("Obtenga una versión actualizada.");
    // Cited first to the words that date it, then to the bases' requirement.
    const opinion = rows[0]!.sources.find(
      (source) => page(source.passageId)[0] === COMPANY_FILE_NAMES.opinion,
    );
    expect(opinion?.quote).toBe("Fecha de emisión: 2 de septiembre de 2026");
    expect(page(opinion?.passageId)).toEqual([COMPANY_FILE_NAMES.opinion, 1]);
    expect(
      rows[0]!.sources.some((source) => page(source.passageId)[0] === "bases-recoleccion-tonala.pdf"),
    ).toBe(true);
  });

  it("measures an opinión filed under 'Otros' too", async () => {
    const filedElsewhere = passages.map((item) =>
      item.documentName === COMPANY_FILE_NAMES.opinion ? { ...item, documentType: "otros" as const } : item,
    );
    const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages: filedElsewhere }));
    const other = await buildEvaluation(
      memoryPhaseInput({ phase: 7, passages: filedElsewhere, earlier: [version(0, phase1)] }),
    );
    const rows = other.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const opinion = (row: { cells: string[] }) => /opini[óo]n de cumplimiento/iu.test(row.cells[1] ?? "");
    expect(rows.filter((row) => row.cells[0] === COVERED_BY_DOCUMENT && opinion(row))).toEqual([]);
    const expired = rows.filter((row) => row.cells[0] === EXPIRED_DOCUMENT && opinion(row));
    expect(expired).toHaveLength(1);
    expect(expired[0]?.cells[1]).toContain(`«${COMPANY_FILE_NAMES.opinion}» venció el 02/10/2026`);
  });
});

// The municipal works convocatoria (development fixture) answered by the same company's documents.
const OBRA = {
  name: "convocatoria-obra-municipal.pdf",
  category: "bases" as const,
  build: () => readFile("tests/fixtures/mx-desarrollo/convocatoria-obra-municipal.pdf"),
};

describe("phase 8 on the works convocatoria with the company's documents", () => {
  let passages: CategorizedPassage[];
  let content: TPhaseContent;

  beforeAll(async () => {
    passages = await readAsPassages([OBRA, ...COMPANY_DOCUMENTS]);
    const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages }));
    content = await buildEvaluation(memoryPhaseInput({ phase: 7, passages, earlier: [version(0, phase1)] }));
  }, 120_000);

  it("cites the line of the client's document that proves the requirement, not its opening", () => {
    const summary = content.sections.find((section) => section.heading === "Resumen")?.table?.rows ?? [];
    const acta = summary.find(
      (row) =>
        row.cells[0] === COVERED_BY_DOCUMENT &&
        /^Acta constitutiva y sus modificaciones/u.test(row.cells[1] ?? ""),
    );
    expect(acta?.cells[1]).toMatch(/— «acta-constitutiva-iap\.pdf»$/u);
    expect(acta?.sources[0]?.quote).toBe(
      "Inscrita en el Registro Público de Comercio bajo el folio mercantil electrónico número 58211-1.",
    );
    const cited = passages.find((item) => item.id === acta?.sources[0]?.passageId);
    expect([cited?.documentName, cited?.page]).toEqual([COMPANY_FILE_NAMES.acta, 1]);
  });
});
