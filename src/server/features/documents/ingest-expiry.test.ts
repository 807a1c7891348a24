import { describe, expect, it } from "vitest";
import { ingestExpirySeconds } from "./documents.jobs";

const config = {
  EXTRACTION_TIMEOUT_MS: 120_000,
  OCR_MAX_PAGES: 200,
  OCR_PAGE_TIMEOUT_MS: 60_000,
  OCR_PARALLEL: 2,
};

describe("the reading job's expiry fits its file", () => {
  it("gives a Word file the extraction time-out alone, whatever its size", () => {
    expect(ingestExpirySeconds(config, { fileType: "docx", fileSize: 19_000_000 })).toBe(120 + 300);
  });

  it("gives a picture one page of OCR", () => {
    expect(ingestExpirySeconds(config, { fileType: "jpg", fileSize: 4_000_000 })).toBe(120 + 60 + 300);
  });

  it("gives a PDF as many pages of OCR as its size could hold, up to OCR_MAX_PAGES", () => {
    expect(ingestExpirySeconds(config, { fileType: "pdf", fileSize: 300_000 })).toBe(120 + 30 * 60 + 300);
    expect(ingestExpirySeconds(config, { fileType: "pdf", fileSize: 20_000_000 })).toBe(120 + 200 * 60 + 300);
  });

  it("gives no OCR time when OCR is off", () => {
    expect(
      ingestExpirySeconds({ ...config, OCR_PARALLEL: 0 }, { fileType: "pdf", fileSize: 20_000_000 }),
    ).toBe(420);
  });
});
