import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClientProject, createClientProject } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { systemEvents } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { findDocument } from "./documents.repository";
import { INGEST_ABANDONED, INGEST_NOT_QUEUED, recoverStalledDocuments } from "./ingest-recovery";

describe.each(TEST_BACKENDS)("documents left without an ingest job (%s)", (backend) => {
  let t: TestApp;
  let client: ClientProject;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    client = await createClientProject(t, {
      name: "Recuperación",
      description: "Documentos sin trabajo de lectura",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(text: string) {
    return client.upload("bases", [
      { filename: "bases.txt", content: Buffer.from(`${text} ${client.projectId}`) },
    ]);
  }

  async function statusOf(documentId: string, until: (status: string) => boolean) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await findDocument(t.ctx.db, documentId);
      if (until(row!.status) || Date.now() > deadline) return row!;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("a refused queue still keeps the upload, says so, and the recovery reads the document later", async () => {
    const queue = t.ctx.queue;
    const down: JobQueue = {
      send: async () => {
        throw new Error("connection terminated");
      },
      livenessOf: queue.livenessOf,
      stop: queue.stop,
    };
    t.ctx.queue = down;
    let documentId: string;
    try {
      const response = await upload("Garantía de cumplimiento del diez por ciento.");
      expect(response.statusCode).toBe(201);
      const [document] = response.json().documents;
      expect(document).toMatchObject({ status: "en_cola", statusDetail: INGEST_NOT_QUEUED });
      documentId = document.id;
    } finally {
      t.ctx.queue = queue;
    }
    const events = await t.ctx.db.select().from(systemEvents).where(eq(systemEvents.kind, "error"));
    expect(events.map((event) => event.message)).toContain(
      "No se pudo programar la lectura de un documento; se reintentará automáticamente.",
    );
    // Nothing re-queues it by itself within the grace period...
    expect(await recoverStalledDocuments(t.ctx)).toEqual({ requeued: 0, abandoned: 0 });
    // ...and once it is older, the recovery queues it and the worker reads it.
    expect(await recoverStalledDocuments(t.ctx, { olderThanMs: 0 })).toEqual({ requeued: 1, abandoned: 0 });
    const row = await statusOf(documentId, (status) => status === "listo");
    expect(row).toMatchObject({ status: "listo", statusDetail: null, passageCount: 1 });
    // A document with its job done is never queued again.
    expect(await recoverStalledDocuments(t.ctx, { olderThanMs: 0 })).toEqual({ requeued: 0, abandoned: 0 });
  });

  it("a document whose every attempt died with its process ends as 'error' with a reason", async () => {
    const response = await upload("Junta de aclaraciones el 15 de marzo.");
    const documentId = response.json().documents[0].id as string;
    await statusOf(documentId, (status) => status === "listo");
    // What a worker killed mid-read on its last attempt leaves behind: the row 'procesando', the job failed.
    await t.ctx.db.execute(sql`update documents set status = 'procesando' where id = ${documentId}`);
    await t.ctx.db.execute(
      sql`update pgboss.job set state = 'failed' where name = 'documents.ingest' and data->>'documentId' = ${documentId}`,
    );
    expect(await recoverStalledDocuments(t.ctx, { olderThanMs: 0 })).toEqual({ requeued: 0, abandoned: 1 });
    expect(await findDocument(t.ctx.db, documentId)).toMatchObject({
      status: "error",
      statusDetail: INGEST_ABANDONED,
    });
  });

  it("a client's next document steps back by those it already has waiting; another client's goes first", async () => {
    const queue = t.ctx.queue;
    const sent: { documentId: string; priority: number | undefined }[] = [];
    // The jobs are recorded, not run: the documents stay waiting as behind a busy reader.
    t.ctx.queue = {
      send: async (_job, payload, options = {}) => {
        sent.push({ documentId: (payload as { documentId: string }).documentId, priority: options.priority });
        return `job-${sent.length}`;
      },
      livenessOf: queue.livenessOf,
      stop: queue.stop,
    };
    try {
      const flooder = await createClientProject(t, { name: "Muchos", description: "Veinte archivos" });
      const other = await createClientProject(t, { name: "Uno", description: "Un archivo" });
      for (const index of [1, 2, 3]) {
        const response = await flooder.upload("bases", [
          { filename: `bases-${index}.txt`, content: Buffer.from(`Anexo ${index} de ${flooder.projectId}`) },
        ]);
        expect(response.statusCode).toBe(201);
      }
      const response = await other.upload("bases", [
        { filename: "bases.txt", content: Buffer.from(`Bases de ${other.projectId}`) },
      ]);
      expect(response.statusCode).toBe(201);
      expect(sent.map((job) => -(job.priority ?? 0))).toEqual([0, 1, 2, 0]);
    } finally {
      t.ctx.queue = queue;
    }
  });
});
