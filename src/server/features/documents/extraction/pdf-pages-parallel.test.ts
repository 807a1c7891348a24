import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  claimPage,
  createPageClaims,
  PARALLEL_MIN_PAGES,
  prewarmPdfHelper,
  readAllPageLines,
} from "./pdf-pages-parallel";
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

describe("pages shared by two threads", () => {
  it("are each taken once, however the two threads alternate, and then no more", () => {
    const claims = createPageClaims(5);
    const taken: string[] = [];
    // The front thread takes twice as often as the back one: they meet past the middle.
    for (let turn = 0; turn < 10; turn++) {
      const side = turn % 3 === 2 ? "back" : "front";
      if (claimPage(claims)) taken.push(side);
    }
    expect(taken).toHaveLength(5);
    expect(taken.filter((side) => side === "front")).toHaveLength(4);
    expect(claimPage(claims)).toBe(false);
  });

  it("a PDF read by both threads from its two ends still gives every page in order", async () => {
    const data = new Uint8Array(await readFile(TENDER));
    const pdf = await openPdf(data.slice());
    const inOrder = await readPageLines(pdf, 1, pdf.numPages);
    await pdf.destroy();
    await prewarmPdfHelper();
    for (let run = 0; run < 3; run++) {
      const both = await readAllPageLines(data.slice());
      expect(both.pageLines).toEqual(inOrder);
    }
  }, 60_000);
});
