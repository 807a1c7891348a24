/**
 * Measures phase 1 against the hand labels: node --import tsx scripts/score-phase1.ts PDF LABELS.json
 * Extracts the PDF as the product does, runs the extractive phase 1 and scores its rows with
 * ../shared/tools/score-phase1.py (each row's page and all its cells joined).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractDocument } from "../src/server/features/documents/extraction/extract-document";
import { splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { extractRelevantPoints } from "../src/server/features/phases/extractive/phase1-relevant-points";

const [pdfPath, labelsPath] = process.argv.slice(2);
if (!pdfPath || !labelsPath) {
  console.error("Uso: node --import tsx scripts/score-phase1.ts PDF LABELS.json");
  process.exit(2);
}
const result = await extractDocument({ filePath: pdfPath, fileType: "pdf", timeoutMs: 120_000 });
if (result.status !== "listo") {
  console.error(`No se pudo leer ${pdfPath}: ${JSON.stringify(result)}`);
  process.exit(1);
}
const name = path.basename(pdfPath);
const passages = splitIntoPassages(result.units).map((passage) => ({
  id: `p${passage.ordinal}`,
  documentId: name,
  documentName: name,
  page: passage.page,
  heading: passage.heading,
  text: passage.text,
}));
const points = extractRelevantPoints(passages);
const items = points.map((point) => ({
  page: point.page ?? 0,
  text: [point.requirement, point.kind, point.deliverable, point.dateOrDeadline, point.weight, point.quote]
    .filter((cell) => cell !== null)
    .join(" | "),
}));
const dir = mkdtempSync(path.join(os.tmpdir(), "score-phase1-"));
try {
  const itemsPath = path.join(dir, "items.json");
  writeFileSync(itemsPath, JSON.stringify(items));
  if (process.env.PHASE1_DUMP) writeFileSync(process.env.PHASE1_DUMP, JSON.stringify(points, null, 1));
  const output = execFileSync("python3", ["../shared/tools/score-phase1.py", labelsPath, itemsPath], {
    encoding: "utf8",
  });
  const counts: Record<string, number> = {};
  for (const point of points) counts[point.kind] = (counts[point.kind] ?? 0) + 1;
  const mandatory = points.filter((point) => point.mandatory).length;
  process.stdout.write(output);
  console.log(`rows per kind ${JSON.stringify(counts)}; mandatory ${mandatory}/${points.length}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
