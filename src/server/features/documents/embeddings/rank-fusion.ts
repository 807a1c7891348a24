/** The constant of Reciprocal Rank Fusion (Cormack et al., 2009): it damps the weight of the very top. */
export const RRF_K = 60;

/**
 * Reciprocal Rank Fusion of rankings of ids (best first): each id scores the sum of 1/(k + rank) over
 * the rankings that hold it, ranks counted from 1. It needs no comparable scores, so ts_rank and cosine
 * distance mix without tuning; an id found by both rankings rises above one found by either alone.
 * Equal scores keep the order in which ids were first met (earlier rankings first).
 */
export function fuseRankings(rankings: string[][], k = RRF_K): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
