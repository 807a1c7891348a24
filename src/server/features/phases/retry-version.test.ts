import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  TEST_BACKENDS,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { phaseVersions, projects, users } from "../../db/schema";
import { findPhaseVersion, insertPhaseVersion, retryPhaseVersion } from "./phases.repository";

describe.each(TEST_BACKENDS)("'Reintentar' on a failed version (%s)", (backend) => {
  let testDatabase: TestDatabase;
  let projectId: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    const db = testDatabase.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `reintento-${backend}@example.com`, fullName: "Reintento", passwordHash: "x" })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ ownerId: user!.id, name: "Licitación", description: "reintento" })
      .returning();
    projectId = project!.id;
  }, 60_000);
  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it("queues it once when clicked twice at once: the second click changes nothing", async () => {
    const db = testDatabase.database.db;
    const version = (await insertPhaseVersion(db, {
      projectId,
      phase: 0,
      version: 1,
      status: "error",
      error: "No se pudo generar",
    }))!;
    const answers = await Promise.all([
      retryPhaseVersion(db, version.id, "Agrega las fechas"),
      retryPhaseVersion(db, version.id, "Otra instrucción"),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const queued = (await findPhaseVersion(db, version.id))!;
    expect(queued.status).toBe("en_cola");
    expect(queued.error).toBeNull();
  });

  it("leaves a version another click already sent to generate as it is", async () => {
    const db = testDatabase.database.db;
    const version = (await insertPhaseVersion(db, { projectId, phase: 1, version: 1, status: "error" }))!;
    expect(await retryPhaseVersion(db, version.id, null)).toBe(true);
    await db
      .update(phaseVersions)
      .set({ status: "generando", step: "redactando" })
      .where(eq(phaseVersions.id, version.id));
    expect(await retryPhaseVersion(db, version.id, "de nuevo")).toBe(false);
    const running = (await findPhaseVersion(db, version.id))!;
    expect(running.status).toBe("generando");
    expect(running.step).toBe("redactando");
    expect(running.instructions).toBeNull();
  });
});
