/**
 * What every phase builder (the built-in extractive generator and the model's prompts) receives: the
 * project, its passages by category, a Spanish full-text search, and the latest version of each earlier
 * phase. Everything a builder reads through this interface counts as "retrieved", so the citation guard
 * can later refuse any citation to a passage the builder never saw.
 */
import type { DocumentCategory } from "../../../../shared/rules/files";
import type { TPhaseContent } from "../../../adapters/llm/phase-content";
import type { SourcePassage } from "../extractive/phase1-relevant-points";

export type {
  TPhaseContent,
  TPhaseSection,
  TPhaseTable,
  TSource,
  TStatement,
} from "../../../adapters/llm/phase-content";
export type { SourcePassage } from "../extractive/phase1-relevant-points";

/**
 * A passage together with the category of the document it comes from, and whether its page was read by
 * OCR (its citations say so).
 */
export type CategorizedPassage = SourcePassage & { documentType: DocumentCategory; isOcr?: boolean };

/** The latest ready version of an earlier phase, as content (an adjusted upload is parsed back). */
export interface EarlierPhase {
  phase: number;
  version: number;
  isUserAdjusted: boolean;
  /** File name of that version, e.g. Indice_de_la_propuesta_tecnica_v2_ajustado.docx. */
  fileName: string;
  content: TPhaseContent;
}

export interface PhaseInput {
  projectId: string;
  project: { name: string; description: string };
  /** 0-7. */
  phase: number;
  /** The user's instructions for a regeneration; null for a first version. */
  instructions: string | null;
  /** Every passage of the project's uploaded documents of these categories, in reading order. */
  passagesOf(categories: readonly DocumentCategory[]): Promise<CategorizedPassage[]>;
  /** Spanish full-text search over the project's uploaded documents, best first (default 8). */
  search(
    query: string,
    options?: { categories?: readonly DocumentCategory[]; limit?: number },
  ): Promise<CategorizedPassage[]>;
  /** The latest ready version of an earlier phase (or of this one, for a regeneration); null when none. */
  earlier(phase: number): Promise<EarlierPhase | null>;
  /** The client's own decisions on its company profile (shared by all its projects). */
  clientProfile(): Promise<ClientProfile>;
}

/**
 * The values the client confirmed or corrected on 'Perfil de la empresa' (keyed like the applicant's
 * data: razonSocial, rfc, domicilio…): they win over what the documents say.
 */
export type ClientProfile = Partial<Record<string, { value: string; status: "confirmado" | "corregido" }>>;

/** The built-in generator of one phase: deterministic, from the input's passages and rules. */
export type ExtractiveBuilder = (input: PhaseInput) => Promise<TPhaseContent>;

/** A citation to a passage: the quote must be a literal piece of the passage's text. */
export function sourceOf(
  passage: { id: string; text: string },
  quote?: string,
): { passageId: string; quote: string } {
  const text = (quote ?? passage.text).replace(/\s+/g, " ").trim();
  return { passageId: passage.id, quote: clipQuote(text) };
}

/** Quotes are at most 400 characters (the schema's limit); a long one is cut at a word boundary. */
export function clipQuote(text: string, limit = 400): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).trim();
}
