/**
 * Stop 25 (w-25c): names Windows forbids. A client's file keeps the name it was uploaded with
 * ('nota:uno?*.txt', 'CON.txt' are valid on macOS and Linux), but in the project's ZIP such an entry
 * could not be extracted with Windows' Explorer, where most bid managers open it.
 */
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

describe("the project's ZIP on Windows", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite", { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("names each entry as Windows can extract it, the names on screen unchanged", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const projectId = await createProject(t, cookies);
    const names = ["nota:uno?*.txt", "CON.txt", "lpt1.tar.txt", "a<b>c|d.txt", "Consejo.txt"];
    const uploaded = await projectRequests(t, cookies, projectId).upload(
      "otros",
      names.map((filename, index) => ({ filename, content: Buffer.from(`Contenido ${index} ${projectId}`) })),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(
      uploaded
        .json()
        .documents.map((document: { name: string }) => document.name)
        .sort(),
    ).toEqual([...names].sort());
    const get = (url: string) => t.app.inject({ method: "GET", url, cookies });
    const link = (await get(`/api/projects/${projectId}/documents/download-all`)).json().downloadUrl;
    const zip = await JSZip.loadAsync((await get(link)).rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(
      ["a_b_c_d.txt", "CON_.txt", "Consejo.txt", "lpt1_.tar.txt", "nota_uno__.txt"]
        .map((name) => `Insumos/${name}`)
        .sort(),
    );
  });
});
