/**
 * The client's own material for each section of the index: the passages of its documents (previous
 * proposals, methodology, presentation, CVs…) whose sentences best answer what the bases ask under that
 * heading, ranked as the built-in draft ranks them; or, when none does, which material is missing. A
 * model writes each section from these passages, and the citation guard keeps it to them.
 */
import type { CategorizedPassage, PhaseInput } from "../generation/phase-input";
import { assignCandidates } from "./draft-candidates";
import { missingMaterialFor, prepareSection } from "./draft-sections";
import { headingsOf, indexSections } from "./phase3-draft";

const MAX_SECTIONS = 30;
const MAX_PER_SECTION = 3;

export interface SectionMaterial {
  heading: string;
  passages: CategorizedPassage[];
  /** The client material that would answer the section; null when it has some. */
  missing: string | null;
}

export async function clientMaterialBySection(input: PhaseInput): Promise<SectionMaterial[]> {
  const headings = headingsOf((await indexSections(input)).sections).slice(0, MAX_SECTIONS);
  const prepared = [];
  for (const target of headings) prepared.push(await prepareSection(input, target));
  const answers = assignCandidates(prepared, new Set());
  return prepared.map((section, index) => {
    const byId = new Map(section.candidates.map((candidate) => [candidate.passage.id, candidate.passage]));
    const passages: CategorizedPassage[] = [];
    for (const answer of answers[index] ?? []) {
      const passage = byId.get(answer.sources[0]?.passageId ?? "");
      if (passage && !passages.includes(passage) && passages.length < MAX_PER_SECTION) passages.push(passage);
    }
    return {
      heading: section.target.heading,
      passages,
      missing: passages.length === 0 ? missingMaterialFor(section.target.heading) : null,
    };
  });
}
