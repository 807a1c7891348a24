/**
 * One section of the draft: what the bases ask under this heading (quoted), then how the applicant
 * answers it in its own documents' words (quoted), joined by short composed sentences that state no
 * fact. When the applicant's documents say nothing about it, a [PENDIENTE] asks for the text.
 */

import { tableRowCells } from "../../../../shared/rules/table-rows";
import type { PhaseInput, TPhaseSection, TStatement } from "../generation/phase-input";
import { sourceOf } from "../generation/phase-input";
import {
  assignCandidates,
  type Candidate,
  clientCandidates,
  DRAFT_TENDER,
  type TakenSentences,
} from "./draft-candidates";
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

const MAX_REQUESTS = 2;
// Words of the request added to the heading's in the client search: enough to focus it, not to drown it.
const QUERY_WORDS = 14;

/** The heading and what the index says it answers (its sourced statements). */
export interface DraftHeading {
  heading: string;
  level: 1 | 2 | 3;
  requests: TStatement[];
}

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
