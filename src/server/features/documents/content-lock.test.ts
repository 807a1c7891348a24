import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ClientProject,
  createClientProject,
  createProject,
  projectRequests,
} from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type { Storage } from "../../adapters/storage/storage";
import { findDocument } from "./documents.repository";

describe.each(TEST_BACKENDS)("stored bytes shared by identical uploads to two projects (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let projectId: string;
  let client: ClientProject;
  // The same bytes in one project are refused as a duplicate: they are shared by the client's projects.
  let other: ReturnType<typeof projectRequests>;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    client = await createClientProject(t, { name: "Carrera", description: "Carga y borrado simultáneos" });
    ({ cookies, projectId } = client);
    const otherId = await createProject(t, cookies, { name: "Carrera 2", description: "Otro proyecto" });
    other = projectRequests(t, cookies, otherId);
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(content: Buffer, into: { upload: ClientProject["upload"] } = client) {
    return into.upload("anexos", [{ filename: "anexo.txt", content }]);
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
      const second = upload(bytes, other);
      await written;
      const deletion = client.deleteDocuments([firstId]).finally(release);
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
    const again = (await upload(bytes, other)).json().documents[0].id as string;
    await client.deleteDocuments([id]);
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(true);
    await other.deleteDocuments([again]);
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(false);
  });
});
