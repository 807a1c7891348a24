/**
 * Phase 8 on every development tender, read as the bid manager who must decide what to fix before
 * submitting: each figure of points is stated as points where it is cited, a total only where the bases
 * state one, the method named (and 'Decide el precio' when price decides), a pasted quotation of the
 * bases' criteria changes nothing, and the requirements the client's proposal answers leave the list of
 * uncovered ones while the others stay, each cited.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePassages, PHASE1_FIXTURES } from "../../../../../tests/support/phase1-fixtures";
import { memoryPhaseInput } from "../generation/memory-phase-input.test-support";
import type { CategorizedPassage, TPhaseContent } from "../generation/phase-input";
import { version } from "./evaluation-phases.test-support";
import { PROPOSALS, proposalContent } from "./evaluation-proposals.test-support";
import { CRITERIA_HEADERS } from "./evaluation-rows";
import { buildRelevantPoints } from "./phase1-content";
import { buildEvaluation } from "./phase8-evaluation";

const AVAILABLE = CRITERIA_HEADERS.indexOf("Puntos disponibles");
const ESTIMATED = CRITERIA_HEADERS.indexOf("Puntos estimados");
const UNCOVERED = "Requisito obligatorio sin cubrir";

function table(content: TPhaseContent, heading: string) {
  return content.sections.find((section) => section.heading === heading)?.table?.rows ?? [];
}

/** '9.5' as the bases write it: '9,5' or '9.5'. */
function written(figure: string): string {
  return figure.includes(".") ? `${figure.replace(".", "[.,]")}` : figure;
}

/** The quote states `figure` as points: '24 puntos', 'cien (100) puntos', a table cell, 'ponderación de 8'. */
function statesPoints(quote: string, figure: string): boolean {
  const n = written(figure);
  return new RegExp(
    `(?<![\\d.,])${n}\\)?\\s*(?:puntos?|pts)\\b|(?:^|[\\t|]\\s*|\\s)${n}\\s*(?:[\\t|]|$|\\s+[A-ZÁÉÍÓÚ])|ponderaci[óo]n de ${n}\\b`,
    "iu",
  ).test(quote.replace(/ {2,}/gu, "\t"));
}

const development = PHASE1_FIXTURES.filter(
  (fixture) => fixture.set === "desarrollo" && existsSync(fixture.document),
);

describe.each(development)("phase 8 on $name", async (fixture) => {
  const key = fixture.name.split(" ")[0] ?? fixture.name;
  const proposal = PROPOSALS[key];
  const bases: CategorizedPassage[] = (await fixturePassages(fixture.document)).map((item) => ({
    ...item,
    documentType: "bases",
  }));
  const project = { name: fixture.name, description: "" };
  const phase1 = await buildRelevantPoints(memoryPhaseInput({ phase: 0, passages: bases, project }));
  const evaluate = (passages: CategorizedPassage[], integrated: TPhaseContent | null) =>
    buildEvaluation(
      memoryPhaseInput({
        phase: 7,
        passages,
        project,
        earlier: [version(0, phase1), ...(integrated ? [version(6, integrated)] : [])],
      }),
    );
  const bare = await evaluate(bases, null);
  // The paragraph a client pastes: every criterion row of phase 1, as the bases word it.
  const criterionQuotes = (table(phase1, "Puntos relevantes") ?? [])
    .filter((row) => row.cells[1] === "Criterio de evaluación")
    .flatMap((row) => row.sources.map((source) => source.quote));
  const quoted = [...new Set(criterionQuotes)].slice(0, 6).join(" ");

  it("shows only points the bases state as points where it cites them, and a total only if stated", () => {
    for (const row of table(bare, "Evaluación por criterio")) {
      const figure = row.cells[AVAILABLE] ?? "";
      if (!/^\d/u.test(figure)) continue;
      expect(
        row.sources.some((source) => statesPoints(source.quote, figure)),
        `${row.cells[0]}: ${figure} in ${row.sources.map((source) => source.quote).join(" / ")}`,
      ).toBe(true);
    }
    const total = table(bare, "Resumen").find((row) => row.cells[0] === "Total de puntos según las bases");
    expect(total).toBeDefined();
    if (/^\d/u.test(total?.cells[1] ?? "")) {
      expect(total?.sources.some((source) => statesPoints(source.quote, total.cells[1] ?? ""))).toBe(true);
    } else {
      expect(total?.cells[1]).toBe("Las bases leídas no indican un total de puntos");
    }
  });

  it("names the method first, cited, and says plainly when price decides", () => {
    const method = bare.sections[0]?.statements[0];
    expect(method?.text).toMatch(/^Método de evaluación de las bases: /u);
    const named = /^Método de evaluación de las bases: (binario|subasta|precio más bajo)\./u.test(
      method?.text ?? "",
    );
    if (named) expect(method?.text).toContain("Decide el precio");
    if (!method?.text.includes("[PENDIENTE")) expect(method?.sources.length).toBe(1);
    const summary = table(bare, "Resumen").find((row) => row.cells[0] === "Método de evaluación");
    expect(summary?.cells[1]).toBe(method?.text);
  });

  it.skipIf(!proposal)("counts the client's facts, never a pasted quotation of the bases", async () => {
    if (!proposal) return;
    expect(quoted.length).toBeGreaterThan(0);
    const passages = [...bases, ...proposal.passages];
    const own = await evaluate(passages, proposalContent(proposal, null));
    const pasted = await evaluate(passages, proposalContent(proposal, quoted));
    const scores = (content: TPhaseContent) =>
      table(content, "Evaluación por criterio").map((row) => [row.cells[0], row.cells[ESTIMATED]]);
    const uncovered = (content: TPhaseContent) =>
      table(content, "Resumen")
        .filter((row) => row.cells[0] === UNCOVERED)
        .map((row) => row.cells[1] ?? "");
    // The quotation earns nothing and covers nothing.
    expect(scores(pasted)).toEqual(scores(own));
    expect(uncovered(pasted)).toEqual(uncovered(own));
    // What the client answered leaves the list; it was there without the proposal, cited.
    for (const fact of proposal.facts) {
      const before = table(bare, "Resumen").find(
        (row) => row.cells[0] === UNCOVERED && fact.answers.test(row.cells[1] ?? ""),
      );
      expect(before?.sources.length, String(fact.answers)).toBeGreaterThan(0);
      expect(uncovered(pasted).some((text) => fact.answers.test(text))).toBe(false);
    }
    // Requirements nobody answered are still listed, each with its citation.
    const left = table(pasted, "Resumen").filter((row) => row.cells[0] === UNCOVERED);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.sources.length > 0)).toBe(true);
  });
});
