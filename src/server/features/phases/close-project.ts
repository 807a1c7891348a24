/**
 * Closing a project from the workspace (spec 02 §4): 'Cerrar Proyecto' is on the last phase and, like
 * advancing, needs its document to have been generated. Closing marks that phase completed and fails
 * any generation still queued or running, whose job then writes nothing.
 */
import { eq } from "drizzle-orm";
import { PHASE_COUNT } from "../../../shared/rules/phases";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { ProjectWithCount } from "../projects/projects.repository";
import { PHASE_FAILURES } from "./phase-failures";
import { failUnfinishedVersions, listPhaseVersions } from "./phases.repository";

const LAST_PHASE = PHASE_COUNT - 1;

/** Closes an open project whose last phase is open and has a ready version; refuses otherwise. */
export async function closeFinishedProject(db: Database, project: ProjectWithCount): Promise<void> {
  if (!project.ragStartedAt || project.currentPhase === null) throw new AppError("RAG_NOT_STARTED");
  const isLastReady =
    project.currentPhase === LAST_PHASE &&
    (await listPhaseVersions(db, project.id)).some(
      (row) => row.phase === LAST_PHASE && row.status === "listo",
    );
  if (!isLastReady) throw new AppError("PHASE_NOT_EXECUTED");
  const completedPhases = [...new Set([...project.completedPhases, LAST_PHASE])].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(projects)
      .set({ status: "closed", closedAt: now, completedPhases, updatedAt: now })
      .where(eq(projects.id, project.id));
    await failUnfinishedVersions(tx, { projectId: project.id }, PHASE_FAILURES.projectClosed);
  });
}
