import type { Logger } from "pino";
import type { AuditAction } from "../../../shared/rules/audit";
import type { Database } from "../../db/client";
import { insertAuditEvent } from "./audit.repository";

export interface AuditEntry {
  action: AuditAction;
  /** Who did it; null for the system or an unknown visitor. */
  actor?: { id: string; email: string } | null;
  /** E-mail tried when there is no account behind it (a failed sign-in). */
  actorEmail?: string;
  target?: { type: string; id: string; label?: string };
  ipAddress?: string;
  detail?: Record<string, unknown>;
}

const SECRET_KEY = /pass|token|secret|hash|link|authorization|cookie/i;

/** Drops anything that looks like a secret, at any depth, before it reaches the log. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Writes one line of the audit log. Reusable by any feature (subscriptions, payments, auth). It never
 * throws: a failure to record is logged, and the action it describes is not undone by it.
 */
export async function recordAudit(
  ctx: { db: Database; logger?: Pick<Logger, "error"> },
  entry: AuditEntry,
): Promise<void> {
  try {
    await insertAuditEvent(ctx.db, {
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? entry.actorEmail?.slice(0, 254) ?? null,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetLabel: entry.target?.label?.slice(0, 300) ?? null,
      ipAddress: entry.ipAddress ?? null,
      detail: entry.detail ? withoutSecrets(entry.detail) : null,
    });
  } catch (error) {
    ctx.logger?.error({ err: error, action: entry.action }, "could not record the audit event");
  }
}
