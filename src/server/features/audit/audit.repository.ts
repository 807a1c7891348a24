import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { TAuditQuery } from "../../../shared/contracts/audit";
import type { Database } from "../../db/client";
import { auditEvents } from "../../db/schema";

export type AuditEventRow = typeof auditEvents.$inferSelect;

export async function insertAuditEvent(db: Database, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of a calendar day in Mexico City, as a timestamp. */
export function mexicoDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Mexico_City')`;
}

function auditFilter(query: Omit<TAuditQuery, "page" | "pageSize">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // One match over the three texts joined, served by the trigram index audit_events_search_trgm_idx.
    conditions.push(
      sql`(coalesce(${auditEvents.actorEmail}, '') || ' ' || coalesce(${auditEvents.targetLabel}, '') || ' ' || coalesce(${auditEvents.ipAddress}, '')) ilike ${pattern}`,
    );
  }
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.actorId) conditions.push(eq(auditEvents.actorId, query.actorId));
  if (query.from) conditions.push(gte(auditEvents.occurredAt, mexicoDayStart(query.from)));
  if (query.to) conditions.push(lt(auditEvents.occurredAt, mexicoDayStart(query.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the log, newest first, and how many lines match in all. */
export async function listAuditEvents(
  db: Database,
  query: TAuditQuery,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const where = auditFilter(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function listRecentAuditEvents(db: Database, actions: string[], limit: number) {
  return db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.action, actions))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
}
