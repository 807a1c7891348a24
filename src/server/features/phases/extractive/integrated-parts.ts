/**
 * The body of the integrated proposal (phase 7): phases 3-6 (ids 2-5) each under a level-1 part title,
 * their sections one level down with statements, tables and sources untouched (those citations were
 * checked when each phase was made and stay valid). A proposal longer than the document's section
 * limit folds its deepest sections into their parents instead of dropping text.
 */
import { PHASES } from "../../../../shared/rules/phases";
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import type { EarlierPhase, TPhaseSection, TStatement } from "../generation/phase-input";
import { PENDING_HEADING } from "../generation/render-content";
import { pendingMarks } from "./evaluation-text";
import { DRAFT_NOTES_HEADING } from "./phase3-draft";
import { INDEX_NOTES_HEADING } from "./proposal-structure-standard";
import { sameHeading, withoutNumbering } from "./proposal-structure-text";

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
  const kept = withoutWorkingNotes(earlier.content.sections).kept;
  // One level down from the phase's own top ('2.1.', never '1.0.1.' when an adjusted index opens at level 2).
  const top = Math.min(...kept.map((section) => section.level));
  const shifted = kept.map(
    (section): TPhaseSection => ({ ...section, level: section.level === top ? 2 : 3 }),
  );
  return [{ heading: title, level: 1, statements }, ...shifted];
}

// How the earlier phases were built and what they still lack: notes for the user, not for the buyer.
// 'Instrucciones aplicadas' is the section phases 4-6 add on a regeneration; 'Instrucciones y cambios'
// the log any regenerated version opens with.
const WORKING_NOTES = [
  DRAFT_NOTES_HEADING,
  INDEX_NOTES_HEADING,
  PENDING_HEADING,
  "Instrucciones aplicadas",
  REGENERATION_HEADING,
];

/**
 * An earlier phase's sections without its working notes (and the sections nested under one), plus
 * what a skipped 'Pendientes por completar' listed: an adjusted upload read back carries its pending
 * items only there, and the integrated proposal must still list them.
 */
export function withoutWorkingNotes(sections: readonly TPhaseSection[]): {
  kept: TPhaseSection[];
  pending: string[];
} {
  const kept: TPhaseSection[] = [];
  const pending: string[] = [];
  let skippingBelow: number | null = null;
  for (const section of sections) {
    if (skippingBelow !== null && section.level > skippingBelow) continue;
    skippingBelow = null;
    if (!WORKING_NOTES.some((heading) => sameHeading(heading, section.heading))) {
      kept.push(section);
      continue;
    }
    skippingBelow = section.level;
    if (!sameHeading(section.heading, PENDING_HEADING)) continue;
    for (const statement of section.statements) {
      const marks = pendingMarks(statement.text).map((mark) =>
        mark.replace(/^\[PENDIENTE:\s*|\]$/gu, "").trim(),
      );
      pending.push(...(marks.length > 0 ? marks : [statement.text.trim()]).filter(Boolean));
    }
  }
  return { kept, pending };
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
  let last = -1;
  return sections.map((section) => {
    // A heading never skips a level in the numbering ('1.1.', not '1.0.1.').
    const depth = Math.min(section.level - 1, last + 1);
    last = depth;
    counters[depth] = (counters[depth] ?? 0) + 1;
    for (let deeper = depth + 1; deeper < counters.length; deeper++) counters[deeper] = 0;
    const number = counters.slice(0, depth + 1).join(".");
    return { text: `${number}. ${withoutNumbering(section.heading)}`, sources: [] };
  });
}
