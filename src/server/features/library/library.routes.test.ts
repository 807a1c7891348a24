/**
 * The client's library over the API: company documents uploaded in one project are offered to every
 * later project (at creation or in the documents view) without copying bytes, with their text already
 * read; the profile reads each once; leaving a project or the library never takes a document from
 * another project (a closed one keeps what it used); no client reaches another's library.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../../../tests/support/accounts";
import {
  COMPANY_DOCUMENTS,
  COMPANY_FILE_NAMES,
  WASTE_TENDER,
} from "../../../../tests/support/company-documents";
import { buildMultipart } from "../../../../tests/support/multipart";
import { phaseClient, waitFor } from "../../../../tests/support/phase-journey";
import { makeDocx } from "../../../../tests/support/sample-files";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { TEST_BACKENDS } from "../../../../tests/support/test-database";
import type { TCompanyProfileResponse } from "../../../shared/contracts/company-profile";
import type { TProjectDocument } from "../../../shared/contracts/documents";
import type { TLibraryDocument } from "../../../shared/contracts/library";
import { documents, passages, projects } from "../../db/schema";

describe.each(TEST_BACKENDS)("the client's library (%s)", (backend) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let stranger: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.ready();
    ({ cookies } = await signedInClient(t.app, t.ctx.db));
    ({ cookies: stranger } = await signedInClient(t.app, t.ctx.db));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string, as = cookies) => {
    const response = await t.app.inject({ method: "GET", url, cookies: as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const library = async (as = cookies) =>
    (await get<{ documents: TLibraryDocument[] }>("/api/library-documents", as)).documents;
  const projectDocuments = async (projectId: string, as = cookies) =>
    (
      await get<{ documents: TProjectDocument[] }>(`/api/projects/${projectId}/documents`, as)
    ).documents.filter((item) => item.type === "input");
  const createProject = (payload: Record<string, unknown>, as = cookies) =>
    t.app.inject({ method: "POST", url: "/api/projects", cookies: as, payload });

  it("offers a project's company documents to the next project, sharing bytes and text", async () => {
    const first = phaseClient(t.app, cookies);
    await first.createProject({ name: "Recolección Tonalá", description: "Licitación de recolección" });
    await first.uploadPackage([...WASTE_TENDER, ...COMPANY_DOCUMENTS]);

    const entries = await library();
    // The tender's own bases and forms stay with their project.
    expect(entries.map((item) => item.name).sort()).toEqual(
      COMPANY_DOCUMENTS.map((item) => item.name).sort(),
    );
    expect(entries.every((item) => item.projectCount === 1)).toBe(true);
    const before = await profile();

    const opinion = entries.find((item) => item.name === COMPANY_FILE_NAMES.opinion)!;
    const created = await createProject({
      name: "Recolección Tlajomulco",
      description: "Otra licitación del mismo cliente",
      libraryDocumentIds: entries.map((item) => item.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const secondId = created.json().id as string;
    expect(created.json().project.documentCount).toBe(COMPANY_DOCUMENTS.length);

    // Already read: listed ready, searchable in the new project, pointing at the same stored bytes.
    const held = await projectDocuments(secondId);
    expect(held.map((item) => [item.name, item.status])).toEqual(
      expect.arrayContaining(COMPANY_DOCUMENTS.map((item) => [item.name, "listo"])),
    );
    expect(held.every((item) => item.libraryDocumentId !== null)).toBe(true);
    const hits = await get<{ hits: { documentName: string }[] }>(
      `/api/projects/${secondId}/search?q=${encodeURIComponent("Villaseñor representante")}`,
    );
    expect(hits.hits.map((hit) => hit.documentName)).toContain(COMPANY_FILE_NAMES.acta);
    const rows = await t.ctx.db.select().from(documents).where(eq(documents.name, COMPANY_FILE_NAMES.acta));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.storageKey)).size).toBe(1);
    const copied = await t.ctx.db.select().from(passages).where(eq(passages.projectId, secondId));
    expect(copied.length).toBeGreaterThan(0);

    // The profile is the client's: the same documents in two projects are read once.
    const after = await profile();
    expect(after.documentCount).toBe(before.documentCount);
    expect(after.experience).toHaveLength(before.experience.length);
    expect(after.people.map((person) => person.name)).toEqual(before.people.map((person) => person.name));
    expect((await library()).find((item) => item.id === opinion.id)?.projectCount).toBe(2);

    // Leaving the second project takes nothing from the first, nor from the library, nor the bytes.
    const actaInSecond = held.find((item) => item.name === COMPANY_FILE_NAMES.acta)!;
    const removed = await t.app.inject({
      method: "POST",
      url: `/api/projects/${secondId}/documents/delete`,
      cookies,
      payload: { documentIds: [actaInSecond.id] },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await projectDocuments(first.projectId)).map((item) => item.name)).toContain(
      COMPANY_FILE_NAMES.acta,
    );
    expect(await t.ctx.storage.exists(rows[0]!.storageKey)).toBe(true);

    // …and the documents view includes it again, from the library.
    const actaEntry = entries.find((item) => item.name === COMPANY_FILE_NAMES.acta)!;
    const readded = await t.app.inject({
      method: "POST",
      url: `/api/projects/${secondId}/library-documents`,
      cookies,
      payload: { libraryDocumentIds: [actaEntry.id, opinion.id] },
    });
    expect(readded.statusCode, readded.body).toBe(201);
    // The opinión was already there: only the acta is added.
    expect(readded.json().documents.map((item: TProjectDocument) => item.name)).toEqual([
      COMPANY_FILE_NAMES.acta,
    ]);
  }, 120_000);

  it("lets a closed project keep what it used when a document leaves the library; bytes go with the last holder", async () => {
    const entries = await library();
    const proposal = entries.find((item) => item.name === COMPANY_FILE_NAMES.proposal)!;
    const created = await createProject({
      name: "Recolección Zapotlanejo",
      description: "Proyecto que se cerrará",
      libraryDocumentIds: [proposal.id],
    });
    const closedId = created.json().id as string;
    await t.ctx.db
      .update(projects)
      .set({ status: "closed", closedAt: new Date() })
      .where(eq(projects.id, closedId));

    const out = await t.app.inject({
      method: "DELETE",
      url: `/api/library-documents/${proposal.id}`,
      cookies,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().documents.map((item: TLibraryDocument) => item.id)).not.toContain(proposal.id);
    const kept = await projectDocuments(closedId);
    expect(kept.map((item) => item.name)).toEqual([COMPANY_FILE_NAMES.proposal]);
    const [row] = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, closedId), eq(documents.name, COMPANY_FILE_NAMES.proposal)));
    expect(row!.libraryDocumentId).toBeNull();
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(true);
    const link = await t.app.inject({
      method: "POST",
      url: "/api/documents/download",
      cookies,
      payload: { documentIds: [row!.id] },
    });
    expect(link.statusCode, link.body).toBe(200);

    // No later project can include it.
    const refused = await createProject({
      name: "Otro",
      description: "Otro",
      libraryDocumentIds: [proposal.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("No se encontró alguno de los documentos de la biblioteca.");

    // A document in no project and no library any more has its bytes deleted, and only then.
    const soloId = (await createProject({ name: "Solo", description: "Un documento propio" })).json().id;
    const { payload, headers } = buildMultipart({ documentType: "otros" }, [
      {
        filename: "presentacion-empresa.docx",
        content: await makeDocx([
          { heading: "Presentación", paragraphs: ["Empresa dedicada a la limpieza urbana."] },
        ]),
      },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/projects/${soloId}/documents`,
      cookies,
      headers,
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [solo] = upload.json().documents as TProjectDocument[];
    const [soloRow] = await t.ctx.db.select().from(documents).where(eq(documents.id, solo!.id));
    const gone = await t.app.inject({
      method: "POST",
      url: `/api/projects/${soloId}/documents/delete`,
      cookies,
      payload: { documentIds: [solo!.id] },
    });
    expect(gone.statusCode).toBe(204);
    expect(await t.ctx.storage.exists(soloRow!.storageKey)).toBe(true);
    // The library outlives the only project that held it: a new project gets it, read again.
    const later = await createProject({
      name: "Después",
      description: "Retoma la presentación",
      libraryDocumentIds: [solo!.libraryDocumentId],
    });
    expect(later.statusCode, later.body).toBe(201);
    const laterId = later.json().id as string;
    await waitFor(async () => (await projectDocuments(laterId))[0]?.status === "listo");
    const reread = await get<{ hits: { documentName: string }[] }>(
      `/api/projects/${laterId}/search?q=${encodeURIComponent("limpieza urbana")}`,
    );
    expect(reread.hits.map((hit) => hit.documentName)).toEqual(["presentacion-empresa.docx"]);
    const [laterRow] = await t.ctx.db.select().from(documents).where(eq(documents.projectId, laterId));
    await t.app.inject({
      method: "POST",
      url: `/api/projects/${laterId}/documents/delete`,
      cookies,
      payload: { documentIds: [laterRow!.id] },
    });
    const last = await t.app.inject({
      method: "DELETE",
      url: `/api/library-documents/${solo!.libraryDocumentId}`,
      cookies,
    });
    expect(last.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(soloRow!.storageKey)).toBe(false);
  }, 120_000);

  it("never shows or lends one client's library to another", async () => {
    const entries = await library();
    expect(entries.length).toBeGreaterThan(0);
    expect(await library(stranger)).toEqual([]);
    const ids = entries.map((item) => item.id);

    const create = await createProject(
      { name: "Ajeno", description: "Intento", libraryDocumentIds: ids },
      stranger,
    );
    expect(create.statusCode).toBe(404);
    const theirs = (await get<{ projects: unknown[] }>("/api/projects", stranger)).projects;
    expect(theirs).toEqual([]);

    const own = (await createProject({ name: "Propio", description: "Del otro cliente" }, stranger)).json()
      .id;
    const add = await t.app.inject({
      method: "POST",
      url: `/api/projects/${own}/library-documents`,
      cookies: stranger,
      payload: { libraryDocumentIds: [ids[0]] },
    });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe("No se encontró alguno de los documentos de la biblioteca.");
    // Nor into the owner's project through the stranger's session.
    const firstProject = (await get<{ projects: { id: string }[] }>("/api/projects")).projects[0]!.id;
    const intrude = await t.app.inject({
      method: "POST",
      url: `/api/projects/${firstProject}/library-documents`,
      cookies: stranger,
      payload: { libraryDocumentIds: [ids[0]] },
    });
    expect(intrude.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/library-documents/${ids[0]}`,
      cookies: stranger,
    });
    expect(remove.statusCode).toBe(404);
    expect((await library()).map((item) => item.id)).toEqual(ids);
  });

  it("answers bad choices in Spanish and keeps what was saved", async () => {
    const projectId = (await createProject({ name: "Validación", description: "Entradas inválidas" })).json()
      .id;
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/library-documents`,
      cookies,
      payload: { libraryDocumentIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain("Seleccione al menos un documento de la biblioteca.");
    const malformed = await createProject({ name: "X", description: "Y", libraryDocumentIds: ["abc"] });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(
      "El identificador del documento de la biblioteca no es válido",
    );
    const wrongRemove = await t.app.inject({ method: "DELETE", url: "/api/library-documents/abc", cookies });
    expect(wrongRemove.statusCode).toBe(400);

    // A project whose model started takes no more documents, from the library either.
    const started = (
      await get<{ projects: { id: string; ragStarted: boolean }[] }>("/api/projects")
    ).projects.find((item) => item.ragStarted)!;
    const entry = (await library())[0]!;
    const late = await t.app.inject({
      method: "POST",
      url: `/api/projects/${started.id}/library-documents`,
      cookies,
      payload: { libraryDocumentIds: [entry.id] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("No se pueden cargar más documentos una vez iniciado el modelo RAG");
  });

  async function profile() {
    return get<TCompanyProfileResponse>("/api/company-profile");
  }
});
