import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PARALLEL_MIN_PAGES, prewarmPdfHelper, readAllPageLines } from "./pdf-pages-parallel";
import { openPdf, readPageLines } from "./pdf-text";

const TENDER = new URL(
  "../../../../../../shared/fixtures/tenders/jaen-02-pliego-clausulas-administrativas.pdf",
  import.meta.url,
);

describe("a long PDF read in two halves at once", () => {
  it("gives every page's lines exactly as one thread reading them in order", async () => {
    const data = new Uint8Array(await readFile(TENDER));
    const pdf = await openPdf(data.slice());
    const pageCount = pdf.numPages;
    const inOrder = await readPageLines(pdf, 1, pageCount);
    await pdf.destroy();
    expect(pageCount).toBeGreaterThanOrEqual(PARALLEL_MIN_PAGES);

    // The helper thread loads pdf.js first; then the second half is read there.
    await prewarmPdfHelper();
    const split = await readAllPageLines(data.slice());
    expect(split.pageCount).toBe(pageCount);
    expect(split.pageLines).toEqual(inOrder);
    expect(split.pageLines[pageCount - 1]?.length).toBeGreaterThan(0);
  }, 60_000);
});
