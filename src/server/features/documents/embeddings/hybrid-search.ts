import type { Logger } from "pino";
import type { EmbeddingsClient } from "../../../adapters/embeddings/embeddings-client";
import type { Database } from "../../../db/client";
import { type SearchRow, searchPassages } from "../documents.repository";
import { fuseRankings } from "./rank-fusion";
import { searchPassagesByVector, type VectorSearchRow } from "./vector-store";

/** How many passages each side (words, meaning) puts forward before the rankings are fused. */
export const FUSION_CANDIDATES = 30;
/**
 * A person is waiting: the query's vector gets a shorter time limit and one more try than indexing,
 * and past that the words alone answer.
 */
const QUERY_EMBED_TIMEOUT_MS = 10_000;
const QUERY_EMBED_RETRIES = 1;
export const OPENING_EXCERPT_CHARS = 240;

/**
 * Full-text and vector search over one project, fused with Reciprocal Rank Fusion. `rank` is the fused
 * score (higher is better). A passage found by words keeps its highlighted excerpt; one found only by
 * meaning shows its opening. When the embeddings service fails, the full-text ranking is returned.
 */
export async function searchPassagesHybrid(
  deps: { db: Database; embeddings: EmbeddingsClient; logger: Logger },
  input: { projectId: string; query: string; limit: number },
): Promise<SearchRow[]> {
  const candidates = Math.max(FUSION_CANDIDATES, input.limit);
  const [textRows, queryVector] = await Promise.all([
    searchPassages(deps.db, input.projectId, input.query, candidates),
    embedQuery(deps, input.query),
  ]);
  if (!queryVector) return textRows.slice(0, input.limit);
  const vectorRows = await searchPassagesByVector(deps.db, {
    projectId: input.projectId,
    model: deps.embeddings.model,
    embedding: queryVector,
    limit: candidates,
  });
  const rows = new Map<string, SearchRow>();
  for (const row of vectorRows) rows.set(row.passage_id, fromVectorRow(row));
  for (const row of textRows) rows.set(row.passage_id, row);
  const fused = fuseRankings([
    textRows.map((row) => row.passage_id),
    vectorRows.map((row) => row.passage_id),
  ]);
  return fused.slice(0, input.limit).map(({ id, score }) => ({ ...rows.get(id)!, rank: score }));
}

async function embedQuery(
  deps: { embeddings: EmbeddingsClient; logger: Logger },
  query: string,
): Promise<number[] | null> {
  try {
    const [vector] = await deps.embeddings.embed([query], {
      timeoutMs: QUERY_EMBED_TIMEOUT_MS,
      maxRetries: QUERY_EMBED_RETRIES,
    });
    return vector ?? null;
  } catch (error) {
    // The query's words stay out of the log; the error names only the status or the cause.
    deps.logger.warn({ err: error }, "query not embedded; searching by words only");
    return null;
  }
}

function fromVectorRow(row: VectorSearchRow): SearchRow {
  return {
    passage_id: row.passage_id,
    document_id: row.document_id,
    document_name: row.document_name,
    page: row.page,
    location: row.location,
    heading: row.heading,
    excerpt: openingExcerpt(row.opening),
    rank: 0,
  };
}

/** The first ~240 characters of a passage, cut at a word, with " …" when there is more. */
export function openingExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= OPENING_EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, OPENING_EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > OPENING_EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}
