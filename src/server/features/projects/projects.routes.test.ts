import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { updateProject } from "./projects.repository";

describe.each(TEST_BACKENDS)("projects (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates, lists, reads and edits a client's project; closing waits for the phases; closed is read-only", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: {
        name: "  Licitación LA-006000 Servidores ",
        description: "Suministro de servidores para el municipio",
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, project } = created.json();
    expect(project).toMatchObject({
      id,
      name: "Licitación LA-006000 Servidores",
      status: "active",
      documentCount: 0,
      currentRagPhase: null,
      ragStarted: false,
    });

    const list = await t.app.inject({ method: "GET", url: "/api/projects", cookies });
    expect(list.json().projects.map((item: { id: string }) => item.id)).toEqual([id]);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      cookies,
      payload: { description: "Suministro e instalación" },
    });
    expect(edited.json().project.description).toBe("Suministro e instalación");

    const noDocuments = await t.app.inject({ method: "POST", url: `/api/projects/${id}/rag/start`, cookies });
    expect(noDocuments.statusCode).toBe(400);
    expect(noDocuments.json().message).toBe("Debe cargar al menos un documento para iniciar el análisis.");

    // Closing belongs to the workspace's last phase (phases/close-project.routes.test.ts walks there).
    const tooEarly = await t.app.inject({ method: "PUT", url: `/api/projects/${id}/close`, cookies });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().code).toBe("RAG_NOT_STARTED");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/projects/${id}`, cookies })).json().project.status,
    ).toBe("active");
    // As the workspace leaves it once closed.
    await updateProject(t.ctx.db, id, { status: "closed", closedAt: new Date() });
    const again = await t.app.inject({ method: "PUT", url: `/api/projects/${id}/close`, cookies });
    expect(again.statusCode).toBe(200);
    expect(again.json().project.status).toBe("closed");
    const editClosed = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      cookies,
      payload: { name: "Otro" },
    });
    expect(editClosed.statusCode).toBe(409);
    expect(editClosed.json().code).toBe("PROJECT_CLOSED");
  });

  it("answers the spec's messages for a missing name or description", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: " " },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual([
      { field: "name", message: "Por favor ingrese un nombre para el proyecto" },
      { field: "description", message: "Por favor ingrese una descripción para el proyecto" },
    ]);
    const badId = await t.app.inject({ method: "GET", url: "/api/projects/no-es-uuid", cookies });
    expect(badId.statusCode).toBe(400);
  });

  it("refuses anonymous visitors, administrators and clients who are not paid up", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/projects" })).statusCode).toBe(401);
    const admin = await signedInClient(t.app, t.ctx.db, { role: "admin" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/projects", cookies: admin.cookies })).statusCode,
    ).toBe(403);
    const client = await signedInClient(t.app, t.ctx.db);
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.ctx.db.update(users).set({ subscriptionStatus: "vencido" }).where(eq(users.id, client.user.id));
    const lapsed = await t.app.inject({ method: "GET", url: "/api/projects", cookies: client.cookies });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().code).toBe("SECURE_AUTH_ERROR_NOT_PAID");
  });

  it("refuses a save from a tab that did not see the other tab's save, and keeps that save", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: "Obra en dos pestañas", description: "Descripción al abrir" },
    });
    const { id } = created.json();
    const seen = { name: "Obra en dos pestañas", description: "Descripción al abrir" };
    const save = (description: string, previous?: typeof seen) =>
      t.app.inject({
        method: "PUT",
        url: `/api/projects/${id}`,
        cookies,
        payload: { description, ...(previous ? { previous } : {}) },
      });

    const tabA = await save("Escrita en la pestaña A", seen);
    expect(tabA.statusCode).toBe(200);
    const tabB = await save("Escrita en la pestaña B", seen);
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({
      code: "PROJECT_EDIT_CONFLICT",
      message:
        "El proyecto cambió en otra pestaña o sesión después de abrirlo: no se guardaron sus cambios. Actualice la página y vuelva a escribirlos.",
    });
    const read = await t.app.inject({ method: "GET", url: `/api/projects/${id}`, cookies });
    expect(read.json().project.description).toBe("Escrita en la pestaña A");

    const afterReload = await save("Escrita en la pestaña B", {
      ...seen,
      description: "Escrita en la pestaña A",
    });
    expect(afterReload.json().project.description).toBe("Escrita en la pestaña B");
    // Without 'previous' the save is as before: what arrives is kept.
    expect((await save("Sin comparar")).json().project.description).toBe("Sin comparar");
  });
});
