import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { insertUser } from "../auth/auth.repository";
import { insertProject } from "../projects/projects.repository";
import { announceStep, waitForFirstStep } from "./first-step";
import { insertPhaseVersion, setGeneratingStep } from "./phases.repository";

describe.each(TEST_BACKENDS)("the 'Generar' answer waits for the job's first step (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let projectId: string;
  let nextVersion = 1;
  const queuedVersion = async () =>
    (await insertPhaseVersion(testDatabase.database.db, { projectId, phase: 0, version: nextVersion++ }))!;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    const { db } = testDatabase.database;
    const user = await insertUser(db, { email: "paso@empresa.mx", fullName: "Paso", passwordHash: "-" });
    projectId = (await insertProject(db, { ownerId: user.id, name: "Paso", description: "Primer paso" })).id;
  });
  afterAll(async () => {
    await testDatabase.destroy();
  });

  it("answers as soon as a worker writes the first step, well before its limit", async () => {
    const { db } = testDatabase.database;
    const version = await queuedVersion();
    setTimeout(() => void setGeneratingStep(db, version.id, "recuperando pasajes"), 60);
    const started = performance.now();
    await waitForFirstStep(db, version.id, 5_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("hears the step this process's worker announces, as it is written", async () => {
    const { db } = testDatabase.database;
    const version = await queuedVersion();
    setTimeout(() => announceStep(version.id, "recuperando pasajes"), 40);
    const started = performance.now();
    const seen = await waitForFirstStep(db, version.id, 5_000);
    expect(seen).toEqual({ status: "generando", step: "recuperando pasajes" });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("gives up after its limit when no worker takes the job, leaving it queued", async () => {
    const { db } = testDatabase.database;
    const version = await queuedVersion();
    const started = performance.now();
    await waitForFirstStep(db, version.id, 200);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(195);
    expect(waited).toBeLessThan(2_000);
  });
});
