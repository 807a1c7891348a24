import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { documents, projects } from "../../db/schema";

describe.each(TEST_BACKENDS)("GET /api/admin/stats (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
  });

  afterAll(async () => {
    await t.close();
  });

  async function addDocument(ownerId: string, status: "listo" | "en_cola" | "error", kind = "input") {
    const [project] = await t.ctx.db
      .insert(projects)
      .values({ ownerId, name: "Licitación", description: "Obra pública" })
      .returning();
    await t.ctx.db.insert(documents).values({
      projectId: project!.id,
      ownerId,
      name: "bases.pdf",
      fileType: "pdf",
      mimeType: "application/pdf",
      fileSize: 10,
      sha256: "a".repeat(64),
      storageKey: `sha256/${"a".repeat(64)}`,
      status,
      kind: kind as "input",
    });
  }

  it("counts accounts, processed documents and paid-up clients from the database", async () => {
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin", subscriptionStatus: "pendiente" });
    const paid = await createUser(t.ctx.db);
    await createUser(t.ctx.db, { status: "inactive", subscriptionStatus: "pendiente" });
    await createUser(t.ctx.db, { status: "suspended", subscriptionStatus: "al corriente" });
    await addDocument(paid.id, "listo");
    await addDocument(paid.id, "listo");
    await addDocument(paid.id, "error");
    await addDocument(paid.id, "listo", "output");

    const response = await t.app.inject({ method: "GET", url: "/api/admin/stats", cookies: admin.cookies });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ users: 4, documentsProcessed: 2, activeSubscriptions: 1 });
  });

  it("answers only administrators", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    const asClient = await t.app.inject({ method: "GET", url: "/api/admin/stats", cookies: client.cookies });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ code: "FORBIDDEN" });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/stats" });
    expect(anonymous.statusCode).toBe(401);
  });
});
