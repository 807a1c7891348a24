import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { PHASE_VERSION_STATUSES } from "../../db/schema";
import { documents, passages, phaseVersions, projects } from "../../db/schema";

export type PhaseVersionRow = typeof phaseVersions.$inferSelect;

export async function listPhaseVersions(db: Database, projectId: string): Promise<PhaseVersionRow[]> {
  return db
    .select()
    .from(phaseVersions)
    .where(eq(phaseVersions.projectId, projectId))
    .orderBy(asc(phaseVersions.phase), asc(phaseVersions.version));
}

/**
 * Inserts a version; null when its number was taken meanwhile (two requests for the same phase at
 * once: the unique index lets one of them in).
 */
export async function insertPhaseVersion(
  db: Database,
  values: typeof phaseVersions.$inferInsert,
): Promise<PhaseVersionRow | null> {
  try {
    const [row] = await db.insert(phaseVersions).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, "phase_versions_unique_idx")) return null;
    throw error;
  }
}

/** A unique-index violation (SQLSTATE 23505) of that index, from pg or PGlite, however wrapped. */
function isUniqueViolation(error: unknown, index: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || constraint === index;
  }
  return false;
}

export async function findPhaseVersion(db: Database, id: string): Promise<PhaseVersionRow | undefined> {
  const [row] = await db.select().from(phaseVersions).where(eq(phaseVersions.id, id)).limit(1);
  return row;
}

export async function updatePhaseVersion(
  db: Database,
  id: string,
  values: Partial<
    Pick<PhaseVersionRow, "status" | "step" | "error" | "documentId" | "generator" | "finishedAt">
  >,
): Promise<void> {
  await db.update(phaseVersions).set(values).where(eq(phaseVersions.id, id));
}

/** A version queued or being generated: the only ones a job, a sweep or a close may still change. */
export const UNFINISHED: Array<(typeof PHASE_VERSION_STATUSES)[number]> = ["en_cola", "generando"];

/** Every unfinished version of every project, oldest first. */
export async function listUnfinishedPhaseVersions(db: Database): Promise<PhaseVersionRow[]> {
  return db
    .select()
    .from(phaseVersions)
    .where(inArray(phaseVersions.status, UNFINISHED))
    .orderBy(asc(phaseVersions.createdAt));
}

/**
 * Moves an unfinished version to 'generando' with a step; false when it is no longer unfinished (done,
 * failed, or cancelled by a close), so the caller stops.
 */
export async function setGeneratingStep(db: Database, id: string, step: string): Promise<boolean> {
  const rows = await db
    .update(phaseVersions)
    .set({ status: "generando", step, error: null })
    .where(and(eq(phaseVersions.id, id), inArray(phaseVersions.status, UNFINISHED)))
    .returning({ id: phaseVersions.id });
  return rows.length > 0;
}

/** Marks unfinished versions failed with the reason the page shows; finished ones are left alone. */
export async function failUnfinishedVersions(
  db: Database,
  where: { ids: string[] } | { projectId: string },
  reason: string,
): Promise<number> {
  if ("ids" in where && where.ids.length === 0) return 0;
  const rows = await db
    .update(phaseVersions)
    .set({ status: "error", step: null, error: reason, finishedAt: new Date() })
    .where(
      and(
        "ids" in where ? inArray(phaseVersions.id, where.ids) : eq(phaseVersions.projectId, where.projectId),
        inArray(phaseVersions.status, UNFINISHED),
      ),
    )
    .returning({ id: phaseVersions.id });
  return rows.length;
}

/**
 * Claims a version queued before `queuedBefore` whose job was never sent, by moving its queue time to
 * now: of several sweeps at once, only one finds it still old, and sends it again.
 */
export async function claimQueuedVersion(db: Database, id: string, queuedBefore: Date): Promise<boolean> {
  const rows = await db
    .update(phaseVersions)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(phaseVersions.id, id),
        eq(phaseVersions.status, "en_cola"),
        lt(phaseVersions.createdAt, queuedBefore),
      ),
    )
    .returning({ id: phaseVersions.id });
  return rows.length > 0;
}

/**
 * A failed version back in the queue, with the instructions it is now asked with. Only while it is
 * still failed: of two 'Reintentar' at once (a double click, two tabs), the second finds it queued or
 * generating and changes nothing (false), so one run generates it, not two side by side.
 */
export async function retryPhaseVersion(
  db: Database,
  id: string,
  instructions: string | null,
): Promise<boolean> {
  const rows = await db
    .update(phaseVersions)
    .set({
      status: "en_cola",
      step: null,
      error: null,
      finishedAt: null,
      instructions,
      createdAt: new Date(),
    })
    .where(and(eq(phaseVersions.id, id), eq(phaseVersions.status, "error")))
    .returning({ id: phaseVersions.id });
  return rows.length > 0;
}

export async function setProjectPhaseState(
  db: Database,
  projectId: string,
  values: { currentPhase: number; completedPhases: number[] },
): Promise<void> {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

/** The project's passages from documents of the given categories, in reading order, with their document. */
export async function listPassagesOfCategories(db: Database, projectId: string, categories: string[]) {
  return db
    .select({
      id: passages.id,
      documentId: passages.documentId,
      documentName: documents.name,
      page: passages.page,
      heading: passages.heading,
      text: passages.text,
    })
    .from(passages)
    .innerJoin(documents, eq(documents.id, passages.documentId))
    .where(
      and(
        eq(passages.projectId, projectId),
        eq(documents.kind, "input"),
        inArray(documents.documentType, categories as (typeof documents.$inferSelect)["documentType"][]),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(passages.ordinal));
}
