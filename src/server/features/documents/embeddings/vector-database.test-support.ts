// Databases that can hold vectors, for the vector store's tests: PGlite with pgvector loaded (copied
// from the migrated template), or a fresh PostgreSQL database when the server has pgvector installed.
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { createUser } from "../../../../../tests/support/accounts";
import {
  createTestDatabase,
  type TestBackend,
  type TestDatabase,
} from "../../../../../tests/support/test-database";
import { createPglite, type Database, openPglite } from "../../../db/client";
import { insertProject } from "../../projects/projects.repository";
import { insertDocument, replacePassages } from "../documents.repository";

export async function createVectorTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === "postgres") return createTestDatabase("postgres");
  const root = await mkdtemp(path.join(os.tmpdir(), "licita-test-vector-db-"));
  const dir = path.join(root, "db");
  await cp(inject("pgliteTemplateDir"), dir, { recursive: true });
  const database = openPglite(await createPglite(dir, { vector: true }));
  return {
    database,
    async destroy() {
      await database.close().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Whether the database's server can create pgvector (a PostgreSQL server may lack the package). */
export async function isPgvectorAvailable(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from pg_available_extensions where name = 'vector'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** A client's project with one ready document whose passages are `texts`, in order. */
export async function seedProjectPassages(
  db: Database,
  texts: string[],
): Promise<{ projectId: string; documentId: string; passageIds: string[] }> {
  const user = await createUser(db);
  const project = await insertProject(db, { ownerId: user.id, name: "Proyecto", description: "Prueba" });
  const document = await insertDocument(db, {
    projectId: project.id,
    ownerId: user.id,
    name: "bases.pdf",
    fileType: "pdf",
    mimeType: "application/pdf",
    fileSize: 1,
    sha256: "0".repeat(64),
    storageKey: "sin-bytes",
  });
  await replacePassages(
    db,
    document.id,
    texts.map((text, ordinal) => ({
      documentId: document.id,
      projectId: project.id,
      ordinal,
      page: ordinal + 1,
      location: null,
      heading: null,
      text,
    })),
    texts.length,
  );
  const rows = (await db.execute(
    sql`select id from passages where document_id = ${document.id} order by ordinal`,
  )) as unknown as { rows: { id: string }[] };
  return { projectId: project.id, documentId: document.id, passageIds: rows.rows.map((row) => row.id) };
}
