import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mexicoDayStart } from "../audit/audit.repository";

export interface Period {
  from: string;
  to: string;
  days: string[];
  /** Timestamps bounding the period: [start, end). */
  start: SQL;
  end: SQL;
}

const MEXICO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Mexico_City",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The last `days` calendar days in Mexico City, today included. */
export function periodOf(days: number, now = new Date()): Period {
  const to = MEXICO_DAY.format(now);
  const list: string[] = [];
  const base = new Date(`${to}T12:00:00Z`);
  for (let back = days - 1; back >= 0; back -= 1) {
    list.push(new Date(base.getTime() - back * 86_400_000).toISOString().slice(0, 10));
  }
  const from = list[0]!;
  return { from, to, days: list, start: mexicoDayStart(from), end: mexicoDayStart(to, 1) };
}

/** A timestamp column's Mexico City day, as yyyy-MM-dd. */
export function dayOf(column: SQL | unknown): SQL {
  return sql`to_char((${column}) at time zone 'America/Mexico_City', 'YYYY-MM-DD')`;
}

export function within(column: SQL | unknown, period: Period): SQL {
  return sql`(${column}) >= ${period.start} and (${column}) < ${period.end}`;
}

export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Numbers come back as strings for bigint/numeric on node-postgres: always read them through this. */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : null;
}

/**
 * One point per day of the period, zeros where nothing happened: `rows` carry `day` and the series'
 * fields; several row sets may fill different fields of the same days.
 */
export function perDay(period: Period, series: string[], ...sets: Record<string, unknown>[][]) {
  const points = new Map(
    period.days.map((day) => [day, Object.fromEntries([["day", day], ...series.map((name) => [name, 0])])]),
  );
  for (const set of sets) {
    for (const row of set) {
      const point = points.get(String(row.day));
      if (!point) continue;
      for (const name of series) if (name in row) point[name] = num(row[name]);
    }
  }
  return [...points.values()] as Record<string, string | number>[];
}
