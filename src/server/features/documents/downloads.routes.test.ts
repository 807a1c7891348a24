import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { createProject, projectRequests } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { downloadGrants, systemEvents } from "../../db/schema";
import { hashToken } from "../auth/credentials";
import { findDocument } from "./documents.repository";

describe.each(TEST_BACKENDS)("downloads: ZIP or file, expiry, missing files (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
    ({ cookies } = await signedInClient(t.app, t.ctx.db));
  });
  afterAll(async () => {
    await t.close();
  });

  async function projectWith(texts: string[]): Promise<{ projectId: string; ids: string[] }> {
    const projectId = await createProject(t, cookies, {
      name: "Descargas",
      description: "Proyecto de descargas",
    });
    const uploaded = await projectRequests(t, cookies, projectId).upload(
      "otros",
      texts.map((text, index) => ({
        filename: `nota-${index + 1}.txt`,
        content: Buffer.from(`${text} ${projectId}`),
      })),
    );
    expect(uploaded.statusCode).toBe(201);
    return { projectId, ids: uploaded.json().documents.map((doc: { id: string }) => doc.id) };
  }

  const get = (url: string) => t.app.inject({ method: "GET", url, cookies });
  const selection = (documentIds: string[]) =>
    t.app.inject({ method: "POST", url: "/api/documents/download", cookies, payload: { documentIds } });

  it("'Descargar todos' is a ZIP even for one document; a selection of one is the file itself", async () => {
    const { projectId, ids } = await projectWith(["Única nota del proyecto"]);
    const all = await get(`/api/projects/${projectId}/documents/download-all`);
    const zipped = await get(all.json().downloadUrl);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-type"]).toBe("application/zip");
    expect(zipped.headers["content-disposition"]).toContain(".zip");
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(zip.files)).toEqual(["Insumos/nota-1.txt"]);

    const one = await get((await selection(ids)).json().downloadUrl);
    expect(one.headers["content-type"]).toContain("text/plain");
    expect(one.body).toContain("Única nota del proyecto");

    const { ids: two } = await projectWith(["Primera", "Segunda"]);
    const both = await get((await selection(two)).json().downloadUrl);
    expect(both.headers["content-type"]).toBe("application/zip");
    expect(Object.keys((await JSZip.loadAsync(both.rawPayload)).files).sort()).toEqual([
      "Insumos/nota-1.txt",
      "Insumos/nota-2.txt",
    ]);
  });

  it("a link works for five minutes only, and expired links are deleted when new ones are made", async () => {
    const { ids } = await projectWith(["Caduca"]);
    const { downloadUrl } = (await selection(ids)).json();
    expect((await get(downloadUrl)).statusCode).toBe(200);
    const token = String(downloadUrl).split("/").pop()!;
    const [grant] = await t.ctx.db
      .select()
      .from(downloadGrants)
      .where(eq(downloadGrants.tokenHash, hashToken(token)));
    const minutes = (grant!.expiresAt.getTime() - grant!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(5, 0);

    await t.ctx.db
      .update(downloadGrants)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(downloadGrants.id, grant!.id));
    const expired = await get(downloadUrl);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      code: "DOWNLOAD_EXPIRED",
      message: "El enlace de descarga no es válido o ha expirado. Solicite la descarga de nuevo.",
    });

    await selection(ids);
    const left = await t.ctx.db.select().from(downloadGrants).where(eq(downloadGrants.id, grant!.id));
    expect(left).toEqual([]);
  });

  it("refuses a link to one file missing from storage with 'No se encontró el archivo solicitado.'", async () => {
    const { ids } = await projectWith(["Se perderá"]);
    const row = await findDocument(t.ctx.db, ids[0]!);
    await t.ctx.storage.delete(row!.storageKey);
    const response = await selection(ids);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No se encontró el archivo solicitado.");
  });

  it("a ZIP with unreadable files streams the others and names the missing ones in a text file", async () => {
    const big = "Contenido extenso de la primera nota. ".repeat(40_000);
    const { projectId, ids } = await projectWith([big, "Segunda nota que desaparecerá", "Tercera nota"]);
    const second = await findDocument(t.ctx.db, ids[1]!);
    await t.ctx.storage.delete(second!.storageKey);

    for (const link of [
      await get(`/api/projects/${projectId}/documents/download-all`),
      await selection(ids),
    ]) {
      expect(link.statusCode).toBe(200);
      const zipped = await get(link.json().downloadUrl);
      expect(zipped.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(zipped.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual([
        "ARCHIVOS NO INCLUIDOS.txt",
        "Insumos/nota-1.txt",
        "Insumos/nota-3.txt",
      ]);
      expect(await zip.file("Insumos/nota-1.txt")!.async("string")).toContain(big);
      const note = await zip.file("ARCHIVOS NO INCLUIDOS.txt")!.async("string");
      expect(note).toContain("no se pudieron leer del almacenamiento");
      expect(note).toContain("  - Insumos/nota-2.txt");
      expect(note).not.toContain("nota-1.txt");
    }
    const events = await t.ctx.db.select().from(systemEvents).where(eq(systemEvents.kind, "error"));
    expect(events.map((event) => event.message)).toContain(
      "Una descarga ZIP omitió 1 archivo(s) que no se pudieron leer del almacenamiento.",
    );
  });
});
