/**
 * Restart safety of phase generation: a version left 'generando' by a process that died, one queued
 * whose job was never sent, a job left 'active' on PGlite, and a queue that refuses a send. A web-only
 * app serves the requests; the test starts and stops the worker process around it.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { phaseClient, waitFor } from "../../../../tests/support/phase-journey";
import { makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { createAppContext } from "../../build-context";
import { phaseVersions } from "../../db/schema";
import { PHASE_FAILURES } from "./phase-failures";
import { GENERATE_PHASE, phaseJobTimings } from "./phases.jobs";
import { findPhaseVersion, insertPhaseVersion } from "./phases.repository";

const logger = pino({ level: "silent" });

describe("how long a generation may run", () => {
  it("derives the job's expiry from the model's time-out and its three answers", () => {
    expect(phaseJobTimings({ LLM_BASE_URL: "http://127.0.0.1:1/v1", LLM_TIMEOUT_MS: 120_000 })).toEqual({
      expireInSeconds: 570,
      deadlineMs: 540_000,
    });
    expect(phaseJobTimings({ LLM_BASE_URL: undefined, LLM_TIMEOUT_MS: 120_000 }).expireInSeconds).toBe(300);
  });
});

describe.each(TEST_BACKENDS)("phase versions after a process died (%s)", (backend) => {
  let t: TestApp;
  let client: ReturnType<typeof phaseClient>;
  let worker: Awaited<ReturnType<typeof createAppContext>> | undefined;
  const startWorker = async () => {
    worker = await createAppContext({
      config: t.ctx.config,
      database: t.testDatabase.database,
      logger,
      isWorker: true,
      pollingIntervalSeconds: 0.5,
    });
  };
  const stopWorker = async () => {
    await worker?.close();
    worker = undefined;
  };
  const insert = async (phase: number, values: Partial<typeof phaseVersions.$inferInsert>) =>
    (await insertPhaseVersion(t.ctx.db, { projectId: client.projectId, phase, version: 1, ...values }))!;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    client = phaseClient(t.app, cookies);
    await client.createProject({ name: "Reinicio", description: "Generación interrumpida" });
    await startWorker();
    await client.uploadPackage([
      {
        name: "bases.pdf",
        category: "bases",
        build: async () => makePdf([["El licitante deberá presentar una fianza de cumplimiento."]]),
      },
    ]);
    await stopWorker();
  }, 60_000);
  afterAll(async () => {
    await stopWorker();
    await t.close();
  });

  it("sets the generation job's expiry on its queue", async () => {
    const { rows } = (await t.ctx.db.execute(
      sql`select expire_seconds from pgboss.queue where name = ${GENERATE_PHASE.name}`,
    )) as { rows: Array<{ expire_seconds: number }> };
    expect(rows[0]?.expire_seconds).toBe(300);
  });

  it("fails a version left mid-job and requeues one never sent when a worker starts; 'Reintentar' works", async () => {
    // What a process killed mid-job leaves: the version half-way, no job left to finish it.
    const died = await insert(0, { status: "generando", step: "redactando" });
    // A version whose request stopped between the insert and the send, two minutes ago.
    const unsent = await insert(1, { status: "en_cola", createdAt: new Date(Date.now() - 120_000) });
    // One queued a moment ago may still be on its way to the queue: left alone.
    const fresh = await insert(2, { status: "en_cola" });
    expect((await client.generate(0)).json().code).toBe("PHASE_BUSY");

    await startWorker();
    await waitFor(async () => (await findPhaseVersion(t.ctx.db, unsent.id))?.status === "listo", 30_000);
    const phase = (await client.phases()).phases[0];
    expect(phase.job).toMatchObject({ version: 1, status: "error", error: PHASE_FAILURES.interrupted });
    expect((await findPhaseVersion(t.ctx.db, fresh.id))?.status).toBe("en_cola");

    const retried = await client.generateAndWait(0);
    expect(retried.currentVersion).toBe(1);
    expect((await findPhaseVersion(t.ctx.db, died.id))?.status).toBe("listo");
    await t.ctx.db.delete(phaseVersions).where(eq(phaseVersions.id, fresh.id));
  }, 60_000);

  it("fails the version and answers 503 when the queue refuses the job; 'Reintentar' queues it again", async () => {
    expect((await client.advance()).statusCode).toBe(200);
    expect((await client.advance()).statusCode).toBe(200);
    const send = vi.spyOn(t.ctx.queue, "send").mockRejectedValueOnce(new Error("cola no disponible"));
    const refused = await client.generate(2);
    send.mockRestore();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(PHASE_FAILURES.notQueued);
    expect((await client.phases()).phases[2].job).toMatchObject({
      version: 1,
      status: "error",
      error: PHASE_FAILURES.notQueued,
    });
    expect((await client.generateAndWait(2)).currentVersion).toBe(1);
  }, 60_000);

  it.runIf(backend === "pglite")(
    "resumes at once a job left active, on PGlite (one process per folder)",
    async () => {
      await stopWorker();
      expect((await client.advance()).statusCode).toBe(200);
      expect((await client.generate(3)).statusCode).toBe(202);
      const version = (await client.phases()).phases[3].job;
      expect(version).toMatchObject({ status: "en_cola" });
      await t.ctx.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() where name = ${GENERATE_PHASE.name} and state = 'created'`,
      );
      await t.ctx.db
        .update(phaseVersions)
        .set({ status: "generando", step: "redactando" })
        .where(eq(phaseVersions.phase, 3));
      await startWorker();
      const settled = await client.settle(3);
      expect(settled).toMatchObject({ currentVersion: 1, job: null });
    },
    60_000,
  );
});
