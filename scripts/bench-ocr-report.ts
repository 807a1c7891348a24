/**
 * What bench:ingest prints for a document read by OCR: speed per page against bare tesseract.js measured
 * in the same run, confidence, memory, and accuracy against the original's text layer per kind of page.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Tesseract from "tesseract.js";
import type { ExtractionResult } from "../src/server/features/documents/extraction/extraction-types";
import { watchRss } from "./bench-measure";
import { cer, type PageAccuracy, pageAccuracy, readScanReference } from "./ocr-accuracy";

const run = promisify(execFile);

export interface BareReading {
  /** Wall-clock seconds per page of bare tesseract.js reading with two workers (pages in parallel). */
  secondsPerPage: number;
  /** CPU seconds the process spent per page (every thread). */
  cpuSecondsPerPage: number;
  /** The process's memory growth while the two bare workers started and read (peak RSS minus before). */
  memoryMb: number;
}

/** Pages the yardstick reads: enough to keep both workers busy, few enough to stay a minute or so. */
const YARDSTICK_PAGES = 4;

/**
 * The yardstick for OCR speed: bare tesseract.js (the same Spanish model, no preprocessing, no
 * orientation check) with two workers, one per core, reading four upright pages spread over the scan,
 * rendered at 200 dpi by poppler (not timed), timed on the machine as it is at that moment (this machine is shared:
 * its load moves the figures by 2-3×, so only a yardstick taken in the same run says anything).
 */
export async function readPagesBare(scanPath: string): Promise<BareReading | null> {
  const reference = await readScanReference(scanPath);
  if (!reference) return null;
  // Pages spread over the document: its first pages (a cover, an index) hold less text than the rest.
  const candidates = reference.pages
    .map((_text, index) => index + 1)
    .filter((page) => !reference.upsideDown.includes(page));
  const upright = Array.from({ length: Math.min(YARDSTICK_PAGES, candidates.length) }, (_, index) => ({
    page: candidates[Math.floor(((index + 0.5) * candidates.length) / YARDSTICK_PAGES)] as number,
  }));
  const dir = await mkdtemp(path.join(os.tmpdir(), "licita-bare-ocr-"));
  const watch = watchRss();
  const require = createRequire(import.meta.url);
  const langPath = path.join(
    path.dirname(require.resolve("@tesseract.js-data/spa/package.json")),
    "4.0.0_best_int",
  );
  const workers = await Promise.all(
    [0, 1].map(() =>
      Tesseract.createWorker("spa", Tesseract.OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: "none" }),
    ),
  );
  try {
    for (const { page } of upright)
      await run("pdftoppm", [
        "-r",
        "200",
        "-gray",
        "-f",
        String(page),
        "-l",
        String(page),
        scanPath,
        `${dir}/p`,
      ]);
    const images = await Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file))));
    const started = performance.now();
    const cpu = process.cpuUsage();
    let next = 0;
    await Promise.all(
      workers.map(async (worker) => {
        while (next < images.length) await worker.recognize(images[next++] as Buffer, {}, { text: true });
      }),
    );
    const used = process.cpuUsage(cpu);
    return {
      secondsPerPage: (performance.now() - started) / 1000 / images.length,
      cpuSecondsPerPage: (used.user + used.system) / 1e6 / images.length,
      memoryMb: watch.stop(),
    };
  } finally {
    watch.stop();
    await Promise.all(workers.map((worker) => worker.terminate()));
    await rm(dir, { recursive: true, force: true });
  }
}

function percent(value: number): string {
  return `${(value * 100).toFixed(2)} %`;
}

export async function reportOcr(options: {
  filePath: string;
  result: Extract<ExtractionResult, { status: "listo" }>;
  extractSeconds: number;
  cpuSeconds: number;
  readMb: number;
  ocrParallel: number;
  bare: BareReading[];
}): Promise<void> {
  const { result, extractSeconds } = options;
  const ocrPages = result.ocrPages ?? [];
  const confidences = ocrPages.flatMap((page) => (page.confidence === null ? [] : [page.confidence]));
  const failed = ocrPages.length - confidences.length;
  const mean = confidences.reduce((sum, value) => sum + value, 0) / Math.max(1, confidences.length);
  console.log(
    `  OCR: ${ocrPages.length} pages in ${extractSeconds.toFixed(1)} s (${(extractSeconds / ocrPages.length).toFixed(2)} s/page, ${options.ocrParallel} at once; CPU ${(options.cpuSeconds / ocrPages.length).toFixed(2)} s/page), mean confidence ${mean.toFixed(0)}, lowest ${Math.min(...confidences)}, failed ${failed}, memory +${options.readMb.toFixed(0)} MB`,
  );
  if (options.bare.length > 0) {
    const perPage = options.bare.reduce((sum, bare) => sum + bare.secondsPerPage, 0) / options.bare.length;
    const cpu = options.bare.reduce((sum, bare) => sum + bare.cpuSecondsPerPage, 0) / options.bare.length;
    const yardstick = perPage * ocrPages.length;
    console.log(
      `  yardstick, same run: bare tesseract.js, 2 workers, 200-dpi pages: ${options.bare.map((bare) => bare.secondsPerPage.toFixed(2)).join(" / ")} s/page before / after (CPU ${cpu.toFixed(2)} s/page) → ${ocrPages.length} pages ${yardstick.toFixed(1)} s; this reading took ${(extractSeconds / yardstick).toFixed(2)}× that (CPU ${(options.cpuSeconds / ocrPages.length / cpu).toFixed(2)}×)`,
    );
    console.log(
      `  memory yardstick, same run: bare tesseract.js, 2 workers reading 200-dpi pages: +${options.bare.map((bare) => bare.memoryMb.toFixed(0)).join(" / ")} MB before / after; this reading +${options.readMb.toFixed(0)} MB`,
    );
    console.log(
      `  on two idle cores this reading's CPU would take about ${(options.cpuSeconds / 2).toFixed(1)} s (CPU seconds / 2)`,
    );
  }
  const reference = await readScanReference(options.filePath);
  if (!reference) return;
  const read = new Map<number, string>();
  for (const unit of result.units)
    if (unit.page !== null) read.set(unit.page, `${read.get(unit.page) ?? ""}\n${unit.text}`);
  const pages = pageAccuracy(reference.pages, read);
  const line = (label: string, group: PageAccuracy[]) =>
    `  ${label.padEnd(12)} ${String(group.length).padStart(3)} pages  CER ${percent(cer(group, "errors")).padStart(8)}  (lines placed as read: ${percent(cer(group))})`;
  console.log(
    `  CER against ${reference.source}'s text layer (pdftotext, each page in its reading order), strict order:`,
  );
  console.log(line("all", pages));
  for (const look of [...new Set(reference.looks ?? [])])
    console.log(
      line(
        look,
        pages.filter((page) => reference.looks?.[page.page - 1] === look),
      ),
    );
  const worst = [...pages].sort(
    (a, b) => b.errors / Math.max(1, b.length) - a.errors / Math.max(1, a.length),
  )[0];
  if (worst)
    console.log(
      `  worst page ${worst.page} (${reference.looks?.[worst.page - 1] ?? "?"}): ${percent(worst.errors / Math.max(1, worst.length))} of ${worst.length} characters`,
    );
  for (const page of reference.upsideDown) {
    const reading = ocrPages.find((entry) => entry.page === page);
    const accuracy = pages.find((entry) => entry.page === page);
    console.log(
      `  upside-down page ${page}: read ${accuracy && accuracy.errors / accuracy.length < 0.3 ? "upright" : "WRONG"} (CER ${accuracy ? percent(accuracy.errors / accuracy.length) : "-"}, confidence ${reading?.confidence ?? "-"})`,
    );
  }
}
