/**
 * How well the proposal answers one criterion (phase 8): the proposal's statements and table rows are
 * compared word by word (stemming-lite) with the criterion; the best few become its evidence, the share
 * of the criterion's words they contain is its coverage, and a tier of that share its estimated points.
 * A rough reviewer's estimate, explainable line by line; never the committee's score.
 */
import type { TPhaseContent, TSource } from "../generation/phase-input";
import { SECTION_INTRO_PREFIX, TENDER_REQUEST_PREFIX } from "./draft-sections";
import { contentWords, foldText, pendingMarks, stemsOf, withoutPendingMarks } from "./evaluation-text";
import type { FactAspect } from "./vocabulary-cue";

export interface EvidenceItem {
  text: string;
  /** The headings it sits under, outermost first, joined by ' › '. */
  heading: string;
  sources: TSource[];
  /** A table row's cells, in order (`text` joins them): a cell that is the bases' own text is taken out. */
  cells?: string[];
}

export interface CriterionCoverage {
  evidence: EvidenceItem[];
  /** 0-1: share of the criterion's content words found in the evidence. */
  coverage: number;
  /** round(points × tier); null when the criterion has no points (binary, or points not given). */
  estimatedPoints: number | null;
  /** For a binary criterion: whether the proposal covers it. */
  isMet: boolean;
  missingWords: string[];
  pending: string[];
  /** A criterion read by the client's facts (evaluation-facts.ts): what it asks for, what they show. */
  facts?: {
    asked: FactAspect[];
    shown: FactAspect[];
    contracts: number;
    fulfilled: number;
    /** The client's track record set aside: not of what the bases tender (tender-subject.ts). */
    setAside?: string[];
    /** The client's count of a fact against the bases' maximum for it ('3 de 6 contratos'). */
    scaled?: Array<{
      aspect: FactAspect;
      count: number;
      maximum: number;
      unit: string;
      /** Years counted from the year the client states, to the year of the evaluation. */
      since?: number;
      year?: number;
    }>;
  };
  /**
   * The bases' offered goods (evaluation-goods.ts): the partidas a client's document describes, those
   * it does not, and how many the bases list (0 when no partida was read).
   */
  goods?: { described: string[]; missing: string[]; total: number; isShown: boolean };
  /** The bases' passages the estimate rests on besides the criterion's own (a maximum they set). */
  sources?: TSource[];
}

/**
 * Coverage tiers: at least 60 % of the criterion's words → all its points; at least 30 % → half;
 * less → none. A binary criterion is met from the full tier. Evidence still holding a [PENDIENTE: …]
 * drops one tier: a placeholder is not yet something the committee can score.
 */
export const COVERAGE_TIERS = [
  { from: 0.6, factor: 1 },
  { from: 0.3, factor: 0.5 },
  { from: 0, factor: 0 },
] as const;

const MAX_EVIDENCE = 3;
// The cover and the index repeat every heading of the proposal: they are not evidence of anything.
const NOT_EVIDENCE = /^(portada|[íi]ndice|instrucciones aplicadas)$/iu;

/**
 * The statements and table rows of a phase's content, each with the headings above it; `part` names
 * the phase when several phases are read together (no integrated proposal yet).
 */
function isRestatement(text: string): boolean {
  return text.startsWith(TENDER_REQUEST_PREFIX) || text.startsWith(SECTION_INTRO_PREFIX);
}

export function evidenceFromContent(content: TPhaseContent, part?: string): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  const path: string[] = [];
  let isSkipped = false;
  for (const section of content.sections) {
    path.length = section.level - 1;
    path[section.level - 1] = section.heading;
    if (section.level === 1) isSkipped = NOT_EVIDENCE.test(section.heading.trim());
    if (isSkipped) continue;
    const heading = [part, ...path].filter(Boolean).join(" › ");
    for (const statement of section.statements) {
      // The bases restated in the draft and its composed openings would "cover" every criterion by
      // repeating it; only what the proposal says of the applicant counts as evidence.
      if (isRestatement(statement.text)) continue;
      items.push({ text: statement.text, heading, sources: statement.sources });
    }
    for (const row of section.table?.rows ?? []) {
      const cells = row.cells.filter((cell) => cell.trim() !== "");
      if (cells.length > 0) items.push({ text: cells.join(" — "), heading, sources: row.sources, cells });
    }
  }
  return items;
}

export function assessCriterion(
  criterion: { criterion: string; pointsAvailable: number | null; kind: "puntos" | "binario" },
  items: readonly EvidenceItem[],
): CriterionCoverage {
  const wanted = contentWords(criterion.criterion);
  const stems = new Set(wanted.map((entry) => entry.stem));
  const scored = items
    // A placeholder alone ('[PENDIENTE: redactar «Experiencia y especialidad»…]') repeats the words it
    // asks for: it is nothing the committee can score, and its heading alone is no evidence either.
    .map((item) => ({ item, stems: itemStems(item) }))
    .filter((entry) => entry.stems !== null)
    .map((entry) => ({ ...entry, hits: [...stems].filter((stem) => entry.stems?.has(stem)) }))
    .filter((entry) => entry.hits.length > 0);
  // Greedy: the best item first, then only items that add words the chosen ones lack.
  const covered = new Set<string>();
  const evidence: EvidenceItem[] = [];
  while (evidence.length < MAX_EVIDENCE) {
    let best: (typeof scored)[number] | null = null;
    let bestGain = 0;
    for (const entry of scored) {
      const gain = entry.hits.filter((stem) => !covered.has(stem)).length;
      if (gain > bestGain) {
        best = entry;
        bestGain = gain;
      }
    }
    if (!best) break;
    evidence.push(best.item);
    for (const stem of best.hits) covered.add(stem);
  }
  const coverage = stems.size === 0 ? 0 : covered.size / stems.size;
  const pending = [...new Set(evidence.flatMap((item) => pendingMarks(item.text)))];
  const tier = tierOf(coverage, pending.length > 0);
  return {
    evidence,
    coverage,
    estimatedPoints:
      criterion.kind === "puntos" &&
      criterion.pointsAvailable !== null &&
      !isPriceCriterion(criterion.criterion)
        ? Math.round(criterion.pointsAvailable * tier.factor)
        : null,
    isMet: tier.factor === 1,
    missingWords: wanted.filter((entry) => !covered.has(entry.stem)).map((entry) => entry.word),
    pending,
  };
}

// The price's points come from the economic offer by the bases' formula, not from the proposal's words.
const PRICE_CRITERION =
  /^(?:(?:a\s+)?(?:la|el)\s+|al\s+)?(?:precio|oferta econ[óo]mica|propuesta econ[óo]mica|valor de la oferta)\b/iu;

/** 'Precio ofertado', 'Oferta económica', 'La propuesta económica': scored on the price, not estimated. */
export function isPriceCriterion(name: string): boolean {
  return PRICE_CRITERION.test(name.trim());
}

// Each item's stems once: phase 8 checks every criterion and requirement against every item.
const STEMS = new WeakMap<EvidenceItem, Set<string> | null>();

/**
 * The item's own words (a heading that repeats the criterion's name proves nothing); null for a
 * placeholder alone ('[PENDIENTE: redactar «Experiencia»…]'), which repeats the words it asks for.
 */
function itemStems(item: EvidenceItem): Set<string> | null {
  if (!STEMS.has(item)) {
    STEMS.set(item, contentWords(withoutPendingMarks(item.text)).length > 0 ? stemsOf(item.text) : null);
  }
  return STEMS.get(item) ?? null;
}

function tierOf(coverage: number, hasPending: boolean): (typeof COVERAGE_TIERS)[number] {
  const index = COVERAGE_TIERS.findIndex((tier) => coverage >= tier.from);
  const lowered = hasPending ? Math.min(index + 1, COVERAGE_TIERS.length - 1) : index;
  return COVERAGE_TIERS[lowered] ?? COVERAGE_TIERS[2];
}

// A reference to a part of the documents: 'Anexo IV', 'Formato 3', 'Art. 16', 'apartado 10'.
const REFERENCE =
  /\b(anexo|formato|art[íi]culo|art\.|apartado|cl[áa]usula|numeral)\s*(?:n[º°o.]*\s*)?([IVXL]{1,5}|\d{1,3}(?:\.\d{1,3})*|[A-Z])(?![\p{L}\d])/giu;

function referencesIn(text: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const match of text.matchAll(REFERENCE)) {
    const kind = (match[1] ?? "").toLowerCase().replace(/^art(?:[íi]culo|\.)$/u, "art");
    const set = found.get(kind) ?? new Set<string>();
    set.add((match[2] ?? "").toUpperCase());
    found.set(kind, set);
  }
  return found;
}

// A proper name the requirement asks for: two or more capitalised words, linked by 'de', 'del', 'la'...
// ('Padrón de Contratistas del Municipio', 'Registro Único de Proveedores'), after the first word.
const NAME_RUN = /(?<=\s)\p{Lu}\p{Ll}+(?:\s+(?:(?:de|del|la|las|los|y|e)\s+)?\p{Lu}\p{Ll}+)+/gu;

/**
 * The first word of each proper name in a requirement ('padrón' of 'Padrón de Contratistas'), folded;
 * none in a text mostly in capitals (a title or an OCR'd heading: every word looks like a name).
 */
export function namedHeadsIn(text: string): string[] {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  const capitals = words.filter((word) => word === word.toUpperCase()).length;
  if (capitals * 2 > words.length) return [];
  return [...text.matchAll(NAME_RUN)].map((match) => foldText(match[0].split(/\s+/u)[0] ?? ""));
}

/**
 * Whether the client's content covers a mandatory requirement: `share` of its words in one to three
 * items, at least two of them (a requirement of one or two words needs all). Evidence that names
 * another annex, form or article than the requirement ('Anexo II' for 'Anexo IV', 'Art. 7' for 'Art.
 * 16') and not the requirement's own covers nothing: it speaks of another document. Nor does evidence
 * that never names the register or body the requirement names ('Registro vigente en el Padrón de
 * Contratistas del Municipio' met by a sentence on 'municipios', another on the 'Registro Público de
 * Comercio' and a third on a 'constancia'): half the words, but not the thing asked for.
 */
export function coversRequirement(
  requirement: string,
  items: readonly EvidenceItem[],
  share: number,
): boolean {
  const result = assessCriterion({ criterion: requirement, pointsAvailable: null, kind: "binario" }, items);
  const wanted = contentWords(requirement).length;
  const matched = wanted - result.missingWords.length;
  if (result.coverage < share || matched < Math.min(2, wanted)) return false;
  const evidenceText = result.evidence.map((item) => item.text).join(" ");
  const evidenceWords = foldText(evidenceText).split(/[^a-z0-9ñ]+/u);
  // 'Padrón' is named by 'padrón' or 'padrones': the word without its last two letters, four at least.
  const isNamed = (head: string) => {
    const stem = head.slice(0, Math.max(4, head.length - 2));
    return evidenceWords.some((word) => word.startsWith(stem));
  };
  if (!namedHeadsIn(requirement).every(isNamed)) return false;
  const asked = referencesIn(requirement);
  const given = referencesIn(evidenceText);
  for (const [kind, ids] of asked) {
    const named = given.get(kind);
    if (named && ![...ids].some((id) => named.has(id))) return false;
  }
  return true;
}

/**
 * The shared part of a coverage read by facts or by the goods described: the criterion's points scaled
 * by `factor` (0-1), met only when all of them are shown, no word-coverage marks.
 */
export function factorCoverage(
  criterion: { pointsAvailable: number | null; kind: "puntos" | "binario" },
  evidence: EvidenceItem[],
  coverage: number,
  factor: number,
): Pick<
  CriterionCoverage,
  "evidence" | "coverage" | "estimatedPoints" | "isMet" | "missingWords" | "pending"
> {
  return {
    evidence,
    coverage,
    estimatedPoints:
      criterion.kind === "puntos" && criterion.pointsAvailable !== null
        ? Math.round(criterion.pointsAvailable * factor)
        : null,
    isMet: factor === 1,
    missingWords: [],
    pending: [],
  };
}
