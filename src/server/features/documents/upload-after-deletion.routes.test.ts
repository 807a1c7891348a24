/**
 * Stop 25 (w-25c): an administrator deletes a client while one of its uploads is being stored. On the
 * embedded database the deletion committed before the upload's row, whose insert then failed on its
 * foreign key: a 500 and the file left in storage, named by nothing. On PostgreSQL the upload held its
 * project (FOR SHARE) and waited for the user row the deletion had locked first, while the deletion
 * waited for the project: a deadlock, one of the two aborted.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { storageKeyFor } from "../../adapters/storage/storage-key";

const keyOf = (text: string) => storageKeyFor(createHash("sha256").update(Buffer.from(text)).digest("hex"));

describe.each(TEST_BACKENDS)("a client deleted while its upload is stored (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("leaves none of its files in storage, and both requests end without a 5xx", async () => {
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin", fullName: "Dirección" });
    const leaving = await signedInClient(t.app, t.ctx.db);
    const project = projectRequests(t, leaving.cookies, await createProject(t, leaving.cookies));
    const content = "Opinión de cumplimiento del SAT subida mientras se elimina la cuenta.";
    const storage = t.ctx.storage;
    const putFile = storage.putFile;
    let deletion: Promise<{ statusCode: number; body: string }> | undefined;
    // The deletion starts once the bytes are stored, and has its locks (PostgreSQL) or has committed
    // (the embedded database) before the upload goes on to write its row.
    storage.putFile = async (...args) => {
      const stored = await putFile.apply(storage, args);
      deletion = t.app.inject({
        method: "DELETE",
        url: `/api/admin/users/${leaving.user.id}`,
        cookies: admin.cookies,
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return stored;
    };
    let upload: Awaited<ReturnType<typeof project.upload>>;
    try {
      upload = await project.upload("otros", [{ filename: "opinion.txt", content: Buffer.from(content) }]);
    } finally {
      storage.putFile = putFile;
    }
    const deleted = await deletion!;
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(upload.statusCode, upload.body).toBeLessThan(500);
    expect(upload.body).not.toMatch(/violates|foreign key|deadlock/i);
    expect(await storage.exists(keyOf(content))).toBe(false);
  }, 60_000);
});
