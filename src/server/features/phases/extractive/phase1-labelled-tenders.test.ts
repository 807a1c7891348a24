/**
 * Phase 1 of the extractive generator on the hand-labelled real tenders: recall on the label's page by
 * the scorer's rule, rows per label, and every quote literal in its passage.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../documents/extraction/extract-document";
import { splitIntoPassages } from "../../documents/extraction/split-passages";
import { extractRelevantPoints, normalizeForKey } from "./phase1-relevant-points";

const TENDERS = path.resolve("../shared/fixtures/tenders");
const HELD_OUT_LABELS = fileURLToPath(new URL("../../../../../tests/fixtures/labels", import.meta.url));

/** The share of `labels` found on their page by phase 1 over `pdf`, by the scorer's rule. */
async function recallOn(pdf: string, labels: { page: number; quote: string }[]) {
  const result = await extractDocument({ filePath: pdf, fileType: "pdf", timeoutMs: 60_000 });
  if (result.status !== "listo") throw new Error(JSON.stringify(result));
  const passages = splitIntoPassages(result.units).map((item) => ({
    id: `p${item.ordinal}`,
    documentId: "tender",
    documentName: path.basename(pdf),
    page: item.page,
    heading: item.heading,
    text: item.text,
  }));
  const points = extractRelevantPoints(passages);
  for (const point of points) {
    const source = passages.find((item) => item.id === point.passageId);
    expect(source?.text.includes(point.quote)).toBe(true);
  }
  // The scorer's rule (../shared/tools/score-phase1.py): the label quote's first 60 normalised
  // characters inside a row's joined cells on the same page.
  const rows = points.map((point) => ({
    page: point.page,
    text: normalizeForKey(
      [point.requirement, point.deliverable, point.dateOrDeadline, point.quote].join(" | "),
    ),
  }));
  const found = labels.filter((label) => {
    const key = normalizeForKey(label.quote).slice(0, 60);
    return rows.some((row) => row.page === label.page && row.text.includes(key));
  });
  return { recall: found.length / labels.length, rows: points.length };
}

function readLabels(file: string) {
  return JSON.parse(readFileSync(file, "utf8")) as { page: number; quote: string }[];
}

describe.skipIf(!existsSync(TENDERS))("phase 1 on hand-labelled real tenders", () => {
  it("finds at least 95 % of Rosario's labelled points on their page", async () => {
    const { recall, rows } = await recallOn(
      path.join(TENDERS, "rosario-pliego-licitacion-privada-servidores.pdf"),
      readLabels(path.join(TENDERS, "labels/rosario.json")),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(rows).toBeLessThan(130);
  });

  // One row per sentence, titles and index entries out: 258 rows, then 202; bare list openings, the
  // buyer's procedural steps and numbered titles out: 180, for 100 labels.
  it("finds at least 95 % of Jaén's labelled points in at most 1.85 rows per label", async () => {
    const { recall, rows } = await recallOn(
      path.join(TENDERS, "jaen-02-pliego-clausulas-administrativas.pdf"),
      readLabels(path.join(TENDERS, "labels/jaen-02.json")),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(rows).toBeLessThanOrEqual(185);
  });

  // Labelled blind on 2026-11-24 (tests/fixtures/labels/README.md) and first scored 96 %; a development
  // document since issue 9's third pass (docs/DECISIONS.md), held to the development bar of 95 %.
  it("finds at least 95 % of Santa Fe's labelled points on their page", async () => {
    const { recall } = await recallOn(
      path.join(TENDERS, "santafe-pliego-unico-bases-condiciones-generales.pdf"),
      readLabels(path.join(HELD_OUT_LABELS, "santafe.json")),
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  // Labelled blind on 2026-11-25 (tests/fixtures/labels/README.md), measured once, never tuned on.
  // Floors just under the first score, so a change that loses points there fails: jaen-01 first scored
  // 89 %; capdam 49 % (its dates sit in a wide table whose columns the reading order scrambles, below
  // the 90 % target: see the README).
  it("keeps the blind-labelled jaen-01 and capdam at their first scores", async () => {
    const jaen = await recallOn(
      path.join(TENDERS, "jaen-01-pliego-prescripciones-tecnicas.pdf"),
      readLabels(path.join(HELD_OUT_LABELS, "jaen-01.json")),
    );
    expect(jaen.recall).toBeGreaterThanOrEqual(0.87);
    const capdam = await recallOn(
      path.join(TENDERS, "../mx/capdam-convocatoria-FISM-PE-2020-003.pdf"),
      readLabels(path.join(HELD_OUT_LABELS, "capdam.json")),
    );
    expect(capdam.recall).toBeGreaterThanOrEqual(0.47);
  });
});
