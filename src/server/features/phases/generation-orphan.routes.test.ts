/**
 * Stop 24 (w-24b): a generation whose project is closed or deleted while it runs. The job stored the
 * file, then found the project gone and wrote no row: the bytes stayed in storage, named by nothing.
 * Here the project changes at the worst moment, just after the file is stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { phaseClient } from "../../../../tests/support/phase-journey";
import { makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { documents, projects } from "../../db/schema";
import { PHASE_FAILURES } from "./phase-failures";
import { createPhaseJobs } from "./phases.jobs";
import { findPhaseVersion, insertPhaseVersion } from "./phases.repository";

const PACKAGE = [
  {
    name: "bases.pdf",
    category: "bases" as const,
    build: async () =>
      makePdf([["BASES", "El licitante deberá presentar una fianza de cumplimiento del diez por ciento."]]),
  },
];

describe.each(TEST_BACKENDS)("a generation outlived by its project (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Runs one generation whose storage calls `meanwhile` right after the file is stored. */
  async function generateWhile(meanwhile: (projectId: string) => Promise<void>) {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const client = phaseClient(t.app, cookies);
    const projectId = await client.createProject({ name: "Carrera", description: "Generación y cierre" });
    await client.uploadPackage(PACKAGE);
    const version = (await insertPhaseVersion(t.ctx.db, { projectId, phase: 0, version: 1 }))!;
    const storedKeys: string[] = [];
    const storage = Object.create(t.ctx.storage) as typeof t.ctx.storage;
    storage.putFile = async (...args) => {
      const stored = await t.ctx.storage.putFile(...args);
      storedKeys.push(stored.key);
      await meanwhile(projectId);
      return stored;
    };
    const [generate] = createPhaseJobs({ ...t.ctx, storage });
    await generate!.handle({ versionId: version.id }, { jobId: "prueba", logger: t.ctx.logger });
    expect(storedKeys).toHaveLength(1);
    return { projectId, versionId: version.id, key: storedKeys[0]! };
  }

  it("leaves no file in storage when the project was closed meanwhile", async () => {
    const run = await generateWhile(async (projectId) => {
      await t.ctx.db.update(projects).set({ status: "closed" }).where(eq(projects.id, projectId));
    });
    expect(await findPhaseVersion(t.ctx.db, run.versionId)).toMatchObject({
      status: "error",
      error: PHASE_FAILURES.projectClosed,
      documentId: null,
    });
    expect(await t.ctx.db.select().from(documents).where(eq(documents.storageKey, run.key))).toEqual([]);
    expect(await t.ctx.storage.exists(run.key)).toBe(false);
  }, 120_000);

  it("leaves no file in storage when the project was deleted meanwhile", async () => {
    const run = await generateWhile(async (projectId) => {
      await t.ctx.db.delete(projects).where(eq(projects.id, projectId));
    });
    expect(await findPhaseVersion(t.ctx.db, run.versionId)).toBeUndefined();
    expect(await t.ctx.storage.exists(run.key)).toBe(false);
  }, 120_000);
});
