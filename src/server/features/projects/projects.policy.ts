import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { SessionActor } from "../auth/sessions.service";
import { findOwnedProject, type ProjectWithCount } from "./projects.repository";

/**
 * A client reaches only its own projects: any other id, existing or not, is 'not found' (404), so
 * ids cannot be probed.
 */
export async function requireOwnedProject(
  db: Database,
  actor: SessionActor,
  projectId: string,
): Promise<ProjectWithCount> {
  const project = await findOwnedProject(db, projectId, actor.user.id);
  if (!project) throw new AppError("NOT_FOUND", { message: "No se encontró el proyecto." });
  return project;
}

/** A closed project is read-only: its files can be listed and downloaded, nothing else. */
export function assertProjectOpen(project: ProjectWithCount): void {
  if (project.status === "closed") throw new AppError("PROJECT_CLOSED");
}
