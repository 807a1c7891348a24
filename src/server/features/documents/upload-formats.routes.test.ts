/**
 * Legacy and presentation formats through the whole path a user takes: upload route → storage →
 * documents.ingest job → 'listo' with pages → search. The .doc, .xls and .ppt files are written by
 * LibreOffice (from Word, Excel and presentation files made here), so they need it on the machine.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  convertWithSoffice,
  writeTenderDocx,
  writeTenderSlides,
  writeTenderWorkbook,
} from "../../../../tests/fixtures/documents/build-documents";
import { type ClientProject, createClientProject } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import { findLibreOffice } from "./extraction/extract-document";

const libreOffice = await findLibreOffice();

describe.skipIf(libreOffice === null).each(TEST_BACKENDS)(
  "doc, xls, ppt and pptx uploaded, read and searched (%s)",
  (backend) => {
    let t: TestApp;
    let client: ClientProject;
    let dir: string;
    const files: Record<"doc" | "xls" | "ppt" | "pptx", string> = { doc: "", xls: "", ppt: "", pptx: "" };

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), "licita-formats-"));
      const docx = path.join(dir, "bases.docx");
      const workbook = path.join(dir, "partidas.xlsx");
      const slides = path.join(dir, "junta.fodp");
      await Promise.all([writeTenderDocx(docx), writeTenderWorkbook(workbook), writeTenderSlides(slides)]);
      [files.doc, files.xls] = await Promise.all([
        convertWithSoffice(docx, "doc", dir),
        convertWithSoffice(workbook, "xls", dir),
      ]);
      files.pptx = await convertWithSoffice(slides, "pptx", dir);
      files.ppt = await convertWithSoffice(files.pptx, "ppt", dir);

      t = await createTestApp(backend);
      await t.app.ready();
      client = await createClientProject(t, { name: "Formatos", description: "Formatos heredados" });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await rm(dir, { recursive: true, force: true });
    });

    async function search(query: string) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/projects/${client.projectId}/search?q=${encodeURIComponent(query)}`,
        cookies: client.cookies,
      });
      return response.json().hits as { documentName: string; page: number | null; location: string | null }[];
    }

    it("stores each file, reads it to 'listo' with its pages, sheets or slides, and finds its words", async () => {
      const parts = await Promise.all(
        Object.entries(files).map(async ([type, filePath]) => ({
          filename: `licitacion.${type}`,
          content: await readFile(filePath),
        })),
      );
      const uploaded = await client.upload("bases", parts);
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json().rejected).toEqual([]);

      const listed = await client.waitUntilProcessed(
        uploaded.json().documents.map((doc: { id: string }) => doc.id),
        90_000,
      );
      const byName = Object.fromEntries(listed.map((doc) => [doc.name, doc]));
      expect(byName["licitacion.doc"]).toMatchObject({ status: "listo", pageCount: 3 });
      expect(byName["licitacion.xls"]).toMatchObject({ status: "listo", statusDetail: null });
      expect(byName["licitacion.ppt"]).toMatchObject({ status: "listo", pageCount: 3 });
      expect(byName["licitacion.pptx"]).toMatchObject({ status: "listo", pageCount: 3 });
      for (const doc of listed) expect(doc.passageCount).toBeGreaterThan(0);

      expect(await search("experiencia mínima de tres años")).toContainEqual(
        expect.objectContaining({ documentName: "licitacion.doc", page: 2 }),
      );
      expect(await search("licencia de respaldo")).toContainEqual(
        expect.objectContaining({ documentName: "licitacion.xls", location: "Partidas" }),
      );
      const slideHits = await search("sala de juntas");
      expect(slideHits).toContainEqual(expect.objectContaining({ documentName: "licitacion.ppt", page: 2 }));
      expect(slideHits).toContainEqual(expect.objectContaining({ documentName: "licitacion.pptx", page: 2 }));
    });
  },
);
