/**
 * Phase 7 of the built-in extractive generator: the integrated technical proposal, ready to print. A
 * cover, an index of every heading, then the latest version of phases 3-6 (ids 2-5) as its parts, with
 * their citations kept; a missing phase leaves a [PENDIENTE] in its place rather than a gap. With a
 * model, its 'Presentación' is the first part after the index, and the index lists it too.
 */
import type { ExtractiveBuilder, TPhaseContent, TPhaseSection } from "../generation/phase-input";
import { pendingMarks } from "./evaluation-text";
import { coverSection } from "./integrated-cover";
import { instructionsSection } from "./integrated-instructions";
import {
  fitSections,
  indexStatements,
  PART_TITLES,
  partSections,
  withoutWorkingNotes,
} from "./integrated-parts";

// The content schema allows 120 sections: the cover and the index take two of them.
const MAX_SECTIONS = 120;
// The document's title page: the project's name is its subtitle, written by the renderer.
const TITLE = "Propuesta técnica";

export const buildIntegrated: ExtractiveBuilder = (input) => assembleIntegrated(input, []);

/** The integrated proposal with `leading` sections (a model's presentation) before the parts. */
export async function assembleIntegrated(
  input: Parameters<ExtractiveBuilder>[0],
  leading: readonly TPhaseSection[],
): Promise<TPhaseContent> {
  const relevantPoints = await input.earlier(0);
  const parts = await Promise.all(
    PART_TITLES.map(async (part) => ({ ...part, earlier: await input.earlier(part.phase) })),
  );
  const formats = parts.find((part) => part.phase === 3)?.earlier ?? null;

  let body: TPhaseSection[] = [
    ...leading,
    ...parts.flatMap((part) => partSections(part.title, part.phase, part.earlier)),
  ];
  const extra = await instructionsSection(input);
  if (extra) body.push(extra);
  body = fitSections(body, MAX_SECTIONS - 2);

  const content: TPhaseContent = {
    title: TITLE,
    sections: [
      coverSection(input.project, formats?.content ?? null, relevantPoints?.content ?? null),
      { heading: "Índice", level: 1, statements: indexStatements(body) },
      ...body,
    ],
    pending: [],
  };
  content.pending = pendingOf(
    content,
    parts.flatMap((part) => [
      ...(part.earlier?.content.pending ?? []),
      ...withoutWorkingNotes(part.earlier?.content.sections ?? []).pending,
    ]),
  );
  return content;
}

/** This document's own [PENDIENTE] marks plus those the parts already listed, once each. */
function pendingOf(content: TPhaseContent, inherited: string[]): string[] {
  const texts = content.sections.flatMap((section) => [
    ...section.statements.map((statement) => statement.text),
    ...(section.table?.rows.flatMap((row) => row.cells) ?? []),
  ]);
  const own = texts.flatMap(pendingMarks).map((mark) => mark.replace(/^\[PENDIENTE:\s*|\]$/gu, "").trim());
  return [...new Set([...own, ...inherited])].filter(Boolean);
}
