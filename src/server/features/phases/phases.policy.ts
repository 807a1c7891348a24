import { PHASE_COUNT } from "../../../shared/rules/phases";
import { AppError } from "../../http/app-error";

/** The first phase not yet completed: the furthest the user may go. */
export function frontierOf(completed: number[]): number {
  let frontier = 0;
  while (completed.includes(frontier) && frontier < PHASE_COUNT - 1) frontier += 1;
  return frontier;
}

/** Whether the user has reached a phase: a completed one, or the furthest one (spec 02 §4). */
export function isPhaseReached(project: { completedPhases: number[] }, phase: number): boolean {
  return project.completedPhases.includes(phase) || phase === frontierOf(project.completedPhases);
}

/**
 * Versions are made only in the open phase. A phase the user has not reached answers the spec's
 * navigation message; a reached one that is not open says to open it.
 */
export function assertPhaseIsOpen(
  project: { currentPhase: number | null; completedPhases: number[] },
  phase: number,
) {
  if (phase === project.currentPhase) return;
  throw new AppError(isPhaseReached(project, phase) ? "PHASE_NOT_CURRENT" : "PHASE_NOT_REACHED");
}
