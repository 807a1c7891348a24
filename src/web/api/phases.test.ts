import { describe, expect, it } from "vitest";
import {
  markGenerationRequested,
  PHASE_FAST_POLL_MS,
  PHASE_FAST_POLL_WINDOW_MS,
  PHASE_POLL_MS,
  phasePollInterval,
} from "./phases";

describe("polling the phases while a generation runs", () => {
  it("asks every 0.3 s for the first seconds after 'Generar', then every 1.5 s", () => {
    const clicked = 1_000_000;
    expect(phasePollInterval("proyecto-a", clicked)).toBe(PHASE_POLL_MS);
    markGenerationRequested("proyecto-a", clicked);
    expect(phasePollInterval("proyecto-a", clicked + 100)).toBe(PHASE_FAST_POLL_MS);
    expect(phasePollInterval("proyecto-a", clicked + PHASE_FAST_POLL_WINDOW_MS - 1)).toBe(PHASE_FAST_POLL_MS);
    expect(phasePollInterval("proyecto-a", clicked + PHASE_FAST_POLL_WINDOW_MS)).toBe(PHASE_POLL_MS);
    // Another project, opened in another tab, keeps the usual pace.
    expect(phasePollInterval("proyecto-b", clicked + 100)).toBe(PHASE_POLL_MS);
  });
});
