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

// A table's mark for one item ('precio unitario de la partida 3'): listed once for all its items.
const PER_ITEM = /^(.+?)\s+(?:de la|del)\s+(partida|rengl[óo]n|lote|concepto)\s+\S+$/u;

/**
 * Every [PENDIENTE] mark of this document, each with the section it stands in ('… (en «Carta de
 * presentación»)'), plus those the parts listed at their end, once each. The integrated proposal is the
 * last look before submitting: its list names every point left, not only those its text does not mark
 * (the working phases' lists leave out what their text marks, and so would this one without the place).
 */
function pendingOf(content: TPhaseContent, inherited: string[]): string[] {
  const bare = (mark: string) => mark.replace(/^\[PENDIENTE:\s*|\]$/gu, "").trim();
  // A mark that already names its section ('redactar «Carta de presentación…» …') needs no place.
  const at = (item: string, heading: string) =>
    item.includes(`«${heading}»`) ? item : `${item} (en «${heading}»)`;
  const said = new Set<string>();
  const own: string[] = [];
  for (const section of content.sections) {
    for (const mark of section.statements.flatMap((statement) => pendingMarks(statement.text)).map(bare)) {
      said.add(mark);
      own.push(at(mark, section.heading));
    }
    // A price form of 12 partidas would list 24 lines: each column's mark comes once, with its count.
    const perItem = new Map<string, number>();
    for (const mark of (section.table?.rows.flatMap((row) => row.cells) ?? [])
      .flatMap(pendingMarks)
      .map(bare)) {
      said.add(mark);
      const item = PER_ITEM.exec(mark);
      if (!item) own.push(at(mark, section.heading));
      else {
        const key = `${item[1]} de cada ${item[2]}`;
        perItem.set(key, (perItem.get(key) ?? 0) + 1);
      }
    }
    for (const [key, count] of perItem) own.push(at(count > 1 ? `${key} (${count})` : key, section.heading));
  }
  return [...new Set([...own, ...inherited.filter((item) => !said.has(item.trim()))])].filter(Boolean);
}
