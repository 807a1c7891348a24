/**
 * Scans through the whole path a user takes: upload route (pictures accepted in any category, checked
 * by content) → storage → documents.ingest job (OCR in the worker) → 'listo' with the pages read by OCR
 * and their confidence → search finds the words on their page. A broken picture and an empty TIFF end
 * with a Spanish reason and nothing else lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildScannedPdf,
  drawTextPage,
  scannedPage,
  toJpeg,
  toPng,
} from "../../../../tests/fixtures/documents/build-scans";
import { type ClientProject, createClientProject } from "../../../../tests/support/client-project";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { listCategoryPassages } from "../phases/generation/generation.repository";
import { EXTRACTION_REASONS } from "./extraction/extraction-types";
import { INSPECTION_MESSAGES } from "./upload/inspection-result";

describe("scanned documents uploaded, read by OCR and searched", () => {
  let t: TestApp;
  let client: ClientProject;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.ready();
    client = await createClientProject(t, { name: "Escaneos", description: "Documentos escaneados" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("reads a scanned PDF (one page upside-down) and a photo by OCR, with pages, confidence and search", async () => {
    const scan = buildScannedPdf([
      await scannedPage(drawTextPage(["ACTA DE FALLO", "La propuesta solvente más conveniente"]), 200),
      await scannedPage(
        drawTextPage(["Se adjudica el contrato a la empresa", "Constructora del Valle."], { turns: 2 }),
        200,
      ),
    ]);
    const photo = await toJpeg(
      drawTextPage(["Poder notarial otorgado ante", "el notario público número 45."]),
    );
    const broken = Buffer.concat([(await toPng(drawTextPage(["x"]))).subarray(0, 60), Buffer.alloc(300, 7)]);
    const uploaded = await client.upload("legal", [
      { filename: "acta-escaneada.pdf", content: scan },
      { filename: "poder.jpeg", content: photo },
      { filename: "rota.png", content: broken },
      { filename: "vacia.tif", content: Buffer.alloc(0) },
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().rejected).toEqual([
      { name: "rota.png", code: "UNSAFE_FILE", message: INSPECTION_MESSAGES.damaged },
      { name: "vacia.tif", code: "EMPTY_FILE", message: INSPECTION_MESSAGES.empty },
    ]);
    const listed = await client.waitUntilProcessed(
      uploaded.json().documents.map((doc: { id: string }) => doc.id),
      120_000,
    );
    const byName = Object.fromEntries(listed.map((doc) => [doc.name, doc]));
    expect(byName["acta-escaneada.pdf"]).toMatchObject({
      status: "listo",
      pageCount: 2,
      ocr: { pageCount: 2, progress: null },
    });
    expect(byName["poder.jpeg"]).toMatchObject({ status: "listo", fileType: "jpg", ocr: { pageCount: 1 } });

    const response = await t.app.inject({
      method: "GET",
      url: `/api/projects/${client.projectId}/search?q=${encodeURIComponent("adjudica contrato")}`,
      cookies: client.cookies,
    });
    expect(response.json().hits).toContainEqual(
      expect.objectContaining({ documentName: "acta-escaneada.pdf", page: 2 }),
    );

    // The phases get each passage with whether its page was read by OCR (their citations say so).
    const text = await client.upload("bases", [
      { filename: "bases.txt", content: Buffer.from("Bases de la licitación pública nacional.") },
    ]);
    await client.waitUntilProcessed([text.json().documents[0].id], 60_000);
    const passages = await listCategoryPassages(t.ctx.db, client.projectId, ["legal", "bases"]);
    const isOcrByDocument = new Map(passages.map((passage) => [passage.documentName, passage.isOcr]));
    expect(Object.fromEntries(isOcrByDocument)).toEqual({
      "acta-escaneada.pdf": true,
      "poder.jpeg": true,
      "bases.txt": false,
    });
  }, 180_000);

  it("reads a 200-page scan to its last page and refuses a 201-page one in Spanish, nothing else lost", async () => {
    // Small pages, blank but the first and the last: the whole path runs for 200 pages in seconds.
    const blank = await scannedPage(drawTextPage([], { width: 200, height: 260 }), 200);
    const first = await scannedPage(drawTextPage(["Junta de aclaraciones de la convocatoria"]), 200);
    const last = await scannedPage(drawTextPage(["Firma del acta por los asistentes"]), 200);
    const pages = (count: number) => [first, ...Array.from({ length: count - 2 }, () => blank), last];
    const uploaded = await client.upload("bases", [
      { filename: "expediente-200.pdf", content: buildScannedPdf(pages(200)) },
      { filename: "expediente-201.pdf", content: buildScannedPdf(pages(201)) },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const listed = await client.waitUntilProcessed(
      uploaded.json().documents.map((doc: { id: string }) => doc.id),
      170_000,
    );
    const byName = Object.fromEntries(listed.map((doc) => [doc.name, doc]));
    expect(byName["expediente-200.pdf"]).toMatchObject({
      status: "listo",
      pageCount: 200,
      ocr: { pageCount: 200, progress: null, doubtfulPages: [] },
    });
    expect(byName["expediente-201.pdf"]).toMatchObject({
      status: "error",
      statusDetail: EXTRACTION_REASONS.tooManyPages(201, 200),
    });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/projects/${client.projectId}/search?q=${encodeURIComponent("firma asistentes")}`,
      cookies: client.cookies,
    });
    expect(response.json().hits).toContainEqual(
      expect.objectContaining({ documentName: "expediente-200.pdf", page: 200 }),
    );
    const ready = (await client.documents()).filter((doc) => doc.status === "listo").map((doc) => doc.name);
    expect(ready).toEqual(expect.arrayContaining(["acta-escaneada.pdf", "poder.jpeg", "bases.txt"]));
  }, 180_000);

  it("ends a picture that turns out broken inside with a Spanish reason, the other documents untouched", async () => {
    // Valid start and end markers around garbage: passes the upload check, fails when read.
    const png = await toPng(drawTextPage(["x"]));
    const scrambled = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 0x5a), png.subarray(-12)]);
    const uploaded = await client.upload("fiscal", [{ filename: "constancia.png", content: scrambled }]);
    expect(uploaded.statusCode).toBe(201);
    const [doc] = await client.waitUntilProcessed([uploaded.json().documents[0].id], 60_000);
    expect(doc).toMatchObject({ status: "error", statusDetail: EXTRACTION_REASONS.damagedImage("PNG") });
    const all = await client.documents();
    expect(
      all
        .filter((other) => other.status === "listo")
        .map((other) => other.name)
        .sort(),
    ).toEqual(["acta-escaneada.pdf", "bases.txt", "expediente-200.pdf", "poder.jpeg"]);
  }, 120_000);
});
