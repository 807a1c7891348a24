/**
 * Closing from the workspace (spec 02 §4): only on the last phase once its document exists; it marks
 * that phase completed, fails what was still queued, and leaves the project read-only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { buildMultipart } from "../../../../tests/support/multipart";
import { phaseClient } from "../../../../tests/support/phase-journey";
import { makeDocx, makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { documents, phaseVersions } from "../../db/schema";
import { PHASE_FAILURES } from "./phase-failures";
import { createPhaseJobs } from "./phases.jobs";
import { findPhaseVersion, insertPhaseVersion } from "./phases.repository";

const SMALL_PACKAGE = [
  {
    name: "bases.pdf",
    category: "bases" as const,
    build: async () =>
      makePdf([
        ["BASES", "El licitante deberá presentar una fianza de cumplimiento del diez por ciento."],
        ["Criterios de evaluación", "Experiencia del licitante: 20 puntos."],
      ]),
  },
];

describe.each(TEST_BACKENDS)("closing a project from the workspace (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let client: ReturnType<typeof phaseClient>;
  const close = () =>
    t.app.inject({ method: "PUT", url: `/api/projects/${client.projectId}/close`, cookies });

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    ({ cookies } = await signedInClient(t.app, t.ctx.db));
    client = phaseClient(t.app, cookies);
    await client.createProject({ name: "Cierre", description: "Proyecto para cerrar" });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("refuses to close before the model starts and before the last phase has its document", async () => {
    const notStarted = await close();
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().code).toBe("RAG_NOT_STARTED");
    await client.uploadPackage(SMALL_PACKAGE);
    for (let phase = 0; phase < 7; phase++) {
      const early = await close();
      expect(early.json()).toMatchObject({
        code: "PHASE_NOT_EXECUTED",
        message: "No puedes avanzar a una fase que aún no ha sido ejecutada.",
      });
      await client.generateAndWait(phase);
      expect((await client.advance()).statusCode).toBe(200);
    }
    // On the last phase, still without its document.
    expect((await close()).json().code).toBe("PHASE_NOT_EXECUTED");
    expect((await client.phases()).closed).toBe(false);
  }, 120_000);

  it("closes on the last phase's document, marks it completed and fails what was still queued", async () => {
    await client.generateAndWait(7);
    // A regeneration queued just before the close, its job not yet run.
    const queued = (await insertPhaseVersion(t.ctx.db, {
      projectId: client.projectId,
      phase: 7,
      version: 2,
      instructions: "más detalle",
    }))!;
    const closed = await close();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().project.status).toBe("closed");
    const state = await client.phases();
    expect(state.closed).toBe(true);
    expect(state.completedPhases).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(state.phases[7].completed).toBe(true);
    expect(state.phases[7].job).toMatchObject({
      version: 2,
      status: "error",
      error: PHASE_FAILURES.projectClosed,
    });

    // Its job, when it runs after the close, writes no version and no file.
    const outputsBefore = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, client.projectId), eq(documents.kind, "output")));
    const [generate] = createPhaseJobs(t.ctx);
    await generate!.handle({ versionId: queued.id }, { jobId: "prueba", logger: t.ctx.logger });
    // Even one left queued by other means: the job sees the closed project and stores nothing.
    await t.ctx.db
      .update(phaseVersions)
      .set({ status: "en_cola", error: null })
      .where(eq(phaseVersions.id, queued.id));
    await generate!.handle({ versionId: queued.id }, { jobId: "prueba", logger: t.ctx.logger });
    expect(await findPhaseVersion(t.ctx.db, queued.id)).toMatchObject({
      status: "error",
      error: PHASE_FAILURES.projectClosed,
      documentId: null,
    });
    const outputsAfter = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, client.projectId), eq(documents.kind, "output")));
    expect(outputsAfter).toHaveLength(outputsBefore.length);
  });

  it("keeps a closed project read-only; closing again is harmless", async () => {
    const projectId = client.projectId;
    const { payload, headers } = buildMultipart({}, [
      { filename: "ajustado.xlsx", content: await makeDocx([{ heading: "x", paragraphs: ["y"] }]) },
    ]);
    const attempts = [
      t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/7/generate`,
        cookies,
        payload: {},
      }),
      t.app.inject({ method: "POST", url: `/api/projects/${projectId}/advance`, cookies }),
      t.app.inject({ method: "POST", url: `/api/projects/${projectId}/phases/6/open`, cookies }),
      t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/7/adjusted`,
        cookies,
        payload,
        headers,
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe("PROJECT_CLOSED");
    }
    expect((await client.phases()).currentPhase).toBe(7);
    expect((await close()).statusCode).toBe(200);
  });
});
