import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { systemEvents } from "../../db/schema";

export type SystemEventKind = (typeof systemEvents.$inferInsert)["kind"];

/**
 * Records a start, stop or unexpected error. A NUL character (which PostgreSQL's text and jsonb refuse)
 * is written as '␀': an error caused by one must still be recorded.
 */
export async function insertSystemEvent(
  db: Database,
  event: { kind: SystemEventKind; message: string; requestId?: string; detail?: unknown },
): Promise<void> {
  const visible = (text: string) => text.replaceAll("\u0000", "\u2400");
  const detail =
    event.detail === undefined
      ? undefined
      : JSON.parse(
          JSON.stringify(event.detail, (_key, value) =>
            typeof value === "string" ? visible(value) : value,
          ) ?? "null",
        );
  await db.insert(systemEvents).values({ ...event, message: visible(event.message), detail });
}

export async function listRecentSystemEvents(db: Database, limit: number) {
  return db.select().from(systemEvents).orderBy(desc(systemEvents.occurredAt)).limit(limit);
}
