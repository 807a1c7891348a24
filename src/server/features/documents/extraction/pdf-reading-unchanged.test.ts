import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { prewarmPdfHelper } from "./pdf-pages-parallel";
import { type PdfReadingDigest, pdfReadingDigest } from "./pdf-reading-digests";

const FIXTURES = new URL("../../../../../../shared/fixtures/", import.meta.url);
const DIGESTS = new URL("../../../../../tests/fixtures/pdf-reading/digests.json", import.meta.url);

/**
 * Digests taken with the reader as it was before its speed-up (issue 14): every real tender's text
 * items (text and positions, which tables are read from) and page texts must stay exactly these, so
 * that phase 1 reads the same documents it was measured on.
 */
describe("the PDF reader reads the real tenders exactly as before", async () => {
  const expected = JSON.parse(await readFile(DIGESTS, "utf8")) as Record<string, PdfReadingDigest>;

  it.each(Object.keys(expected))(
    "%s: same items, positions and page texts",
    async (name) => {
      // Long files are read in two threads once the helper is warm: the split must not show either.
      await prewarmPdfHelper();
      const folder = name.startsWith("capdam") || name.startsWith("cdmx") ? "mx/" : "tenders/";
      const bytes = new Uint8Array(await readFile(new URL(`${folder}${name}`, FIXTURES)));
      expect(await pdfReadingDigest(bytes)).toEqual(expected[name]);
    },
    60_000,
  );
});
