import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { documents, passages, projects, users } from "../../db/schema";
import { replacePassages, searchPassages } from "./documents.repository";

describe.each(TEST_BACKENDS)("a document's passages replaced in one statement (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let projectId: string;
  let documentId: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    const db = testDatabase.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `pasajes-${backend}@example.com`, fullName: "Pasajes", passwordHash: "x" })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ ownerId: user!.id, name: "Licitación", description: "pasajes" })
      .returning();
    projectId = project!.id;
    const [document] = await db
      .insert(documents)
      .values({
        projectId,
        ownerId: user!.id,
        name: "bases.pdf",
        fileType: "pdf",
        mimeType: "application/pdf",
        fileSize: 1,
        sha256: "x",
        storageKey: "x",
        status: "procesando",
        statusDetail: "Se está leyendo de nuevo",
        ocrProgress: { done: 1, total: 2 },
      })
      .returning();
    documentId = document!.id;
  }, 60_000);
  afterAll(async () => {
    await testDatabase?.destroy();
  });

  const rows = (texts: string[]) =>
    texts.map((text, ordinal) => ({
      documentId,
      projectId,
      ordinal,
      page: ordinal + 1,
      location: null,
      heading: ordinal === 0 ? "Garantía de cumplimiento" : null,
      text,
    }));

  it("stores every passage with its page and heading, searchable, and marks the document ready", async () => {
    const db = testDatabase.database.db;
    await replacePassages(
      db,
      documentId,
      rows(["La fianza será del 10 % del monto.", "Junta de aclaraciones el día 5."]),
      7,
      [{ page: 2, confidence: 91 }],
    );
    const stored = await db
      .select()
      .from(passages)
      .where(eq(passages.documentId, documentId))
      .orderBy(passages.ordinal);
    expect(stored.map((row) => [row.ordinal, row.page, row.heading, row.text, row.projectId])).toEqual([
      [0, 1, "Garantía de cumplimiento", "La fianza será del 10 % del monto.", projectId],
      [1, 2, null, "Junta de aclaraciones el día 5.", projectId],
    ]);
    const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
    expect(document).toMatchObject({
      status: "listo",
      statusDetail: null,
      pageCount: 7,
      passageCount: 2,
      ocrPages: [{ page: 2, confidence: 91 }],
      ocrProgress: null,
    });
    expect(document?.processedAt).toBeInstanceOf(Date);
    // Found by a word of its heading, and by a word of its text typed without the accent.
    const pagesFound = async (query: string) =>
      (await searchPassages(db, projectId, query, 10)).map((row) => row.page);
    expect(await pagesFound("garantía")).toEqual([1]);
    expect(await pagesFound("aclaraciones dia")).toEqual([2]);
  });

  it("a second reading replaces the first: no duplicates, the count follows, an empty one leaves none", async () => {
    const db = testDatabase.database.db;
    await replacePassages(db, documentId, rows(["Uno.", "Dos.", "Tres."]), 3);
    await replacePassages(db, documentId, rows(["Uno.", "Dos.", "Tres."]), 3);
    const count = async () =>
      (await db.select().from(passages).where(eq(passages.documentId, documentId))).length;
    expect(await count()).toBe(3);
    const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
    expect(document).toMatchObject({ passageCount: 3, pageCount: 3, ocrPages: null });
    await replacePassages(db, documentId, [], null);
    expect(await count()).toBe(0);
  });

  it("keeps quotes, backslashes, tabs and line breaks as read, and a broken character as U+FFFD", async () => {
    const db = testDatabase.database.db;
    const text = 'Cláusula "5.1"\\ \tPartida\tCantidad\n«precio» \u{1F4C4} fin \uD800 roto';
    await replacePassages(db, documentId, rows([text]), 1);
    const [row] = await db.select().from(passages).where(eq(passages.documentId, documentId));
    expect(row?.text).toBe(text.replace("\uD800", "\uFFFD"));
    const [vector] = (
      (await db.execute(
        sql`SELECT length(search_vector) AS words FROM passages WHERE document_id = ${documentId}`,
      )) as unknown as { rows: { words: number }[] }
    ).rows;
    expect(Number(vector?.words)).toBeGreaterThan(3);
  });
});
