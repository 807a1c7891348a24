import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientProject } from "../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../tests/support/test-database";
import { findDocument } from "../features/documents/documents.repository";

const SPANISH = /[áéíóúñ]|solicitud|archivo|servidor/i;

describe.each(TEST_BACKENDS)("framework and storage errors in Spanish (%s)", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { isWorker: false });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a malformed URL encoding with the app's {code, message}, not Fastify's", async () => {
    for (const url of ["/api/projects/%E0%A4%A", "/api/projects/%", "/%E0%A4%A"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.code, url).toBe("VALIDATION_ERROR");
      expect(body.message, url).toMatch(SPANISH);
      expect(response.body).not.toContain("FST_");
    }
  });

  it("answers a full storage disk with a Spanish 'cannot store files now' (507), losing nothing saved", async () => {
    const client = await createClientProject(t);
    const kept = await client.upload("otros", [
      { filename: "antes.txt", content: Buffer.from("Guardado antes") },
    ]);
    expect(kept.statusCode).toBe(201);
    const storage = t.ctx.storage;
    const putFile = storage.putFile;
    storage.putFile = async () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    try {
      const full = await client.upload("otros", [
        { filename: "despues.txt", content: Buffer.from("No cabe") },
      ]);
      expect(full.statusCode).toBe(507);
      expect(full.json()).toMatchObject({
        code: "STORAGE_FULL",
        message: expect.stringContaining("no puede guardar archivos en este momento"),
      });
    } finally {
      storage.putFile = putFile;
    }
    const names = (await client.documents()).map((doc) => doc.name);
    expect(names).toEqual(["antes.txt"]);
  });

  it("answers a stored path that became a directory as a missing file, in Spanish", async () => {
    const client = await createClientProject(t);
    const uploaded = await client.upload("otros", [
      { filename: "nota.txt", content: Buffer.from("Nota directorio") },
    ]);
    const id = uploaded.json().documents[0].id as string;
    const row = await findDocument(t.ctx.db, id);
    const file = path.join(t.ctx.config.DATA_DIR, "files", ...row!.storageKey.split("/"));
    await rm(file);
    await mkdir(file);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/documents/${id}/download`,
      cookies: client.cookies,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(response.body).not.toContain("FST_");
  });
});
