/**
 * The body of the integrated proposal (phase 7): phases 3-6 (ids 2-5) each under a level-1 part title,
 * their sections one level down with statements, tables and sources untouched (those citations were
 * checked when each phase was made and stay valid). A proposal longer than the document's section
 * limit folds its deepest sections into their parents instead of dropping text.
 */
import { PHASES } from "../../../../shared/rules/phases";
import type { EarlierPhase, TPhaseSection, TStatement } from "../generation/phase-input";

export const PART_TITLES: ReadonlyArray<{ phase: number; title: string }> = [
  { phase: 2, title: "Propuesta técnica" },
  { phase: 3, title: "Formatos" },
  { phase: 4, title: "Currículum del licitante" },
  { phase: 5, title: "Currículos del equipo profesional" },
];

/** A part: its level-1 heading with a note on where it comes from, then its sections shifted down. */
export function partSections(title: string, phase: number, earlier: EarlierPhase | null): TPhaseSection[] {
  if (!earlier) {
    return [
      {
        heading: title,
        level: 1,
        statements: [{ text: `[PENDIENTE: generar la fase "${PHASES[phase]?.name ?? title}"]`, sources: [] }],
      },
    ];
  }
  const statements: TStatement[] = earlier.isUserAdjusted
    ? [
        {
          text: `Esta parte proviene de la versión ${earlier.version} ajustada por el usuario (${earlier.fileName}).`,
          sources: [],
        },
      ]
    : [];
  const shifted = earlier.content.sections.map(
    (section): TPhaseSection => ({ ...section, level: section.level === 1 ? 2 : 3 }),
  );
  return [{ heading: title, level: 1, statements }, ...shifted];
}

/**
 * Keeps the whole under `budget` sections: first level-3 sections fold into the section above them,
 * then level-2 ones into their part. A folded heading becomes a statement, its table rows statements
 * that keep their sources.
 */
export function fitSections(sections: TPhaseSection[], budget: number): TPhaseSection[] {
  let result = sections;
  for (const deepest of [3, 2] as const) {
    if (result.length <= budget) break;
    result = fold(result, deepest);
  }
  return result;
}

function fold(sections: TPhaseSection[], level: 2 | 3): TPhaseSection[] {
  const out: TPhaseSection[] = [];
  for (const section of sections) {
    const parent = out[out.length - 1];
    if (section.level < level || !parent) {
      out.push({ ...section, statements: [...section.statements] });
      continue;
    }
    parent.statements.push({ text: section.heading, sources: [] }, ...section.statements);
    for (const row of section.table?.rows ?? []) {
      const text = row.cells
        .map((cell, index) => (cell.trim() === "" ? "" : `${section.table?.headers[index] ?? ""}: ${cell}`))
        .filter(Boolean)
        .join(" — ");
      if (text !== "") parent.statements.push({ text: text.slice(0, 2000), sources: row.sources });
    }
  }
  return out;
}

/** The index: every heading after it, numbered by level ('2.', '2.1.', '2.1.1.'). */
export function indexStatements(sections: readonly TPhaseSection[]): TStatement[] {
  const counters = [0, 0, 0];
  return sections.map((section) => {
    const depth = section.level - 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    for (let deeper = depth + 1; deeper < counters.length; deeper++) counters[deeper] = 0;
    const number = counters.slice(0, depth + 1).join(".");
    return { text: `${number}. ${section.heading}`, sources: [] };
  });
}
