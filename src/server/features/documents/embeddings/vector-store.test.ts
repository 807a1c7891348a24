import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../../tests/support/test-database";
import { fakeEmbedding } from "../../../adapters/embeddings/fake-embeddings-server.test-support";
import { createAppContext } from "../../../build-context";
import { loadConfig } from "../../../config/config";
import { openDatabase } from "../../../db/client";
import { deleteDocumentRows } from "../documents.repository";
import {
  createVectorTestDatabase,
  isPgvectorAvailable,
  seedProjectPassages,
} from "./vector-database.test-support";
import {
  ensureVectorStore,
  PGVECTOR_MISSING_MESSAGE,
  PGVECTOR_NOT_ALLOWED_MESSAGE,
  searchPassagesByVector,
  storePassageEmbeddings,
  toVectorSetupError,
  VectorStoreUnavailableError,
} from "./vector-store";

const MODEL = "modelo-prueba";

async function tableName(database: TestDatabase): Promise<string | null> {
  const result = (await database.database.db.execute(
    sql`select to_regclass('passage_embeddings')::text as name`,
  )) as unknown as { rows: { name: string | null }[] };
  return result.rows[0]!.name;
}

describe.each(TEST_BACKENDS)("vector store on pgvector (%s)", (backend) => {
  let t: TestDatabase;
  let hasPgvector: boolean;

  beforeAll(async () => {
    t = await createVectorTestDatabase(backend);
    hasPgvector = await isPgvectorAvailable(t.database.db);
  });
  afterAll(async () => {
    await t.destroy();
  });

  async function countRows(query: ReturnType<typeof sql>): Promise<number> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]!.n);
  }

  it("creates pgvector and the table at start, again and again, even from two processes at once", async (ctx) => {
    if (!hasPgvector) ctx.skip();
    await Promise.all([ensureVectorStore(t.database.db), ensureVectorStore(t.database.db)]);
    await ensureVectorStore(t.database.db);
    expect(await countRows(sql`select count(*) as n from pg_extension where extname = 'vector'`)).toBe(1);
    expect(await countRows(sql`select count(*) as n from passage_embeddings`)).toBe(0);
  });

  it("finds the nearest passages of one project only, among vectors of the same model and size", async (ctx) => {
    if (!hasPgvector) ctx.skip();
    const db = t.database.db;
    const mine = await seedProjectPassages(db, [
      "Servidores para el centro de datos",
      "Fianza de cumplimiento del contrato",
      "Junta de aclaraciones",
      "Fianza de cumplimiento en otro modelo",
      "Fianza de cumplimiento con otro tamaño",
    ]);
    const theirs = await seedProjectPassages(db, ["Fianza de cumplimiento del contrato"]);
    const [servers, bond, meeting, otherModel, otherSize] = mine.passageIds;
    const store = (model: string, passageId: string, text: string, dimensions?: number) =>
      storePassageEmbeddings(db, {
        model,
        items: [{ passageId, embedding: fakeEmbedding(text, dimensions) }],
      });
    await storePassageEmbeddings(db, {
      model: MODEL,
      items: [
        { passageId: servers!, embedding: fakeEmbedding("Servidores para el centro de datos") },
        { passageId: bond!, embedding: fakeEmbedding("Fianza de cumplimiento del contrato") },
        { passageId: meeting!, embedding: fakeEmbedding("Junta de aclaraciones") },
      ],
    });
    await store("otro-modelo", otherModel!, "Fianza de cumplimiento");
    await store(MODEL, otherSize!, "Fianza de cumplimiento", 16);
    // The other client's passage is the closest of all to the query, and must never come back.
    await store(MODEL, theirs.passageIds[0]!, "aval de cumplimiento del contrato");

    const hits = await searchPassagesByVector(db, {
      projectId: mine.projectId,
      model: MODEL,
      embedding: fakeEmbedding("aval de cumplimiento del contrato"),
      limit: 10,
    });
    expect(hits[0]).toMatchObject({ passage_id: bond, document_name: "bases.pdf", page: 2 });
    expect(hits[0]!.distance).toBeCloseTo(0, 6);
    expect(hits[0]!.opening).toBe("Fianza de cumplimiento del contrato");
    expect(new Set(hits.map((hit) => hit.passage_id))).toEqual(new Set([servers, bond, meeting]));
    expect(hits.map((hit) => hit.distance)).toEqual(
      [...hits.map((hit) => hit.distance)].sort((a, b) => a - b),
    );

    const theirHits = await searchPassagesByVector(db, {
      projectId: theirs.projectId,
      model: MODEL,
      embedding: fakeEmbedding("Servidores para el centro de datos"),
      limit: 10,
    });
    expect(theirHits.map((hit) => hit.passage_id)).toEqual(theirs.passageIds);
  });

  it("replaces a passage's vector on a second write, skips deleted passages, and drops vectors with their document", async (ctx) => {
    if (!hasPgvector) ctx.skip();
    const db = t.database.db;
    const seeded = await seedProjectPassages(db, ["Primer pasaje", "Segundo pasaje"]);
    const [first, second] = seeded.passageIds;
    const write = (text: string) =>
      storePassageEmbeddings(db, {
        model: MODEL,
        items: [
          { passageId: first!, embedding: fakeEmbedding(text) },
          { passageId: "00000000-0000-4000-8000-000000000999", embedding: fakeEmbedding(text) },
        ],
      });
    expect(await write("primer pasaje")).toBe(1);
    expect(await write("garantía distinta")).toBe(1);
    const [hit] = await searchPassagesByVector(db, {
      projectId: seeded.projectId,
      model: MODEL,
      embedding: fakeEmbedding("garantía distinta"),
      limit: 5,
    });
    expect(hit).toMatchObject({ passage_id: first });
    expect(hit!.distance).toBeCloseTo(0, 6);
    expect(second).toBeDefined();

    await deleteDocumentRows(db, [seeded.documentId]);
    expect(
      await countRows(
        sql`select count(*) as n from passage_embeddings where project_id = ${seeded.projectId}`,
      ),
    ).toBe(0);
  });

  it("turns the database's own 'no such extension' error into the Spanish start-up message", async () => {
    const failure = await t.database.db
      .execute(sql`create extension licita_extension_inexistente`)
      .catch((error: unknown) => error);
    const mapped = toVectorSetupError(failure);
    expect(mapped).toBeInstanceOf(VectorStoreUnavailableError);
    expect(mapped.message).toBe(PGVECTOR_MISSING_MESSAGE);
    const other = new Error("otra cosa");
    expect(toVectorSetupError(other)).toBe(other);
  });

  if (backend === "pglite") {
    it("starts without pgvector when EMBEDDINGS_* are unset, and stops with the Spanish message when set", async () => {
      const plain = await createTestDatabase("pglite");
      const logger = pino({ level: "silent" });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "licita-test-vector-start-"));
      try {
        const started = await createAppContext({
          config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
          database: plain.database,
          logger,
          isWorker: false,
        });
        expect(started.ctx.embeddings).toBeNull();
        await started.close();
        expect(await tableName(plain)).toBeNull();

        const failure = await createAppContext({
          config: loadConfig({
            NODE_ENV: "test",
            DATA_DIR: dataDir,
            EMBEDDINGS_BASE_URL: "http://127.0.0.1:9/v1",
            EMBEDDINGS_MODEL: MODEL,
          }),
          database: plain.database,
          logger,
          isWorker: false,
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(VectorStoreUnavailableError);
        expect((failure as Error).message).toBe(PGVECTOR_MISSING_MESSAGE);
        expect(await tableName(plain)).toBeNull();
      } finally {
        await plain.destroy();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }

  if (backend === "postgres") {
    it("tells a database user who may not create pgvector what to do", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const suffix = Math.random().toString(36).slice(2, 10);
      const role = `licita_sin_vector_${suffix}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'clave-de-prueba'`);
        await admin.query(`CREATE DATABASE ${role} OWNER ${role}`);
        const url = new URL(serverUrl);
        url.username = role;
        url.password = "clave-de-prueba";
        url.pathname = `/${role}`;
        const limited = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
        try {
          const failure = await ensureVectorStore(limited.db).catch((error: unknown) => error);
          expect(failure).toBeInstanceOf(VectorStoreUnavailableError);
          // Without the package on the server the first problem is the missing extension.
          expect((failure as Error).message).toBe(
            hasPgvector ? PGVECTOR_NOT_ALLOWED_MESSAGE : PGVECTOR_MISSING_MESSAGE,
          );
        } finally {
          await limited.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${role} WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
        await admin.end();
      }
    });
  }
});
