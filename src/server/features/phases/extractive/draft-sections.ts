/**
 * One section of the draft: what the bases ask under this heading (quoted), then how the applicant
 * answers it in its own documents' words (quoted), joined by short composed sentences that state no
 * fact. When the applicant's documents say nothing about it, a [PENDIENTE] asks for the text.
 */

import { tableRowCells } from "../../../../shared/rules/table-rows";
import type { CategorizedPassage, PhaseInput, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import { isLotRow } from "./lot-rows";
import {
  fold,
  headingKeywords,
  isHeaderOrTitle,
  keywords,
  overlap,
  sentencesOf,
  withoutNumbering,
} from "./proposal-structure-text";

export const DRAFT_TENDER = ["bases", "anexos"] as const;
export const DRAFT_CLIENT = ["curricula", "equipo", "legal", "fiscal", "otros"] as const;

const MAX_REQUESTS = 2;
const MAX_CLIENT = 4;
// Words of the request added to the heading's in the client search: enough to focus it, not to drown it.
const QUERY_WORDS = 14;

/** The heading and what the index says it answers (its sourced statements). */
export interface DraftHeading {
  heading: string;
  level: 1 | 2 | 3;
  requests: TStatement[];
}

/** Sentences the draft already quotes, so two sections do not repeat the same words. */
export type TakenSentences = Set<string>;

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * What a section without the client's material asks for: which material of the client would answer it,
 * by what the heading names (vocabulary as data: one line per kind of heading, the first that fits).
 */
const MISSING_MATERIAL: [RegExp, string][] = [
  [
    /experiencia|antecedentes|trayectoria|contratos (?:similares|anteriores)|capacidad del licitante|curr[íi]cul\w* de la empresa/iu,
    "currículum de la empresa o propuestas anteriores con sus contratos (categorías «Currículum del licitante» u «Otros documentos relevantes»)",
  ],
  [
    /personal|equipo de trabajo|organizaci[óo]n|organigrama|c[ée]dula|profesional|recursos humanos/iu,
    "currículos del equipo propuesto (categoría «Currículos del equipo»)",
  ],
  [
    /legal|acta constitutiva|poder notarial|jur[íi]dic/iu,
    "documentación legal de la empresa (acta constitutiva, poderes)",
  ],
  [
    /fiscal|\bRFC\b|\bSAT\b|tributari|opini[óo]n de cumplimiento/iu,
    "documentación fiscal (constancia de situación fiscal, opinión de cumplimiento)",
  ],
  [
    /certificaci[óo]n|calidad|\bISO\b/iu,
    "certificados de la empresa o su sistema de calidad (categoría «Otros documentos relevantes»)",
  ],
];
const DEFAULT_MATERIAL =
  "propuestas anteriores, metodología o presentación de la empresa (categoría «Otros documentos relevantes»)";

/** The client's material that would answer a heading, in words a bid manager can act on. */
export function missingMaterialFor(heading: string): string {
  return MISSING_MATERIAL.find(([cue]) => cue.test(heading))?.[1] ?? DEFAULT_MATERIAL;
}

export function pendingFor(heading: string): string {
  return `redactar «${heading}» con información de la empresa; falta material del cliente: ${missingMaterialFor(heading)}`;
}

/** The bases' request under this heading: the index's quotes, else the bases' best sentences. */
async function requestsFor(
  input: PhaseInput,
  target: DraftHeading,
  words: Set<string>,
): Promise<TStatement[]> {
  const fromIndex: TStatement[] = [];
  const quotes: string[] = [];
  for (const statement of target.requests) {
    const source = statement.sources[0];
    if (!source || isHeaderOrTitle(source.quote)) continue;
    // Every work or lot the bases put out is quoted (the bidder says which it offers); other requests, two.
    const isLot = isLotRow(statement.text.replace(/^[^:]{0,40}:\s*/u, ""), [source.quote]);
    if (fromIndex.length >= MAX_REQUESTS && !isLot) continue;
    // 'Responde a' and the phase-1 row often quote the same line: one of them is enough.
    const key = fold(source.quote);
    if (quotes.some((quote) => quote.includes(key) || key.includes(quote))) continue;
    quotes.push(key);
    fromIndex.push({ text: requestText(source.quote), sources: [source] });
  }
  if (fromIndex.length > 0) return fromIndex;
  const found: TStatement[] = [];
  // A sentence of the bases answers the heading when it shares the words that name its subject (two,
  // or the one there is), not a word every requirement uses ('cumplimiento', 'requeridos').
  const subject = headingKeywords(target.heading);
  const needed = Math.max(1, Math.min(2, subject.size));
  for (const passage of await input.search(target.heading, { categories: DRAFT_TENDER, limit: 3 })) {
    const best = sentencesOf(passage.text)
      .map((sentence) => ({ sentence, words: keywords(sentence.text) }))
      .filter((entry) => overlap(entry.words, subject) >= needed && !isHeaderOrTitle(entry.sentence.text))
      .map((entry) => ({ sentence: entry.sentence, score: overlap(entry.words, words) }))
      .sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    const source = sourceOf(passage, best.sentence.text);
    found.push({ text: requestText(source.quote), sources: [source] });
    if (found.length >= MAX_REQUESTS) break;
  }
  return found;
}

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
const ONLY_WHEN_NAMED = new Set(["legal", "fiscal"]);
const CATEGORY_BONUS = 2;

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
  if (namedCategories.length > 0) {
    const searched = await input.search(query, { categories: namedCategories, limit: 4 });
    const own = searched.length > 0 ? searched : (await input.passagesOf(namedCategories)).slice(0, 8);
    for (const passage of own) if (!found.some((item) => item.id === passage.id)) found.push(passage);
  }
  for (const passage of found) {
    if (ONLY_WHEN_NAMED.has(passage.documentType) && !named.includes(passage.documentType)) continue;
    // A passage under the client's own heading of the same subject ('METODOLOGÍA DE TRABAJO' of a
    // previous proposal under 'Metodología y plan de trabajo') answers the section as a whole.
    const ownHeading = passage.heading ? overlap(keywords(passage.heading), headingWords) * 2 : 0;
    for (const sentence of sentencesOf(passage.text)) {
      // The client's heading itself is no answer.
      if (passage.heading && fold(sentence.text) === fold(passage.heading)) continue;
      if (isHeaderOrTitle(sentence.text)) continue;
      const words = keywords(sentence.text);
      const bonus = (named.includes(passage.documentType) ? CATEGORY_BONUS : 0) + ownHeading;
      const score = overlap(words, headingWords) * 2 + overlap(words, requestWords) + bonus;
      order += 1;
      if (score < 2) continue;
      const source = sourceOf(passage, sentence.text);
      out.push({
        key: fold(source.quote),
        passage,
        statement: { text: source.quote, sources: [source] },
        score,
        order,
      });
    }
  }
  return out.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** The words of a heading's request, for the client search and the scoring. */
export function requestWordsOf(target: DraftHeading): Set<string> {
  return keywords(
    target.requests.map((statement) => statement.text.replace(/^[^:]{0,40}:\s*/u, "")).join(" "),
  );
}

/** A heading with what the bases ask and the applicant's sentences that could answer it. */
export interface PreparedSection {
  target: DraftHeading;
  requests: TStatement[];
  candidates: Candidate[];
}

export async function prepareSection(input: PhaseInput, target: DraftHeading): Promise<PreparedSection> {
  const headingWords = keywords(target.heading);
  const requestWords = requestWordsOf(target);
  const requests = await requestsFor(input, target, new Set([...headingWords, ...requestWords]));
  const query = [target.heading, ...[...requestWords].slice(0, QUERY_WORDS)].join(" ");
  const candidates = await clientCandidates(input, query, target.heading, requestWords);
  return { target, requests, candidates };
}

/**
 * Gives each applicant sentence to the one section it fits best (the first on a tie), at most four per
 * section, so a CV line lands under the team heading rather than under the first one that mentions it.
 */
export function assignCandidates(prepared: PreparedSection[], taken: TakenSentences): TStatement[][] {
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

/** How the draft marks the bases' own words restated in a section: they are the question, not an answer. */
export const TENDER_REQUEST_PREFIX = "Lo que piden las bases: ";
/**
 * The bases' request as the draft shows it: the quote's words on one line (a PDF's line breaks are not
 * the sentence's), a table row's cells in column order ('FISM-LP-001/2026 | Ampliación de red… | 90 días
 * naturales'); the citation keeps the literal quote.
 */
export function requestText(quote: string): string {
  const text = quote.includes("\t")
    ? tableRowCells(quote)
        .map((cell) => cell.replace(/\s+/gu, " ").trim())
        .filter((cell) => cell !== "")
        .join(" | ")
    : quote.replace(/\s+/gu, " ").trim();
  return `${TENDER_REQUEST_PREFIX}${text}`;
}

/** The draft's composed opening of each section: connective text, no fact of the applicant. */
export const SECTION_INTRO_PREFIX = "En este apartado se presenta ";

/** The section's text: a composed opening, the bases' request, the applicant's sentences or a [PENDIENTE]. */
export function composeSection(
  prepared: PreparedSection,
  answers: TStatement[],
): { section: TPhaseSection; pending: string | null } {
  const { target } = prepared;
  const statements: TStatement[] = [
    {
      text: `${SECTION_INTRO_PREFIX}${lowerFirst(withoutNumbering(target.heading))}, conforme a lo que solicitan las bases de la licitación.`,
      sources: [],
    },
    ...prepared.requests,
  ];
  if (answers.length === 0) {
    statements.push({ text: `[PENDIENTE: ${pendingFor(target.heading)}]`, sources: [] });
    return {
      section: { heading: target.heading, level: target.level, statements },
      pending: pendingFor(target.heading),
    };
  }
  statements.push({
    text: "Para atenderlo, la empresa ofrece lo siguiente, según sus propios documentos:",
    sources: [],
  });
  statements.push(...answers);
  return { section: { heading: target.heading, level: target.level, statements }, pending: null };
}

/** One section drafted on its own (a heading the instructions add). */
export async function draftSection(input: PhaseInput, target: DraftHeading, taken: TakenSentences) {
  const prepared = await prepareSection(input, target);
  return composeSection(prepared, assignCandidates([prepared], taken)[0] ?? []);
}
