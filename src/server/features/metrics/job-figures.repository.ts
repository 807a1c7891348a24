import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Jobs per queue and state right now (pg-boss' own tables): the queue's depth and what it is doing. */
export async function countJobsByState(
  db: Database,
): Promise<{ name: string; state: string; jobs: number }[]> {
  const found = await rows<{ name: string; state: string; jobs: number | string }>(
    db,
    sql`select name, state::text as state, count(*)::int as jobs from pgboss.job group by name, state order by name, state`,
  );
  return found.map((row) => ({ ...row, jobs: Number(row.jobs) }));
}
