/**
 * Stop 24 (w-24b): an administrator deletes a client. Its rows went by cascade, but every file it had
 * uploaded or had generated stayed in storage, named by nothing: on PostgreSQL with S3 for good (the
 * start-up sweep is for the embedded database with files on disk), the client's papers kept where no
 * screen shows them. A file another client also holds stays for that client.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { storageKeyFor } from "../../adapters/storage/storage-key";

const keyOf = (text: string) => storageKeyFor(createHash("sha256").update(Buffer.from(text)).digest("hex"));

describe.each(TEST_BACKENDS)("deleting a client (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("deletes the files only it held, and keeps those another client holds too", async () => {
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección" });
    const leaving = await signedInClient(t.app, t.ctx.db);
    const staying = await signedInClient(t.app, t.ctx.db);
    const own = "Acta constitutiva de la empresa que se va: solo suya.";
    const shared = "Bases de la licitación pública que ambas empresas descargaron.";
    const project = projectRequests(t, leaving.cookies, await createProject(t, leaving.cookies));
    const upload = await project.upload("otros", [
      { filename: "acta.txt", content: Buffer.from(own) },
      { filename: "bases.txt", content: Buffer.from(shared) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const other = projectRequests(t, staying.cookies, await createProject(t, staying.cookies));
    expect(
      (await other.upload("bases", [{ filename: "bases.txt", content: Buffer.from(shared) }])).statusCode,
    ).toBe(201);
    expect(await t.ctx.storage.exists(keyOf(own))).toBe(true);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${leaving.user.id}`,
      cookies: admin.cookies,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.ctx.storage.exists(keyOf(own))).toBe(false);
    expect(await t.ctx.storage.exists(keyOf(shared))).toBe(true);
    expect((await other.documents()).map((row: { name: string }) => row.name)).toEqual(["bases.txt"]);
  });
});
