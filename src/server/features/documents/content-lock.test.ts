import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { buildMultipart } from "../../../../tests/support/multipart";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type { Storage } from "../../adapters/storage/storage";
import { findDocument } from "./documents.repository";

describe.each(TEST_BACKENDS)("stored bytes shared by identical uploads (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    ({ cookies } = await signedInClient(t.app, t.ctx.db));
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: "Carrera", description: "Carga y borrado simultáneos" },
    });
    projectId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(content: Buffer) {
    const { payload, headers } = buildMultipart({ documentType: "anexos" }, [
      { filename: "anexo.txt", content },
    ]);
    return t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/documents`,
      cookies,
      headers,
      payload,
    });
  }

  it("an upload of the same bytes during a deletion keeps its file", async () => {
    const bytes = Buffer.from(`Anexo técnico compartido ${projectId}`);
    const first = await upload(bytes);
    const firstId = first.json().documents[0].id as string;

    // The real storage, held right after the file is written and before the row is inserted: the
    // moment a deletion of the same bytes must not slip into.
    const real = t.ctx.storage;
    let reportWritten!: () => void;
    const written = new Promise<void>((resolve) => {
      reportWritten = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Storage = {
      ...real,
      kind: real.kind,
      async putFile(localPath, options) {
        const stored = await real.putFile(localPath, options);
        reportWritten();
        await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 500))]);
        return stored;
      },
    };
    t.ctx.storage = held;
    try {
      const second = upload(bytes);
      await written;
      const deletion = t.app
        .inject({
          method: "POST",
          url: `/api/projects/${projectId}/documents/delete`,
          cookies,
          payload: { documentIds: [firstId] },
        })
        .finally(release);
      const [secondResponse, deleted] = await Promise.all([second, deletion]);
      expect(deleted.statusCode).toBe(204);
      expect(secondResponse.statusCode).toBe(201);

      const row = await findDocument(t.ctx.db, secondResponse.json().documents[0].id);
      expect(await real.exists(row!.storageKey)).toBe(true);
      const download = await t.app.inject({
        method: "GET",
        url: `/api/documents/${row!.id}/download`,
        cookies,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
    } finally {
      t.ctx.storage = real;
    }
  });

  it("deleting the last document that uses some bytes removes the file", async () => {
    const bytes = Buffer.from(`Anexo que se borra ${projectId}`);
    const id = (await upload(bytes)).json().documents[0].id as string;
    const row = await findDocument(t.ctx.db, id);
    const again = (await upload(bytes)).json().documents[0].id as string;
    const remove = (documentIds: string[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/documents/delete`,
        cookies,
        payload: { documentIds },
      });
    await remove([id]);
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(true);
    await remove([again]);
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(false);
  });
});
