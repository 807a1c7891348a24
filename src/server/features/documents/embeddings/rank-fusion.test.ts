import { describe, expect, it } from "vitest";
import { fuseRankings, RRF_K } from "./rank-fusion";

describe("Reciprocal Rank Fusion", () => {
  it("adds 1/(60 + rank) over the rankings, so agreement beats one strong vote", () => {
    const fused = fuseRankings([
      ["a", "b", "c"],
      ["c", "d", "a"],
    ]);
    expect(RRF_K).toBe(60);
    expect(fused.map((hit) => hit.id)).toEqual(["a", "c", "b", "d"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 63, 12);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2]!.score).toBeCloseTo(1 / 62, 12);
    expect(fused[3]!.score).toBeCloseTo(1 / 62, 12);
  });

  it("keeps a single ranking's order and handles empty rankings", () => {
    expect(fuseRankings([[], ["x", "y"]]).map((hit) => hit.id)).toEqual(["x", "y"]);
    expect(fuseRankings([[], []])).toEqual([]);
    const withSmallK = fuseRankings(
      [
        ["p", "q"],
        ["r", "s", "q"],
      ],
      1,
    );
    expect(withSmallK.map((hit) => hit.id)).toEqual(["q", "p", "r", "s"]);
    expect(withSmallK[0]!.score).toBeCloseTo(1 / 3 + 1 / 4, 12);
  });
});
