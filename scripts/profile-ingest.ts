/**
 * Where a text PDF's reading and indexing spend their time, stage by stage, on the real tenders (not
 * generated PDFs), with poppler's pdftotext timed on the same file in the same run:
 *
 *   npm run profile:ingest [-- FILE...]          the tenders of ../shared/fixtures/tenders and the
 *                                                49-page one joined from jaen-02 and santafe
 *   node --cpu-prof --import tsx scripts/profile-ingest.ts FILE   the same under V8's profiler
 *   npm run profile:ingest -- --cpu-split [FILE...]   also samples the first file's runs with V8's
 *                                                profiler and prints where the CPU went, by part
 *                                                (pdf.js's own work, inflating, GC, ours, the index:
 *                                                scripts/cpu-profile-split.ts)
 *
 * Every stage runs here, in this one thread and in order, so that each is timed alone (the product
 * reads long PDFs on two threads: bench:ingest measures that): open (pdf.js parses the file), text
 * content (each page's `getPage` + `getTextContent`: content streams, fonts, glyphs), layout (our
 * tables from positions and lines, pdf-table.ts and `linesOfPage`), page text (running lines,
 * paragraphs, hyphens, blanks: `pageTexts`), split (`splitIntoPassages`) and index (the job's own
 * `replacePassages` into a fresh PGlite: one statement for the document's passages). Wall and CPU
 * milliseconds (the CPU figure waits for no other process), medians of PROFILE_RUNS (5) runs after one
 * to warm the JIT, each run alternating with a pdftotext run; the load average is printed beside them.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createPglite, openPglite } from "../src/server/db/client";
import { documents, projects, users } from "../src/server/db/schema";
import { replacePassages } from "../src/server/features/documents/documents.repository";
import { isUsableTextLayer } from "../src/server/features/documents/extraction/ocr/text-layer-quality";
import {
  linesOfPage,
  openPdf,
  type PageLine,
  pageTexts,
  pdfPagesToUnits,
} from "../src/server/features/documents/extraction/pdf-text";
import { splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { type CpuProfile, printSplit } from "./cpu-profile-split";

const TENDERS_DIR = "../shared/fixtures/tenders";
const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 5));
const STAGES = ["open", "text content", "layout", "page text", "split", "index"] as const;
type Stage = (typeof STAGES)[number];
const run = promisify(execFile);

interface Sample {
  wall: number;
  cpu: number;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Times one stage: wall and CPU milliseconds of this thread's work. */
async function timed<T>(into: Sample[], work: () => Promise<T> | T): Promise<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  into.push({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 });
  return result;
}

/** pdftotext on the same file, as bench:ingest runs it; its CPU from /usr/bin/time when installed. */
async function pdftotext(filePath: string): Promise<Sample> {
  const started = performance.now();
  const args = ["-f", "%U %S", "pdftotext", "-layout", filePath, "-"];
  try {
    const { stderr } = await run("/usr/bin/time", args, { maxBuffer: 256 * 1024 * 1024 });
    const wall = performance.now() - started;
    const [user = Number.NaN, system = Number.NaN] = (stderr.trim().split("\n").at(-1) ?? "")
      .split(" ")
      .map(Number);
    return { wall, cpu: (user + system) * 1000 };
  } catch {
    await run("pdftotext", args.slice(3), { maxBuffer: 256 * 1024 * 1024 });
    return { wall: performance.now() - started, cpu: Number.NaN };
  }
}

async function tenderFiles(): Promise<string[]> {
  const names = (await import("node:fs/promises")).readdir(TENDERS_DIR);
  const pdfs = (await names).filter((name) => name.endsWith(".pdf")).map((name) => `${TENDERS_DIR}/${name}`);
  const joined = path.join(os.tmpdir(), `licita-profile-49-paginas-${process.pid}.pdf`);
  await run("pdfunite", [
    `${TENDERS_DIR}/jaen-02-pliego-clausulas-administrativas.pdf`,
    `${TENDERS_DIR}/santafe-pliego-unico-bases-condiciones-generales.pdf`,
    joined,
  ]);
  return [joined, ...pdfs];
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  const splitAt = files.indexOf("--cpu-split");
  if (splitAt !== -1) files.splice(splitAt, 1);
  if (files.length === 0) files.push(...(await tenderFiles()));
  // The first file's measured runs are sampled by V8's profiler (in this thread: every stage runs here).
  const profiler = splitAt === -1 ? null : new Session();
  let split: { profile: CpuProfile; file: string } | null = null;
  const client = await createPglite();
  const database = openPglite(client);
  await database.migrate();
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ email: "profile@example.com", fullName: "Profile", passwordHash: "x" })
    .returning({ id: users.id });
  const ownerId = user?.id as string;
  const [project] = await db
    .insert(projects)
    .values({ ownerId, name: "Profile", description: "profile:ingest" })
    .returning({ id: projects.id });
  const projectId = project?.id as string;

  console.log(`load average ${loadAverage()} (2 cores: above 2, every wall figure waits for a CPU)`);
  console.log(`medians of ${RUNS} runs after a warm-up; ms wall (ms CPU), one thread, stages in order\n`);
  console.log(
    `${"file".padEnd(30)} pages ${STAGES.map((stage) => stage.padStart(13)).join(" ")} ${"total".padStart(13)} ${"pdftotext".padStart(11)} ratio`,
  );
  for (const filePath of files) {
    const bytes = new Uint8Array(await readFile(filePath));
    const [document] = await db
      .insert(documents)
      .values({
        projectId,
        ownerId,
        name: path.basename(filePath),
        fileType: "pdf",
        mimeType: "application/pdf",
        fileSize: bytes.length,
        sha256: "profile",
        storageKey: "profile",
        status: "procesando",
      })
      .returning({ id: documents.id });
    const documentId = document?.id as string;
    const samples = new Map<Stage | "total", Sample[]>([...STAGES, "total" as const].map((s) => [s, []]));
    const poppler: Sample[] = [];
    let pages = 0;
    const isProfiled = profiler !== null && split === null;
    for (let round = 0; round <= RUNS; round++) {
      if (isProfiled && round === 1) {
        profiler.connect();
        await profiler.post("Profiler.enable");
        await profiler.post("Profiler.setSamplingInterval", { interval: 200 });
        await profiler.post("Profiler.start");
      }
      const into = (stage: Stage) => (round === 0 ? [] : (samples.get(stage) as Sample[]));
      const cpu = process.cpuUsage();
      const started = performance.now();
      const pdf = await timed(into("open"), () => openPdf(bytes.slice()));
      pages = pdf.numPages;
      const contents: unknown[][] = [];
      await timed(into("text content"), async () => {
        for (let number = 1; number <= pdf.numPages; number++) {
          const page = await pdf.getPage(number);
          contents.push((await page.getTextContent()).items);
          page.cleanup();
        }
      });
      await pdf.destroy();
      const pageLines: PageLine[][] = await timed(into("layout"), () => contents.map(linesOfPage));
      // The page texts and the check of each page's text layer (usable, or to be read by OCR), as
      // readPdfDocument does.
      const texts = await timed(into("page text"), () => {
        const result = pageTexts(pageLines);
        for (const text of result) isUsableTextLayer(text);
        return result;
      });
      const pieces = await timed(into("split"), () => splitIntoPassages(pdfPagesToUnits(texts)));
      await timed(into("index"), () =>
        replacePassages(
          db,
          documentId,
          pieces.map((piece) => ({ ...piece, documentId, projectId })),
          pages,
        ),
      );
      const used = process.cpuUsage(cpu);
      if (round > 0) {
        samples.get("total")?.push({
          wall: performance.now() - started,
          cpu: (used.user + used.system) / 1000,
        });
        poppler.push(await pdftotext(filePath));
      }
    }
    if (isProfiled) {
      const { profile } = (await profiler.post("Profiler.stop")) as { profile: CpuProfile };
      profiler.disconnect();
      split = { profile, file: path.basename(filePath) };
    }
    const cell = (stage: Stage | "total") => {
      const values = samples.get(stage) as Sample[];
      const wall = median(values.map((value) => value.wall));
      const cpu = median(values.map((value) => value.cpu));
      return `${wall.toFixed(1)} (${cpu.toFixed(0)})`.padStart(13);
    };
    const popplerMs = median(poppler.map((value) => value.wall));
    const popplerCpu = median(poppler.map((value) => value.cpu));
    const totalMs = median((samples.get("total") as Sample[]).map((value) => value.wall));
    console.log(
      `${path.basename(filePath).slice(0, 30).padEnd(30)} ${String(pages).padStart(5)} ${STAGES.map(cell).join(" ")} ${cell("total")} ${`${popplerMs.toFixed(1)} (${popplerCpu.toFixed(0)})`.padStart(11)} ${(totalMs / popplerMs).toFixed(1).padStart(5)}`,
    );
  }
  console.log(`\nload average ${loadAverage()}`);
  if (split) {
    // pdftotext's runs happen in another process: their wait shows here as idle.
    console.log(`\nwhere ${split.file}'s CPU went (V8's samples, ms per run, idle = waiting for pdftotext):`);
    printSplit(split.profile, RUNS);
  }
  await database.close();
}

await main();
process.exit(0);
