import { LIBRARY_MESSAGES } from "../../../shared/contracts/library";
import type {
  TCreateProjectRequest,
  TProject,
  TUpdateProjectRequest,
} from "../../../shared/contracts/projects";
import { ZProjectListResponse } from "../../../shared/contracts/projects";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { withClientQuotaLock } from "../documents/client-quota-lock";
import { findOwnedLibraryDocuments } from "../library/library.repository";
import { includeLibraryDocuments, type LibraryContext } from "../library/library.service";
import { closeFinishedProject } from "../phases/close-project";
import { assertProjectOpen, requireOwnedProject } from "./projects.policy";
import {
  countInputDocuments,
  countProjectsOf,
  insertProject,
  listProjectsOfOwner,
  type ProjectWithCount,
  updateProject,
  updateProjectTextIfUnchanged,
} from "./projects.repository";

type ProjectsContext = Pick<AppContext, "db">;
type ProjectListContext = Pick<AppContext, "db" | "projectListCache">;

export function toProject(row: ProjectWithCount): TProject {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    documentCount: row.documentCount,
    currentRagPhase: row.currentPhase,
    ragStarted: row.ragStartedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client's projects, most recently changed first. */
export async function listProjects(
  ctx: ProjectsContext,
  input: { actor: SessionActor },
): Promise<TProject[]> {
  return (await listProjectsOfOwner(ctx.db, input.actor.user.id)).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    documentCount: row.documentCount,
    currentRagPhase: row.currentPhase,
    ragStarted: row.ragStarted,
    createdAt: new Date(row.createdAtMs).toISOString(),
    updatedAt: new Date(row.updatedAtMs).toISOString(),
  }));
}

/**
 * The answer of `GET /api/projects` as JSON text, encoded by its contract (`ZProjectListResponse`, as
 * the route's serializer would). On the embedded database it is kept in memory between changes
 * (project-list-cache.ts): the triggers of every write that can alter the list drop it before that
 * write returns, so the next request reads it again.
 */
export async function projectListAnswer(
  ctx: ProjectListContext,
  input: { actor: SessionActor },
): Promise<string> {
  const ownerId = input.actor.user.id;
  const cache = ctx.projectListCache;
  const cached = cache?.get(ownerId);
  if (cached !== undefined) return cached;
  const epoch = cache?.currentEpoch() ?? 0;
  const answer = JSON.stringify(ZProjectListResponse.encode({ projects: await listProjects(ctx, input) }));
  cache?.store(ownerId, answer, epoch);
  return answer;
}

/**
 * Creates a project and includes the chosen documents of the client's library. Every chosen id is
 * checked before the project is written, so a refused choice (another client's, a missing one)
 * creates nothing.
 */
export async function createProject(
  ctx: LibraryContext,
  input: { actor: SessionActor } & TCreateProjectRequest,
): Promise<TProject> {
  const chosen = [...new Set(input.libraryDocumentIds ?? [])];
  const owned = await findOwnedLibraryDocuments(ctx.db, chosen, input.actor.user.id);
  if (owned.length !== chosen.length) throw new AppError("NOT_FOUND", { message: LIBRARY_MESSAGES.notFound });
  // Projects cost nothing to create and hold versions and files: one client cannot make them without end.
  // Counted and created under the client's lock: projects created at once cannot each pass the count.
  const row = await withClientQuotaLock(ctx.db, input.actor.user.id, async (db) => {
    if ((await countProjectsOf(db, input.actor.user.id)) >= ctx.config.CLIENT_PROJECT_LIMIT)
      throw new AppError("CLIENT_PROJECT_LIMIT");
    return insertProject(db, {
      ownerId: input.actor.user.id,
      name: input.name.trim(),
      description: input.description.trim(),
    });
  });
  const added = await includeLibraryDocuments(ctx, {
    ownerId: input.actor.user.id,
    projectId: row.id,
    libraryDocumentIds: chosen,
  });
  return toProject({ ...row, documentCount: added.length });
}

export async function getProject(ctx: ProjectsContext, input: { actor: SessionActor; projectId: string }) {
  return toProject(await requireOwnedProject(ctx.db, input.actor, input.projectId));
}

export async function editProject(
  ctx: ProjectsContext,
  input: { actor: SessionActor; projectId: string } & TUpdateProjectRequest,
): Promise<TProject> {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  assertProjectOpen(project);
  const values = {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
  };
  if (!input.previous) await updateProject(ctx.db, project.id, values);
  else if (!(await updateProjectTextIfUnchanged(ctx.db, project.id, values, input.previous)))
    throw new AppError("PROJECT_EDIT_CONFLICT");
  return getProject(ctx, input);
}

/**
 * Closing makes the project read-only for good; it needs the last phase's document (spec 02 §4, see
 * phases/close-project.ts). Closing twice is harmless.
 */
export async function closeProject(ctx: ProjectsContext, input: { actor: SessionActor; projectId: string }) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  if (project.status !== "closed") await closeFinishedProject(ctx.db, project);
  return getProject(ctx, input);
}

/**
 * Starts the eight-phase model at phase 0 (needs at least one input document). From here on the
 * project takes no more uploads. Starting again is harmless.
 */
export async function startRag(ctx: ProjectsContext, input: { actor: SessionActor; projectId: string }) {
  const project = await requireOwnedProject(ctx.db, input.actor, input.projectId);
  assertProjectOpen(project);
  if (project.ragStartedAt) return toProject(project);
  if ((await countInputDocuments(ctx.db, project.id)) === 0) throw new AppError("NO_DOCUMENTS");
  await updateProject(ctx.db, project.id, { ragStartedAt: new Date(), currentPhase: 0 });
  return getProject(ctx, input);
}
