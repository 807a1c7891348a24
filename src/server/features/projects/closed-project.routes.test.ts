import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientProject } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { updateProject } from "./projects.repository";

describe.each(TEST_BACKENDS)("a closed project is read-only on the server (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 409 PROJECT_CLOSED to every writing route, and still lists and downloads", async () => {
    const client = await createClientProject(t, { name: "Cerrado", description: "Proyecto que se cierra" });
    const { cookies, projectId } = client;
    const upload = () =>
      client.upload("bases", [
        { filename: "bases.txt", content: Buffer.from(`Bases del proyecto ${projectId}`) },
      ]);
    const documentId = (await upload()).json().documents[0].id as string;
    // Closed directly: closing through the API may need the phases to be done first.
    await updateProject(t.ctx.db, projectId, { status: "closed", closedAt: new Date() });

    const writes = [
      await t.app.inject({
        method: "PUT",
        url: `/api/projects/${projectId}`,
        cookies,
        payload: { name: "Otro nombre" },
      }),
      await upload(),
      await client.deleteDocuments([documentId]),
      await t.app.inject({ method: "POST", url: `/api/projects/${projectId}/rag/start`, cookies }),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: "PROJECT_CLOSED",
        message: "El proyecto está cerrado: solo se pueden consultar y descargar sus archivos.",
      });
    }

    const project = (
      await t.app.inject({ method: "GET", url: `/api/projects/${projectId}`, cookies })
    ).json();
    expect(project.project).toMatchObject({
      name: "Cerrado",
      status: "closed",
      documentCount: 1,
      ragStarted: false,
    });
    const list = await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/documents`, cookies });
    expect(list.json().documents.map((doc: { id: string }) => doc.id)).toEqual([documentId]);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/download`,
      cookies,
    });
    expect(download.statusCode).toBe(200);
  });
});
