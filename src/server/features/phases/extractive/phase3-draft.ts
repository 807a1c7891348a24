/**
 * Phase "Borrador de la propuesta técnica" of the built-in extractive generator: one section per
 * heading of the latest index (built on the spot when there is none), each with what the bases ask and
 * the applicant's own sentences that answer it, or a [PENDIENTE] asking for the text. A regeneration
 * keeps a user's adjusted draft and extends it; instructions add sections and the passages they name.
 */
import { REGENERATION_HEADING } from "../generation/keep-client-work";
import type { ExtractiveBuilder, PhaseInput, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { PENDING_HEADING } from "../generation/render-content";
import { assignCandidates, DRAFT_CLIENT, DRAFT_TENDER, type TakenSentences } from "./draft-candidates";
import { addItemsTable } from "./draft-items";
import {
  composeSection,
  type DraftHeading,
  draftSection,
  type PreparedSection,
  pendingFor,
  prepareSection,
  TENDER_REQUEST_PREFIX,
} from "./draft-sections";
import { buildIndex, INDEX_NOTES_HEADING } from "./phase2-index";
import { headingsToAdd } from "./proposal-structure-standard";
import { fold, keywords, overlap, sameHeading, sentencesOf } from "./proposal-structure-text";
import { readTenderTables } from "./tender-tables";

const TITLE = "Borrador de la propuesta técnica";
export const DRAFT_NOTES_HEADING = "Notas sobre este borrador";
const EXTRA_HEADING = "Información adicional solicitada en las instrucciones";
const INDEX_PHASE = 1;
const DRAFT_PHASE = 2;
const MAX_SECTIONS = 115;

/** The index to follow: the latest version, or one built now from the same documents. */
export async function indexSections(input: PhaseInput): Promise<{ sections: TPhaseSection[]; from: string }> {
  const index = await input.earlier(INDEX_PHASE);
  if (index) return { sections: index.content.sections, from: `del índice (${index.fileName})` };
  const built = await buildIndex({
    projectId: input.projectId,
    project: input.project,
    phase: INDEX_PHASE,
    instructions: null,
    passagesOf: (categories) => input.passagesOf(categories),
    search: (query, options) => input.search(query, options),
    earlier: (phase) => input.earlier(phase),
    clientProfile: () => input.clientProfile(),
  });
  return {
    sections: built.sections,
    from: "de un índice elaborado a partir de las bases (la fase del índice aún no tiene versión)",
  };
}

// The index's and the draft's notes, the log a regeneration writes on top ('Instrucciones y cambios')
// and the pending list the Word file ends with: the tool's record for the user, never a section of the
// proposal (an adjusted file read back holds them all).
function isNote(heading: string): boolean {
  return [INDEX_NOTES_HEADING, DRAFT_NOTES_HEADING, REGENERATION_HEADING, PENDING_HEADING].some((note) =>
    sameHeading(heading, note),
  );
}

export function headingsOf(sections: TPhaseSection[]): DraftHeading[] {
  return sections
    .filter((section) => !isNote(section.heading))
    .map((section) => ({ heading: section.heading, level: section.level, requests: section.statements }));
}

/** The instructions' own words searched in every document; each sentence found goes where it fits. */
async function applyInstructions(input: PhaseInput, sections: TPhaseSection[], taken: TakenSentences) {
  const instructions = input.instructions?.trim();
  if (!instructions) return { note: null as TStatement | null, pending: [] as string[] };
  const applied: string[] = [];
  const pending: string[] = [];
  for (const heading of headingsToAdd(instructions)) {
    if (sections.some((section) => sameHeading(section.heading, heading))) continue;
    const drafted = await draftSection(input, { heading, level: 1, requests: [] }, taken);
    sections.push(drafted.section);
    if (drafted.pending) pending.push(drafted.pending);
    applied.push(`se agregó el apartado «${heading}»`);
  }
  const wanted = keywords(instructions);
  const extra: TPhaseSection = { heading: EXTRA_HEADING, level: 1, statements: [] };
  let added = 0;
  const categories = [...DRAFT_CLIENT, ...DRAFT_TENDER];
  for (const passage of await input.search(instructions, { categories, limit: 6 })) {
    const best = sentencesOf(passage.text)
      .map((sentence) => ({ sentence, score: overlap(keywords(sentence.text), wanted) }))
      .filter((entry) => entry.score >= Math.min(2, wanted.size))
      .sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    const source = sourceOf(passage, best.sentence.text);
    const isTender = (DRAFT_TENDER as readonly string[]).includes(passage.documentType);
    const text = isTender ? `${TENDER_REQUEST_PREFIX}${source.quote}` : source.quote;
    if (taken.has(fold(text))) continue;
    taken.add(fold(text));
    const words = keywords(best.sentence.text);
    const target = sections
      .map((section) => ({ section, score: overlap(words, keywords(section.heading)) }))
      .sort((a, b) => b.score - a.score)[0];
    (target && target.score >= 1 ? target.section : extra).statements.push({ text, sources: [source] });
    added += 1;
  }
  if (extra.statements.length > 0) sections.push(extra);
  if (added > 0)
    applied.push(`se incorporaron ${added} pasajes de los documentos relacionados con las instrucciones`);
  const summary =
    applied.length > 0
      ? applied.join("; ")
      : "no se encontraron pasajes relacionados en los documentos del proyecto";
  return {
    note: { text: `Instrucciones aplicadas («${instructions.slice(0, 300)}»): ${summary}.`, sources: [] },
    pending,
  };
}

export const buildDraft: ExtractiveBuilder = async (input) => {
  const index = await indexSections(input);
  const own = await input.earlier(DRAFT_PHASE);
  const taken: TakenSentences = new Set();
  const pending: string[] = [];
  const notes: TStatement[] = [{ text: `Borrador redactado con los apartados ${index.from}.`, sources: [] }];
  // A user's adjusted draft is kept as written; its sections only gain the applicant's sentences they lack.
  const adjusted = own?.isUserAdjusted
    ? own.content.sections.filter((section) => !isNote(section.heading))
    : [];
  if (own?.isUserAdjusted)
    notes.push({
      text: `Se conservan y amplían los apartados del borrador ajustado por el usuario (${own.fileName}).`,
      sources: [],
    });
  // A kept sentence is known by its text, its quotes and what follows its label ('Héctor …: Cédula …').
  for (const section of adjusted)
    for (const statement of section.statements) {
      taken.add(fold(statement.text));
      const label = statement.text.indexOf(": ");
      if (label > 0) taken.add(fold(statement.text.slice(label + 2)));
      for (const source of statement.sources) taken.add(fold(source.quote));
    }
  const targets: DraftHeading[] = adjusted.map((section) => ({
    heading: section.heading,
    level: section.level,
    requests: section.statements,
  }));
  for (const target of headingsOf(index.sections))
    if (!targets.some((known) => sameHeading(known.heading, target.heading))) targets.push(target);
  const prepared: PreparedSection[] = [];
  for (const target of targets.slice(0, MAX_SECTIONS)) prepared.push(await prepareSection(input, target));
  const answers = assignCandidates(prepared, taken);
  const sections: TPhaseSection[] = prepared.map((section, position) => {
    const kept = adjusted[position];
    if (kept) return { ...kept, statements: [...kept.statements, ...(answers[position] ?? []).slice(0, 2)] };
    const drafted = composeSection(section, answers[position] ?? []);
    if (drafted.pending) pending.push(drafted.pending);
    return drafted.section;
  });
  if (sections.length === 0) {
    const missing = pendingFor("la propuesta técnica");
    sections.push({
      heading: "Propuesta técnica",
      level: 1,
      statements: [{ text: `[PENDIENTE: ${missing}]`, sources: [] }],
    });
    pending.push(missing);
  }
  // A goods tender's items to price: the section about the goods lists them, each to be answered.
  const items = addItemsTable(
    sections,
    readTenderTables(await input.passagesOf([...DRAFT_TENDER])).partidas,
    await input.passagesOf([...DRAFT_CLIENT]),
  );
  if (items) pending.push(items);
  const instructed = await applyInstructions(input, sections, taken);
  pending.push(...instructed.pending);
  if (instructed.note) notes.push(instructed.note);
  sections.push({ heading: DRAFT_NOTES_HEADING, level: 1, statements: notes });
  return { title: TITLE, sections: sections.slice(0, 120), pending };
};
