/**
 * Stop 23 (w-23a): what one client may keep. Before, nothing bounded it: 20 files of 20 MB per request,
 * as many requests and projects as a client cared to send, so one client could fill the disk (and the
 * database, each file read into passages) for every other. The limits are set small here.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { storageKeyFor } from "../../adapters/storage/storage-key";

const FULL =
  "Su cuenta llegó al límite de espacio para documentos: este archivo no se guardó. Elimine documentos que ya no necesite o escriba a soporte para ampliarlo.";

/** A text file of `kb` kilobytes, different for each `seed`. */
function textFile(seed: string, kb: number): Buffer {
  const line = `Propuesta técnica ${seed}: el licitante presentará su experiencia en obras similares.\n`;
  return Buffer.from(line.repeat(Math.ceil((kb * 1024) / line.length)).slice(0, kb * 1024));
}

describe.each(TEST_BACKENDS)("a client's limits (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      isWorker: false,
      env: { CLIENT_STORAGE_LIMIT_MB: "1", CLIENT_DOCUMENT_LIMIT: "4", CLIENT_PROJECT_LIMIT: "3" },
    });
    await t.app.ready();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("refuses a file past the client's space, counting a file held in two projects once", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const first = projectRequests(t, cookies, await createProject(t, cookies));
    const second = projectRequests(t, cookies, await createProject(t, cookies));

    const kept = await first.upload("bases", [{ filename: "bases.txt", content: textFile("a", 600) }]);
    expect(kept.statusCode, kept.body).toBe(201);
    // The same file in another project adds no bytes.
    const again = await second.upload("bases", [{ filename: "bases.txt", content: textFile("a", 600) }]);
    expect(again.statusCode, again.body).toBe(201);

    // 600 KB more would pass 1 MB: refused in Spanish, the files of the same request under it kept.
    const mixed = await second.upload("anexos", [
      { filename: "anexo-grande.txt", content: textFile("b", 600) },
      { filename: "anexo-chico.txt", content: textFile("c", 100) },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().documents.map((row: { name: string }) => row.name)).toEqual(["anexo-chico.txt"]);
    expect(mixed.json().rejected).toEqual([
      { name: "anexo-grande.txt", code: "CLIENT_STORAGE_FULL", message: FULL },
    ]);

    // Another client has its own space.
    const other = await signedInClient(t.app, t.ctx.db);
    const others = projectRequests(t, other.cookies, await createProject(t, other.cookies));
    expect(
      (await others.upload("bases", [{ filename: "bases.txt", content: textFile("d", 600) }])).statusCode,
    ).toBe(201);
  });

  it("refuses a document past the client's count, and a project past its number", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const project = projectRequests(t, cookies, await createProject(t, cookies));
    const files = ["1", "2", "3", "4"].map((n) => ({ filename: `doc-${n}.txt`, content: textFile(n, 1) }));
    expect((await project.upload("otros", files)).statusCode).toBe(201);
    const fifth = await project.upload("otros", [{ filename: "doc-5.txt", content: textFile("5", 1) }]);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ code: "CLIENT_STORAGE_FULL", message: FULL });
    expect((await project.documents()).length).toBe(4);

    await createProject(t, cookies);
    await createProject(t, cookies);
    const fourth = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies,
      payload: { name: "Uno más", description: "Pasado el límite" },
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: "CLIENT_PROJECT_LIMIT",
      message:
        "Su cuenta llegó al número máximo de proyectos: no se creó el proyecto. Escriba a soporte para ampliarlo.",
    });
    const list = await t.app.inject({ method: "GET", url: "/api/projects", cookies });
    expect(JSON.stringify(list.json())).not.toContain("Uno más");
  });

  it("keeps uploads and projects sent at once within the limits, not past them by those in flight", async () => {
    const { cookies } = await signedInClient(t.app, t.ctx.db);
    const project = projectRequests(t, cookies, await createProject(t, cookies));
    // Six different files of 300 KB in six requests at once: three fit in 1 MB, a fourth would not.
    const answers = await Promise.all(
      ["p", "q", "r", "s", "u", "v"].map((seed) =>
        project.upload("otros", [{ filename: `paralelo-${seed}.txt`, content: textFile(seed, 300) }]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const kept = await project.documents();
    expect(kept.length).toBe(3);
    // A refused file leaves no bytes behind, whichever check refused it.
    const storedSeeds = [];
    for (const seed of ["p", "q", "r", "s", "u", "v"]) {
      const sha256 = createHash("sha256").update(textFile(seed, 300)).digest("hex");
      if (await t.ctx.storage.exists(storageKeyFor(sha256))) storedSeeds.push(seed);
    }
    expect(storedSeeds.length).toBe(3);

    // Three projects allowed, one held already: of four created at once two are made.
    const created = await Promise.all(
      ["A", "B", "C", "D"].map((name) =>
        t.app.inject({
          method: "POST",
          url: "/api/projects",
          cookies,
          payload: { name: `Simultáneo ${name}`, description: "Creado a la vez" },
        }),
      ),
    );
    expect(created.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
  });
});
