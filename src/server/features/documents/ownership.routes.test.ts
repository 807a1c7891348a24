import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { buildMultipart } from "../../../../tests/support/multipart";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";

/** Client B asking for anything of client A's, by id, gets 404 — never the data, never a 403. */
describe.each(TEST_BACKENDS)("one client never reaches another's projects or files (%s)", (backend) => {
  let t: TestApp;
  let a: { cookies: Record<string, string> };
  let b: { cookies: Record<string, string> };
  let projectA: string;
  let projectB: string;
  let documentA: string;
  let tokenA: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    a = await signedInClient(t.app, t.ctx.db);
    b = await signedInClient(t.app, t.ctx.db);
    const create = async (cookies: Record<string, string>, name: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/projects",
          cookies,
          payload: { name, description: "d" },
        })
      ).json().id as string;
    projectA = await create(a.cookies, "Proyecto de A");
    projectB = await create(b.cookies, "Proyecto de B");
    const { payload, headers } = buildMultipart({ documentType: "bases" }, [
      { filename: "secreto.txt", content: Buffer.from("Información confidencial de A") },
    ]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectA}/documents`,
      cookies: a.cookies,
      headers,
      payload,
    });
    documentA = uploaded.json().documents[0].id;
    tokenA = (
      await t.app.inject({
        method: "GET",
        url: `/api/projects/${projectA}/documents/download-all`,
        cookies: a.cookies,
      })
    ).json().downloadUrl;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 404 on every project and document route", async () => {
    const upload = buildMultipart({ documentType: "bases" }, [
      { filename: "x.txt", content: Buffer.from("x") },
    ]);
    const attempts = [
      { method: "GET", url: `/api/projects/${projectA}` },
      { method: "PUT", url: `/api/projects/${projectA}`, payload: { name: "Robado" } },
      { method: "PUT", url: `/api/projects/${projectA}/close` },
      { method: "POST", url: `/api/projects/${projectA}/rag/start` },
      { method: "GET", url: `/api/projects/${projectA}/documents` },
      {
        method: "POST",
        url: `/api/projects/${projectA}/documents`,
        payload: upload.payload,
        headers: upload.headers,
      },
      {
        method: "POST",
        url: `/api/projects/${projectA}/documents/delete`,
        payload: { documentIds: [documentA] },
      },
      {
        method: "POST",
        url: `/api/projects/${projectB}/documents/delete`,
        payload: { documentIds: [documentA] },
      },
      { method: "GET", url: `/api/projects/${projectA}/search?q=confidencial` },
      { method: "GET", url: `/api/documents/${documentA}/download` },
      { method: "POST", url: "/api/documents/download", payload: { documentIds: [documentA] } },
      { method: "GET", url: `/api/projects/${projectA}/documents/download-all` },
      { method: "GET", url: tokenA },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, cookies: b.cookies } as never);
      expect({ url: attempt.url, method: attempt.method, status: response.statusCode }).toEqual({
        url: attempt.url,
        method: attempt.method,
        status: 404,
      });
      expect(response.body).not.toContain("confidencial");
      expect(response.body).not.toContain("Proyecto de A");
    }
    const list = await t.app.inject({ method: "GET", url: "/api/projects", cookies: b.cookies });
    expect(list.json().projects.map((project: { id: string }) => project.id)).toEqual([projectB]);

    // A still has everything, untouched.
    const own = await t.app.inject({ method: "GET", url: `/api/projects/${projectA}`, cookies: a.cookies });
    expect(own.json().project).toMatchObject({ name: "Proyecto de A", status: "active", documentCount: 1 });
  });
});
