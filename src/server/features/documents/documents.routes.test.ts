import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import { type ClientProject, createClientProject } from "../../../../tests/support/client-project";
import { makeDocx, makePdf, makeXlsx } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";

describe.each(TEST_BACKENDS)("documents: upload, reading, search, delete, downloads (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let projectId: string;
  let upload: ClientProject["upload"];
  let deleteDocuments: ClientProject["deleteDocuments"];
  let documents: ClientProject["documents"];
  let waitUntilProcessed: ClientProject["waitUntilProcessed"];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    ({ cookies, projectId, upload, deleteDocuments, documents, waitUntilProcessed } =
      await createClientProject(t, {
        name: "Servidores Rosario",
        description: "Licitación privada de servidores",
      }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores real files by content, reads them with their pages, and finds words with or without accents", async () => {
    const pdf = makePdf([
      ["BASES DE LA LICITACION", "1. Objeto: suministro de servidores para el centro de datos."],
      ["2. Garantia de cumplimiento", "El licitante entregara una fianza del diez por ciento."],
      ["3. Junta de aclaraciones", "Se celebrara el 15 de marzo en la Direccion de Compras."],
    ]);
    const docx = await makeDocx([
      {
        heading: "Experiencia del licitante",
        paragraphs: ["Hemos instalado servidores en cuarenta municipios de la región."],
      },
    ]);
    const xlsx = await makeXlsx({
      Precios: [
        ["Partida", "Importe"],
        ["Servidor rack", 125000],
      ],
    });
    const response = await upload("bases", [
      { filename: "bases.pdf", content: pdf, contentType: "application/pdf" },
      { filename: "experiencia.docx", content: docx },
      { filename: "precios.xlsx", content: xlsx },
      { filename: "virus.pdf", content: Buffer.from("MZ\x90\x00 not a pdf at all") },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.documents.map((doc: { name: string; fileType: string }) => [doc.name, doc.fileType])).toEqual(
      [
        ["bases.pdf", "pdf"],
        ["experiencia.docx", "docx"],
        ["precios.xlsx", "xlsx"],
      ],
    );
    // An executable dressed as a PDF is refused as unsafe, with its reason.
    expect(body.rejected).toEqual([{ name: "virus.pdf", code: "UNSAFE_FILE", message: expect.any(String) }]);
    expect(body.rejected[0].message).toMatch(/ejecutable|seguro|manipulado/i);

    const processed = await waitUntilProcessed(body.documents.map((doc: { id: string }) => doc.id));
    expect(processed.map((doc) => doc.status)).toEqual(["listo", "listo", "listo"]);
    expect(processed[0]!.pageCount).toBe(3);

    const search = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/search?q=${encodeURIComponent("garantía")}`,
      cookies,
    });
    expect(search.statusCode).toBe(200);
    const [hit] = search.json().hits;
    expect(hit).toMatchObject({ documentName: "bases.pdf", page: 2 });
    expect(highlighted(hit)).toEqual(["Garantia"]);

    const accentFree = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/search?q=aclaracion`,
      cookies,
    });
    expect(accentFree.json().hits[0]).toMatchObject({ documentName: "bases.pdf", page: 3 });
    const inWord = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/search?q=municipios`,
      cookies,
    });
    expect(inWord.json().hits[0].documentName).toBe("experiencia.docx");
    // Typed without its accent, the word is found and marked as the document writes it.
    const unaccented = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/search?q=region`,
      cookies,
    });
    const [regionHit] = unaccented.json().hits;
    expect(regionHit.excerpt).toContain("Hemos instalado servidores en cuarenta municipios de la región");
    expect(highlighted(regionHit)).toEqual(["región"]);
  });

  it("refuses what it cannot take, with the right status and a Spanish message, storing nothing", async () => {
    const before = (await documents()).length;
    const noCategory = await upload(undefined, [{ filename: "a.txt", content: Buffer.from("hola") }]);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe(
      "Por favor seleccione una categoría de documento antes de cargar archivos",
    );
    const badCategory = await upload("recetas", [{ filename: "a.txt", content: Buffer.from("hola") }]);
    expect(badCategory.statusCode).toBe(400);
    const noFiles = await upload("bases", []);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().message).toBe("Debe agregar al menos un archivo para continuar.");
    const empty = await upload("bases", [{ filename: "vacio.pdf", content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("EMPTY_FILE");
    const html = await upload("bases", [
      { filename: "bases.pdf", content: Buffer.from("<!doctype html><html></html>") },
    ]);
    // Web content dressed as a PDF is refused as unsafe; a real PDF named .docx as the wrong format.
    expect(html.statusCode).toBe(422);
    expect(html.json().code).toBe("UNSAFE_FILE");
    const renamed = await upload("bases", [{ filename: "bases.docx", content: makePdf([["no soy word"]]) }]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe("UNSUPPORTED_FILE");
    const tooBig = await upload("bases", [
      { filename: "grande.txt", content: Buffer.alloc(21 * 1_048_576, 97) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain("El archivo excede el tamaño máximo permitido de 20 MB");
    const json = await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/documents`,
      cookies,
      payload: { documentType: "bases" },
    });
    expect(json.statusCode).toBe(415);
    const after = (await documents()).length;
    expect(after).toBe(before);
  });

  it("keeps safe names for hostile file names", async () => {
    const response = await upload("otros", [
      { filename: "../../etc/passwd.txt", content: Buffer.from("texto plano") },
      { filename: "factura\u202Etxt.exe.txt", content: Buffer.from("otra cosa") },
      { filename: `${"a".repeat(300)}.txt`, content: Buffer.from("nombre largo") },
    ]);
    expect(response.statusCode).toBe(201);
    const names: string[] = response.json().documents.map((doc: { name: string }) => doc.name);
    expect(names[0]).toBe("passwd.txt");
    expect(names[1]).not.toContain("\u202E");
    expect(names[2]!.length).toBeLessThanOrEqual(180);
    expect(names[2]!.endsWith(".txt")).toBe(true);
  });

  it("downloads one file, a selection and the whole project as a streamed ZIP; links are the user's only", async () => {
    const list = await documents();
    const pdf = list.find((doc) => doc.name === "bases.pdf")!;
    const single = await t.app.inject({ method: "GET", url: `/api/documents/${pdf.id}/download`, cookies });
    expect(single.statusCode).toBe(200);
    expect(single.headers["content-type"]).toBe("application/pdf");
    expect(single.headers["content-disposition"]).toContain("attachment;");
    expect(single.headers["x-content-type-options"]).toBe("nosniff");
    expect(single.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const all = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/documents/download-all`,
      cookies,
    });
    const { downloadUrl } = all.json();
    expect(downloadUrl).toMatch(/^\/api\/downloads\/[\w-]+$/);
    const zipResponse = await t.app.inject({ method: "GET", url: downloadUrl, cookies });
    expect(zipResponse.statusCode).toBe(200);
    expect(zipResponse.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(zipResponse.rawPayload);
    const entries = Object.keys(zip.files).sort();
    expect(entries).toContain("Insumos/bases.pdf");
    expect(entries).toContain("Insumos/experiencia.docx");
    expect(entries.length).toBe(list.length);
    expect((await zip.file("Insumos/bases.pdf")!.async("nodebuffer")).equals(single.rawPayload)).toBe(true);

    // The link is bound to its user.
    const other = await signedInClient(t.app, t.ctx.db);
    const stolen = await t.app.inject({ method: "GET", url: downloadUrl, cookies: other.cookies });
    expect(stolen.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: downloadUrl })).statusCode).toBe(401);

    const selection = await t.app.inject({
      method: "POST",
      url: "/api/documents/download",
      cookies,
      payload: { documentIds: [pdf.id] },
    });
    const selected = await t.app.inject({ method: "GET", url: selection.json().downloadUrl, cookies });
    expect(selected.headers["content-type"]).toBe("application/pdf");
  });

  it("deletes documents with their passages, then refuses uploads and deletions once the model started", async () => {
    const list = await documents();
    const docx = list.find((doc) => doc.name === "experiencia.docx")!;
    const deleted = await deleteDocuments([docx.id]);
    expect(deleted.statusCode).toBe(204);
    const search = await t.app.inject({
      method: "GET",
      url: `/api/projects/${projectId}/search?q=municipios`,
      cookies,
    });
    expect(search.json().hits).toEqual([]);
    const none = await deleteDocuments([]);
    expect(none.json().detail[0].message).toBe("Debe seleccionar al menos un documento para eliminar.");

    const started = await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/rag/start`,
      cookies,
    });
    expect(started.json().project).toMatchObject({ ragStarted: true, currentRagPhase: 0 });
    const refused = await upload("bases", [{ filename: "tarde.txt", content: Buffer.from("llega tarde") }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("No se pueden cargar más documentos una vez iniciado el modelo RAG");
    // The phases cite the inputs' pages from here on: they can no longer be deleted either.
    const pdf = list.find((doc) => doc.name === "bases.pdf")!;
    const kept = await deleteDocuments([pdf.id]);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({
      code: "RAG_STARTED_DELETE",
      message:
        "No se pueden eliminar documentos una vez iniciado el modelo RAG: los documentos generados citan sus páginas.",
    });
    expect((await documents()).map((doc) => doc.id)).toContain(pdf.id);
  });
});

/** The words a search hit marks in its excerpt. */
function highlighted(hit: { excerpt: string; highlights: { start: number; length: number }[] }) {
  return hit.highlights.map(({ start, length }) => hit.excerpt.slice(start, start + length));
}
