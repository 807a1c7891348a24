/** What bench:ingest prints for a document read by OCR: speed per page, confidence, and accuracy. */
import type { ExtractionResult } from "../src/server/features/documents/extraction/extraction-types";
import { cer, pageAccuracy, readScanReference } from "./ocr-accuracy";

export async function reportOcr(options: {
  filePath: string;
  result: Extract<ExtractionResult, { status: "listo" }>;
  extractSeconds: number;
  readMb: number;
  ocrParallel: number;
}): Promise<void> {
  const { result, extractSeconds } = options;
  const ocrPages = result.ocrPages ?? [];
  const confidences = ocrPages.flatMap((page) => (page.confidence === null ? [] : [page.confidence]));
  const failed = ocrPages.length - confidences.length;
  const mean = confidences.reduce((sum, value) => sum + value, 0) / Math.max(1, confidences.length);
  console.log(
    `  OCR: ${ocrPages.length} pages, ${(extractSeconds / ocrPages.length).toFixed(2)} s/page (${options.ocrParallel} at once, whole reading ${extractSeconds.toFixed(1)} s), mean confidence ${mean.toFixed(0)}, lowest ${Math.min(...confidences)}, failed ${failed}, memory +${options.readMb.toFixed(0)} MB`,
  );
  const reference = await readScanReference(options.filePath);
  if (!reference) return;
  const read = new Map<number, string>();
  for (const unit of result.units)
    if (unit.page !== null) read.set(unit.page, `${read.get(unit.page) ?? ""}\n${unit.text}`);
  const pages = pageAccuracy(reference.pages, read);
  const upright = pages.filter((page) => !reference.upsideDown.includes(page.page));
  const turned = pages.filter((page) => reference.upsideDown.includes(page.page));
  console.log(
    `  CER against ${reference.source}'s text layer: ${(cer(pages) * 100).toFixed(2)} % (upright pages ${(cer(upright) * 100).toFixed(2)} %, upside-down page${turned.length === 1 ? "" : "s"} ${turned.map((page) => page.page).join(", ") || "-"}: ${(cer(turned) * 100).toFixed(2)} %)`,
  );
  const worst = [...pages].sort(
    (a, b) => b.errors / Math.max(1, b.length) - a.errors / Math.max(1, a.length),
  )[0];
  if (worst)
    console.log(
      `  worst page ${worst.page}: ${((worst.errors / Math.max(1, worst.length)) * 100).toFixed(2)} % of ${worst.length} characters`,
    );
}
