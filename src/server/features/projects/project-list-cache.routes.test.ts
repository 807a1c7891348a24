import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type { TProject } from "../../../shared/contracts/projects";
import { documents, projects } from "../../db/schema";
import { ProjectListCache } from "./project-list-cache";

/**
 * 'Mis proyectos' answered from memory on the embedded database must show every change from the very
 * next request: through the API, and written straight to the database (a job, an operator).
 */
describe.each(TEST_BACKENDS)("the project list stays true to the database (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(cookies: Record<string, string>): Promise<TProject[]> {
    const answer = await t.app.inject({ method: "GET", url: "/api/projects", cookies });
    expect(answer.statusCode).toBe(200);
    return answer.json().projects;
  }

  it("keeps lists in memory on the embedded database only", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    await createProject(t, client.cookies, { name: "Uno", description: "Primero" });
    expect((await list(client.cookies)).map((p) => p.name)).toEqual(["Uno"]);
    if (backend === "pglite")
      expect(JSON.parse(t.ctx.projectListCache?.get(client.user.id) ?? "{}").projects).toHaveLength(1);
    else expect(t.ctx.projectListCache).toBeUndefined();
  });

  it("shows a new or renamed project and an uploaded or deleted document at once", async () => {
    const client = await signedInClient(t.app, t.ctx.db);
    expect(await list(client.cookies)).toEqual([]);
    const projectId = await createProject(t, client.cookies, { name: "Licitación A", description: "A" });
    expect((await list(client.cookies)).map((p) => [p.name, p.documentCount])).toEqual([["Licitación A", 0]]);

    const requests = projectRequests(t, client.cookies, projectId);
    const uploaded = await requests.upload("bases", [
      {
        filename: "bases.pdf",
        contentType: "application/pdf",
        content: makePdf([["Bases de la licitación"]]),
      },
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect((await list(client.cookies))[0]?.documentCount).toBe(1);

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${projectId}`,
      cookies: client.cookies,
      payload: { name: "Licitación B", description: "B" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list(client.cookies))[0]?.name).toBe("Licitación B");

    const ids = (await requests.documents()).map((doc) => doc.id);
    expect((await requests.deleteDocuments(ids)).statusCode).toBe(204);
    expect((await list(client.cookies))[0]?.documentCount).toBe(0);
  });

  it("shows changes written straight to the database, and only the owner's", async () => {
    const owner = await signedInClient(t.app, t.ctx.db);
    const other = await signedInClient(t.app, t.ctx.db);
    const projectId = await createProject(t, owner.cookies, { name: "Propia", description: "P" });
    await createProject(t, other.cookies, { name: "Ajena", description: "X" });
    expect((await list(owner.cookies)).map((p) => p.name)).toEqual(["Propia"]);
    expect((await list(other.cookies)).map((p) => p.name)).toEqual(["Ajena"]);

    await t.ctx.db
      .update(projects)
      .set({ name: "Cambiada", status: "closed" })
      .where(eq(projects.id, projectId));
    expect((await list(owner.cookies)).map((p) => [p.name, p.status])).toEqual([["Cambiada", "closed"]]);

    await t.ctx.db.insert(documents).values({
      projectId,
      ownerId: owner.user.id,
      name: "anexo.pdf",
      fileType: "pdf",
      mimeType: "application/pdf",
      fileSize: 10,
      sha256: "0".repeat(64),
      storageKey: "no-existe",
    });
    expect((await list(owner.cookies))[0]?.documentCount).toBe(1);
    // A generated file is not one of the client's documents: moving it out of 'input' counts.
    await t.ctx.db.update(documents).set({ kind: "output" }).where(eq(documents.projectId, projectId));
    expect((await list(owner.cookies))[0]?.documentCount).toBe(0);

    await t.ctx.db.execute(sql`delete from projects where id = ${projectId}`);
    expect(await list(owner.cookies)).toEqual([]);
    // Somebody else's change leaves another client's list as it was.
    expect((await list(other.cookies)).map((p) => p.name)).toEqual(["Ajena"]);
  });
});

describe("ProjectListCache", () => {
  const project = '{"projects":[]}';

  it("does not store a list read before a change that arrived meanwhile", () => {
    const cache = new ProjectListCache();
    const epoch = cache.currentEpoch();
    cache.forgetOwner("otro");
    cache.store("dueño", project, epoch);
    expect(cache.get("dueño")).toBeUndefined();
    cache.store("dueño", project, cache.currentEpoch());
    expect(cache.get("dueño")).toBe(project);
    cache.forgetOwner("*");
    expect(cache.size).toBe(0);
  });
});
