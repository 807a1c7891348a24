/**
 * A fixed random sample of phase 1's rows per development document, to judge by hand whether a bidder
 * would act on each one (issue 9: '≥ 85 % of a random 50-row sample actionable').
 *
 *   npm run sample:phase1                 50 rows of every development fixture, seed 9
 *   npm run sample:phase1 -- 30 17        30 rows, seed 17
 *   npm run sample:phase1 -- 50 9 ciego   the blind fixtures' rows (their labels are never read)
 *   npm run sample:phase1 -- 50 9 DOC…    the rows of any documents (PDF, text with page markers, Word)
 *
 * Prints one block per row (number, page, kind, mandatory, 'Requisito', quote) for a reader to mark 'sí'
 * (a bidder would do, provide, meet or plan around it) or 'no'. The sample is the same on every run for
 * the same rows and seed (mulberry32), so two versions of the rules can be judged on comparable draws.
 * Blind fixtures are sampled only on request ('ciego'), once, after the last change to the rules: their rows
 * are judged, never read next to their labels, and no rule changes after (docs/phase1-actionable-sample.md).
 */
import path from "node:path";
import { extractRelevantPoints } from "../src/server/features/phases/extractive/phase1-relevant-points";
import { PHASE1_FIXTURES as FIXTURES, fixturePassages } from "../tests/support/phase1-fixtures";

/** mulberry32: a small seeded generator, enough for a reproducible draw. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `size` distinct indexes of `count`, in ascending order (a partial Fisher-Yates shuffle). */
function sampleIndexes(count: number, size: number, random: () => number): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index);
  for (let index = 0; index < Math.min(size, count); index++) {
    const pick = index + Math.floor(random() * (count - index));
    [indexes[index], indexes[pick]] = [indexes[pick] as number, indexes[index] as number];
  }
  return indexes.slice(0, Math.min(size, count)).sort((a, b) => a - b);
}

const [sizeArgument, seedArgument, setArgument, ...more] = process.argv.slice(2);
const size = Number(sizeArgument ?? 50);
const seed = Number(seedArgument ?? 9);
const set = setArgument === "ciego" ? "ciego" : "desarrollo";
const documents =
  setArgument !== undefined && setArgument !== "ciego" && setArgument !== "desarrollo"
    ? [setArgument, ...more].map((document) => ({ name: path.basename(document), document }))
    : FIXTURES.filter((entry) => entry.set === set);

for (const fixture of documents) {
  const passages = await fixturePassages(fixture.document);
  const points = extractRelevantPoints(passages);
  const picked = sampleIndexes(points.length, size, seeded(seed));
  console.log(`\n## ${fixture.name}: ${picked.length} de ${points.length} filas (semilla ${seed})`);
  for (const index of picked) {
    const point = points[index];
    if (!point) continue;
    const quote = point.quote.replace(/\s+/g, " ");
    console.log(
      `\n#${index} p${point.page ?? "?"} ${point.kind}${point.mandatory ? " OBLIGATORIO" : ""}\n  R: ${point.requirement}\n  C: ${quote.length > 260 ? `${quote.slice(0, 260)}…` : quote}`,
    );
  }
}
process.exit(0);
