import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createClientProject } from "../../../../tests/support/client-project";
import { buildMultipart } from "../../../../tests/support/multipart";
import { makeDocx, makePdf } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { insertPhaseVersion, listPhaseVersions } from "./phases.repository";

describe.each(TEST_BACKENDS)(
  "phases: state on the server, phase 1 by the built-in generator (%s)",
  (backend) => {
    let t: TestApp;
    let cookies: Record<string, string>;
    let projectId: string;

    beforeAll(async () => {
      t = await createTestApp(backend);
      await t.app.ready();
      const client = await createClientProject(t, {
        name: "Servidores",
        description: "Licitación de servidores",
      });
      ({ cookies, projectId } = client);
      const uploaded = await client.upload("bases", [
        {
          filename: "bases.pdf",
          content: makePdf([
            [
              "BASES DE LA LICITACION",
              "1. El licitante debera presentar el acta constitutiva de la empresa.",
            ],
            [
              "2. Garantias",
              "El proveedor debera entregar una fianza de cumplimiento del diez por ciento del contrato.",
              "La junta de aclaraciones se celebrara el 15 de marzo de 2026 a las 10:00 horas.",
            ],
          ]),
        },
      ]);
      const documentId = uploaded.json().documents[0].id;
      await waitFor(
        async () => (await client.documents()).find((doc) => doc.id === documentId)?.status === "listo",
      );
    });
    afterAll(async () => {
      await t.close();
    });

    async function waitFor(check: () => Promise<boolean>) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (await check()) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error("condition not met in time");
    }
    const phases = async () =>
      (await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies })).json();
    const generate = (phase: number, instructions?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/${phase}/generate`,
        cookies,
        payload: instructions === undefined ? {} : { instructions },
      });
    const waitForVersion = (phase: number, version: number) =>
      waitFor(async () => (await phases()).phases[phase].currentVersion === version);

    it("refuses phases before the model starts, then lists the eight", async () => {
      const early = await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/phases`, cookies });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe("RAG_NOT_STARTED");
      await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/rag/start`, cookies });
      const state = await phases();
      expect(state.currentPhase).toBe(0);
      expect(state.generator).toEqual({ kind: "extractive", label: "Generador extractivo integrado" });
      expect(state.phases).toHaveLength(8);
      expect(state.phases[0]).toMatchObject({
        description: "Fase 1 de 8: Puntos relevantes de las bases",
        completed: false,
        currentVersion: -1,
        maxVersion: 6,
        files: [],
      });
    });

    it("enforces the version rules and produces phase 1's matrix with sources", async () => {
      const notYet = await t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/advance`,
        cookies,
      });
      expect(notYet.json()).toMatchObject({
        code: "PHASE_NOT_EXECUTED",
        message: "No puedes avanzar a una fase que aún no ha sido ejecutada.",
      });
      // These two pages name no procedure number nor object: the workspace warns, and generation goes on.
      expect((await phases()).basesWarning).toContain("no encontramos número de procedimiento, objeto");
      const calendarUrl = `/api/projects/${projectId}/calendar.ics`;
      const noCalendar = await t.app.inject({ method: "GET", url: calendarUrl, cookies });
      expect(noCalendar.statusCode).toBe(404);
      expect(noCalendar.json().code).toBe("CALENDAR_NOT_READY");
      const accepted = await generate(0);
      expect(accepted.statusCode).toBe(202);
      // The answer waits briefly for this process's worker to take the job: it shows the first real
      // step, or 'en cola' with no step when the worker was not quick enough.
      const answered = accepted.json().phases[0].job;
      expect(answered.version).toBe(1);
      if (answered.status === "en_cola") expect(answered.step).toBeNull();
      else expect(answered).toMatchObject({ status: "generando", step: expect.any(String) });
      expect((await generate(0, "otra")).json().code).toBe("PHASE_BUSY");
      await waitForVersion(0, 1);

      const file = (await phases()).phases[0].files[0];
      expect(file).toMatchObject({
        name: "Puntos_relevantes_de_las_bases_v1.xlsx",
        version: 1,
        fileType: "xlsx",
        isUserAdjusted: false,
        generator: "Generador extractivo integrado",
      });
      const download = await t.app.inject({ method: "GET", url: file.url, cookies });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet("Puntos relevantes")!;
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const header = sheet.getRow(1).values as unknown[];
      const column = (name: string) => header.indexOf(name);
      const fianza = rows.find((row) =>
        String(row[column("Cita textual")] ?? "").includes("fianza de cumplimiento"),
      );
      expect(fianza).toBeDefined();
      expect(fianza![column("Documento fuente")]).toBe("bases.pdf");
      expect(fianza![column("Página")]).toBe(2);
      expect(workbook.getWorksheet("Calendario")!.rowCount).toBeGreaterThan(1);
      expect((await phases()).basesWarning).toBeNull();
      const ics = await t.app.inject({ method: "GET", url: calendarUrl, cookies });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers["content-type"]).toContain("text/calendar");
      expect(ics.headers["content-disposition"]).toContain("Calendario_Servidores.ics");
      expect(ics.body).toContain("DTSTART:20260315T160000Z");
      expect(ics.body).toContain("SUMMARY:Junta de aclaraciones — Servidores");
      expect(ics.body).toContain("bases.pdf\\, pág. 2");
      const stranger = await signedInClient(t.app, t.ctx.db);
      const foreign = await t.app.inject({ method: "GET", url: calendarUrl, cookies: stranger.cookies });
      expect(foreign.statusCode).toBe(404);

      const noInstructions = await generate(0, "   ");
      expect(noInstructions.statusCode).toBe(400);
      expect(noInstructions.json().message).toBe(
        "Instrucciones vacías: Por favor, ingrese instrucciones para el modelo RAG.",
      );
      for (let version = 2; version <= 6; version++) {
        expect((await generate(0, `Versión ${version}: más detalle en garantías`)).statusCode).toBe(202);
        await waitForVersion(0, version);
      }
      const limit = await generate(0, "una más");
      expect(limit.json()).toMatchObject({ code: "PHASE_LIMIT", message: "Límite alcanzado" });
      expect((await phases()).phases[0].files).toHaveLength(6);
    });

    it("moves through phases only as the spec allows", async () => {
      const skip = await t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/2/open`,
        cookies,
      });
      expect(skip.json().message).toBe("No puedes navegar a una fase que no has alcanzado aún.");
      const advanced = await t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/advance`,
        cookies,
      });
      expect(advanced.json()).toMatchObject({ currentPhase: 1, completedPhases: [0] });
      expect(advanced.json().phases[0].completed).toBe(true);
      const back = await t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/0/open`,
        cookies,
      });
      expect(back.json().currentPhase).toBe(0);
      const forward = await t.app.inject({
        method: "POST",
        url: `/api/projects/${projectId}/phases/1/open`,
        cookies,
      });
      expect(forward.json().currentPhase).toBe(1);
      const elsewhere = await generate(3);
      expect(elsewhere.json().code).toBe("PHASE_NOT_REACHED");
      // Phase 0 is completed but phase 1 is open: generating there says to open it, not "out of reach".
      const notOpen = await generate(0, "más detalle");
      expect(notOpen.statusCode).toBe(409);
      expect(notOpen.json()).toMatchObject({
        code: "PHASE_NOT_CURRENT",
        message:
          "Solo puedes trabajar en la fase abierta: abre esta fase para generar o subir un archivo en ella.",
      });
    });

    it("answers 409 instead of failing when two requests take the same version number", async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => generate(1)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([202, 409, 409, 409]);
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(["PHASE_BUSY", "PHASE_VERSION_CONFLICT"]).toContain(answer.json().code);
      }
      await waitForVersion(1, 1);
      const row = (await listPhaseVersions(t.ctx.db, projectId)).find((v) => v.phase === 1)!;
      const taken = await insertPhaseVersion(t.ctx.db, { projectId, phase: 1, version: row.version });
      expect(taken).toBeNull();
    });

    it("keeps another client out of every phase action (404, as if the project did not exist)", async () => {
      const other = await signedInClient(t.app, t.ctx.db);
      const before = await phases();
      const { payload, headers } = buildMultipart({}, [
        { filename: "ajustado.docx", content: await makeDocx([{ heading: "Índice", paragraphs: ["x"] }]) },
      ]);
      const attempts = [
        { method: "GET" as const, url: `/api/projects/${projectId}/phases` },
        { method: "POST" as const, url: `/api/projects/${projectId}/phases/1/generate`, payload: {} },
        { method: "POST" as const, url: `/api/projects/${projectId}/advance` },
        { method: "POST" as const, url: `/api/projects/${projectId}/phases/0/open` },
        { method: "POST" as const, url: `/api/projects/${projectId}/phases/1/adjusted`, payload, headers },
      ];
      for (const attempt of attempts) {
        const answer = await t.app.inject({ ...attempt, cookies: other.cookies });
        expect(answer.statusCode, attempt.url).toBe(404);
        expect(answer.json().code).toBe("NOT_FOUND");
      }
      // Nothing moved for the owner.
      const after = await phases();
      expect(after.currentPhase).toBe(before.currentPhase);
      expect(after.completedPhases).toEqual(before.completedPhases);
      expect(after.phases[1].files).toEqual(before.phases[1].files);
    });
  },
);
