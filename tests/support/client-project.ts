/**
 * A signed-in client with a project of its own, and the requests the route tests send to that project:
 * a multipart upload, a deletion, the document list, and a wait until uploaded documents are read.
 */
import type { TProjectDocument } from "../../src/shared/contracts/documents";
import { signedInClient } from "./accounts";
import { buildMultipart, type MultipartFile } from "./multipart";
import type { TestApp } from "./test-app";

export interface ProjectInput {
  name: string;
  description: string;
}

export const DEFAULT_PROJECT: ProjectInput = { name: "Proyecto", description: "Proyecto de prueba" };

/** POST /api/projects as `cookies`; the new project's id (throws unless it was created). */
export async function createProject(
  t: TestApp,
  cookies: Record<string, string>,
  project: ProjectInput = DEFAULT_PROJECT,
): Promise<string> {
  const created = await t.app.inject({ method: "POST", url: "/api/projects", cookies, payload: project });
  if (created.statusCode !== 201)
    throw new Error(`project not created: ${created.statusCode} ${created.body}`);
  return created.json().id as string;
}

/** The requests a test sends to one project as `cookies`. */
export function projectRequests(t: TestApp, cookies: Record<string, string>, projectId: string) {
  /** POST /api/projects/:id/documents: `files` under `category` (none sends no documentType). */
  function upload(
    category: string | undefined,
    files: MultipartFile[],
    extraHeaders: Record<string, string> = {},
  ) {
    const body = buildMultipart(category ? { documentType: category } : {}, files);
    return t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/documents`,
      cookies,
      headers: { ...body.headers, ...extraHeaders },
      payload: body.payload,
    });
  }

  /** POST /api/projects/:id/documents/delete. */
  function deleteDocuments(documentIds: string[]) {
    return t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/documents/delete`,
      cookies,
      payload: { documentIds },
    });
  }

  /** GET /api/projects/:id/documents: the project's documents as listed. */
  async function documents(): Promise<TProjectDocument[]> {
    const list = await t.app.inject({ method: "GET", url: `/api/projects/${projectId}/documents`, cookies });
    return list.json().documents;
  }

  /** Waits (bounded) until the documents `ids` are all listed and none is queued or being read. */
  async function waitUntilProcessed(ids: string[], timeoutMs = 30_000): Promise<TProjectDocument[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const docs = (await documents()).filter((doc) => ids.includes(doc.id));
      if (
        docs.length === ids.length &&
        docs.every((doc) => doc.status !== "en_cola" && doc.status !== "procesando")
      ) {
        return docs;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("documents were not processed in time");
  }

  return { upload, deleteDocuments, documents, waitUntilProcessed };
}

/** A new signed-in client (see `signedInClient`) with one new project, and the requests to it. */
export async function createClientProject(
  t: TestApp,
  project: ProjectInput = DEFAULT_PROJECT,
  overrides: Parameters<typeof signedInClient>[2] = {},
) {
  const { user, cookies } = await signedInClient(t.app, t.ctx.db, overrides);
  const projectId = await createProject(t, cookies, project);
  return { user, cookies, projectId, ...projectRequests(t, cookies, projectId) };
}

export type ClientProject = Awaited<ReturnType<typeof createClientProject>>;
