import { createHash } from "node:crypto";
import { openPdf, readPdfText } from "./pdf-text";

/**
 * What the PDF reader takes from a file, as digests a test can hold still: per page, the text items
 * pdf.js gives (string, transform, width, height, end of line: the positions tables are read from)
 * and the page's text as the rest of the pipeline gets it (running lines dropped, and kept). A change
 * to the reader that moves any of them (an option, a thread split, a faster path) shows here.
 */
export interface PdfReadingDigest {
  pages: number;
  items: string[];
  texts: string[];
  textsKeepingRepeated: string[];
}

function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

export async function pdfReadingDigest(bytes: Uint8Array): Promise<PdfReadingDigest> {
  const pdf = await openPdf(bytes.slice());
  const items: string[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      items.push(
        digest(
          content.items.map((item) =>
            "str" in item ? [item.str, item.transform, item.width, item.height, item.hasEOL] : item,
          ),
        ),
      );
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  const texts = (await readPdfText(bytes.slice())).pages.map(digest);
  const kept = (await readPdfText(bytes.slice(), { keepRepeatedLines: true })).pages.map(digest);
  return { pages: items.length, items, texts, textsKeepingRepeated: kept };
}
