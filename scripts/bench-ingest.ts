/**
 * How fast documents are read, split and indexed, and how fast the index answers, on a fresh embedded
 * database: per file, extraction (worker thread, as the ingest job runs it) against poppler's
 * pdftotext on the same PDF, splitting + inserting the passages in one transaction, and peak RSS;
 * then 200 searches with words drawn from the passages, before and after padding the index to 10,000
 * passages, through the documents service's own search (ranking, accent-free variants, excerpts).
 *
 *   node --import tsx scripts/bench-ingest.ts FILE...
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { createPglite, type Database, openPglite } from "../src/server/db/client";
import { documents, passages, projects, users } from "../src/server/db/schema";
import { searchPassages } from "../src/server/features/documents/documents.repository";
import {
  extractDocument,
  findLibreOffice,
} from "../src/server/features/documents/extraction/extract-document";
import { type Passage, splitIntoPassages } from "../src/server/features/documents/extraction/split-passages";
import { extensionOf, isAllowedFileType } from "../src/shared/rules/files";

const SEARCHES = 200;
const PADDED_PASSAGES = 10_000;
const run = promisify(execFile);

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

async function pdftotextSeconds(filePath: string): Promise<number | null> {
  const started = performance.now();
  try {
    await run("pdftotext", ["-layout", filePath, "-"], { maxBuffer: 256 * 1024 * 1024 });
    return (performance.now() - started) / 1000;
  } catch {
    return null;
  }
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
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error("Uso: npm run bench:ingest -- ARCHIVO...");
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
  // What every document pays before parsing starts: a worker thread, tsx and the parsers' modules.
  const startup: number[] = [];
  for (let run = 0; run < 3; run++) {
    const mark = performance.now();
    await extractDocument({ filePath: process.argv[1] as string, fileType: "txt", timeoutMs: 60_000 });
    startup.push(performance.now() - mark);
  }
  summarize("worker start + tiny text file (3 runs)", startup);
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

  console.log(
    "\nfile                                             pages passages extract_s pdftotext_s split+index_s pages/s peakRSS_MB",
  );
  for (const filePath of files) {
    const fileType = extensionOf(filePath);
    if (!isAllowedFileType(fileType)) {
      console.log(`${path.basename(filePath)}: tipo no admitido`);
      continue;
    }
    let mark = performance.now();
    const result = await extractDocument({ filePath, fileType, libreOfficePath, timeoutMs: 300_000 });
    const extractSeconds = (performance.now() - mark) / 1000;
    if (result.status !== "listo") {
      console.log(`${path.basename(filePath)}: ${result.status} (${result.reason})`);
      continue;
    }
    const popplerSeconds = fileType === "pdf" ? await pdftotextSeconds(filePath) : null;
    mark = performance.now();
    const pieces = splitIntoPassages(result.units);
    const documentId = await db.transaction(async (tx) => {
      const [document] = await tx
        .insert(documents)
        .values({
          projectId,
          ownerId,
          name: path.basename(filePath),
          fileType,
          mimeType: "application/octet-stream",
          fileSize: 0,
          sha256: "bench",
          storageKey: "bench",
          status: "listo",
          pageCount: result.pageCount,
          passageCount: pieces.length,
        })
        .returning({ id: documents.id });
      const id = document?.id as string;
      if (pieces.length)
        await tx.insert(passages).values(pieces.map((piece) => ({ ...piece, documentId: id, projectId })));
      return id;
    });
    const indexSeconds = (performance.now() - mark) / 1000;
    indexed.push({ documentId, passages: pieces });
    const pages = result.pageCount ?? result.units.length;
    console.log(
      `${path.basename(filePath).slice(0, 48).padEnd(48)} ${String(pages).padStart(5)} ${String(pieces.length).padStart(8)} ${extractSeconds.toFixed(2).padStart(9)} ${(popplerSeconds?.toFixed(2) ?? "-").padStart(11)} ${indexSeconds.toFixed(3).padStart(13)} ${(pages / extractSeconds).toFixed(1).padStart(7)} ${peakRssMb().toFixed(0).padStart(10)}`,
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
