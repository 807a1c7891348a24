import { describe, expect, it } from "vitest";
import { createInFlightLimit } from "./in-flight-limit";

describe("createInFlightLimit", () => {
  it("admits up to the limit per key, refuses the next, and frees places as holders leave", () => {
    const limit = createInFlightLimit(2);
    expect(limit.enter("10.0.0.1")).toBe(true);
    expect(limit.enter("10.0.0.1")).toBe(true);
    expect(limit.enter("10.0.0.1")).toBe(false);
    expect(limit.enter("10.0.0.2")).toBe(true);
    limit.leave("10.0.0.1");
    expect(limit.running("10.0.0.1")).toBe(1);
    expect(limit.enter("10.0.0.1")).toBe(true);
    limit.leave("10.0.0.1");
    limit.leave("10.0.0.1");
    expect(limit.running("10.0.0.1")).toBe(0);
  });
});
