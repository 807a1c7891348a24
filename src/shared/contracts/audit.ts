import { z } from "zod";
import { AUDIT_ACTION_KEYS } from "../rules/audit";

export const AUDIT_PATH = "/api/admin/audit";
export const RECENT_ACTIVITY_PATH = "/api/admin/activity";

/** One line of the audit log as admins see it (never a secret: no password, token or link). */
export const ZAuditEvent = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  ipAddress: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** A day that exists on the calendar ('2026-02-30' and year 0000 do not: PostgreSQL would refuse them). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const ZDay = z.string().refine(isCalendarDay, { error: "Fecha no válida (aaaa-mm-dd)" });

/** Filters of the audit log: free text (actor, target, address), action, actor, dates, pages. */
export const ZAuditQuery = z.object({
  q: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTION_KEYS).optional(),
  actorId: z.uuid().optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditListResponse = z.object({
  events: z.array(ZAuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;

export const ZRecentActivityResponse = z.object({ events: z.array(ZAuditEvent) });
