import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, projects } from "../../db/schema";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithCount = ProjectRow & { documentCount: number };

// Written out in full: inside a sub-select Drizzle renders ${projects.id} as a bare "id", which would
// bind to the documents row instead.
const inputCount = sql<number>`(select count(*)::int from documents d where d.project_id = "projects"."id" and d.kind = 'input')`;

export async function listProjectsOfOwner(db: Database, ownerId: string): Promise<ProjectWithCount[]> {
  const rows = await db
    .select({ project: projects, documentCount: inputCount })
    .from(projects)
    .where(eq(projects.ownerId, ownerId))
    .orderBy(desc(projects.updatedAt));
  return rows.map((row) => ({ ...row.project, documentCount: Number(row.documentCount) }));
}

/** The project when it belongs to `ownerId`; nothing otherwise (another client's project is 'not found'). */
export async function findOwnedProject(
  db: Database,
  projectId: string,
  ownerId: string,
): Promise<ProjectWithCount | undefined> {
  const [row] = await db
    .select({ project: projects, documentCount: inputCount })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row ? { ...row.project, documentCount: Number(row.documentCount) } : undefined;
}

export async function insertProject(
  db: Database,
  values: { ownerId: string; name: string; description: string },
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(
  db: Database,
  projectId: string,
  values: Partial<
    Pick<ProjectRow, "name" | "description" | "status" | "closedAt" | "ragStartedAt" | "currentPhase">
  >,
): Promise<void> {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

export async function touchProject(db: Database, projectId: string): Promise<void> {
  await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}

export async function countInputDocuments(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.kind, "input")));
  return Number(row?.value ?? 0);
}
