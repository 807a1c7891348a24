/**
 * The applicant's sentences that could answer a heading of the draft, and which heading each goes to:
 * searched in the client's documents, scored by the heading's and the request's words and by the
 * category of document the heading names, each given to the one section it fits best.
 */
import type { CategorizedPassage, PhaseInput, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { isTrackRecordSentence } from "./company-track-record";
import { parseTeamCvs } from "./cv-parse";
import { fold, isHeaderOrTitle, keywords, overlap, sentencesOf } from "./proposal-structure-text";
import { basesVocabulary, bearsOnTender } from "./tender-subject";

export const DRAFT_TENDER = ["bases", "anexos"] as const;
export const DRAFT_CLIENT = ["curricula", "equipo", "legal", "fiscal", "otros"] as const;

const MAX_CLIENT = 4;

/** Sentences the draft already quotes, so two sections do not repeat the same words. */
export type TakenSentences = Set<string>;

// Headings that name a kind of document: the applicant's documents of that category answer them.
const CATEGORY_CUES: [string, RegExp][] = [
  [
    "curricula",
    /curr[íi]cul\w* de la empresa|experiencia|especialidad|antecedentes|trayectoria|capacidad del licitante/iu,
  ],
  ["equipo", /personal|equipo de trabajo|organizaci[óo]n|c[ée]dula|profesional|recursos humanos/iu],
  [
    "legal",
    /legal|acta constitutiva|poder notarial|jur[íi]dic|datos (?:generales|del licitante)|raz[óo]n social/iu,
  ],
  [
    "fiscal",
    /fiscal|\bRFC\b|\bSAT\b|tributari|opini[óo]n de cumplimiento|datos (?:generales|del licitante)/iu,
  ],
];
// A deed or a tax document answers only the headings that ask for it: its words ('comparecen', 'la
// sociedad tendrá por objeto la organización…') are no methodology and no team.
// One exception: the track record a deed states ('la sociedad ha prestado el servicio … a los municipios
// de Zapopan (2018 a 2021, contrato …, monto …)') is the company's experience, under the headings that ask
// for it as a company CV would be.
const ONLY_WHEN_NAMED = new Set(["legal", "fiscal"]);
const CATEGORY_BONUS = 2;

// A previous proposal (or any other paper) titled for another trade lends no sentence: 'PROPUESTA
// TÉCNICA: RECOLECCIÓN DE RESIDUOS…' under a drainage work's method. Its title is its first heading
// (the headings inside it, 'METODOLOGÍA DE TRABAJO', name no subject); decided once per generation.
const unrelatedPapers = new WeakMap<PhaseInput, Promise<Set<string>>>();

function unrelatedPapersOf(input: PhaseInput): Promise<Set<string>> {
  let found = unrelatedPapers.get(input);
  if (!found) {
    found = (async () => {
      const bases = await input.passagesOf([...DRAFT_TENDER]);
      const vocabulary = basesVocabulary(bases.map((passage) => passage.text));
      const titles = new Map<string, string>();
      for (const passage of await input.passagesOf(["otros"])) {
        if (passage.heading && !titles.has(passage.documentId))
          titles.set(passage.documentId, passage.heading);
      }
      return new Set(
        [...titles]
          .filter(([, title]) => !bearsOnTender(title, vocabulary))
          .map(([documentId]) => documentId),
      );
    })();
    unrelatedPapers.set(input, found);
  }
  return found;
}

/**
 * Whose CV a team passage is, when it holds one person's: a line of it ('Cédula profesional: 4623871')
 * quoted alone in the draft says nothing of whom it is about.
 */
function personOf(passage: CategorizedPassage): string | null {
  if (passage.documentType !== "equipo") return null;
  const named = parseTeamCvs([passage]).filter((person) => person.name);
  return named.length === 1 ? (named[0]?.name?.value ?? null) : null;
}

/**
 * The applicant's sentence as the draft writes it: a team member's CV line opens with the person's name
 * as its label ('Héctor Manuel Villaseñor Ruiz: Cédula profesional: 4623871'); the Word read-back finds
 * the quote after a label, so the citation survives an adjusted upload.
 */
function answerText(quote: string, person: string | null): string {
  return person && !fold(quote).includes(fold(person)) ? `${person}: ${quote}` : quote;
}

/** A sentence of the applicant's documents that could answer a heading, with how well it fits. */
export interface Candidate {
  key: string;
  /** The passage the sentence comes from (the model is shown it whole). */
  passage: CategorizedPassage;
  statement: TStatement;
  score: number;
  order: number;
}

/**
 * The applicant's sentences that could answer the heading: heading words count double, the request's
 * once, a document of the category the heading names two points (a CV under 'Experiencia'), and a
 * sentence needs two points, so one shared common word does not pull in an unrelated line.
 */
export async function clientCandidates(
  input: PhaseInput,
  query: string,
  heading: string,
  requestWords: Set<string>,
): Promise<Candidate[]> {
  const headingWords = keywords(heading);
  const named = CATEGORY_CUES.filter(([, cue]) => cue.test(heading)).map(([category]) => category);
  const out: Candidate[] = [];
  let order = 0;
  const found = await input.search(query, { categories: DRAFT_CLIENT, limit: 6 });
  // The documents of the category the heading names are searched on their own too: the team's CVs
  // answer 'Organización y equipo de trabajo' even when other documents share more of its words.
  const namedCategories = DRAFT_CLIENT.filter((category) => named.includes(category));
  const asksTrackRecord = named.includes("curricula");
  if (asksTrackRecord) {
    // Every word of the query must match in the full-text search: a deed rarely has them all.
    const searched = await input.search(query, { categories: ["legal"], limit: 3 });
    const deeds = searched.length > 0 ? searched : (await input.passagesOf(["legal"])).slice(0, 8);
    for (const passage of deeds) if (!found.some((item) => item.id === passage.id)) found.push(passage);
  }
  if (namedCategories.length > 0) {
    const searched = await input.search(query, { categories: namedCategories, limit: 4 });
    const own = searched.length > 0 ? searched : (await input.passagesOf(namedCategories)).slice(0, 8);
    for (const passage of own) if (!found.some((item) => item.id === passage.id)) found.push(passage);
  }
  const unrelated = await unrelatedPapersOf(input);
  for (const passage of found) {
    if (unrelated.has(passage.documentId)) continue;
    const isOutsideItsHeadings =
      ONLY_WHEN_NAMED.has(passage.documentType) && !named.includes(passage.documentType);
    if (isOutsideItsHeadings && !asksTrackRecord) continue;
    // A passage under the client's own heading of the same subject ('METODOLOGÍA DE TRABAJO' of a
    // previous proposal under 'Metodología y plan de trabajo') answers the section as a whole.
    const ownHeading = passage.heading ? overlap(keywords(passage.heading), headingWords) * 2 : 0;
    const person = personOf(passage);
    for (const sentence of sentencesOf(passage.text)) {
      // The client's heading itself is no answer.
      if (passage.heading && fold(sentence.text) === fold(passage.heading)) continue;
      if (isHeaderOrTitle(sentence.text)) continue;
      const words = keywords(sentence.text);
      const isRecord = ONLY_WHEN_NAMED.has(passage.documentType) && isTrackRecordSentence(sentence.text);
      if (isOutsideItsHeadings && !isRecord) continue;
      // The deed's track record counts as the experience's own material, not as the legal heading's.
      const isOwnCategory = isRecord ? asksTrackRecord : named.includes(passage.documentType);
      const bonus = (isOwnCategory ? CATEGORY_BONUS : 0) + ownHeading;
      const score = overlap(words, headingWords) * 2 + overlap(words, requestWords) + bonus;
      order += 1;
      if (score < 2) continue;
      const source = sourceOf(passage, sentence.text);
      out.push({
        key: fold(source.quote),
        passage,
        statement: { text: answerText(source.quote, person), sources: [source] },
        score,
        order,
      });
    }
  }
  return out.sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * Gives each applicant sentence to the one section it fits best (the first on a tie), at most four per
 * section, so a CV line lands under the team heading rather than under the first one that mentions it.
 */
export function assignCandidates(
  prepared: readonly { candidates: Candidate[] }[],
  taken: TakenSentences,
): TStatement[][] {
  const best = new Map<string, { index: number; score: number }>();
  prepared.forEach((section, index) => {
    for (const candidate of section.candidates) {
      const current = best.get(candidate.key);
      if (!current || candidate.score > current.score)
        best.set(candidate.key, { index, score: candidate.score });
    }
  });
  return prepared.map((section, index) => {
    const chosen: TStatement[] = [];
    for (const candidate of section.candidates) {
      if (chosen.length >= MAX_CLIENT) break;
      if (best.get(candidate.key)?.index !== index || taken.has(candidate.key)) continue;
      taken.add(candidate.key);
      chosen.push(candidate.statement);
    }
    return chosen;
  });
}
