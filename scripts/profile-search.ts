/**
 * Where a search's time goes, on the same 10,000 passages as `bench:search` (issue 14): for each of
 * the bench's queries, the server-side time (EXPLAIN ANALYZE) of the ranking alone, of the excerpts
 * (ts_headline on the best 10 rows) alone, and of the whole statement the product runs; and how long
 * one replacement of 200 passages (the bench's ingest) holds the database. `DATABASE_URL` to run it on
 * PostgreSQL.
 *
 *   node --import tsx scripts/profile-search.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/server/db/client";
import { passages } from "../src/server/db/schema";
import { searchPassagesStatement } from "../src/server/features/documents/documents.repository";
import { SEARCH_QUERIES, seedLoadDatabase, tenderPassages } from "./bench-seed";

const ROUNDS = 20;

/** Server-side execution time of one statement, as EXPLAIN ANALYZE reports it (median of ROUNDS). */
async function executionMs(db: Database, statement: SQL): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const plan = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const cell = Object.values(plan.rows[0]!)[0];
    const parsed = (typeof cell === "string" ? JSON.parse(cell) : cell) as {
      "Execution Time": number;
    }[];
    times.push(parsed[0]!["Execution Time"]);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function rankingOnly(projectId: string, query: string): SQL {
  return sql`select p.id, ts_rank(p.search_vector, q.q) as rank
    from passages p, (select websearch_to_tsquery('spanish', ${query})
      || websearch_to_tsquery('spanish', f_unaccent(${query})) as q) q
    where p.project_id = ${projectId} and p.search_vector @@ q.q
    order by rank desc, p.ordinal asc limit 10`;
}

function headlinesOnly(ids: string[], query: string): SQL {
  return sql`select ts_headline('licita_es_unaccent', p.text,
      websearch_to_tsquery('licita_es_unaccent', ${query}),
      'MaxWords=45, MinWords=20, ShortWord=2, MaxFragments=2') from passages p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-profile-search-"));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    await database.migrate();
    const { projectId, documentIds } = await seedLoadDatabase(database.db, {
      email: `perfil.${Date.now()}@empresa.mx`,
      password: "Propuesta#2026_ok",
    });
    await database.db.execute(sql`analyze passages`);
    const { db } = database;
    console.log(`profile:search (${database.kind}), ms en el servidor, mediana de ${ROUNDS}`);
    console.log(`${"consulta".padEnd(28)} coincid.  ranking  extractos  completa  cliente`);
    for (const query of SEARCH_QUERIES) {
      const ranked = (await db.execute(rankingOnly(projectId, query))) as unknown as {
        rows: { id: string }[];
      };
      const [{ matches }] = (
        (await db.execute(sql`select count(*)::int as matches from passages p
          where p.project_id = ${projectId} and p.search_vector @@ (websearch_to_tsquery('spanish', ${query})
            || websearch_to_tsquery('spanish', f_unaccent(${query})))`)) as unknown as {
          rows: { matches: number }[];
        }
      ).rows as [{ matches: number }];
      const ranking = await executionMs(db, rankingOnly(projectId, query));
      const headlines = await executionMs(
        db,
        headlinesOnly(
          ranked.rows.map((row) => row.id),
          query,
        ),
      );
      const whole = await executionMs(db, searchPassagesStatement(projectId, query, 10));
      const started = performance.now();
      for (let round = 0; round < ROUNDS; round++)
        await db.execute(searchPassagesStatement(projectId, query, 10));
      const client = (performance.now() - started) / ROUNDS;
      console.log(
        `${query.padEnd(28)} ${String(matches).padStart(8)} ${ranking.toFixed(2).padStart(8)} ${headlines.toFixed(2).padStart(10)} ${whole.toFixed(2).padStart(9)} ${client.toFixed(2).padStart(8)}`,
      );
    }

    const pieces = (await tenderPassages()).slice(0, 200);
    const holds: number[] = [];
    for (let round = 0; round < 10; round++) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from passages where document_id = ${documentIds[0]!} and ordinal >= 1000000`,
        );
        await tx.insert(passages).values(
          pieces.map((piece, index) => ({
            projectId,
            documentId: documentIds[0]!,
            ordinal: 1_000_000 + index,
            page: piece.page,
            text: piece.text,
          })),
        );
      });
      holds.push(performance.now() - started);
    }
    holds.sort((a, b) => a - b);
    console.log(
      `reemplazo de 200 pasajes (una transacción): mediana ${holds[5]!.toFixed(1)} ms, máx ${holds[9]!.toFixed(1)} ms`,
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
