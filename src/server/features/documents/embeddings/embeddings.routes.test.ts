import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient } from "../../../../../tests/support/accounts";
import { buildMultipart, type MultipartFile } from "../../../../../tests/support/multipart";
import { makePdf } from "../../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../../tests/support/test-database";
import {
  type FakeEmbeddingsServer,
  startFakeEmbeddingsServer,
} from "../../../adapters/embeddings/fake-embeddings-server.test-support";
import { searchPassages } from "../documents.repository";
import { RRF_K } from "./rank-fusion";

// createTestApp opens PGlite without pgvector; with EMBEDDINGS_* set the runtime opens it with the
// extension loaded, so these tests load it too.
vi.mock("../../../db/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../db/client")>();
  return { ...actual, createPglite: (dataDir?: string) => actual.createPglite(dataDir, { vector: true }) };
});

const API_KEY = "sk-clave-secreta-de-prueba";
const MODEL = "modelo-prueba";

async function serverHasPgvector(backend: string): Promise<boolean> {
  if (backend !== "postgres") return true;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query("select 1 from pg_available_extensions where name = 'vector'")).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe.each(TEST_BACKENDS)("search by meaning through an embeddings API (%s)", (backend) => {
  let server: FakeEmbeddingsServer;
  let t: TestApp | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startFakeEmbeddingsServer();
    if (!(await serverHasPgvector(backend))) return;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(backend, {
      logger: pino({ level: "info" }, stream),
      env: {
        EMBEDDINGS_BASE_URL: server.baseUrl,
        EMBEDDINGS_MODEL: MODEL,
        EMBEDDINGS_API_KEY: API_KEY,
        EMBEDDINGS_BATCH_SIZE: "2",
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    await server.close();
  });

  async function client() {
    const app = t!.app;
    const { cookies } = await signedInClient(app, t!.ctx.db);
    const created = await app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: "Servidores Rosario", description: "Licitación de servidores" },
    });
    const projectId = created.json().id as string;
    return {
      projectId,
      async upload(files: MultipartFile[]): Promise<string> {
        const { payload, headers } = buildMultipart({ documentType: "bases" }, files);
        const response = await app.inject({
          method: "POST",
          url: `/api/projects/${projectId}/documents`,
          cookies,
          headers,
          payload,
        });
        expect(response.statusCode).toBe(201);
        return response.json().documents[0].id;
      },
      async documentStatus(id: string): Promise<{ status: string; passageCount: number }> {
        const list = await app.inject({
          method: "GET",
          url: `/api/projects/${projectId}/documents`,
          cookies,
        });
        return list.json().documents.find((doc: { id: string }) => doc.id === id);
      },
      async search(q: string) {
        const response = await app.inject({
          method: "GET",
          url: `/api/projects/${projectId}/search?q=${encodeURIComponent(q)}`,
          cookies,
        });
        expect(response.statusCode).toBe(200);
        return response.json().hits as {
          documentId: string;
          page: number | null;
          excerpt: string;
          highlights: { start: number; length: number }[];
          rank: number;
        }[];
      },
    };
  }

  async function until<T>(what: string, read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (isDone(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function storedVectors(documentId: string): Promise<{ model: string; dims: number }[]> {
    const result = (await t!.ctx.db.execute(sql`
      select pe.model, vector_dims(pe.embedding) as dims from passage_embeddings pe
      join passages p on p.id = pe.passage_id where p.document_id = ${documentId}`)) as unknown as {
      rows: { model: string; dims: number }[];
    };
    return result.rows.map((row) => ({ model: row.model, dims: Number(row.dims) }));
  }

  async function readyWithVectors(owner: Awaited<ReturnType<typeof client>>, documentId: string) {
    const document = await until(
      "document processed",
      () => owner.documentStatus(documentId),
      (doc) => doc.status !== "en_cola" && doc.status !== "procesando",
    );
    expect(document.status).toBe("listo");
    const vectors = await until(
      "passages embedded",
      () => storedVectors(documentId),
      (rows) => rows.length === document.passageCount,
    );
    return { document, vectors };
  }

  it("embeds each passage, and finds a passage by a word it does not contain", async (ctx) => {
    if (!t) ctx.skip();
    const owner = await client();
    const documentId = await owner.upload([
      {
        filename: "bases.pdf",
        content: makePdf([
          ["BASES DE LA LICITACION", "1. Objeto: suministro de servidores para el centro de datos."],
          ["2. Garantia de cumplimiento", "El licitante entregara una fianza del diez por ciento."],
          ["3. Junta de aclaraciones", "Se celebrara el 15 de marzo en la Direccion de Compras."],
        ]),
        contentType: "application/pdf",
      },
    ]);
    const { document, vectors } = await readyWithVectors(owner, documentId);
    expect(document.passageCount).toBeGreaterThanOrEqual(3);
    expect(vectors.every((row) => row.model === MODEL && row.dims === 64)).toBe(true);
    expect(server.requests.every((request) => request.authorization === `Bearer ${API_KEY}`)).toBe(true);
    expect(Math.max(...server.requests.map((request) => request.inputs.length))).toBeLessThanOrEqual(2);

    // 'aval' is nowhere in the document: words alone find nothing; meaning finds the bond clause.
    expect(await searchPassages(t!.ctx.db, owner.projectId, "aval", 10)).toEqual([]);
    const [byMeaning] = await owner.search("aval");
    expect(byMeaning).toMatchObject({ documentId, page: 2 });
    expect(byMeaning!.excerpt).toContain("fianza del diez por ciento");
    expect(byMeaning!.highlights).toEqual([]);

    // Found by both sides: the words' highlighted excerpt, and a fused score above either side alone.
    const [byBoth] = await owner.search("garantía de cumplimiento");
    expect(byBoth).toMatchObject({ documentId, page: 2 });
    expect(highlighted(byBoth!)).toContain("Garantia");
    expect(byBoth!.rank).toBeCloseTo(2 / (RRF_K + 1), 12);
  });

  it("never shows one client the passages of another", async (ctx) => {
    if (!t) ctx.skip();
    const first = await client();
    const second = await client();
    const firstDoc = await first.upload([
      {
        filename: "garantias.txt",
        content: Buffer.from("La fianza de cumplimiento cubre el diez por ciento."),
      },
    ]);
    const secondDoc = await second.upload([
      {
        filename: "garantias.txt",
        content: Buffer.from("La fianza de anticipo cubre el veinte por ciento."),
      },
    ]);
    await readyWithVectors(first, firstDoc);
    await readyWithVectors(second, secondDoc);
    for (const [owner, own] of [
      [first, firstDoc],
      [second, secondDoc],
    ] as const) {
      const hits = await owner.search("aval de anticipo y cumplimiento");
      expect(hits.length).toBeGreaterThan(0);
      expect(new Set(hits.map((hit) => hit.documentId))).toEqual(new Set([own]));
    }
  });

  it("keeps a document ready and searchable by words when the embeddings service fails, and logs no secret", async (ctx) => {
    if (!t) ctx.skip();
    const owner = await client();
    server.failNext({ status: 400 });
    const documentId = await owner.upload([
      {
        filename: "confidencial.txt",
        content: Buffer.from("Propuesta económica confidencial del licitante."),
      },
    ]);
    await until(
      "failure logged",
      async () => logLines.join(""),
      (log) => log.includes("passages not embedded"),
    );
    expect(await owner.documentStatus(documentId)).toMatchObject({ status: "listo", passageCount: 1 });
    expect(await storedVectors(documentId)).toEqual([]);

    // The query's vector fails too: the words answer alone.
    server.failNext({ status: 400 });
    const [hit] = await owner.search("propuesta económica");
    expect(hit).toMatchObject({ documentId });
    expect(highlighted(hit!)).toEqual(["Propuesta", "económica"]);
    expect(logLines.join("")).toContain("query not embedded; searching by words only");

    const log = logLines.join("");
    expect(log).not.toContain(API_KEY);
    expect(log).not.toMatch(/confidencial del licitante|fianza del diez/);
  });
});

/** The words a search hit marks in its excerpt. */
function highlighted(hit: { excerpt: string; highlights: { start: number; length: number }[] }) {
  return hit.highlights.map(({ start, length }) => hit.excerpt.slice(start, start + length));
}
