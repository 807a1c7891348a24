/**
 * Measures phase 1 against the hand labels with ../shared/tools/score-phase1.py: recall, rows per label,
 * rows on a label, coverage, kind and mandatory agreement.
 *
 *   npm run score:phase1                      every labelled fixture (development and blind, apart)
 *   npm run score:phase1 -- DOC LABELS.json   one document (PDF, text or Word: a Word file paged by
 *                                             LibreOffice's print where installed, as the product does)
 *
 * Each document is extracted as the product does (pages included), phase 1 runs on its passages and
 * every row is passed with its page, all its cells joined, its quote, its kind and its mandatory flag.
 * PHASE1_DUMP=dir/ also writes each document's rows as JSON there; PHASE1_SET=desarrollo scores only the
 * development set (while tuning, the blind ones are not even run).
 * The development set is also scored upper-cased ('Desarrollo en mayúsculas'): the same documents with
 * every page in capitals, as many municipal bases are printed (the labels match whatever the case). Its
 * figures should stay near the originals'. PHASE1_CAPS=1 upper-cases the one document of the second form.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractRelevantPoints } from "../src/server/features/phases/extractive/phase1-relevant-points";
import { fixturePassages, PHASE1_FIXTURES } from "../tests/support/phase1-fixtures";

const SCORER = "../shared/tools/score-phase1.py";
const FIXTURES = PHASE1_FIXTURES;

async function scoreDocument(
  documentPath: string,
  labelsPath: string,
  dumpName: string,
  upperCase = false,
): Promise<string> {
  const started = performance.now();
  const passages = await fixturePassages(documentPath, { upperCase });
  const extracted = performance.now();
  const points = extractRelevantPoints(passages);
  const generated = performance.now();
  const items = points.map((point) => ({
    page: point.page ?? 0,
    text: [point.requirement, point.kind, point.deliverable, point.dateOrDeadline, point.weight, point.quote]
      .filter((cell) => cell !== null)
      .join(" | "),
    quote: point.quote,
    kind: point.kind,
    mandatory: point.mandatory,
  }));
  const dir = mkdtempSync(path.join(os.tmpdir(), "score-phase1-"));
  try {
    const itemsPath = path.join(dir, "items.json");
    writeFileSync(itemsPath, JSON.stringify(items));
    if (process.env.PHASE1_DUMP) {
      writeFileSync(path.join(process.env.PHASE1_DUMP, `${dumpName}.json`), JSON.stringify(points, null, 1));
    }
    const output = execFileSync("python3", [SCORER, labelsPath, itemsPath, documentPath], {
      encoding: "utf8",
    });
    const counts: Record<string, number> = {};
    for (const point of points) counts[point.kind] = (counts[point.kind] ?? 0) + 1;
    const mandatory = points.filter((point) => point.mandatory).length;
    const timing = `extracción ${((extracted - started) / 1000).toFixed(1)} s, fase 1 ${((generated - extracted) / 1000).toFixed(2)} s`;
    return `${output}rows per kind ${JSON.stringify(counts)}; mandatory ${mandatory}/${points.length}; ${timing}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [documentArgument, labelsArgument] = process.argv.slice(2);
if (documentArgument && labelsArgument) {
  process.stdout.write(
    await scoreDocument(
      documentArgument,
      labelsArgument,
      path.basename(documentArgument),
      process.env.PHASE1_CAPS === "1",
    ),
  );
} else if (documentArgument) {
  console.error("Uso: npm run score:phase1 [-- DOCUMENTO ETIQUETAS.json]");
  process.exit(2);
} else {
  const sets = (["desarrollo", "ciego"] as const).filter(
    (set) => !process.env.PHASE1_SET || process.env.PHASE1_SET === set,
  );
  for (const set of sets) {
    console.log(
      `\n## ${set === "desarrollo" ? "Desarrollo (se ajusta sobre estas)" : "Ciegas (solo se miden)"}`,
    );
    for (const fixture of FIXTURES.filter((entry) => entry.set === set)) {
      if (!existsSync(fixture.labels)) {
        console.log(`\n${fixture.name}: sin etiquetas todavía (${fixture.labels})`);
        continue;
      }
      console.log(`\n${fixture.name} (${path.basename(fixture.document)})`);
      process.stdout.write(await scoreDocument(fixture.document, fixture.labels, fixture.name));
    }
  }
  if (sets.includes("desarrollo")) {
    console.log("\n## Desarrollo en mayúsculas (el mismo texto, todo en mayúsculas: robustez)");
    for (const fixture of FIXTURES.filter(
      (entry) => entry.set === "desarrollo" && existsSync(entry.labels),
    )) {
      console.log(`\n${fixture.name} (${path.basename(fixture.document)}, en mayúsculas)`);
      process.stdout.write(
        await scoreDocument(fixture.document, fixture.labels, `${fixture.name}-mayusculas`, true),
      );
    }
  }
}
process.exit(0);
