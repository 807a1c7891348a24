/**
 * How fast documents are read, split and indexed, and how fast the index answers, on a fresh embedded
 * database: per file, the upload path (streamed to a temp file while hashed, inspected by content,
 * stored), extraction (worker thread, as the ingest job runs it) against poppler's pdftotext on the
 * same PDF, splitting + inserting the passages in one transaction, and the process's memory growth
 * (RSS sampled every 5 ms, peak minus the level before the file; LibreOffice runs in its own process
 * and is not counted) during each; then 200 searches with words drawn from the passages, before and
 * after padding the index to 10,000 passages, through the documents service's own search.
 *
 *   node --import tsx scripts/bench-ingest.ts [--generate [DIR]] FILE...
 *
 * `--generate` first writes a 48-page text PDF and a ~20 MB PDF (the upload limit) into DIR (a temp
 * folder by default) and benchmarks them too.
 *
 * `--tenders` benchmarks the real tenders of ../shared/fixtures/tenders: jaen-02 (22 pages), santafe
 * (27) and the two joined with poppler's pdfunite into one 49-page tender (real text, real layout; no
 * single file there is 48 pages long).
 *
 * Each text PDF is read and indexed BENCH_INGEST_RUNS times (3) by the warm worker, alternating with as
 * many pdftotext runs, and the medians are compared: on a shared machine, one run of each is noise.
 * The load average is printed with the figures.
 *
 * `--scans` first makes the scan fixtures (scripts/make-scan-fixtures.ts; SCAN_FIXTURES below) in a
 * temp folder and benchmarks them: OCR time against bare tesseract.js
 * timed in the same run, CPU per page, extra memory, CER per kind of page, the upside-down page.
 * `--ocr-parallel N` sets the pages read at once (2).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createDiskStorage } from "../src/server/adapters/storage/disk-storage";
import { createPglite, type Database, openPglite } from "../src/server/db/client";
import { documents, passages, projects, users } from "../src/server/db/schema";
import { replacePassages, searchPassages } from "../src/server/features/documents/documents.repository";
import {
  extractDocument,
  findLibreOffice,
} from "../src/server/features/documents/extraction/extract-document";
import { type Passage, splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { declaredFileType, extensionOf, isAllowedFileType } from "../src/shared/rules/files";
import { buildPdf, writeBenchFiles } from "./bench-files";
import { MB, pdftotextSeconds, receiveAndStore, watchRss } from "./bench-measure";
import { type BareReading, readPagesBare, reportOcr } from "./bench-ocr-report";
import { makeScanFixture, type ScanLook } from "./make-scan-fixtures";
import { readScanReference } from "./ocr-accuracy";

const TENDERS_DIR = "../shared/fixtures/tenders";
const TENDER_PARTS = [
  `${TENDERS_DIR}/jaen-02-pliego-clausulas-administrativas.pdf`,
  `${TENDERS_DIR}/santafe-pliego-unico-bases-condiciones-generales.pdf`,
];
const RUNS = Math.max(1, Number(process.env.BENCH_INGEST_RUNS ?? 3));

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

function cpuSince(mark: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(mark);
  return (used.user + used.system) / 1e6;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The real tenders, and the two longest joined into one of 49 pages (pdfunite, from poppler-utils). */
async function tenderFiles(): Promise<string[]> {
  const target = await mkdtemp(path.join(os.tmpdir(), "licita-bench-tender-"));
  const joined = path.join(target, "jaen-02+santafe-49-paginas.pdf");
  await new Promise<void>((resolve, reject) =>
    execFile("pdfunite", [...TENDER_PARTS, joined], (error) => (error ? reject(error) : resolve())),
  );
  return [joined, ...TENDER_PARTS];
}
/**
 * The scan fixtures CER is held over: jaen-02 at 20 pages (every look) and 50 pages (no speckled pages,
 * JPEG quality 50 at most: 50 pages of every look would weigh ~45 MB, past the upload limit), jaen-03
 * (a form with boxes and tables) and santafe (an index with dot leaders, tables, a logo; no speckled
 * pages, quality 50, to stay under 20 MB).
 */
const SCAN_FIXTURES: { source: string; pages?: number; looks?: ScanLook[]; maxQuality?: number }[] = [
  { source: `${TENDERS_DIR}/jaen-02-pliego-clausulas-administrativas.pdf`, pages: 20 },
  {
    source: `${TENDERS_DIR}/jaen-02-pliego-clausulas-administrativas.pdf`,
    pages: 50,
    looks: ["limpia", "inclinada", "jpeg"],
    maxQuality: 50,
  },
  { source: `${TENDERS_DIR}/jaen-03-anexo-I-caracteristicas.pdf` },
  {
    source: `${TENDERS_DIR}/santafe-pliego-unico-bases-condiciones-generales.pdf`,
    looks: ["limpia", "inclinada", "jpeg", "todo"],
    maxQuality: 50,
  },
];

const SEARCHES = 200;
const PADDED_PASSAGES = 10_000;

function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** A small seeded generator, so that two runs draw the same query words. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function summarize(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} median ${at(0.5).toFixed(2).padStart(7)} ms   p95 ${at(0.95).toFixed(2).padStart(7)} ms`,
  );
}

async function searchLatencies(
  db: Database,
  projectId: string,
  queries: string[],
): Promise<{ ms: number[]; hits: number }> {
  const ms: number[] = [];
  let hits = 0;
  for (const query of queries) {
    const started = performance.now();
    const rows = await searchPassages(db, projectId, query, 10);
    ms.push(performance.now() - started);
    if (rows.length > 0) hits += 1;
  }
  return { ms, hits };
}

/** Half one word, half two words of the same passage (websearch ANDs them), as a user would type. */
function sampleQueries(all: Passage[]): string[] {
  const random = seededRandom(42);
  return Array.from({ length: SEARCHES }, (_, index) => {
    const passage = all[Math.floor(random() * all.length)] as Passage;
    const words = passage.text.toLowerCase().match(/\p{L}{5,}/gu) ?? ["licitación"];
    const count = index % 2 === 0 ? 1 : 2;
    return Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(" ");
  });
}

/** Pads the index to 10,000 passages by repeating the files' passages under further ordinals. */
async function padIndex(
  db: Database,
  projectId: string,
  indexed: { documentId: string; passages: Passage[] }[],
  count: number,
): Promise<void> {
  const missing = PADDED_PASSAGES - count;
  if (missing <= 0) return;
  const started = performance.now();
  const rows = Array.from({ length: missing }, (_, index) => {
    const source = indexed[index % indexed.length] as (typeof indexed)[number];
    const piece = source.passages[Math.floor(index / indexed.length) % source.passages.length] as Passage;
    return { ...piece, ordinal: 100_000 + index, documentId: source.documentId, projectId };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(passages).values(rows.slice(start, start + 500));
  });
  console.log(
    `padded with ${missing} passages in ${((performance.now() - started) / 1000).toFixed(2)} s (one transaction)`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const parallelAt = args.indexOf("--ocr-parallel");
  const ocrParallel = parallelAt === -1 ? 2 : Number(args[parallelAt + 1]);
  if (parallelAt !== -1) args.splice(parallelAt, 2);
  const scansAt = args.indexOf("--scans");
  if (scansAt !== -1) args.splice(scansAt, 1);
  const tendersAt = args.indexOf("--tenders");
  if (tendersAt !== -1) args.splice(tendersAt, 1);
  const generateAt = args.indexOf("--generate");
  const next = generateAt === -1 ? undefined : args[generateAt + 1];
  // The word after --generate is its folder unless it is a file to benchmark.
  const dir = next && !next.startsWith("-") && !isAllowedFileType(extensionOf(next)) ? next : undefined;
  const files = args.filter((_arg, index) => index !== generateAt && !(dir && index === generateAt + 1));
  if (generateAt !== -1) {
    const target = dir ?? (await mkdtemp(path.join(os.tmpdir(), "licita-bench-files-")));
    await mkdir(target, { recursive: true });
    const generated = await writeBenchFiles(target);
    files.push(...generated);
    for (const file of generated)
      console.log(`generated ${file} (${((await stat(file)).size / MB).toFixed(2)} MB)`);
  }
  if (tendersAt !== -1) files.push(...(await tenderFiles()));
  if (scansAt !== -1) {
    const target = await mkdtemp(path.join(os.tmpdir(), "licita-bench-scans-"));
    for (const fixture of SCAN_FIXTURES) {
      const started = performance.now();
      const scan = await makeScanFixture({ ...fixture, outDir: target });
      files.push(scan);
      console.log(
        `generated ${scan} (${((await stat(scan)).size / MB).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  if (files.length === 0) {
    console.error("Uso: npm run bench:ingest -- [--tenders] [--scans] [--generate [CARPETA]] ARCHIVO...");
    process.exit(2);
  }
  const libreOfficePath = await findLibreOffice();
  const started = performance.now();
  const client = await createPglite();
  const database = openPglite(client);
  await database.migrate();
  console.log(
    `Fresh in-memory PGlite, migrated in ${((performance.now() - started) / 1000).toFixed(1)} s; peak RSS so far ${peakRssMb().toFixed(0)} MB`,
  );
  console.log(`LibreOffice: ${libreOfficePath ?? "none (.xls and .ppt not supported)"}`);
  // What the first document pays before parsing starts: a worker thread, tsx and pdf.js; the ingest
  // worker stays warm afterwards, so the table below shows documents read by a warm worker.
  const warmPdf = path.join(os.tmpdir(), `licita-bench-warm-${process.pid}.pdf`);
  await writeFile(warmPdf, buildPdf(1, 0));
  const startup: number[] = [];
  for (let run = 0; run < 3; run++) {
    const mark = performance.now();
    await extractDocument({ filePath: warmPdf, fileType: "pdf", timeoutMs: 60_000 });
    startup.push(performance.now() - mark);
  }
  await rm(warmPdf, { force: true });
  console.log(
    `worker start + pdf.js + 1-page PDF: first ${startup[0]?.toFixed(0)} ms, then ${startup[2]?.toFixed(0)} ms`,
  );
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: "bench@example.com", fullName: "Bench", passwordHash: "x" })
    .returning({ id: users.id });
  const [project] = await db
    .insert(projects)
    .values({ ownerId: user?.id as string, name: "Bench", description: "bench:ingest" })
    .returning({ id: projects.id });
  const projectId = project?.id as string;
  const ownerId = user?.id as string;
  const indexed: { documentId: string; passages: Passage[] }[] = [];

  const scratch = await mkdtemp(path.join(os.tmpdir(), "licita-bench-"));
  const storage = createDiskStorage({ root: path.join(scratch, "files") });
  const ratios: { name: string; ratio: number; seconds: number; pages: number }[] = [];
  console.log(`\nload average ${loadAverage()} (2 cores: above 2, every figure includes waiting for a CPU)`);
  console.log(
    "\nfile                                 MB pages passages upload_s extract_s index_s pdftotext_s ratio pages/s upload+MB read+MB  cpu_s load1",
  );
  for (const filePath of files) {
    const name = path.basename(filePath);
    const fileType = declaredFileType(filePath);
    if (!fileType) {
      console.log(`${name}: tipo no admitido`);
      continue;
    }
    const upload = await receiveAndStore(filePath, scratch, storage);
    if ("refused" in upload) {
      console.log(`${name}: rechazado al cargar (${upload.refused})`);
      continue;
    }
    const isScanFixture = (await readScanReference(filePath)) !== null;
    const bare: BareReading[] = [];
    if (isScanFixture) bare.push(...[await readPagesBare(filePath)].filter((entry) => entry !== null));
    const watch = watchRss();
    const cpu = process.cpuUsage();
    let mark = performance.now();
    const result = await extractDocument({
      filePath: upload.readPath,
      fileType,
      libreOfficePath,
      timeoutMs: 300_000,
      tempDir: scratch,
      ocrParallel,
      ocrMaxPages: 500,
    });
    const extractSeconds = (performance.now() - mark) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    if (result.status !== "listo") {
      watch.stop();
      console.log(`${name}: ${result.status} (${result.reason})`);
      continue;
    }
    let pieces = splitIntoPassages(result.units);
    const [document] = await db
      .insert(documents)
      .values({
        projectId,
        ownerId,
        name,
        fileType,
        mimeType: "application/octet-stream",
        fileSize: 0,
        sha256: "bench",
        storageKey: "bench",
        status: "procesando",
      })
      .returning({ id: documents.id });
    const documentId = document?.id as string;
    // The ingest job's own write: passages replaced and the document marked ready, one transaction.
    const index = async (units: typeof result.units) => {
      pieces = splitIntoPassages(units);
      await replacePassages(
        db,
        documentId,
        pieces.map((piece) => ({ ...piece, documentId, projectId })),
        result.pageCount,
      );
    };
    mark = performance.now();
    await index(result.units);
    const indexRuns = [(performance.now() - mark) / 1000];
    // CPU of reading + indexing (every thread of this process: both reading threads and PGlite).
    const cpuRuns = [cpuSince(cpu)];
    const extractRuns = [extractSeconds];
    const readMb = watch.stop();
    const popplerRuns: number[] = [];
    const isTextPdf = fileType === "pdf" && !result.ocrPages?.length;
    if (fileType === "pdf") {
      const first = await pdftotextSeconds(filePath);
      if (first !== null) popplerRuns.push(first);
    }
    // A text PDF again, alternating with pdftotext, so both see the same machine.
    for (let run = 1; isTextPdf && run < RUNS; run++) {
      const cpuMark = process.cpuUsage();
      mark = performance.now();
      const again = await extractDocument({ filePath: upload.readPath, fileType, timeoutMs: 300_000 });
      extractRuns.push((performance.now() - mark) / 1000);
      mark = performance.now();
      if (again.status === "listo") await index(again.units);
      indexRuns.push((performance.now() - mark) / 1000);
      cpuRuns.push(cpuSince(cpuMark));
      const poppler = await pdftotextSeconds(filePath);
      if (poppler !== null) popplerRuns.push(poppler);
    }
    await rm(upload.readPath, { force: true });
    const extractMedian = medianOf(extractRuns);
    const indexSeconds = medianOf(indexRuns);
    const popplerSeconds = popplerRuns.length > 0 ? medianOf(popplerRuns) : null;
    indexed.push({ documentId, passages: pieces });
    const pages = result.pageCount ?? result.units.length;
    const ratio = popplerSeconds
      ? medianOf(extractRuns.map((value, run) => value + (indexRuns[run] ?? 0))) / popplerSeconds
      : null;
    if (ratio !== null) ratios.push({ name, ratio, seconds: extractMedian + indexSeconds, pages });
    const sizeMb = (await stat(filePath)).size / MB;
    console.log(
      `${name.slice(0, 34).padEnd(34)} ${sizeMb.toFixed(1).padStart(5)} ${String(pages).padStart(5)} ${String(pieces.length).padStart(8)} ${upload.seconds.toFixed(2).padStart(8)} ${extractMedian.toFixed(2).padStart(9)} ${indexSeconds.toFixed(3).padStart(7)} ${(popplerSeconds?.toFixed(3) ?? "-").padStart(11)} ${(ratio?.toFixed(1) ?? "-").padStart(5)} ${(pages / extractMedian).toFixed(1).padStart(7)} ${upload.rssMb.toFixed(0).padStart(9)} ${readMb.toFixed(0).padStart(7)} ${medianOf(cpuRuns).toFixed(2).padStart(6)} ${(os.loadavg()[0] ?? 0).toFixed(1).padStart(5)}`,
    );
    if (isScanFixture) bare.push(...[await readPagesBare(filePath)].filter((entry) => entry !== null));
    if (result.ocrPages?.length)
      await reportOcr({ filePath, result, extractSeconds, cpuSeconds, readMb, ocrParallel, bare });
  }
  await rm(scratch, { recursive: true, force: true });
  if (ratios.length > 0) {
    const within = ratios.filter((entry) => entry.ratio <= 3).length;
    console.log(
      `\nextraction+indexing within 3x pdftotext: ${within}/${ratios.length} PDFs (worst ${Math.max(...ratios.map((entry) => entry.ratio)).toFixed(1)}x; medians of ${RUNS} runs each; load average ${loadAverage()})`,
    );
  }

  const all = indexed.flatMap((entry) => entry.passages);
  if (all.length === 0) {
    console.log("No passages to search.");
    await database.close();
    return;
  }
  const queries = sampleQueries(all);
  console.log(`\n${all.length} passages indexed; ${SEARCHES} searches of 1-2 words drawn from them`);
  const before = await searchLatencies(db, projectId, queries);
  summarize(`search over ${all.length} passages`, before.ms);

  await padIndex(database.db, projectId, indexed, all.length);
  const after = await searchLatencies(db, projectId, queries);
  summarize(`search over ${Math.max(all.length, PADDED_PASSAGES)} passages`, after.ms);
  console.log(
    `queries with hits: ${before.hits}/${SEARCHES} before, ${after.hits}/${SEARCHES} after padding`,
  );
  console.log(`peak RSS ${peakRssMb().toFixed(0)} MB`);
  await database.close();
}

await main();
// The warm extraction worker and the embedded database keep handles open; the script is done.
process.exit(0);
