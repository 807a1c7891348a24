import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { systemEvents } from "../../db/schema";

export type SystemEventKind = (typeof systemEvents.$inferInsert)["kind"];

/** Records a start, stop or unexpected error. */
export async function insertSystemEvent(
  db: Database,
  event: { kind: SystemEventKind; message: string; requestId?: string; detail?: unknown },
): Promise<void> {
  await db.insert(systemEvents).values(event);
}

export async function listRecentSystemEvents(db: Database, limit: number) {
  return db.select().from(systemEvents).orderBy(desc(systemEvents.occurredAt)).limit(limit);
}
