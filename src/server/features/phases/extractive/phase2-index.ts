/**
 * Phase "Índice de la propuesta técnica" of the built-in extractive generator: the headings of the
 * technical proposal in the structure the bases ask for (their enumerated contents, in their words),
 * each with the request it answers quoted from the bases and the phase-1 requirements it covers. When
 * the bases give no structure, the usual parts of a Mexican technical proposal, saying so. A user's
 * adjusted index is kept as the starting structure; instructions add, remove and enrich headings.
 */
import type {
  CategorizedPassage,
  ExtractiveBuilder,
  PhaseInput,
  TPhaseSection,
  TStatement,
} from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { findProposalStructure, type ProposalStructure } from "./proposal-structure";
import {
  type RequirementRow,
  requirementStatement,
  rowsFromBases,
  rowsFromPhase1,
  tieRequirements,
} from "./proposal-structure-requirements";
import {
  headingsToAdd,
  headingsToRemove,
  INDEX_NOTES_HEADING,
  OTHER_REQUIREMENTS_HEADING,
  SPECIFICATIONS_HEADING,
  STANDARD_STRUCTURE,
} from "./proposal-structure-standard";
import { bestSentences, fold, keywords, overlap, sameHeading } from "./proposal-structure-text";

export { INDEX_NOTES_HEADING, OTHER_REQUIREMENTS_HEADING } from "./proposal-structure-standard";

const TITLE = "Índice de la propuesta técnica";
const TENDER = ["bases", "anexos"] as const;
const INDEX_PHASE = 1;
// Room for the notes and the leftovers within the schema's 120 sections.
const MAX_HEADINGS = 110;

/** A heading being built, with the extra words that tie requirements to it. */
interface IndexPart {
  section: TPhaseSection;
  words: string;
}

function answers(passage: CategorizedPassage, quote: string): TStatement {
  const source = sourceOf(passage, quote);
  return { text: `Responde a: ${source.quote}`, sources: [source] };
}

function fromList(structure: ProposalStructure): IndexPart[] {
  return structure.items.map((item) => ({
    section: { heading: item.heading, level: item.level, statements: [answers(item.passage, item.quote)] },
    words: item.quote,
  }));
}

/** The usual structure; an annex the bases refer to gives the specifications heading its items. */
function standardParts(annex: ProposalStructure | null): IndexPart[] {
  return STANDARD_STRUCTURE.flatMap(({ heading, words }) => {
    const part: IndexPart = { section: { heading, level: 1, statements: [] }, words };
    if (heading !== SPECIFICATIONS_HEADING || !annex) return [part];
    part.section.statements.push(answers(annex.basis.passage, annex.basis.quote));
    const items = annex.items.map((item) => ({
      section: { heading: item.heading, level: item.level, statements: [answers(item.passage, item.quote)] },
      words: item.quote,
    }));
    return [part, ...items];
  });
}

/** The user's adjusted index: its headings and what the user wrote under them, minus our own notes. */
function fromAdjusted(sections: TPhaseSection[]): IndexPart[] {
  return sections
    .filter((section) => !sameHeading(section.heading, INDEX_NOTES_HEADING))
    .map((section) => ({
      section: { heading: section.heading, level: section.level, statements: [...section.statements] },
      words: section.statements.map((statement) => statement.text).join(" "),
    }));
}

/** Removes the headings the instructions name (and the level-2 headings under a removed one). */
function removeParts(parts: IndexPart[], phrases: string[]): { kept: IndexPart[]; removed: string[] } {
  const removed: string[] = [];
  const kept: IndexPart[] = [];
  let droppingChildren = false;
  for (const part of parts) {
    const heading = keywords(part.section.heading);
    const hit = phrases.some((phrase) => {
      const wanted = keywords(phrase);
      return wanted.size > 0 && overlap(wanted, heading) >= Math.ceil(wanted.size * 0.6);
    });
    if (hit || (droppingChildren && part.section.level > 1)) {
      if (hit) removed.push(part.section.heading);
      droppingChildren = droppingChildren || part.section.level === 1;
      continue;
    }
    droppingChildren = false;
    kept.push(part);
  }
  return { kept, removed };
}

/** Statements of the bases found with the words of `query`, not already under any heading. */
async function foundInBases(input: PhaseInput, query: string, taken: Set<string>, min: number) {
  const wanted = keywords(query);
  const found: TStatement[] = [];
  for (const passage of await input.search(query, { categories: TENDER, limit: 5 })) {
    for (const sentence of bestSentences(passage.text, wanted, 1, Math.min(min, wanted.size))) {
      const statement = answers(passage, sentence);
      if (taken.has(fold(statement.text))) continue;
      taken.add(fold(statement.text));
      found.push(statement);
    }
  }
  return found;
}

async function applyInstructions(
  input: PhaseInput,
  parts: IndexPart[],
  others: TStatement[],
): Promise<{ parts: IndexPart[]; note: TStatement | null }> {
  const instructions = input.instructions?.trim();
  if (!instructions) return { parts, note: null };
  const { kept, removed } = removeParts(parts, headingsToRemove(instructions));
  const applied: string[] = removed.map((heading) => `se eliminó el apartado «${heading}»`);
  const taken = new Set(kept.flatMap((part) => part.section.statements.map((s) => fold(s.text))));
  for (const heading of headingsToAdd(instructions)) {
    if (kept.some((part) => sameHeading(part.section.heading, heading))) continue;
    const statements = await foundInBases(input, heading, taken, 1);
    if (statements.length === 0)
      statements.push({
        text: "Apartado agregado a petición del usuario; las bases no lo piden expresamente.",
        sources: [],
      });
    kept.push({ section: { heading, level: 1, statements: statements.slice(0, 3) }, words: heading });
    applied.push(`se agregó el apartado «${heading}»`);
  }
  // Whatever else the instructions talk about: the passages of the bases that mention it.
  const extra = await foundInBases(input, instructions, taken, 2);
  for (const statement of extra) {
    const words = keywords(statement.text);
    const target = kept
      .map((part) => ({ part, score: overlap(words, keywords(`${part.section.heading} ${part.words}`)) }))
      .sort((a, b) => b.score - a.score)[0];
    if (target && target.score >= 2) target.part.section.statements.push(statement);
    else others.push(statement);
  }
  if (extra.length > 0)
    applied.push(
      `se incorporaron ${extra.length} requisitos de las bases relacionados con las instrucciones`,
    );
  const summary =
    applied.length > 0
      ? applied.join("; ")
      : "no se encontraron en las bases apartados ni requisitos relacionados, por lo que el índice conserva su estructura";
  return {
    parts: kept,
    note: { text: `Instrucciones aplicadas («${instructions.slice(0, 300)}»): ${summary}.`, sources: [] },
  };
}

export const buildIndex: ExtractiveBuilder = async (input) => {
  const passages = await input.passagesOf(TENDER);
  const own = await input.earlier(INDEX_PHASE);
  const notes: TStatement[] = [];
  const pending: string[] = [];
  let parts: IndexPart[];
  if (own?.isUserAdjusted && own.content.sections.length > 0) {
    parts = fromAdjusted(own.content.sections);
    notes.push({
      text: `Se conserva la estructura del índice ajustado por el usuario (${own.fileName}).`,
      sources: [],
    });
  } else {
    const structure = findProposalStructure(passages);
    if (structure?.kind === "lista") {
      parts = fromList(structure);
      const basis = sourceOf(structure.basis.passage, structure.basis.quote);
      notes.push({
        text: `El índice sigue la estructura que piden las bases: ${basis.quote}`,
        sources: [basis],
      });
    } else {
      parts = standardParts(structure);
      notes.push({
        text: "Las bases no indican de forma explícita la estructura de la propuesta técnica; se propone la estructura usual de una propuesta técnica en licitaciones de México y a cada apartado se ligan los requisitos de las bases que atiende.",
        sources: [],
      });
    }
  }
  if (passages.length === 0) {
    const missing = "cargar las bases de la licitación para seguir la estructura que solicitan";
    notes.push({ text: `[PENDIENTE: ${missing}]`, sources: [] });
    pending.push(missing);
  }
  const others: TStatement[] = [];
  const instructed = await applyInstructions(input, parts, others);
  parts = instructed.parts.slice(0, MAX_HEADINGS);

  const rows: RequirementRow[] = rowsFromPhase1(await input.earlier(0)) ?? rowsFromBases(passages);
  // A row quoting a line a heading already answers (or the request for the structure) adds nothing.
  const quoted = [...parts.flatMap((part) => part.section.statements), ...notes]
    .flatMap((statement) => [statement.text, ...statement.sources.map((source) => source.quote)])
    .map(fold);
  const fresh = rows.filter((row) => {
    const own = [requirementStatement(row).text, ...row.sources.map((source) => source.quote)].map(fold);
    return !own.some((text) => quoted.some((known) => known.includes(text) || text.includes(known)));
  });
  const targets = parts.map((part) => ({
    headingWords: keywords(part.section.heading),
    bodyWords: keywords(part.words),
  }));
  const { tied, leftOver } = tieRequirements(targets, fresh);
  parts.forEach((part, index) => {
    part.section.statements.push(...(tied[index] ?? []).map(requirementStatement));
  });
  others.push(...leftOver.map(requirementStatement));

  const sections = parts.map((part) => part.section);
  const otherSection = sections.find((section) => sameHeading(section.heading, OTHER_REQUIREMENTS_HEADING));
  if (otherSection) otherSection.statements.push(...others);
  else if (others.length > 0)
    sections.push({ heading: OTHER_REQUIREMENTS_HEADING, level: 1, statements: others });
  if (instructed.note) notes.push(instructed.note);
  sections.push({ heading: INDEX_NOTES_HEADING, level: 1, statements: notes });
  return { title: TITLE, sections, pending };
};
