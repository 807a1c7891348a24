import { describe, expect, it } from "vitest";
import { VisitorRefusals } from "./visitor-refusals";

describe("VisitorRefusals", () => {
  it("writes a visitor's first refusal of each minute per address, another address apart", () => {
    const refusals = new VisitorRefusals();
    const start = 1_000_000;
    expect(refusals.shouldRecord("203.0.113.7", start)).toBe(true);
    expect(refusals.shouldRecord("203.0.113.7", start + 10)).toBe(false);
    expect(refusals.shouldRecord("203.0.113.7", start + 59_999)).toBe(false);
    expect(refusals.shouldRecord("198.51.100.4", start + 10)).toBe(true);
    expect(refusals.shouldRecord("203.0.113.7", start + 60_000)).toBe(true);
  });

  it("forgets the oldest address past ten thousand, never growing without bound", () => {
    const refusals = new VisitorRefusals();
    for (let index = 0; index <= 10_000; index += 1)
      refusals.shouldRecord(`10.0.${index >> 8}.${index & 255}`, 5);
    // The first address was forgotten: its next refusal is written again within the minute.
    expect(refusals.shouldRecord("10.0.0.0", 6)).toBe(true);
    expect(refusals.shouldRecord("10.0.39.16", 6)).toBe(false);
  });
});
