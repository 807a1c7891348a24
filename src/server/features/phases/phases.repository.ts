import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, passages, phaseVersions, projects } from "../../db/schema";

export type PhaseVersionRow = typeof phaseVersions.$inferSelect;

export async function listPhaseVersions(db: Database, projectId: string): Promise<PhaseVersionRow[]> {
  return db
    .select()
    .from(phaseVersions)
    .where(eq(phaseVersions.projectId, projectId))
    .orderBy(asc(phaseVersions.phase), asc(phaseVersions.version));
}

export async function insertPhaseVersion(db: Database, values: typeof phaseVersions.$inferInsert) {
  const [row] = await db.insert(phaseVersions).values(values).returning();
  return row!;
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

/** A failed version back in the queue, with the instructions it is now asked with. */
export async function retryPhaseVersion(
  db: Database,
  id: string,
  instructions: string | null,
): Promise<void> {
  await db
    .update(phaseVersions)
    .set({
      status: "en_cola",
      step: null,
      error: null,
      finishedAt: null,
      instructions,
      createdAt: new Date(),
    })
    .where(eq(phaseVersions.id, id));
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
