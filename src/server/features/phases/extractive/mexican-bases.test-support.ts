/**
 * The development fixture's LAASSP convocatoria (an OCR transcript, 12 partidas, formats 1-5 and the
 * Anexo 2 price form) read as the product reads a text file: pages, then passages.
 */
import { readFileSync } from "node:fs";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { readTxtText } from "../../documents/extraction/txt-text";
import type { CategorizedPassage } from "../generation/phase-input";

export const LAASSP_FIXTURE = "tests/fixtures/mx-desarrollo/convocatoria-laassp-ocr.txt";
export const LAASSP_NAME = "convocatoria-laassp-ocr.txt";

export function laasspPassages(): CategorizedPassage[] {
  const units = readTxtText(readFileSync(LAASSP_FIXTURE));
  return splitIntoPassages(units).map((passage) => ({
    // Apart from the ids of `passage()` (test-support), which count from 1 in the same pattern.
    id: `00000000-0000-4000-a000-${String(passage.ordinal).padStart(12, "0")}`,
    documentId: "bases",
    documentName: LAASSP_NAME,
    documentType: "bases",
    page: passage.page,
    heading: passage.heading,
    text: passage.text,
  }));
}
