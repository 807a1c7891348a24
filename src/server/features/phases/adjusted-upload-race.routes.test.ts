/**
 * Stop 24 (w-24b): an adjusted file whose upload ends while the project is closed in another tab, and
 * two adjusted files sent at once. The version was written into the closed (read-only) project, and
 * the file of the upload that lost the version number stayed in storage, named by nothing.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientProject } from "../../../../tests/support/client-project";
import { buildMultipart } from "../../../../tests/support/multipart";
import { makePdf, makeXlsx } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { storageKeyFor } from "../../adapters/storage/storage-key";
import { projects } from "../../db/schema";

describe.each(TEST_BACKENDS)("adjusted files against the project's state (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A project whose phase 1 has its first generated version. */
  async function projectWithVersion() {
    const client = await createClientProject(t, { name: "Ajustes", description: "Carreras" });
    const { cookies, projectId } = client;
    await client.upload("bases", [
      { filename: "bases.pdf", content: makePdf([["El licitante deberá presentar una fianza."]]) },
    ]);
    await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/rag/start`, cookies });
    await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/phases/0/generate`,
      cookies,
      payload: {},
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const state = (
        await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies })
      ).json();
      if (state.phases[0].currentVersion === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const upload = (content: Buffer) => {
      const { payload, headers } = buildMultipart({}, [
        { filename: "ajustado.xlsx", content, field: "file" },
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/0/adjusted`,
        cookies,
        headers,
        payload,
      });
    };
    const phases = async () =>
      (await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies })).json();
    return { projectId, upload, phases };
  }

  const isStored = (content: Buffer) =>
    t.ctx.storage.exists(storageKeyFor(createHash("sha256").update(content).digest("hex")));

  it("stores no version and no file when the project is closed while the file is stored", async () => {
    const project = await projectWithVersion();
    const adjusted = await makeXlsx({ Puntos: [["Requisito"], ["Fianza ajustada al cierre"]] });
    const putFile = t.ctx.storage.putFile;
    t.ctx.storage.putFile = async (...args) => {
      const stored = await putFile(...args);
      // 'Cerrar' in another tab, as the file lands.
      await t.ctx.db.update(projects).set({ status: "closed" }).where(eq(projects.id, project.projectId));
      return stored;
    };
    try {
      const answer = await project.upload(adjusted);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe("PROJECT_CLOSED");
    } finally {
      t.ctx.storage.putFile = putFile;
    }
    expect((await project.phases()).phases[0].currentVersion).toBe(1);
    expect(await isStored(adjusted)).toBe(false);
  }, 120_000);

  it("keeps one of two adjusted files sent at once, and only its bytes", async () => {
    const project = await projectWithVersion();
    const files = await Promise.all(
      ["uno", "dos"].map((seed) => makeXlsx({ Puntos: [["Requisito"], [`Fianza ajustada ${seed}`]] })),
    );
    const answers = await Promise.all(files.map((file) => project.upload(file)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await project.phases()).phases[0].currentVersion).toBe(2);
    const stored = await Promise.all(files.map(isStored));
    expect(stored.filter(Boolean)).toHaveLength(1);
  }, 120_000);
});
