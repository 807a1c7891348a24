/**
 * Phase "Índice de la propuesta técnica" of the built-in extractive generator: the headings of the
 * technical proposal in the structure the bases ask for (their enumerated contents, in their words),
 * each with the request it answers quoted from the bases and the phase-1 requirements it covers. When
 * the bases give no structure, the usual parts of a Mexican technical proposal, saying so. A user's
 * adjusted index is kept as the starting structure; instructions add, remove and enrich headings.
 */
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import type { ExtractiveBuilder, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { PENDING_HEADING } from "../generation/render-content";
import { answers, applyIndexInstructions, type IndexPart } from "./index-instructions";
import { lotIdentifier } from "./lot-rows";
import { findProposalStructure, type ProposalStructure } from "./proposal-structure";
import {
  type RequirementRow,
  requirementStatement,
  rowsFromBases,
  rowsFromPhase1,
  tieRequirements,
} from "./proposal-structure-requirements";
import {
  INDEX_NOTES_HEADING,
  OTHER_REQUIREMENTS_HEADING,
  SPECIFICATIONS_HEADING,
  STANDARD_STRUCTURE,
} from "./proposal-structure-standard";
import { fold, headingKeywords, keywords, sameHeading } from "./proposal-structure-text";

export { INDEX_NOTES_HEADING, OTHER_REQUIREMENTS_HEADING } from "./proposal-structure-standard";

const TITLE = "Índice de la propuesta técnica";
const TENDER = ["bases", "anexos"] as const;
const INDEX_PHASE = 1;
// Room for the notes and the leftovers within the schema's 120 sections.
const MAX_HEADINGS = 110;

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

// What the Word file adds around the index: its notes, a regeneration's log and the pending list.
const OWN_NOTES = [INDEX_NOTES_HEADING, REGENERATION_HEADING, PENDING_HEADING];

/** The user's adjusted index: its headings and what the user wrote under them, minus our own notes. */
function fromAdjusted(sections: TPhaseSection[]): IndexPart[] {
  return sections
    .filter((section) => !OWN_NOTES.some((note) => sameHeading(section.heading, note)))
    .map((section) => ({
      section: { heading: section.heading, level: section.level, statements: [...section.statements] },
      words: section.statements.map((statement) => statement.text).join(" "),
    }));
}

/** The works or lots of the bases the project does not name: said once, each cited, none a heading's. */
function otherLotsNote(otherLots: RequirementRow[]): TStatement {
  const identifiers = otherLots.map((row) => lotIdentifier(row.text) ?? row.text).join(", ");
  return {
    text: `El proyecto nombra la obra o el lote que oferta; no se incluyen los demás que convocan las bases (${identifiers}).`,
    sources: otherLots.flatMap((row) => row.sources.slice(0, 1)).slice(0, 5),
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
  const instructed = await applyIndexInstructions(input, parts, others);
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
    headingWords: headingKeywords(part.section.heading),
    bodyWords: keywords(part.words),
  }));
  const { tied, leftOver, otherLots } = tieRequirements(targets, fresh, input.project);
  if (otherLots.length > 0) notes.push(otherLotsNote(otherLots));
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
