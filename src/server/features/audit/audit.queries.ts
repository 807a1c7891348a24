import type { TAuditEvent, TAuditListResponse, TAuditQuery } from "../../../shared/contracts/audit";
import { auditActionLabel, RECENT_ACTIVITY_ACTIONS } from "../../../shared/rules/audit";
import type { AppContext } from "../../context";
import { assertAdmin } from "../admin/admin.policy";
import type { SessionActor } from "../auth/sessions.service";
import { type AuditEventRow, listAuditEvents, listRecentAuditEvents } from "./audit.repository";

function toAuditEvent(row: AuditEventRow): TAuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    ipAddress: row.ipAddress,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
  };
}

/** The audit log, filtered and paged on the server. Administrators only. */
export async function browseAuditLog(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; query: TAuditQuery },
): Promise<TAuditListResponse> {
  assertAdmin(input.actor);
  const { rows, total } = await listAuditEvents(ctx.db, input.query);
  return { events: rows.map(toAuditEvent), total, page: input.query.page, pageSize: input.query.pageSize };
}

/** The panel's 'Actividad reciente': the latest things people did. */
export async function listRecentActivity(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; limit?: number },
): Promise<{ events: TAuditEvent[] }> {
  assertAdmin(input.actor);
  const rows = await listRecentAuditEvents(ctx.db, RECENT_ACTIVITY_ACTIONS, input.limit ?? 12);
  return { events: rows.map(toAuditEvent) };
}
