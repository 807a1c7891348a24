/**
 * Search over 10,000 passages of real tender text, quiet and under load, in one run: 200 searches
 * timed one after another (the reference), then the same 200 while 20 other searches run without pause
 * and an ingest keeps replacing a document's passages (the ingest job's one transaction), on the
 * embedded database (`DATABASE_URL` to run it on PostgreSQL). Prints median and p95 of each, and the
 * query plan of one search (EXPLAIN ANALYZE), which must use the full-text index.
 *
 *   npm run bench:search
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/server/db/client";
import { passages } from "../src/server/db/schema";
import {
  searchPassages,
  searchPassagesStatement,
} from "../src/server/features/documents/documents.repository";
import { PASSAGE_COUNT, SEARCH_QUERIES, seedLoadDatabase, tenderPassages } from "./bench-seed";

const SAMPLES = 200;
const CONCURRENT_SEARCHES = 20;
const TARGET_P95_MS = 20;

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function timedSearches(db: Database, projectId: string): Promise<number[]> {
  const ms: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const started = performance.now();
    await searchPassages(db, projectId, SEARCH_QUERIES[index % SEARCH_QUERIES.length]!, 10);
    ms.push(performance.now() - started);
  }
  return ms;
}

/** Replaces a document's passages in one transaction, over and over, as re-reading a document does. */
async function ingestLoop(
  db: Database,
  target: { projectId: string; documentId: string },
  isRunning: () => boolean,
): Promise<number> {
  const pieces = (await tenderPassages()).slice(0, 200);
  let rounds = 0;
  while (isRunning()) {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`delete from passages where document_id = ${target.documentId} and ordinal >= 1000000`,
      );
      await tx.insert(passages).values(
        pieces.map((piece, index) => ({
          ...target,
          ordinal: 1_000_000 + index,
          page: piece.page,
          text: piece.text,
        })),
      );
    });
    rounds += 1;
  }
  return rounds;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-bench-search-"));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    await database.migrate();
    const { projectId, documentIds } = await seedLoadDatabase(database.db, {
      email: `busqueda.${Date.now()}@empresa.mx`,
      password: "Propuesta#2026_ok",
    });
    await database.db.execute(sql`analyze passages`);
    const { db } = database;
    console.log(
      `bench:search — ${PASSAGE_COUNT} pasajes, ${SAMPLES} búsquedas de 1-2 palabras (${database.kind})\n`,
    );
    // Warm-up: the first statements compile plans and load dictionaries.
    await timedSearches(db, projectId);
    const quiet = await timedSearches(db, projectId);

    let isRunning = true;
    const others = Array.from({ length: CONCURRENT_SEARCHES }, async (_, worker) => {
      let count = 0;
      while (isRunning) {
        await searchPassages(db, projectId, SEARCH_QUERIES[(worker + count) % SEARCH_QUERIES.length]!, 10);
        count += 1;
      }
      return count;
    });
    const ingest = ingestLoop(db, { projectId, documentId: documentIds[0]! }, () => isRunning);
    const loaded = await timedSearches(db, projectId);
    isRunning = false;
    const otherSearches = (await Promise.all(others)).reduce((sum, count) => sum + count, 0);
    const ingestRounds = await ingest;

    const row = (label: string, samples: number[]) =>
      console.log(
        `${label.padEnd(58)} mediana ${percentile(samples, 0.5).toFixed(2).padStart(7)} ms   p95 ${percentile(samples, 0.95).toFixed(2).padStart(7)} ms`,
      );
    row("sola (referencia)", quiet);
    row(`con ${CONCURRENT_SEARCHES} búsquedas y una ingesta a la vez`, loaded);
    console.log(
      `  mientras tanto: ${otherSearches} búsquedas concurrentes y ${ingestRounds} reemplazos de 200 pasajes (una transacción cada uno)`,
    );
    const p95 = percentile(loaded, 0.95);
    console.log(
      `objetivo p95 ≤ ${TARGET_P95_MS} ms con carga: ${p95.toFixed(1)} ms, ${p95 <= TARGET_P95_MS ? "cumple" : "NO cumple"}\n`,
    );

    // The statement the product runs, for a frequent word (the case where a scan of every passage
    // could look as cheap as the index to the planner).
    const plan = (await db.execute(
      sql`explain (analyze, costs off, timing off) ${searchPassagesStatement(projectId, "precio", 10)}`,
    )) as unknown as { rows: Record<string, string>[] };
    const lines = plan.rows.map((entry) => Object.values(entry)[0] ?? "");
    console.log("Plan de una búsqueda (EXPLAIN ANALYZE):");
    for (const line of lines) console.log(`  ${line}`);
    const usesIndex = lines.some((line) => line.includes("passages_search_idx"));
    console.log(`usa el índice de texto completo (passages_search_idx): ${usesIndex ? "sí" : "NO"}`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
