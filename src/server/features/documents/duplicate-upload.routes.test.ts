/**
 * The same file twice in one project: the second upload is refused with DUPLICATE_FILE, naming the
 * document already saved (which stays as it was), whether the first came by upload or from the library;
 * the library keeps one entry per content; another project may still hold the same file.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ClientProject,
  createClientProject,
  projectRequests,
} from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type { TLibraryDocument } from "../../../shared/contracts/library";
import { documents } from "../../db/schema";

const ACTA = Buffer.from(
  "ACTA CONSTITUTIVA de Servicios Integrales del Bajío, S.A. de C.V., otorgada ante el Notario Público 12.",
);

describe.each(TEST_BACKENDS)("the same file uploaded twice (%s)", (backend) => {
  let t: TestApp;
  let client: ClientProject;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    client = await createClientProject(t, { name: "Duplicados", description: "Mismo archivo dos veces" });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const library = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/library-documents",
      cookies: client.cookies,
    });
    return response.json().documents as TLibraryDocument[];
  };

  it("refuses a file whose bytes the project holds, naming the saved document, and keeps that one", async () => {
    const first = await client.upload("legal", [{ filename: "acta-constitutiva.txt", content: ACTA }]);
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json().documents[0];

    // Same bytes, another name and category: still the same document.
    const again = await client.upload("otros", [{ filename: "acta (copia).txt", content: ACTA }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("DUPLICATE_FILE");
    expect(again.json().message).toBe(
      "Este archivo ya está en el proyecto como «acta-constitutiva.txt» (estado: En cola). No se creó una copia; el documento guardado se conserva sin cambios.",
    );
    expect(again.json().detail.rejected).toEqual([
      {
        name: "acta (copia).txt",
        code: "DUPLICATE_FILE",
        message: again.json().message,
        existingDocument: { id: saved.id, name: "acta-constitutiva.txt", status: "en_cola" },
      },
    ]);
    const listed = await client.documents();
    expect(listed.map((item) => [item.id, item.name, item.documentType])).toEqual([
      [saved.id, "acta-constitutiva.txt", "legal"],
    ]);
    // The library holds the content once.
    expect((await library()).map((entry) => entry.name)).toEqual(["acta-constitutiva.txt"]);
  });

  it("stores the new files of a request and refuses only the one already there", async () => {
    const answer = await client.upload("legal", [
      {
        filename: "poder-notarial.txt",
        content: Buffer.from("PODER NOTARIAL otorgado al representante legal."),
      },
      { filename: "acta.txt", content: ACTA },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().documents.map((item: { name: string }) => item.name)).toEqual([
      "poder-notarial.txt",
    ]);
    expect(answer.json().rejected).toMatchObject([
      { name: "acta.txt", code: "DUPLICATE_FILE", existingDocument: { name: "acta-constitutiva.txt" } },
    ]);
  });

  it("keeps one copy when the library already put the file in the project, and one library entry", async () => {
    const entries = await library();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies: client.cookies,
      payload: {
        name: "Segundo proyecto",
        description: "Con la biblioteca",
        libraryDocumentIds: entries.map((entry) => entry.id),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = projectRequests(t, client.cookies, created.json().id as string);
    expect((await second.documents()).map((item) => item.name).sort()).toEqual([
      "acta-constitutiva.txt",
      "poder-notarial.txt",
    ]);

    const upload = await second.upload("legal", [{ filename: "Acta 2024.txt", content: ACTA }]);
    expect(upload.statusCode).toBe(409);
    expect(upload.json().message).toContain("«acta-constitutiva.txt»");
    expect(await second.documents()).toHaveLength(2);
    expect(await library()).toHaveLength(2);
    // Rows of the client with these bytes: one per project, never two in one.
    const saved = await t.ctx.db.select().from(documents).where(eq(documents.name, "acta-constitutiva.txt"));
    const rows = await t.ctx.db.select().from(documents).where(eq(documents.sha256, saved[0]!.sha256));
    expect(rows.map((row) => row.projectId).sort()).toEqual([client.projectId, created.json().id].sort());
  });

  it("does not include a library entry whose bytes the project already holds under another category", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      cookies: client.cookies,
      payload: { name: "Tercer proyecto", description: "Sin biblioteca" },
    });
    const thirdId = created.json().id as string;
    const third = projectRequests(t, client.cookies, thirdId);
    const tender = await third.upload("anexos", [{ filename: "anexo-acta.txt", content: ACTA }]);
    expect(tender.statusCode, tender.body).toBe(201);
    const acta = (await library()).find((entry) => entry.name === "acta-constitutiva.txt")!;

    const added = await t.app.inject({
      method: "POST",
      url: `/api/projects/${thirdId}/library-documents`,
      cookies: client.cookies,
      payload: { libraryDocumentIds: [acta.id] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().documents).toEqual([]);
    expect((await third.documents()).map((item) => item.name)).toEqual(["anexo-acta.txt"]);
  });
});
