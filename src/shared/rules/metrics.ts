/** Upper bounds (ms) of the request-latency histogram the server records; one more bucket above. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

/**
 * A percentile from histogram counts (one per bound, plus the overflow), interpolated within its
 * bucket as Prometheus' histogram_quantile does. Null with no requests.
 */
export function percentileFromCounts(counts: readonly number[], quantile: number): number | null {
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return null;
  const rank = quantile * total;
  let seen = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const inBucket = counts[index] ?? 0;
    if (seen + inBucket >= rank && inBucket > 0) {
      const lower = index === 0 ? 0 : LATENCY_BUCKETS_MS[index - 1]!;
      const upper = LATENCY_BUCKETS_MS[index] ?? LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]! * 2;
      return Math.round(lower + ((upper - lower) * (rank - seen)) / inBucket);
    }
    seen += inBucket;
  }
  return LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
}
